// src/locales/en/documents.json
var visaLetter = {
	"heading": "Visa invitation letter",
	"intro": "If you need a visa to enter Uganda, ask here for an invitation letter. We send it to you by e-mail as a PDF to present to the embassy or consulate.",
	"fullName": "Full name as in your passport",
	"fullNameHint": "Exactly as printed on the passport's photo page.",
	"passportNumber": "Passport number",
	"nationality": "Nationality",
	"dateOfBirth": "Date of birth",
	"passportExpiry": "Passport expiry date",
	"passportExpiryHint": "Your passport must be valid after the conference ends on 5 October 2025.",
	"embassy": "Embassy or consulate where you apply",
	"embassyHint": "For example: Embassy of Uganda, Dakar.",
	"privacy": "Your passport data is used only for this letter, seen only by the conference administrators, and deleted after the conference.",
	"submit": "Request an invitation letter",
	"submitAgain": "Send the request again",
	"sentTitle": "Request sent",
	"failureTitle": "Your request could not be sent",
	"problem": "We could not send your request. Please try again in a moment.",
	"status": {
		"requested": "Your request of {{date}} is being reviewed. You can still correct it below.",
		"issued": "Your invitation letter was issued on {{date}} and e-mailed to you.",
		"refused": "We could not issue a letter for your request ({{date}})."
	},
	"reason": "Reason: {{reason}}",
	"download": "Download the invitation letter (PDF)"
};
var certificates = {
	"heading": "Certificates",
	"none": "Your certificates of attendance and presentation will be here after the conference.",
	"download": "Download (PDF)",
	"problem": "We could not prepare the certificate. Please try again in a moment.",
	"kind": {
		"attendance": "Certificate of attendance",
		"presentation": "Certificate of presentation"
	}
};
var documents_default = {
	visaLetter,
	certificates
};
export { documents_default as n, visaLetter as r, certificates as t };
