// src/locales/en/institutionInvoices.json
var downloadProblem = "We could not prepare the invoice. Please try again in a moment.";
var fields = {
	"institutionName": "Institution",
	"postalAddress": "Postal address",
	"taxId": "Tax ID (if the invoice must show one)",
	"purchaseOrder": "Purchase order number (optional)"
};
var single = {
	"heading": "An invoice to your institution",
	"intro": "If your institution pays only against an invoice made out to it, enter its name, postal address and tax ID. The invoice covers your registration and states what is still due.",
	"ready": "Invoice {{reference}} to {{institution}} is ready.",
	"download": "Download invoice to your institution (PDF)",
	"submit": "Make the invoice",
	"submitAgain": "Make a new invoice",
	"problem": "We could not make the invoice. Please try again in a moment.",
	"failureTitle": "The invoice was not made"
};
var group = {
	"heading": "One invoice for you and your colleagues",
	"intro": "If your institution pays for several delegates with one transfer, add colleagues who have already registered. You are on the invoice too; your institution quotes its group reference on the transfer.",
	"ready": "Group invoice {{reference}} to {{institution}} covers {{count}} delegates:",
	"quote": "Quote {{reference}} as the reference of the transfer.",
	"download": "Download group invoice (PDF)",
	"colleagues": "Colleagues already registered",
	"colleaguesHint": "Each colleague's registration ID (for example CAAWG11-0042) and the e-mail address they registered with.",
	"reference": "Registration ID of colleague {{number}}",
	"email": "E-mail address of colleague {{number}}",
	"remove": "Remove colleague {{number}}",
	"add": "Add another colleague",
	"submit": "Make the group invoice",
	"problem": "We could not make the group invoice. Please try again in a moment.",
	"failureTitle": "The group invoice was not made"
};
var institutionInvoices_default = {
	downloadProblem,
	fields,
	single,
	group
};
export { single as a, institutionInvoices_default as i, fields as n, group as r, downloadProblem as t };
