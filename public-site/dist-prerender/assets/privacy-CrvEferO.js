// src/locales/en/privacy.json
var documentTitle = "Privacy Notice | CAAWG11";
var documentDescription = "How CAAWG11 uses the personal data of its forms: who sees it, how long it is kept, and how to ask for a copy or erasure.";
var title = "Privacy notice";
var version = "Version of {{version}}";
var intro = "This notice explains what personal data this website collects, why, who sees it, how long it is kept and how you can ask for a copy or for its erasure. It follows Uganda's Data Protection and Privacy Act 2019 and, for delegates in Europe, the GDPR.";
var controller = {
	"title": "Who is responsible",
	"body": "The {{associationName}} ({{associationShortName}}) organises the conference and is responsible for the data collected on this site. Write to the secretariat about anything in this notice:"
};
var formsTitle = "What each form collects and why";
var forms = {
	"registration": {
		"name": "Registration",
		"collects": "Your title, name, gender, e-mail address, phone number, country, city and institution, how you take part, your answers to the consent questions, a scan of your student ID if you register as a student, and the payments you make with their proofs.",
		"why": "To register you, charge the right fee, check a student fee, confirm your payment, issue receipts and badges, and keep the accounts the law requires."
	},
	"abstracts": {
		"name": "Abstracts",
		"collects": "Your name, affiliation, e-mail address and phone number, the abstract's title, subtheme and file, and your comments.",
		"why": "To review your abstract, tell you the committee's decision and build the programme and the book of abstracts."
	},
	"membership": {
		"name": "Membership",
		"collects": "Your title, name, organisation, profession, qualification, e-mail address and the contact details you choose to give.",
		"why": "To decide on your application and keep the association's list of members."
	},
	"contact": {
		"name": "Contact",
		"collects": "Your name, e-mail address, subject and message.",
		"why": "To answer you."
	},
	"accommodation": {
		"name": "Accommodation",
		"collects": "Your name, e-mail address, phone number, nationality, room preferences, dates and special requests.",
		"why": "To book your room with the hotel and tell you about the booking."
	},
	"sponsorship": {
		"name": "Sponsorship",
		"collects": "Your name, e-mail address, company, phone number, the package that interests you and your message.",
		"why": "To discuss sponsorship with you."
	},
	"visaLetters": {
		"name": "Visa letters",
		"collects": "Your name as in your passport, nationality, passport number and dates, and your travel dates.",
		"why": "To write the invitation letter your visa application needs."
	}
};
var rolesTitle = "Who sees your data";
var rolesIntro = "Only the organisers' team signs in to the back office, and each member sees only what their role needs:";
var roles = {
	"admin": {
		"name": "Administrator",
		"sees": "everything, to run the conference and answer requests about your data."
	},
	"finance": {
		"name": "Finance",
		"sees": "registrations, payments, payment proofs and student IDs, to check fees and payments."
	},
	"reviewer": {
		"name": "Reviewer",
		"sees": "the abstracts given to them for review, without the authors' names when the review is anonymous."
	},
	"logistics": {
		"name": "Logistics",
		"sees": "the names and choices of registrations and the accommodation requests, for rooms and badges; not student IDs or payment proofs."
	},
	"communications": {
		"name": "Communications",
		"sees": "contact messages, membership applications, sponsorship inquiries and the e-mails sent."
	},
	"checkIn": {
		"name": "Check-in volunteers",
		"sees": "at the door only: your name, registration reference, registration type and whether your fee is paid, to check you in."
	}
};
var retention = {
	"title": "How long your data is kept",
	"intro": "Data is removed or anonymised automatically, every day, once its period has passed:",
	"loading": "Loading the retention periods...",
	"failed": "The retention periods could not be loaded. Please try again later, or write to {{address}}.",
	"studentIdDays_one": "Student ID scans: deleted {{count}} day after the payment is verified or the registration rejected.",
	"studentIdDays_other": "Student ID scans: deleted {{count}} days after the payment is verified or the registration rejected.",
	"paymentProofDays_one": "Payment proofs: kept {{count}} day after the payment, as accounting records.",
	"paymentProofDays_other": "Payment proofs: kept {{count}} days after the payment, as accounting records.",
	"passportDays_one": "Passport data for visa letters: deleted {{count}} day after the conference ends.",
	"passportDays_other": "Passport data for visa letters: deleted {{count}} days after the conference ends.",
	"unpaidRegistrationDays_one": "Registrations never paid: anonymised {{count}} day after the final payment date.",
	"unpaidRegistrationDays_other": "Registrations never paid: anonymised {{count}} days after the final payment date.",
	"inquiryMonths_one": "Contact messages and sponsorship inquiries: anonymised {{count}} month after they were sent.",
	"inquiryMonths_other": "Contact messages and sponsorship inquiries: anonymised {{count}} months after they were sent.",
	"mailBodyDays_one": "The text of the e-mails we send you: deleted {{count}} day after sending.",
	"mailBodyDays_other": "The text of the e-mails we send you: deleted {{count}} days after sending."
};
var rights = {
	"title": "A copy of your data, or its erasure",
	"body": "You may ask for a copy of the data held about you, for its correction, or for its erasure. Receipts, amounts and dates of payments stay in the accounts as the law requires, with your name removed.",
	"registrants": "If you registered, open your registration with the link we e-mail you to ask for a copy or for erasure:",
	"accessLink": "get your registration link",
	"others": "For anything else, write to"
};
var privacy_default = {
	documentTitle,
	documentDescription,
	title,
	version,
	intro,
	controller,
	formsTitle,
	forms,
	rolesTitle,
	rolesIntro,
	roles,
	retention,
	rights
};
export { formsTitle as a, retention as c, rolesIntro as d, rolesTitle as f, forms as i, rights as l, version as m, documentDescription as n, intro as o, title as p, documentTitle as r, privacy_default as s, controller as t, roles as u };
