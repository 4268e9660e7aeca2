// ../libs/conference/dist/limits.js
/** Sizes and timings shared by the forms and the server. */
var maxUploadBytes = 5242880;
var studentIdExtensions = [
	"pdf",
	"jpg",
	"jpeg",
	"png"
];
var abstractExtensions = ["doc", "docx"];
var proofExtensions = [
	"pdf",
	"jpg",
	"jpeg",
	"png"
];
var requestTimeoutsMs = {
	membership: 1e4,
	contact: 15e3,
	registration: 15e3,
	abstract: 3e4,
	booking: 15e3,
	sponsorship: 4e4,
	accessRequest: 15e3,
	paymentProof: 3e4
};
/** Longest text the server stores per kind of field; longer input is refused with a message. */
var maxLengths = {
	name: 100,
	email: 254,
	phone: 40,
	shortText: 200,
	title: 300,
	url: 500,
	address: 1e3,
	message: 5e3,
	paymentReference: 100
};
/** Longest payload accepted in `recaptchaToken` (an ALTCHA payload is under 1 KB, a Google token about 2 KB). */
var captchaTokenMaxLength = 8e3;
function fileExtension(fileName) {
	const dot = fileName.lastIndexOf(".");
	return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}
/**
* The hidden field of the membership, contact and sponsorship forms: people never see it, form
* bots fill it. A submission that fills it is answered as a success and dropped.
*/
var honeypotField = "website";
// ../libs/conference/dist/privacy.js
/**
* The version of the privacy notice the site shows now. Every form sends the version it showed
* beside its submit button, and each consent is stored with it, so organisers can tell which
* wording a person agreed to. A change to the notice's wording gets a new version (the day it
* was published) and keeps the older ones in `privacyNoticeVersions`.
*/
var privacyNoticeVersion = "2026-11-27";
var privacyMessages = {
	upcomingLoadFailed: "Failed to load what goes next",
	unknownNoticeVersion: "Please reload the page: the privacy notice has changed",
	retentionLoadFailed: "Failed to load the retention settings",
	retentionSaved: "Retention settings saved",
	retentionSaveFailed: "Failed to save the retention settings. Please try again.",
	days: "Please enter a whole number of days from 0 to 5000",
	months: "Please enter a whole number of months from 1 to 120"
};
privacyMessages.days, privacyMessages.days, privacyMessages.days, privacyMessages.days, privacyMessages.months, privacyMessages.days;
export { fileExtension as a, maxUploadBytes as c, studentIdExtensions as d, captchaTokenMaxLength as i, proofExtensions as l, privacyNoticeVersion as n, honeypotField as o, abstractExtensions as r, maxLengths as s, privacyMessages as t, requestTimeoutsMs as u };
