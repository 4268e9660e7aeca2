// src/locales/en/forms.json
var processing = "Processing...";
var sending = "Sending...";
var uploading = "Uploading";
var cancel = "Cancel";
var honeypotLabel = "Website";
var failure = {
	"timeout_one": "The server did not answer within {{count}} seconds. Your entries are still here, so you can simply try again.",
	"timeout_other": "The server did not answer within {{count}} seconds. Your entries are still here, so you can simply try again.",
	"network": "We could not reach the server. Please check your internet connection; your entries are still here, so you can simply try again."
};
var robotCheck = {
	"label": "Robot check",
	"loading": "Loading the robot check...",
	"unavailable": "The robot check could not be loaded. Please check your internet connection and reload the page; your entries are kept.",
	"challengeFailed": "The robot check could not get its challenge from our server. Please try again in a moment; your entries are kept."
};
var registration = {
	"failureTitle": "Registration Failed",
	"requestLink": "Request the link to your registration",
	"intro": "Fields marked * are required.",
	"personalInformation": "Personal Information",
	"title": "Title",
	"selectTitle": "Select your title",
	"otherTitle": "Other title",
	"firstName": "First Name",
	"otherNames": "Other Names (surname)",
	"gender": "Gender",
	"selectGender": "Select gender",
	"email": "Email Address",
	"phone": "Phone Number",
	"phoneHint": "Include your country code, for example +256 772 000 000.",
	"country": "Country",
	"city": "City",
	"institution": "Institution/Organisation",
	"participation": "Participation",
	"attendingAs": "Attending as",
	"presentationType": "Presentation type",
	"participantCategory": "Participant Category",
	"selectCategory": "Select your category",
	"categoryOption": "{{category}} - ${{fee}}",
	"studentFileLabel": "Student ID or admission letter",
	"studentFileHint": "PDF, JPG, JPEG or PNG, up to 5MB.",
	"fieldTripQuestion": "Will you join the post-conference field trip ({{dates}})?",
	"invoiceLegend": "Invoice",
	"invoiceRequest": "Attach a pro-forma invoice to my confirmation e-mail (for an institution that pays against an invoice).",
	"consent": "Consent",
	"consents": {
		"paymentConfirmation": "I understand that my registration is confirmed only once my registration fee has been paid, and I will quote my registration ID with the payment.",
		"programConsent": "I agree that my name and organisation may appear in the conference programme and list of participants.",
		"emailConsent": "I agree to receive e-mails about this conference.",
		"marketingConsent": "I would like to hear about future {{association}} events and activities."
	},
	"uploading": "Uploading your file",
	"submit": "Submit Registration",
	"successTitle": "Registration Successful!",
	"yourId": "Your registration ID: <strong>{{reference}}</strong>",
	"fee": "Registration fee: <strong>{{fee}}</strong> ({{tier}} rate)",
	"successReferenceNote": "Quote this registration ID as the payment reference when you pay the registration fee.",
	"confirmationNote": "After paying, e-mail the payment confirmation with your registration ID to {{email}}.",
	"accessLinkNote": "You can open your registration at any time, and upload your payment proof there, from the link we send on the registration access page.",
	"accessPage": "Registration access page"
};
var abstract = {
	"fullName": "Full Name",
	"affiliation": "Affiliation",
	"email": "Email Address",
	"phone": "Phone Number",
	"abstractTitle": "Abstract Title",
	"subtheme": "Subtheme",
	"selectSubtheme": "Select a subtheme",
	"language": "Language",
	"presentationType": "Presentation Type",
	"fileLabel": "Abstract file",
	"fileHint": "MS Word document (.doc or .docx), up to 5MB.",
	"chosen": "Chosen: {{name}}",
	"comments": "Additional Comments",
	"terms": "I confirm that this abstract adheres to the formatting guidelines provided",
	"uploading": "Uploading your abstract",
	"submit": "Submit Abstract",
	"successTitle": "Submission Successful!",
	"successText": "Thank you for your submission. A confirmation has been sent to your e-mail address; the scientific committee will notify you of its decision.",
	"failureTitle": "Submission Failed"
};
var booking = {
	"intro": "Fields marked * are required. No payment is taken now.",
	"fullName": "Full Name",
	"email": "Email Address",
	"phone": "Phone Number (with country code)",
	"phonePlaceholder": "+256 772 000 000",
	"nationality": "Nationality",
	"accommodationType": "Accommodation Type",
	"accommodationOption": "{{type}} - ${{price}} per night",
	"sharingPreference": "Sharing Preference",
	"checkIn": "Check-in Date",
	"checkOut": "Check-out Date",
	"specialRequests": "Special Requests",
	"specialRequestsHint": "Late arrival, dietary needs, accessibility, or anything else we should know.",
	"submit": "Submit Booking Request",
	"successTitle": "Booking Request Received!",
	"successText": "Thank you. Our logistics team will contact you within 48 hours to confirm availability and give you the payment instructions.",
	"another": "Submit Another Booking",
	"failureTitle": "Booking Request Failed"
};
var contact = {
	"name": "Your name",
	"email": "Your email",
	"subject": "Subject",
	"message": "Message",
	"send": "Send Message",
	"success": "Thank you! Your message has been sent. We will get back to you soon."
};
var membership = {
	"dialogTitle": "Membership Application",
	"dialogIntro": "Apply to join the African Association of Women in Geosciences. We will confirm your application by e-mail.",
	"close": "Close membership application",
	"required": "Fields marked <mark>*</mark> are required.",
	"title": "Title",
	"selectTitle": "Select your title",
	"name": "Full name",
	"organisation": "Organisation",
	"profession": "Profession",
	"qualification": "Highest qualification",
	"email": "Email",
	"address": "Postal address",
	"phone": "Phone",
	"mobile": "Mobile",
	"fax": "Fax",
	"webpage": "Web page",
	"submit": "Submit Application"
};
var sponsorship = {
	"dialogTitle": "Sponsorship Inquiry",
	"intro": "Fields marked * are required.",
	"thankYou": "Thank You!",
	"fullName": "Full Name",
	"email": "Email Address",
	"company": "Company/Organization",
	"phone": "Phone Number",
	"package": "Sponsorship Package of Interest",
	"selectPackage": "Select a package (optional)",
	"packageOption": "{{name}} - ${{price, number}}",
	"message": "Message",
	"submit": "Submit Inquiry"
};
var paymentProof = {
	"successTitle": "Payment proof received",
	"received": "Thank you. Your payment proof has been received and is pending verification by our team.",
	"failureTitle": "Upload failed",
	"problem": "There was a problem uploading your payment proof. Please try again or e-mail it to the registration team.",
	"method": "Payment method",
	"reference": "Transaction reference",
	"amount": "Amount paid (USD)",
	"date": "Payment date",
	"file": "Proof of payment",
	"fileHint": "A bank slip, transfer confirmation or receipt: PDF, JPEG or PNG, up to 5MB.",
	"uploading": "Uploading your payment proof",
	"submit": "Upload Payment Proof"
};
var privacyLine = {
	"lead": "How we use your data:",
	"link": "Privacy notice"
};
var forms_default = {
	processing,
	sending,
	uploading,
	cancel,
	honeypotLabel,
	failure,
	robotCheck,
	registration,
	abstract,
	booking,
	contact,
	membership,
	sponsorship,
	paymentProof,
	privacyLine
};
export { failure as a, membership as c, processing as d, registration as f, uploading as g, sponsorship as h, contact as i, paymentProof as l, sending as m, booking as n, forms_default as o, robotCheck as p, cancel as r, honeypotLabel as s, abstract as t, privacyLine as u };
