import { t as accessTokenHeader } from "./api-types-CC5nqn5n.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { i as getJson, o as postJson, r as downloadFile } from "./api-client-DDhruTBY.js";
// src/pages/my-registration/document-calls.ts
var withToken = (token) => ({
	timeoutMs: requestTimeoutsMs.accessRequest,
	headers: { [accessTokenHeader]: token }
});
/** The registrant's invitation letter request, or null when they have made none. */
function fetchMyVisaLetter(token) {
	return getJson("/my-registration/visa-letter", withToken(token));
}
function requestVisaLetter(token, values) {
	return postJson("/my-registration/visa-letter", values, withToken(token));
}
function fetchMyVisaLetterPdf(token) {
	return downloadFile("/my-registration/visa-letter/pdf", "invitation-letter.pdf", withToken(token));
}
function fetchMyCertificates(token) {
	return getJson("/my-registration/certificates", withToken(token));
}
function fetchMyCertificatePdf(token, code) {
	return downloadFile(`/my-registration/certificates/${encodeURIComponent(code)}/pdf`, `certificate-${code}.pdf`, withToken(token));
}
/** What the code printed on a certificate or letter stands for (404 when it is not ours). */
function verifyDocumentCode(code) {
	return getJson(`/certificates/${encodeURIComponent(code)}`, { timeoutMs: requestTimeoutsMs.accessRequest });
}
export { requestVisaLetter as a, fetchMyVisaLetterPdf as i, fetchMyCertificates as n, verifyDocumentCode as o, fetchMyVisaLetter as r, fetchMyCertificatePdf as t };
