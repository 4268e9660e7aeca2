import { O as messages } from "./text-BaFe9vHY.js";
import { t as ApiRequestError } from "./api-client-DDhruTBY.js";
// src/forms/failure.ts
var timeoutSeconds = (timeoutMs) => Math.round(timeoutMs / 1e3);
function timeoutDetail(timeoutMs) {
	return `The server did not answer within ${timeoutSeconds(timeoutMs)} seconds. Your entries are still here, so you can simply try again.`;
}
var networkDetail = "We could not reach the server. Please check your internet connection; your entries are still here, so you can simply try again.";
/** Maps a thrown error of the api client to the text the form shows. */
function describeFailure(error, rules) {
	if (!(error instanceof ApiRequestError)) return { message: rules.fallback };
	switch (error.kind) {
		case "timeout": return {
			message: rules.fallback,
			detail: timeoutDetail(rules.timeoutMs),
			cause: {
				kind: "timeout",
				seconds: timeoutSeconds(rules.timeoutMs)
			}
		};
		case "network": return {
			message: rules.fallback,
			detail: networkDetail,
			cause: { kind: "network" }
		};
		case "http":
			if (error.status === 429 && error.retryAfterSeconds !== void 0) return {
				message: messages.tooManyRequestsRetryIn(error.retryAfterSeconds),
				status: error.status
			};
			return {
				message: rules.preferServerMessage && error.serverMessage ? error.serverMessage : rules.fallback,
				fieldErrors: error.fieldErrors,
				status: error.status
			};
	}
}
export { describeFailure as t };
