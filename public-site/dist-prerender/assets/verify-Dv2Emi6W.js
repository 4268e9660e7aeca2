// src/locales/en/verify.json
var documentTitle = "Access Your Registration | CAAWG11";
var documentDescription = "Ask for a link to your CAAWG11 registration: see its status, what you owe and your payment documents.";
var title = "Access Your Registration";
var intro = "Enter the email address you registered with. We will send you a secure link to view your registration, its payment status, and to upload your payment proof.";
var otherPages = "Other pages";
var home = "Back to the homepage";
var register = "Not registered yet? Register";
var form = {
	"successTitle": "Check your inbox",
	"sent": "If a registration exists for <strong>{{email}}</strong>, we have sent a secure link to that address. The link is valid for 24 hours.",
	"notReceived": "Did not receive it? Check your spam folder, or request a new link.",
	"another": "Request another link",
	"failureTitle": "We could not send the link",
	"email": "Registration email address",
	"send": "Send Access Link"
};
var verify_default = {
	documentTitle,
	documentDescription,
	title,
	intro,
	otherPages,
	home,
	register,
	form
};
export { intro as a, title as c, home as i, verify_default as l, documentTitle as n, otherPages as o, form as r, register as s, documentDescription as t };
