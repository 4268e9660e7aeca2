import { t as accessTokenHeader } from "./api-types-CC5nqn5n.js";
import { n as privacyNoticeVersion, u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { a as postForm, i as getJson, o as postJson, r as downloadFile } from "./api-client-DDhruTBY.js";
// src/forms/calls.ts
/**
* Builds a multipart body with the text fields first and the file last; the server reads the
* parts in any order.
*/
function multipart(fields, file) {
	const form = new FormData();
	for (const [name, value] of fields) form.append(name, value);
	if (file) form.append(file.name, file.value);
	return form;
}
function registrationFields(values) {
	const fields = [["title", values.title]];
	if (values.title === "Other") fields.push(["otherTitle", values.otherTitle]);
	fields.push(["firstName", values.firstName], ["otherNames", values.otherNames], ["gender", values.gender], ["email", values.email.trim()], ["phone", values.phone], ["country", values.country], ["city", values.city], ["institution", values.institution], ["participationType", values.participationType]);
	if (values.participationType === "presenter") fields.push(["presentationType", values.presentationType]);
	fields.push(["participantCategory", values.participantCategory], ["fieldTrip", values.fieldTrip], ["marketingConsent", String(values.marketingConsent)], ["paymentConfirmation", String(values.paymentConfirmation)], ["programConsent", String(values.programConsent)], ["emailConsent", String(values.emailConsent)], ["invoiceRequested", String(values.invoiceRequested)], ["recaptchaToken", values.recaptchaToken], ["privacyNoticeVersion", privacyNoticeVersion]);
	return fields;
}
function submitRegistration(values, studentIdFile, onUploadProgress) {
	const file = studentIdFile ? {
		name: "studentIdFile",
		value: studentIdFile
	} : null;
	return postForm("/registration.php", multipart(registrationFields(values), file), {
		timeoutMs: requestTimeoutsMs.registration,
		onUploadProgress
	});
}
function requestAccessLink(email) {
	return postJson("/registrations/verify-request", { email: email.trim() }, { timeoutMs: requestTimeoutsMs.accessRequest });
}
function submitAbstract(values, abstractFile, onUploadProgress) {
	const fields = [
		["fullName", values.fullName],
		["affiliation", values.affiliation],
		["email", values.email.trim()],
		["phone", values.phone],
		["abstractTitle", values.abstractTitle],
		["subtheme", values.subtheme],
		["language", values.language],
		["presentationType", values.presentationType],
		["comments", values.comments],
		["recaptchaToken", values.recaptchaToken],
		["privacyNoticeVersion", privacyNoticeVersion]
	];
	return postForm("/abstracts.php", multipart(fields, {
		name: "abstractFile",
		value: abstractFile
	}), {
		timeoutMs: requestTimeoutsMs.abstract,
		onUploadProgress
	});
}
function submitBooking(values) {
	return postJson("/bookings.php", {
		...values,
		email: values.email.trim(),
		specialRequests: values.specialRequests.trim(),
		privacyNoticeVersion
	}, {
		timeoutMs: requestTimeoutsMs.booking,
		credentials: "omit"
	});
}
function submitSponsorshipInquiry(values, hidden = {}) {
	return postJson("/sponsorship.php", {
		...values,
		email: values.email.trim(),
		privacyNoticeVersion,
		...hidden
	}, { timeoutMs: requestTimeoutsMs.sponsorship });
}
function fetchMyRegistration(token) {
	return getJson("/my-registration", {
		timeoutMs: requestTimeoutsMs.accessRequest,
		headers: { [accessTokenHeader]: token }
	});
}
/** The retention periods the privacy notice states: the ones the daily purge follows. */
function fetchRetentionPeriods() {
	return getJson("/privacy/retention", { timeoutMs: requestTimeoutsMs.accessRequest });
}
/** Stops the payment reminders of the registration whose reminder carried `token`. */
function optOutOfReminders(token) {
	return postJson("/payment-reminders/opt-out", { token }, { timeoutMs: requestTimeoutsMs.accessRequest });
}
/** The accepted abstract an acceptance notice's link answers about. */
function fetchAbstractResponse(token) {
	return postJson("/abstract-response/view", { token }, { timeoutMs: requestTimeoutsMs.accessRequest });
}
/** The author's confirmation or withdrawal; the link works once. */
function sendAbstractResponse(token, response) {
	return postJson("/abstract-response", {
		token,
		response
	}, { timeoutMs: requestTimeoutsMs.accessRequest });
}
/** The registrant's newest receipt (once money is received) or pro-forma invoice, as a PDF. */
function fetchMyDocument(token, document) {
	return downloadFile(`/my-registration/${document}`, `${document}.pdf`, {
		timeoutMs: requestTimeoutsMs.accessRequest,
		headers: { [accessTokenHeader]: token }
	});
}
function submitPaymentProof(token, values, proofFile, onUploadProgress) {
	const fields = [
		["method", values.method],
		["reference", values.reference],
		["amount", values.amount],
		["paymentDate", values.paymentDate]
	];
	return postForm("/my-registration/payments", multipart(fields, {
		name: "proofFile",
		value: proofFile
	}), {
		timeoutMs: requestTimeoutsMs.paymentProof,
		onUploadProgress,
		headers: { [accessTokenHeader]: token }
	});
}
export { optOutOfReminders as a, submitAbstract as c, submitRegistration as d, submitSponsorshipInquiry as f, fetchRetentionPeriods as i, submitBooking as l, fetchMyDocument as n, requestAccessLink as o, fetchMyRegistration as r, sendAbstractResponse as s, fetchAbstractResponse as t, submitPaymentProof as u };
