// src/locales/en/myRegistration.json
var documentTitle = "Your Registration | CAAWG11";
var loadProblem = "We could not load your registration. Please try again in a moment.";
var invalidLink = "This access link has expired or is not valid. Links are valid for 24 hours; request a new one and we will e-mail it to you.";
var requestNewLink = "Request a new access link";
var noToken = {
	"title": "Open your registration",
	"text": "This page opens from the secure link we e-mail you. Request a link with the email address you registered with."
};
var expiredTitle = "This link is no longer valid";
var title = "Your Registration";
var loading = "Loading your registration...";
var tryAgain = "Try again";
var welcome = "Welcome, {{name}}. Here is your registration and its payment status.";
var detailsHeading = "Registration details";
var paymentsHeading = "Payments sent";
var howToPayHeading = "How to pay";
var payBy = "Please pay by {{date}}.";
var quoteReference = "Quote your registration ID <strong>{{reference}}</strong> as the payment reference.";
var confirmationNote = "After paying, e-mail the payment confirmation with your registration ID to {{email}}.";
var proofHeading = "Upload a payment proof";
var proofIntro = "Once you have paid, send us the proof here; our team verifies it and updates your payment status.";
var documentsHeading = "Receipt and invoice";
var summary = {
	"reference": "Registration ID",
	"name": "Name",
	"email": "Email",
	"category": "Category",
	"pricingTier": "Pricing tier",
	"fee": "Registration fee",
	"feeAmount": "{{fee}}",
	"fieldTrip": "Field trip",
	"paymentStatus": "Payment status",
	"partPaid": "part paid: {{due}} due",
	"amountPaid": "Amount paid",
	"balanceDue": "Balance due",
	"usd": "{{text}}"
};
var payments = {
	"none": "You have not sent a payment proof yet.",
	"amount": "{{amount}} · {{method}}",
	"reference": "Reference <mono>{{reference}}</mono>, paid on {{date}}",
	"reason": "Reason: {{notes}}"
};
var documents = {
	"problem": "We could not prepare the document. Please try again in a moment.",
	"paid": "We have received your payment: download your receipt for your records.",
	"unpaid": "Your receipt will be here once your payment has been received. An invoice is available now if your institution needs one to pay.",
	"receipt": "Download receipt (PDF)",
	"invoice": "Download invoice (PDF)",
	"preparing": "Preparing your document..."
};
var myRegistration_default = {
	documentTitle,
	loadProblem,
	invalidLink,
	requestNewLink,
	noToken,
	expiredTitle,
	title,
	loading,
	tryAgain,
	welcome,
	detailsHeading,
	paymentsHeading,
	howToPayHeading,
	payBy,
	quoteReference,
	confirmationNote,
	proofHeading,
	proofIntro,
	documentsHeading,
	summary,
	payments,
	documents
};
export { welcome as C, tryAgain as S, proofIntro as _, documentsHeading as a, summary as b, invalidLink as c, myRegistration_default as d, noToken as f, proofHeading as g, paymentsHeading as h, documents as i, loadProblem as l, payments as m, detailsHeading as n, expiredTitle as o, payBy as p, documentTitle as r, howToPayHeading as s, confirmationNote as t, loading as u, quoteReference as v, title as x, requestNewLink as y };
