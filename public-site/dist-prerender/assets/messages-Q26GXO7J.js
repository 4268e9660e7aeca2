// ../libs/conference/locales/en/messages.json
var required = "This field is required";
var invalidEmail = "Invalid email format";
var specifyTitle = "Please specify your title";
var studentIdRequired = "Please upload your student ID or admission letter";
var captchaRequired = "Please complete the reCAPTCHA verification";
var accessEmailRequired = "Please enter your email address";
var abstract = {
	"fullName": "Full name is required",
	"affiliation": "Affiliation is required",
	"subtheme": "Please select a subtheme for your abstract",
	"email": "Email is required",
	"abstractTitle": "Abstract title is required",
	"file": "Abstract file is required",
	"fileType": "Only .doc or .docx files are accepted",
	"fileSize": "File size should not exceed 5MB"
};
var booking = {
	"fullName": "Full name is required",
	"email": "Email address is required",
	"invalidEmail": "Please enter a valid email address",
	"phone": "Phone number is required",
	"nationality": "Nationality is required",
	"checkInDate": "Check-in date is required",
	"checkOutDate": "Check-out date is required",
	"checkOutAfterCheckIn": "Check-out date must be after check-in date",
	"captcha": "Please verify that you are not a robot"
};
var sponsorshipRequired = "Please fill in all required fields: Name, Email, and Company.";
var membershipSuccess = "Your membership application has been submitted successfully! You will receive a confirmation email shortly.";
var membershipFailed = "Membership application failed";
var membershipProblem = "There was a problem submitting your membership application. Please try again or contact us directly.";
var contactProblem = "There was a problem sending your message. Please try again or contact us directly at secretariat@caawg11.org.";
var registrationFailed = "Registration failed";
var registrationProblem = "There was a problem submitting your registration. Please try again or contact registration@caawg11.org.";
var accessRequestProblem = "An error occurred. Please try again later.";
var abstractFailed = "Submission failed";
var abstractProblem = "There was a problem submitting your abstract. Please try again or contact abstracts@caawg11.org.";
var bookingProblem = "There was a problem submitting your booking. Please try again or contact us directly at logistics@caawg11.org.";
var sponsorshipFailed = "Failed to submit inquiry";
var sponsorshipProblem = "There was an error submitting your inquiry. Please try again later or contact us directly at sponsorship@caawg11.org";
var sponsorshipSuccess = "Your sponsorship inquiry has been submitted successfully. We will contact you shortly.";
var abstractGuidelines = "Please confirm that your abstract adheres to the formatting guidelines";
var invalidChoice = "Please choose one of the listed options";
var invalidDate = "Please enter a valid date (YYYY-MM-DD)";
var studentIdFileType = "Only PDF, JPG, JPEG or PNG files are accepted";
var studentIdFileSize = "File size should not exceed 5MB";
var proofFileType = "Only PDF, JPG, JPEG or PNG files are accepted";
var proofFileSize = "File size should not exceed 5MB";
var captchaInvalid = "The robot check has expired or was already used. Please complete it again.";
var duplicateRegistration = "A registration with this email address already exists. Use the registration access page (/verify) to receive a link to your registration.";
var tooManyRequests = "Too many requests. Please wait a minute and try again.";
var validationFailed = "Please correct the highlighted fields and try again.";
var notText = "Please enter text in this field";
var uploadIncomplete = "The file did not arrive completely. Please try again.";
var wordDocumentTooLarge = "This Word document is too large once unpacked. Please save it again from Word, without embedded files, and try again.";
var captchaUnavailable = "The robot check could not be verified just now. Please try again in a moment.";
var contactSuccess = "Thank you for your message! We will get back to you soon.";
var accessRequestSent = "If a registration exists for this email address, a secure access link has been sent to it. Please check your inbox.";
var abstractSuccess = "Your abstract has been submitted successfully. A confirmation e-mail is on its way.";
var bookingSuccess = "Your booking request has been received. Our logistics team will contact you within 48 hours to confirm availability and give payment instructions.";
var unexpected = "Something went wrong on our side. Please try again in a moment.";
var serviceBusy = "The service is busy right now. Please try again in a moment.";
var tooLong = "Must be at most {{max}} characters";
var tooManyRequestsRetryIn = "Too many requests. Please try again in {{wait}}.";
var registrationSuccess = "Registration successful! Your registration ID is {{reference}}. Please quote {{reference}} as the payment reference when you transfer the registration fee of ${{fee}} USD. A confirmation e-mail is on its way.";
var paymentAmount = "Please enter the amount you paid in USD, for example 150 or 150.00";
var api = {
	"notFound": "Not found",
	"authenticationRequired": "Authentication required",
	"forbidden": "You do not have permission to do this",
	"payloadTooLarge": "The request is too large. Files may be at most 5MB.",
	"unsupportedContentType": "Unsupported content type",
	"requestFailed": "Request failed",
	"requestRefused": "Request refused",
	"unreadableBody": "The request could not be read. Please check what was sent.",
	"invalidAccessLink": "This access link is invalid or has expired. Request a new one on the registration access page.",
	"paymentProofReceived": "Thank you. Your payment proof has been received and is waiting for verification by the registration team.",
	"noReceiptYet": "No receipt yet: a receipt is issued when a payment has been received.",
	"sessionNotFound": "No published session has that number",
	"reminderLinkInvalid": "This link is not valid.",
	"paymentProofLimits": {
		"linkFiles": "No more than {{count}} payment proofs can be sent through one access link. Please request a new link from the registration page.",
		"linkMegabytes": "The payment proofs sent through one access link may not exceed {{megabytes}}MB in total. Please request a new link from the registration page.",
		"registrationFiles": "No more than {{count}} payment proofs can be sent for one registration. Please contact the registration team.",
		"registrationMegabytes": "The payment proofs of one registration may not exceed {{megabytes}}MB in total. Please contact the registration team."
	}
};
var abstractResponse = {
	"linkUsed": "This link has already been used.",
	"linkExpired": "This link has expired. Please write to the abstracts team.",
	"linkInvalid": "This link is not valid. Please check that you copied all of it.",
	"linkReplaced": "This link is no longer valid: the committee has changed its decision, and a new e-mail will tell you more.",
	"responseRequired": "response must be confirmed or withdrawn",
	"confirmed": "Thank you: your presentation is confirmed.",
	"withdrawn": "Your abstract has been withdrawn."
};
var institutionInvoice = {
	"institutionName": "Enter the name of the institution the invoice is addressed to",
	"postalAddress": "Enter the institution's postal address",
	"colleagues": "Add at least one colleague by registration ID and e-mail address",
	"tooManyRegistrations": "A group invoice covers at most 100 registrations",
	"colleagueNotFound": "No registration {{reference}} with that e-mail address was found",
	"cancelledRegistration": "{{reference}} is cancelled and cannot be invoiced",
	"alreadyInvoiced": "{{reference}} is already on group invoice {{groupReference}}; cancel that invoice first"
};
var reminderOptOut = {
	"optedOut": "You will receive no more payment reminders for this registration.",
	"optOutInvalid": "This link is not valid. Please use the link in your most recent reminder e-mail."
};
var cancellation = {
	"cancelled": "Registration cancelled",
	"alreadyCancelled": "This registration is already cancelled."
};
var wait = {
	"second_one": "{{count}} second",
	"second_other": "{{count}} seconds",
	"minute_one": "{{count}} minute",
	"minute_other": "{{count}} minutes",
	"hour_one": "{{count}} hour",
	"hour_other": "{{count}} hours",
	"hoursAndMinutes": "{{hours}} and {{minutes}}"
};
var privacy = { "unknownNoticeVersion": "Please reload the page: the privacy notice has changed" };
var visaLetter = {
	"fullNameRequired": "Please enter your full name as it appears in your passport",
	"passportNumberRequired": "Please enter your passport number",
	"passportNumberPattern": "Please enter the passport number as printed in your passport: 5 to 20 letters and digits",
	"nationalityRequired": "Please enter your nationality",
	"dateOfBirthRequired": "Please enter your date of birth",
	"dateOfBirthInvalid": "Please enter a real date of birth (YYYY-MM-DD)",
	"passportExpiryRequired": "Please enter your passport's expiry date",
	"passportExpiryInvalid": "Please enter the expiry date as a date (YYYY-MM-DD)",
	"passportExpiresTooSoon": "Your passport must be valid after the conference ends on 5 October 2025",
	"embassyRequired": "Please enter the embassy or consulate where you will apply for your visa",
	"requested": "Your request for an invitation letter has been received. We will e-mail you the letter or our answer.",
	"alreadyIssued": "Your invitation letter has already been issued. Please check your e-mail or download it below.",
	"noLetterYet": "No invitation letter has been issued for this registration."
};
var certificates = { "unknownCode": "This code is not one of our certificates or letters." };
var messages_default = {
	required,
	invalidEmail,
	specifyTitle,
	studentIdRequired,
	captchaRequired,
	accessEmailRequired,
	abstract,
	booking,
	sponsorshipRequired,
	membershipSuccess,
	membershipFailed,
	membershipProblem,
	contactProblem,
	registrationFailed,
	registrationProblem,
	accessRequestProblem,
	abstractFailed,
	abstractProblem,
	bookingProblem,
	sponsorshipFailed,
	sponsorshipProblem,
	sponsorshipSuccess,
	abstractGuidelines,
	invalidChoice,
	invalidDate,
	studentIdFileType,
	studentIdFileSize,
	proofFileType,
	proofFileSize,
	captchaInvalid,
	duplicateRegistration,
	tooManyRequests,
	validationFailed,
	notText,
	uploadIncomplete,
	wordDocumentTooLarge,
	captchaUnavailable,
	contactSuccess,
	accessRequestSent,
	abstractSuccess,
	bookingSuccess,
	unexpected,
	serviceBusy,
	tooLong,
	tooManyRequestsRetryIn,
	registrationSuccess,
	paymentAmount,
	api,
	abstractResponse,
	institutionInvoice,
	reminderOptOut,
	cancellation,
	wait,
	privacy,
	visaLetter,
	certificates
};
export { uploadIncomplete as $, notText as A, serviceBusy as B, invalidChoice as C, membershipProblem as D, membershipFailed as E, registrationFailed as F, sponsorshipSuccess as G, sponsorshipFailed as H, registrationProblem as I, studentIdRequired as J, studentIdFileSize as K, registrationSuccess as L, privacy as M, proofFileSize as N, membershipSuccess as O, proofFileType as P, unexpected as Q, reminderOptOut as R, institutionInvoice as S, invalidEmail as T, sponsorshipProblem as U, specifyTitle as V, sponsorshipRequired as W, tooManyRequests as X, tooLong as Y, tooManyRequestsRetryIn as Z, captchaUnavailable as _, abstractResponse as a, contactSuccess as b, accessRequestProblem as c, booking as d, validationFailed as et, bookingProblem as f, captchaRequired as g, captchaInvalid as h, abstractProblem as i, paymentAmount as j, messages_default as k, accessRequestSent as l, cancellation as m, abstractFailed as n, wait as nt, abstractSuccess as o, bookingSuccess as p, studentIdFileType as q, abstractGuidelines as r, wordDocumentTooLarge as rt, accessEmailRequired as s, abstract as t, visaLetter as tt, api as u, certificates as v, invalidDate as w, duplicateRegistration as x, contactProblem as y, required as z };
