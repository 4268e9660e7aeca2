// src/locales/en/registration.json
var documentTitle = "Registration | CAAWG11";
var documentDescription = "Register for CAAWG11 in Kampala, 1-5 October 2025: fees by category, the early-bird rate, what the fee includes and how to pay.";
var title = "Conference Registration";
var dates = "1-5 October 2025 · Kampala, Uganda";
var formHeading = "Registration Form";
var countdown = {
	"heading": "Early bird registration ends in",
	"notice": "Early bird registration closes at the end of July 31, 2025. Register now to pay the reduced fee.",
	"afterCutoffHeading": "11th Conference of the African Association of Women in Geosciences",
	"theme": "Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth",
	"units": {
		"days_one": "Days",
		"days_other": "Days",
		"hours_one": "Hours",
		"hours_other": "Hours",
		"minutes_one": "Minutes",
		"minutes_other": "Minutes",
		"seconds_one": "Seconds",
		"seconds_other": "Seconds"
	},
	"spoken": "{{days}}, {{hours}}, {{minutes}} and {{seconds}}",
	"spokenUnits": {
		"days_one": "{{count}} days",
		"days_other": "{{count}} days",
		"hours_one": "{{count}} hours",
		"hours_other": "{{count}} hours",
		"minutes_one": "{{count}} minutes",
		"minutes_other": "{{count}} minutes",
		"seconds_one": "{{count}} seconds",
		"seconds_other": "{{count}} seconds"
	}
};
var fees = {
	"heading": "Registration Fees",
	"caption": {
		"earlyBird": "Early bird rates, until July 31, 2025",
		"standard": "Standard rates"
	},
	"categoryColumn": "Category",
	"feeColumn": "Fee (USD)",
	"amount": "${{fee}}",
	"standardNote": "From August 1, 2025 the standard rates apply: {{fees}}.",
	"standardFee": "{{category}} ${{fee}}",
	"coverageNote": "Fees cover the abstract volume, coffee breaks and lunches; workshops, courses, trainings and the field trip are not included."
};
var categories = {
	"non-member": "Non-member",
	"member": "AAWG member",
	"affiliate-member": "AAWG affiliate member",
	"student": "Student"
};
var payment = {
	"heading": "Payment Details",
	"notes": [
		"Registration is confirmed once the registration fee has been received.",
		"Bank charges are paid by the participant; please make sure the full fee reaches the account.",
		"The field trip (October 3-5, 2025) costs ${{price}} and is paid separately."
	],
	"bankTransfer": "Bank transfer",
	"referenceNote": "Quote your registration ID (for example CAAWG11-0042, shown after you register) as the payment reference.",
	"confirmationNote": "After paying, e-mail the payment confirmation with your registration ID to {{email}}."
};
var bank = {
	"accountNumber": "Account number",
	"accountName": "Account name",
	"bank": "Bank",
	"swiftCode": "Swift code",
	"address": "Address"
};
var contacts = {
	"heading": "Questions about registration?",
	"email": "E-mail:",
	"whatsapp": "WhatsApp:"
};
var registration_default = {
	documentTitle,
	documentDescription,
	title,
	dates,
	formHeading,
	countdown,
	fees,
	categories,
	payment,
	bank,
	contacts
};
export { dates as a, fees as c, registration_default as d, title as f, countdown as i, formHeading as l, categories as n, documentDescription as o, contacts as r, documentTitle as s, bank as t, payment as u };
