import { _ as yesNo, a as genders, c as participationTypes, d as paymentStatusLabels, f as registrationPresentationLabels, g as subthemeTitles, h as sharingPreferences, i as accommodationTypes, l as paymentMethodLabels, m as registrationTitles, n as abstractPresentationTypes, o as membershipTitles, p as registrationPresentationTypes, s as participationLabels, t as abstractLanguages, u as paymentMethods } from "./choices-DP_QLLLU.js";
import { a as participantCategories, r as feeTable, s as pricingTierLabels } from "./fees-GobSK0Bv.js";
import { t as intlLocales } from "./languages-BsWByg80.js";
import { t as useLanguage } from "./language-DqggqH3Z.js";
import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { a as fileExtension, d as studentIdExtensions, i as captchaTokenMaxLength, l as proofExtensions, r as abstractExtensions, s as maxLengths, t as privacyMessages } from "./privacy-CClEhbFt.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { i as messagesNamespace } from "./i18n-BMIKMhUL.js";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
// ../libs/conference/dist/messages.js
function plural(count, unit) {
	return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
/** A wait as a visitor reads it, never shorter than the real one: "42 seconds", "59 minutes", "1 hour". */
function describeWait(seconds) {
	const wholeSeconds = Math.max(1, Math.ceil(seconds));
	if (wholeSeconds < 60) return plural(wholeSeconds, "second");
	const minutes = Math.ceil(wholeSeconds / 60);
	if (minutes < 60) return plural(minutes, "minute");
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} and ${plural(rest, "minute")}`;
}
/**
* User-facing validation and error messages, word for word as the api answers them; the case
* tables in `cases/` pin each one per form.
*/
var messages = {
	required: "This field is required",
	invalidEmail: "Invalid email format",
	specifyTitle: "Please specify your title",
	studentIdRequired: "Please upload your student ID or admission letter",
	captchaRequired: "Please complete the reCAPTCHA verification",
	accessEmailRequired: "Please enter your email address",
	abstract: {
		fullName: "Full name is required",
		affiliation: "Affiliation is required",
		subtheme: "Please select a subtheme for your abstract",
		email: "Email is required",
		abstractTitle: "Abstract title is required",
		file: "Abstract file is required",
		fileType: "Only .doc or .docx files are accepted",
		fileSize: "File size should not exceed 5MB"
	},
	booking: {
		fullName: "Full name is required",
		email: "Email address is required",
		invalidEmail: "Please enter a valid email address",
		phone: "Phone number is required",
		nationality: "Nationality is required",
		checkInDate: "Check-in date is required",
		checkOutDate: "Check-out date is required",
		checkOutAfterCheckIn: "Check-out date must be after check-in date",
		captcha: "Please verify that you are not a robot"
	},
	sponsorshipRequired: "Please fill in all required fields: Name, Email, and Company.",
	loginRequired: "Please provide email and password",
	/** The fixed texts each form shows when its request fails. */
	membershipSuccess: "Your membership application has been submitted successfully! You will receive a confirmation email shortly.",
	membershipFailed: "Membership application failed",
	membershipProblem: "There was a problem submitting your membership application. Please try again or contact us directly.",
	contactProblem: `There was a problem sending your message. Please try again or contact us directly at ${mailboxes.secretariat}.`,
	registrationFailed: "Registration failed",
	registrationProblem: `There was a problem submitting your registration. Please try again or contact ${mailboxes.registration}.`,
	accessRequestProblem: "An error occurred. Please try again later.",
	abstractFailed: "Submission failed",
	abstractProblem: `There was a problem submitting your abstract. Please try again or contact ${mailboxes.abstracts}.`,
	bookingProblem: `There was a problem submitting your booking. Please try again or contact us directly at ${mailboxes.logistics}.`,
	sponsorshipFailed: "Failed to submit inquiry",
	sponsorshipProblem: `There was an error submitting your inquiry. Please try again later or contact us directly at ${mailboxes.sponsorship}`,
	sponsorshipSuccess: "Your sponsorship inquiry has been submitted successfully. We will contact you shortly.",
	loginFailed: "Invalid login credentials",
	loginUserFailed: "Login failed",
	authFailed: "Authentication failed",
	/** Messages of our own, for cases no form text covers. */
	abstractGuidelines: "Please confirm that your abstract adheres to the formatting guidelines",
	tooLong: (max) => `Must be at most ${max} characters`,
	invalidChoice: "Please choose one of the listed options",
	invalidDate: "Please enter a valid date (YYYY-MM-DD)",
	studentIdFileType: "Only PDF, JPG, JPEG or PNG files are accepted",
	studentIdFileSize: "File size should not exceed 5MB",
	proofFileType: "Only PDF, JPG, JPEG or PNG files are accepted",
	proofFileSize: "File size should not exceed 5MB",
	captchaInvalid: "The robot check has expired or was already used. Please complete it again.",
	duplicateRegistration: "A registration with this email address already exists. Use the registration access page (/verify) to receive a link to your registration.",
	tooManyRequests: "Too many requests. Please wait a minute and try again.",
	tooManyRequestsRetryIn: (retryAfterSeconds) => `Too many requests. Please try again in ${describeWait(retryAfterSeconds)}.`,
	loginThrottled: (retryAfterSeconds) => `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
	passwordCheckThrottled: (retryAfterSeconds) => `Too many wrong current passwords. Please try again in ${describeWait(retryAfterSeconds)}.`,
	validationFailed: "Please correct the highlighted fields and try again.",
	notText: "Please enter text in this field",
	uploadIncomplete: "The file did not arrive completely. Please try again.",
	wordDocumentTooLarge: "This Word document is too large once unpacked. Please save it again from Word, without embedded files, and try again.",
	captchaUnavailable: "The robot check could not be verified just now. Please try again in a moment.",
	/** Success answers of the public calls (only the membership and sponsorship forms show theirs). */
	contactSuccess: "Thank you for your message! We will get back to you soon.",
	registrationSuccess: (reference, feeUsd) => `Registration successful! Your registration ID is ${reference}. Please quote ${reference} as the payment reference when you transfer the registration fee of $${feeUsd} USD. A confirmation e-mail is on its way.`,
	accessRequestSent: "If a registration exists for this email address, a secure access link has been sent to it. Please check your inbox.",
	abstractSuccess: "Your abstract has been submitted successfully. A confirmation e-mail is on its way.",
	bookingSuccess: "Your booking request has been received. Our logistics team will contact you within 48 hours to confirm availability and give payment instructions.",
	unexpected: "Something went wrong on our side. Please try again in a moment.",
	serviceBusy: "The service is busy right now. Please try again in a moment."
};
// ../libs/conference/dist/rules.js
var addressText = `[^${String.raw`\s\x00-\x1f\x7f@<>()[\]\\,;:"`}]+`;
var emailPattern = new RegExp(String.raw`^${addressText}@${addressText}\.${addressText}$`);
/** A single plain e-mail address, as every form and the api accept it. */
function isEmail(value) {
	return emailPattern.test(value);
}
function isBlank(value) {
	return typeof value !== "string" || value.trim() === "";
}
function isAbsent(value) {
	return value === void 0 || value === null || typeof value === "string" && value.trim() === "";
}
function trimmedText(value) {
	return typeof value === "string" ? value.trim() : "";
}
/** The value of another field of the same body. */
function fieldOf(body, field) {
	return body[field];
}
var isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real day of the calendar written YYYY-MM-DD (2025-06-31 is not one). */
function isCalendarDate(value) {
	if (typeof value !== "string" || !isoDate.test(value.trim())) return false;
	const text = value.trim();
	const date = /* @__PURE__ */ new Date(`${text}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
/** Required free text of at most `max` characters. */
function requiredText(requiredMessage, max) {
	return (value) => {
		if (isBlank(value)) return requiredMessage;
		return trimmedText(value).length > max ? messages.tooLong(max) : null;
	};
}
/** Optional free text of at most `max` characters; absent or blank is fine. */
function optionalText(max) {
	return (value) => {
		if (value === void 0 || value === null) return null;
		if (typeof value !== "string") return messages.notText;
		return value.trim().length > max ? messages.tooLong(max) : null;
	};
}
/** Required e-mail address matching the forms' pattern. */
function requiredEmail(requiredMessage, invalidMessage = messages.invalidEmail) {
	return (value) => {
		if (isBlank(value)) return requiredMessage;
		const text = trimmedText(value);
		if (text.length > maxLengths.email) return messages.tooLong(maxLengths.email);
		return isEmail(text) ? null : invalidMessage;
	};
}
/** Required choice from a fixed list. */
function requiredChoice(list, requiredMessage) {
	return (value) => {
		if (isBlank(value)) return requiredMessage;
		return list.includes(trimmedText(value)) ? null : messages.invalidChoice;
	};
}
/** A choice the form preselects or may leave out: absent or blank is fine, anything else must be listed. */
function optionalChoice(list) {
	return (value) => {
		if (isAbsent(value)) return null;
		return typeof value === "string" && list.includes(value.trim()) ? null : messages.invalidChoice;
	};
}
/** A check box that must be ticked. */
function ticked(message) {
	return (value) => value === true ? null : message;
}
/** A check box the visitor may leave unticked. */
var optionalTick = (value) => value === void 0 || typeof value === "boolean" ? null : messages.invalidChoice;
/** Required calendar date as YYYY-MM-DD, what a date input sends. */
function requiredDate(requiredMessage) {
	return (value) => {
		if (isBlank(value)) return requiredMessage;
		return isCalendarDate(value) ? null : messages.invalidDate;
	};
}
/** A required date that must also come after the (valid) date in `earlierField`. */
function requiredDateAfter(requiredMessage, earlierField, notAfterMessage) {
	const date = requiredDate(requiredMessage);
	return (value, body = {}) => {
		const problem = date(value);
		if (problem) return problem;
		const earlier = fieldOf(body, earlierField);
		if (!isCalendarDate(earlier) || !isCalendarDate(value)) return null;
		return value.trim() > earlier.trim() ? null : notAfterMessage;
	};
}
/** A rule that applies only when another field of the body makes the field relevant. */
function onlyWhen(applies, rule) {
	return (value, body = {}) => applies(body) ? rule(value, body) : null;
}
/** True when `field` of the body holds `expected` (after trimming). */
function fieldIs(field, expected) {
	return (body) => trimmedText(fieldOf(body, field)) === expected;
}
/** Runs every rule of a form over a body: the message of each failing field. */
function checkFields(rules, body) {
	const errors = {};
	for (const field of Object.keys(rules)) {
		const problem = rules[field](fieldOf(body, field), body);
		if (problem !== null) errors[field] = problem;
	}
	return errors;
}
function hasErrors(errors) {
	return Object.keys(errors).length > 0;
}
// ../libs/conference/dist/cancellation.js
var cancellationMessages = {
	reasonRequired: "Please give the reason for the cancellation",
	reasonTooLong: "Please keep the reason under 1000 characters",
	alreadyCancelled: "This registration is already cancelled.",
	/** Recorded as the reason when the registrant cancels from the access-link page. */
	byRegistrant: "Cancelled by the registrant from the registration page",
	cancelled: "Registration cancelled",
	policySaved: "Cancellation policy saved",
	policyDate: "Please enter the date as YYYY-MM-DD",
	policyOrder: "The partial-refund date cannot come before the full-refund date",
	policyPercent: "Please enter a whole percentage from 0 to 100"
};
// ../libs/conference/dist/sponsorship.js
/** Sponsorship packages, with what each one offers. */
var sponsorPackages = [
	{
		id: "platinum",
		name: "Platinum",
		priceUsd: 2e4,
		availability: "Exclusive - 1 available",
		badge: "MOST POPULAR",
		benefits: [
			{
				category: "Registrations",
				items: ["Four sponsor registrations", "Two exhibitor registrations"]
			},
			{
				category: "Exhibition",
				items: ["Two exhibition booths of 18 sqm"]
			},
			{
				category: "Visibility",
				items: ["Company synopsis of 200 words in the conference programme", "Logo on all conference materials"]
			}
		]
	},
	{
		id: "gold",
		name: "Gold",
		priceUsd: 1e4,
		availability: "Limited availability",
		benefits: [
			{
				category: "Registrations",
				items: ["Three sponsor registrations", "Two exhibitor registrations"]
			},
			{
				category: "Exhibition",
				items: ["Two exhibition booths of 18 sqm"]
			},
			{
				category: "Visibility",
				items: ["Company synopsis of 100 words in the conference programme"]
			}
		]
	},
	{
		id: "silver",
		name: "Silver",
		priceUsd: 5e3,
		availability: "Available",
		benefits: [
			{
				category: "Registrations",
				items: ["Two sponsor registrations", "One exhibitor registration"]
			},
			{
				category: "Exhibition",
				items: ["One exhibition booth of 9 sqm"]
			},
			{
				category: "Visibility",
				items: ["Company synopsis of 50 words in the conference programme"]
			}
		]
	},
	{
		id: "bronze",
		name: "Bronze",
		priceUsd: 2e3,
		availability: "Available",
		benefits: [
			{
				category: "Registrations",
				items: ["One sponsor registration", "One exhibitor registration"]
			},
			{
				category: "Exhibition",
				items: ["One exhibition booth of 9 sqm"]
			},
			{
				category: "Visibility",
				items: ["Company synopsis of 25 words in the conference programme"]
			}
		]
	},
	{
		id: "exhibition-booth",
		name: "Exhibition Booth",
		priceUsd: 1e3,
		availability: "Available",
		benefits: [{
			category: "Exhibition",
			items: ["One exhibition booth of 9 sqm"]
		}]
	}
];
var customPackageOption = "Custom Package";
/** The inquiry dialog's options: 'name - price' for each package, then 'Custom Package'. */
function packageOptionLabel(pkg) {
	return `${pkg.name} - $${pkg.priceUsd.toLocaleString("en-US")}`;
}
var packageInterestOptions = [...sponsorPackages.map(packageOptionLabel), customPackageOption];
// ../libs/conference/dist/choice-labels.js
/**
* The visible labels of the forms' choices, by list, with the English label of each value. The
* values the api receives stay English; a catalogue `locales/<language>/choices.json` gives each
* list's labels in one language, keyed by `choiceKey(value)`.
*/
var choiceLists = {
	titles: labelledByValue([.../* @__PURE__ */ new Set([...registrationTitles, ...membershipTitles])]),
	genders: labelledByValue(genders),
	yesNo: labelledByValue(yesNo),
	participationTypes: participationLabels,
	registrationPresentationTypes: registrationPresentationLabels,
	participantCategories: Object.fromEntries(Object.entries(feeTable).map(([category, facts]) => [category, facts.label])),
	pricingTiers: pricingTierLabels,
	subthemes: labelledByValue(subthemeTitles),
	abstractLanguages: labelledByValue(abstractLanguages),
	abstractPresentationTypes: labelledByValue(abstractPresentationTypes),
	accommodationTypes: labelledByValue(accommodationTypes),
	sharingPreferences: labelledByValue(sharingPreferences),
	paymentMethods: paymentMethodLabels,
	paymentStatuses: paymentStatusLabels,
	sponsorshipPackages: labelledByValue([...sponsorPackages.map((pkg) => pkg.name), customPackageOption])
};
function labelledByValue(values) {
	return Object.fromEntries(values.map((value) => [value, value]));
}
/**
* The catalogue key of a choice value: lower case, every run of other characters a hyphen
* ('Mr.' -> 'mr', '3-Bedroom Apartment' -> '3-bedroom-apartment'), so no key holds the dots
* and colons that i18next reads as separators.
*/
function choiceKey(value) {
	return value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
/** The English label of a value of a list, as the forms and the e-mails have always shown it. */
function englishChoiceLabel(list, value) {
	return choiceLists[list][value] ?? value;
}
// ../libs/conference/dist/abstract-notices.js
var abstractNoticeMessages = {
	queueEmpty: "No notices are waiting to be sent.",
	outcomesRequired: "Choose at least one outcome to send",
	outcomeInvalid: "outcome must be one of: oral, poster, reject",
	sent: (count) => count === 1 ? "1 notice is on its way to its author." : `${count} notices are on their way.`,
	duplicatesNote: "Abstracts marked as a duplicate of another get no notice: the abstract they repeat carries it.",
	linkUsed: "This link has already been used.",
	linkExpired: "This link has expired. Please write to the abstracts team.",
	linkInvalid: "This link is not valid. Please check that you copied all of it.",
	linkReplaced: "This link is no longer valid: the committee has changed its decision, and a new e-mail will tell you more.",
	responseRequired: "response must be confirmed or withdrawn",
	confirmed: "Thank you: your presentation is confirmed.",
	withdrawn: "Your abstract has been withdrawn."
};
var institutionLimits = {
	institutionName: 200,
	postalAddress: 1e3,
	taxId: 60,
	purchaseOrder: 60,
	cancellationReason: 1e3
};
var groupInvoiceMessages = {
	institutionName: "Enter the name of the institution the invoice is addressed to",
	postalAddress: "Enter the institution's postal address",
	registrations: "Choose at least one registration for the invoice",
	tooManyRegistrations: `A group invoice covers at most 100 registrations`,
	registrationNotFound: "One of the chosen registrations does not exist",
	cancelledRegistration: (reference) => `${reference} is cancelled and cannot be invoiced`,
	alreadyInvoiced: (reference, groupReference) => `${reference} is already on group invoice ${groupReference}; cancel that invoice first`,
	notFound: "Group invoice not found",
	alreadyCancelled: "This group invoice is cancelled already",
	cancelledCannotBeSent: "A cancelled group invoice cannot be sent",
	cancellationReason: "Say why the invoice is cancelled",
	colleagues: "Add at least one colleague by registration ID and e-mail address",
	colleagueNotFound: (reference) => `No registration ${reference} with that e-mail address was found`,
	sent: "The invoice is on its way",
	created: "Group invoice created",
	cancelled: "Group invoice cancelled"
};
var institutionRules = {
	institutionName: requiredText(groupInvoiceMessages.institutionName, institutionLimits.institutionName),
	postalAddress: requiredText(groupInvoiceMessages.postalAddress, institutionLimits.postalAddress),
	taxId: optionalText(institutionLimits.taxId)
};
var colleaguesRule = (value) => {
	if (!Array.isArray(value) || value.length === 0) return groupInvoiceMessages.colleagues;
	if (value.length >= 100) return groupInvoiceMessages.tooManyRegistrations;
	return value.every((colleague) => typeof colleague === "object" && colleague !== null && typeof colleague.reference === "string" && !isBlank(colleague.reference) && typeof colleague.email === "string" && isEmail(colleague.email.trim())) ? null : groupInvoiceMessages.colleagues;
};
({ ...institutionRules }), institutionLimits.purchaseOrder;
var myGroupInvoiceRules = {
	...institutionRules,
	purchaseOrder: optionalText(institutionLimits.purchaseOrder),
	colleagues: colleaguesRule
};
var singleInvoiceRules = institutionRules;
requiredEmail(messages.required);
groupInvoiceMessages.cancellationReason, institutionLimits.cancellationReason;
// ../libs/conference/dist/api-messages.js
/**
* Messages the api's public routes answer beyond the forms' own (`messages`): refusals of a
* request as a whole, of an access link, of a payment proof. Written here rather than in the api
* so the visitors' message catalogues (`locales/<language>/messages.json`) can name them.
*/
var publicApiMessages = {
	notFound: "Not found",
	authenticationRequired: "Authentication required",
	forbidden: "You do not have permission to do this",
	payloadTooLarge: "The request is too large. Files may be at most 5MB.",
	unsupportedContentType: "Unsupported content type",
	requestFailed: "Request failed",
	requestRefused: "Request refused",
	unreadableBody: "The request could not be read. Please check what was sent.",
	invalidAccessLink: "This access link is invalid or has expired. Request a new one on the registration access page.",
	paymentProofReceived: "Thank you. Your payment proof has been received and is waiting for verification by the registration team.",
	noReceiptYet: "No receipt yet: a receipt is issued when a payment has been received.",
	sessionNotFound: "No published session has that number",
	reminderLinkInvalid: "This link is not valid."
};
/** The refusals of a proof past the upload limits of its access link or of its registration. */
var paymentProofLimitMessages = {
	linkFiles: (count) => `No more than ${count} payment proofs can be sent through one access link. Please request a new link from the registration page.`,
	linkMegabytes: (megabytes) => `The payment proofs sent through one access link may not exceed ${megabytes}MB in total. Please request a new link from the registration page.`,
	registrationFiles: (count) => `No more than ${count} payment proofs can be sent for one registration. Please contact the registration team.`,
	registrationMegabytes: (megabytes) => `The payment proofs of one registration may not exceed ${megabytes}MB in total. Please contact the registration team.`
};
var certificateMessages = {
	saved: "Certificate settings saved",
	signatories: `Please name one to 3 chairs who sign the certificates`,
	signatoryName: "Please enter each chair’s name",
	signatoryTitle: "Please enter each chair’s title",
	tooEarly: "Certificates can be sent once the conference has ended on 5 October 2025.",
	noSignatories: "Please name the chairs who sign the certificates in the settings first.",
	attendanceSaved: "Attendance saved",
	attendedRequired: "Please say whether the delegate attended",
	referenceRequired: "Please enter the registration ID",
	registrationNotFound: "No registration has this registration ID",
	unknownCode: "This code is not one of our certificates or letters.",
	notFound: "Certificate not found"
};
certificateMessages.signatoryName, maxLengths.name;
certificateMessages.signatoryTitle, maxLengths.shortText;
// ../libs/conference/dist/payment-reminders.js
var paymentReminderMessages = {
	loadFailed: "Failed to load payment reminders",
	saved: "Reminder settings saved",
	saveFailed: "Failed to save the reminder settings. Please try again.",
	wholeDays: "Please enter a whole number of days from 0 to 365",
	maxReminders: "Please enter a number of reminders from 0 to 10",
	finalDeadline: "Please enter the final deadline as YYYY-MM-DD",
	optedOut: "You will receive no more payment reminders for this registration.",
	optOutInvalid: "This link is not valid. Please use the link in your most recent reminder e-mail."
};
paymentReminderMessages.wholeDays, paymentReminderMessages.wholeDays, paymentReminderMessages.maxReminders;
// ../libs/conference/dist/visa-letters.js
/** Lengths of the request's fields, as the database stores them. */
var visaLetterLimits = {
	fullName: maxLengths.name,
	nationality: maxLengths.name,
	embassy: maxLengths.shortText,
	/** Passport numbers run from 6 to 9 characters in practice; a little room either side. */
	passportNumberMin: 5,
	passportNumberMax: 20,
	refusalReason: 1e3,
	chairName: maxLengths.name,
	chairTitle: maxLengths.shortText
};
/**
* The day after which a passport must still be valid: the last day of the conference. Embassies
* refuse a visa for a passport that expires before the stay ends.
*/
var passportValidAfter = edition.endDate;
/** Nobody born before this day applies for a visa to a conference. */
var earliestBirthDate = "1900-01-01";
var latestBirthDate = `${Number(edition.startDate.slice(0, 4)) - 12}${edition.startDate.slice(4)}`;
var visaLetterMessages = {
	fullNameRequired: "Please enter your full name as it appears in your passport",
	passportNumberRequired: "Please enter your passport number",
	passportNumberPattern: "Please enter the passport number as printed in your passport: 5 to 20 letters and digits",
	nationalityRequired: "Please enter your nationality",
	dateOfBirthRequired: "Please enter your date of birth",
	dateOfBirthInvalid: "Please enter a real date of birth (YYYY-MM-DD)",
	passportExpiryRequired: "Please enter your passport's expiry date",
	passportExpiryInvalid: "Please enter the expiry date as a date (YYYY-MM-DD)",
	passportExpiresTooSoon: "Your passport must be valid after the conference ends on 5 October 2025",
	embassyRequired: "Please enter the embassy or consulate where you will apply for your visa",
	requested: "Your request for an invitation letter has been received. We will e-mail you the letter or our answer.",
	alreadyIssued: "Your invitation letter has already been issued. Please check your e-mail or download it below.",
	noLetterYet: "No invitation letter has been issued for this registration."
};
/** A passport number as it is stored and compared: capitals, no spaces or dashes. */
function normalisePassportNumber(value) {
	return value.replace(/[\s-]+/g, "").toUpperCase();
}
var passportNumberPattern = new RegExp(`^[A-Z0-9]{${visaLetterLimits.passportNumberMin},${visaLetterLimits.passportNumberMax}}$`);
/** The request form's rules, run by the site and by the api alike. */
var visaLetterRequestRules = {
	fullName: requiredText(visaLetterMessages.fullNameRequired, visaLetterLimits.fullName),
	passportNumber: (value) => {
		if (isBlank(value)) return visaLetterMessages.passportNumberRequired;
		return passportNumberPattern.test(normalisePassportNumber(String(value))) ? null : visaLetterMessages.passportNumberPattern;
	},
	nationality: requiredText(visaLetterMessages.nationalityRequired, visaLetterLimits.nationality),
	dateOfBirth: (value) => {
		if (isBlank(value)) return visaLetterMessages.dateOfBirthRequired;
		if (!isCalendarDate(value)) return visaLetterMessages.dateOfBirthInvalid;
		const day = value.trim();
		return day >= earliestBirthDate && day <= latestBirthDate ? null : visaLetterMessages.dateOfBirthInvalid;
	},
	passportExpiry: (value) => {
		if (isBlank(value)) return visaLetterMessages.passportExpiryRequired;
		if (!isCalendarDate(value)) return visaLetterMessages.passportExpiryInvalid;
		return value.trim() > passportValidAfter ? null : visaLetterMessages.passportExpiresTooSoon;
	},
	embassy: requiredText(visaLetterMessages.embassyRequired, visaLetterLimits.embassy)
};
var visaLetterSettingsMessages = {
	saved: "Invitation letter settings saved",
	issueRule: "Please choose when a letter may be issued",
	chairNameRequired: "Please enter the organising chair's name",
	chairTitleRequired: "Please enter the organising chair's title",
	signatureSaved: "Signature image saved",
	signatureType: "Only PNG or JPEG images are accepted",
	signatureSize: "File size should not exceed 5MB",
	issued: "The invitation letter was issued and e-mailed to the registrant.",
	refused: "The request was refused and the reason e-mailed to the registrant.",
	reasonRequired: "Please give the reason, which is e-mailed to the registrant",
	notFound: "Invitation letter request not found",
	alreadyDecided: "This request has already been answered.",
	cancelled: "This registration is cancelled: no letter can be issued.",
	settingsIncomplete: "Please enter the organising chair's name, title and signature in the settings before issuing letters.",
	notPaid: "This registration is not paid: the settings allow a letter only once it is paid.",
	notPaidNorAccepted: "This registration is not paid and has no accepted abstract: the settings allow a letter only then."
};
visaLetterSettingsMessages.chairNameRequired, visaLetterLimits.chairName, visaLetterSettingsMessages.chairTitleRequired, visaLetterLimits.chairTitle;
visaLetterSettingsMessages.reasonRequired, visaLetterLimits.refusalReason;
// ../libs/conference/dist/validation.js
var membershipRules = {
	title: requiredChoice(membershipTitles, messages.required),
	name: requiredText(messages.required, maxLengths.name),
	organisation: requiredText(messages.required, maxLengths.shortText),
	profession: requiredText(messages.required, maxLengths.shortText),
	qualification: requiredText(messages.required, maxLengths.shortText),
	address: optionalText(maxLengths.address),
	phone: optionalText(maxLengths.phone),
	mobile: optionalText(maxLengths.phone),
	fax: optionalText(maxLengths.phone),
	email: requiredEmail(messages.required),
	webpage: optionalText(maxLengths.url)
};
function validateMembership(input) {
	return checkFields(membershipRules, input);
}
var contactRules = {
	name: requiredText(messages.required, maxLengths.name),
	email: requiredEmail(messages.required),
	subject: requiredText(messages.required, maxLengths.shortText),
	message: requiredText(messages.required, maxLengths.message)
};
function validateContact(input) {
	return checkFields(contactRules, input);
}
var registrationRules = {
	title: requiredChoice(registrationTitles, messages.required),
	otherTitle: onlyWhen(fieldIs("title", "Other"), requiredText(messages.specifyTitle, maxLengths.name)),
	firstName: requiredText(messages.required, maxLengths.name),
	otherNames: requiredText(messages.required, maxLengths.name),
	gender: requiredChoice(genders, messages.required),
	email: requiredEmail(messages.required),
	phone: requiredText(messages.required, maxLengths.phone),
	country: requiredText(messages.required, maxLengths.name),
	city: requiredText(messages.required, maxLengths.name),
	institution: requiredText(messages.required, maxLengths.shortText),
	participationType: requiredChoice(participationTypes, messages.required),
	presentationType: onlyWhen(fieldIs("participationType", "presenter"), requiredChoice(registrationPresentationTypes, messages.required)),
	participantCategory: requiredChoice(participantCategories, messages.required),
	fieldTrip: requiredChoice(yesNo, messages.required),
	marketingConsent: optionalTick,
	paymentConfirmation: ticked(messages.required),
	programConsent: optionalTick,
	emailConsent: optionalTick,
	invoiceRequested: optionalTick,
	recaptchaToken: requiredText(messages.captchaRequired, captchaTokenMaxLength)
};
function validateRegistration(input, files = {}) {
	const errors = checkFields(registrationRules, input);
	const file = files.studentIdFile;
	if (input.participantCategory === "student" && !file) errors.studentIdFile = messages.studentIdRequired;
	if (file) {
		if (!studentIdExtensions.includes(fileExtension(file.name))) errors.studentIdFile = messages.studentIdFileType;
		else if (file.size > 5242880) errors.studentIdFile = messages.studentIdFileSize;
	}
	return errors;
}
var accessRequestRules = { email: requiredText(messages.accessEmailRequired, maxLengths.email) };
function validateAccessRequest(email) {
	return accessRequestRules.email(email);
}
var abstractRules = {
	fullName: requiredText(messages.abstract.fullName, maxLengths.name),
	affiliation: requiredText(messages.abstract.affiliation, maxLengths.shortText),
	email: requiredEmail(messages.abstract.email),
	phone: optionalText(maxLengths.phone),
	abstractTitle: requiredText(messages.abstract.abstractTitle, maxLengths.title),
	subtheme: requiredChoice(subthemeTitles, messages.abstract.subtheme),
	language: optionalChoice(abstractLanguages),
	presentationType: optionalChoice(abstractPresentationTypes),
	comments: optionalText(maxLengths.message),
	recaptchaToken: requiredText(messages.captchaRequired, captchaTokenMaxLength)
};
/** Checks a chosen abstract file as the form does on selection. Null when acceptable. */
function checkAbstractFile(file) {
	if (!abstractExtensions.includes(fileExtension(file.name))) return messages.abstract.fileType;
	if (file.size > 5242880) return messages.abstract.fileSize;
	return null;
}
function validateAbstract(input, file) {
	const errors = checkFields(abstractRules, input);
	if (!file) errors.abstractFile = messages.abstract.file;
	else {
		const fileError = checkAbstractFile(file);
		if (fileError) errors.abstractFile = fileError;
	}
	return errors;
}
var bookingRules = {
	fullName: requiredText(messages.booking.fullName, maxLengths.name),
	email: requiredEmail(messages.booking.email, messages.booking.invalidEmail),
	phone: requiredText(messages.booking.phone, maxLengths.phone),
	nationality: requiredText(messages.booking.nationality, maxLengths.name),
	accommodationType: optionalChoice(accommodationTypes),
	sharingPreference: optionalChoice(sharingPreferences),
	checkInDate: requiredDate(messages.booking.checkInDate),
	checkOutDate: requiredDateAfter(messages.booking.checkOutDate, "checkInDate", messages.booking.checkOutAfterCheckIn),
	specialRequests: optionalText(maxLengths.message),
	recaptchaToken: requiredText(messages.booking.captcha, captchaTokenMaxLength)
};
function validateBooking(input) {
	return checkFields(bookingRules, input);
}
/** The dialog shows one alert for the three required fields, so each fails with that message. */
var sponsorshipRules = {
	name: requiredText(messages.sponsorshipRequired, maxLengths.name),
	email: requiredEmail(messages.sponsorshipRequired),
	company: requiredText(messages.sponsorshipRequired, maxLengths.shortText),
	phone: optionalText(maxLengths.phone),
	packageInterest: optionalChoice(packageInterestOptions),
	message: optionalText(maxLengths.message)
};
function sponsorshipFieldErrors(input) {
	return checkFields(sponsorshipRules, input);
}
/** The sponsorship dialog's one alert: a missing required field first, else the first problem. */
function validateSponsorship(input) {
	const problems = Object.values(sponsorshipFieldErrors(input));
	if (problems.includes(messages.sponsorshipRequired)) return messages.sponsorshipRequired;
	return problems[0] ?? null;
}
/** The payment amount must be a positive number of US dollars with at most two decimals. */
var paymentAmountMessage = "Please enter the amount you paid in USD, for example 150 or 150.00";
var amountPattern = /^\d{1,7}(\.\d{1,2})?$/;
var paymentAmount = (value) => {
	if (isBlank(value)) return messages.required;
	const text = String(value).trim();
	return amountPattern.test(text) && Number(text) > 0 ? null : paymentAmountMessage;
};
/** The registrant's payment proof (/my-registration): every field and the file are required. */
var paymentProofRules = {
	method: requiredChoice(paymentMethods, messages.required),
	reference: requiredText(messages.required, maxLengths.paymentReference),
	amount: paymentAmount,
	paymentDate: requiredDate(messages.required)
};
/** Checks a chosen payment-proof file (PDF, JPEG or PNG, at most 5 MB). Null when acceptable. */
function checkProofFile(file) {
	if (!proofExtensions.includes(fileExtension(file.name))) return messages.proofFileType;
	if (file.size > 5242880) return messages.proofFileSize;
	return null;
}
function validatePaymentProof(input, file) {
	const errors = checkFields(paymentProofRules, input);
	if (!file) errors.proofFile = messages.required;
	else {
		const fileError = checkProofFile(file);
		if (fileError) errors.proofFile = fileError;
	}
	return errors;
}
// ../libs/conference/dist/message-catalogue.js
/** A function of `messages` that only interpolates its parameter can draw its own template. */
function parameter(name) {
	return `{{${name}}}`;
}
var { loginRequired: _loginRequired, loginFailed: _loginFailed, loginUserFailed: _loginUserFailed, authFailed: _authFailed, loginThrottled: _loginThrottled, passwordCheckThrottled: _passwordCheckThrottled, tooLong, tooManyRequestsRetryIn: _tooManyRequestsRetryIn, registrationSuccess, ...fixedMessages } = messages;
/**
* The English catalogue: the visitors' messages word for word as the rules and the api produce
* them, with `{{parameters}}`. `locales/en/messages.json` is this, and the other languages'
* catalogues have the same keys.
*/
var englishMessageCatalogue = {
	...fixedMessages,
	tooLong: tooLong(parameter("max")),
	tooManyRequestsRetryIn: "Too many requests. Please try again in {{wait}}.",
	registrationSuccess: registrationSuccess(parameter("reference"), parameter("fee")),
	paymentAmount: paymentAmountMessage,
	api: {
		...publicApiMessages,
		paymentProofLimits: {
			linkFiles: paymentProofLimitMessages.linkFiles(parameter("count")),
			linkMegabytes: paymentProofLimitMessages.linkMegabytes(parameter("megabytes")),
			registrationFiles: paymentProofLimitMessages.registrationFiles(parameter("count")),
			registrationMegabytes: paymentProofLimitMessages.registrationMegabytes(parameter("megabytes"))
		}
	},
	abstractResponse: {
		linkUsed: abstractNoticeMessages.linkUsed,
		linkExpired: abstractNoticeMessages.linkExpired,
		linkInvalid: abstractNoticeMessages.linkInvalid,
		linkReplaced: abstractNoticeMessages.linkReplaced,
		responseRequired: abstractNoticeMessages.responseRequired,
		confirmed: abstractNoticeMessages.confirmed,
		withdrawn: abstractNoticeMessages.withdrawn
	},
	/** What a delegate asking for an invoice from the access-link page may be told. */
	institutionInvoice: {
		institutionName: groupInvoiceMessages.institutionName,
		postalAddress: groupInvoiceMessages.postalAddress,
		colleagues: groupInvoiceMessages.colleagues,
		tooManyRegistrations: groupInvoiceMessages.tooManyRegistrations,
		colleagueNotFound: groupInvoiceMessages.colleagueNotFound(parameter("reference")),
		cancelledRegistration: groupInvoiceMessages.cancelledRegistration(parameter("reference")),
		alreadyInvoiced: groupInvoiceMessages.alreadyInvoiced(parameter("reference"), parameter("groupReference"))
	},
	reminderOptOut: {
		optedOut: paymentReminderMessages.optedOut,
		optOutInvalid: paymentReminderMessages.optOutInvalid
	},
	cancellation: {
		cancelled: cancellationMessages.cancelled,
		alreadyCancelled: cancellationMessages.alreadyCancelled
	},
	privacy: { unknownNoticeVersion: privacyMessages.unknownNoticeVersion },
	visaLetter: visaLetterMessages,
	certificates: { unknownCode: certificateMessages.unknownCode },
	/** The units of a wait, as describeWait words them; not messages of their own. */
	wait: {
		second_one: "{{count}} second",
		second_other: "{{count}} seconds",
		minute_one: "{{count}} minute",
		minute_other: "{{count}} minutes",
		hour_one: "{{count}} hour",
		hour_other: "{{count}} hours",
		hoursAndMinutes: "{{hours}} and {{minutes}}"
	}
};
var waitSection = "wait";
var placeholderPattern = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;
var englishWaitPattern = /^(\d+) (second|minute|hour)s?(?: and (\d+) minutes?)?$/;
function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/** A template as a pattern that matches its messages, each parameter a named group. */
function templatePattern(template) {
	const named = /* @__PURE__ */ new Set();
	let source = "";
	let end = 0;
	for (const match of template.matchAll(placeholderPattern)) {
		const name = match[1] ?? "";
		source += escapeRegExp(template.slice(end, match.index));
		source += named.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
		named.add(name);
		end = match.index + match[0].length;
	}
	return new RegExp(`^${source}${escapeRegExp(template.slice(end))}$`, "s");
}
function entries(catalogue, prefix = []) {
	return Object.entries(catalogue).flatMap(([key, value]) => typeof value === "string" ? [[[...prefix, key], value]] : entries(value, [...prefix, key]));
}
function indexEnglish() {
	const index = {
		fixed: /* @__PURE__ */ new Map(),
		parameterised: []
	};
	for (const [path, template] of entries(englishMessageCatalogue)) {
		if (path[0] === waitSection) continue;
		if (template.match(placeholderPattern)) index.parameterised.push({
			path,
			pattern: templatePattern(template)
		});
		else if (!index.fixed.has(template)) index.fixed.set(template, path);
	}
	return index;
}
var englishIndex;
function textAt(catalogue, path) {
	let node = catalogue;
	for (const key of path) {
		if (typeof node !== "object") return void 0;
		node = node[key];
	}
	return typeof node === "string" ? node : void 0;
}
/** `currency(currency: USD)` → the format's name and its options. */
function parseFormat(format) {
	const [, name = format, list = ""] = /^(\w+)\s*(?:\((.*)\))?$/.exec(format.trim()) ?? [];
	const options = {};
	for (const option of list.split(";")) {
		const [key, value] = option.split(":").map((part) => part.trim());
		if (key && value) options[key] = value;
	}
	return {
		name,
		options
	};
}
function formatValue(value, format, language) {
	if (!format) return value;
	const amount = Number(value);
	if (Number.isNaN(amount)) return value;
	const { name, options } = parseFormat(format);
	if (name === "currency") return new Intl.NumberFormat(intlLocales[language], {
		style: "currency",
		currency: options.currency ?? "USD"
	}).format(amount);
	if (name === "number") return new Intl.NumberFormat(intlLocales[language]).format(amount);
	return value;
}
function interpolate(template, values, language) {
	return template.replace(placeholderPattern, (whole, name, format) => {
		const value = values[name];
		return value === void 0 ? whole : formatValue(value, format, language);
	});
}
/** "1 hour and 5 minutes" in the target language, with its plural forms; null if not a wait. */
function translateWait(englishWait, catalogue, language) {
	const match = englishWaitPattern.exec(englishWait);
	if (!match) return null;
	const plurals = new Intl.PluralRules(intlLocales[language]);
	const unit = (count, name) => {
		const template = textAt(catalogue, [waitSection, `${name}_${plurals.select(count)}`]) ?? textAt(catalogue, [waitSection, `${name}_other`]);
		return template === void 0 ? null : interpolate(template, { count: String(count) }, language);
	};
	const first = unit(Number(match[1]), match[2] ?? "");
	if (match[3] === void 0) return first;
	const minutes = unit(Number(match[3]), "minute");
	const both = textAt(catalogue, [waitSection, "hoursAndMinutes"]);
	if (first === null || minutes === null || both === void 0) return null;
	return interpolate(both, {
		hours: first,
		minutes
	}, language);
}
/**
* One of the visitors' messages, as the rules and the api word it in English, in `language`
* with that language's catalogue; a message with parameters (a length, a wait, a fee) is
* recognised by its English pattern and its values carried over. Text the catalogue does not
* know, and any text when the language is English or the catalogue absent, comes back unchanged.
*/
function localizeMessage(englishText, language, catalogue) {
	if (language === "en" || !catalogue) return englishText;
	englishIndex ??= indexEnglish();
	const fixedPath = englishIndex.fixed.get(englishText);
	if (fixedPath) return textAt(catalogue, fixedPath) ?? englishText;
	for (const { path, pattern } of englishIndex.parameterised) {
		const match = pattern.exec(englishText);
		if (!match) continue;
		const template = textAt(catalogue, path);
		if (template === void 0) return englishText;
		const values = { ...match.groups };
		if (values.wait !== void 0) {
			const wait = translateWait(values.wait, catalogue, language);
			if (wait === null) return englishText;
			values.wait = wait;
		}
		return interpolate(template, values, language);
	}
	return englishText;
}
// src/i18n/message-text.ts
/**
* The text a visitor reads for one of the specification's English messages (a field's
* validation message, or a message the api answered), in the page's language.
*
* An English page shows the message as it is, with nothing to fetch. Another language's
* messages catalogue is fetched when a page using this first draws; until it has arrived (a
* message only shows once the visitor has acted) the English stands in.
*/
function useMessageText() {
	const language = useLanguage();
	const english = language === "en";
	const { i18n, ready } = useTranslation(english ? void 0 : messagesNamespace, { useSuspense: false });
	const catalogue = !english && ready && i18n.hasResourceBundle(language, "messages") ? i18n.getResourceBundle(language, messagesNamespace) : void 0;
	return useCallback((englishMessage) => localizeMessage(englishMessage, language, catalogue), [language, catalogue]);
}
// src/forms/text.ts
/** A choice's visible label in the page's language; the value the api receives stays English. */
function useChoiceLabel() {
	const { t } = useTranslation("choices");
	return (list, value) => t(`${list}.${choiceKey(value)}`, { defaultValue: englishChoiceLabel(list, value) });
}
/** A choice list as options: English values, labels in the page's language. */
function useChoiceOptions() {
	const choiceLabel = useChoiceLabel();
	return (list, values) => values.map((value) => ({
		value,
		label: choiceLabel(list, value)
	}));
}
/** A failure's message and detail in the page's language. */
function useFailureText() {
	const { t } = useTranslation("forms");
	const messageText = useMessageText();
	return (failure) => {
		const { cause } = failure;
		const detail = cause?.kind === "timeout" ? t("failure.timeout", { count: cause.seconds }) : cause?.kind === "network" ? t("failure.network") : failure.detail && messageText(failure.detail);
		return {
			message: messageText(failure.message),
			detail
		};
	};
}
/**
* The Intl locale of the page's language (en-GB, fr-FR, pt-PT), for the catalogues' number,
* currency and date formats: i18next would otherwise format with the bare language code
* ('pt' reads as Brazilian Portuguese).
*/
function useIntlLocale() {
	return intlLocales[useLanguage()];
}
export { packageOptionLabel as C, isBlank as D, hasErrors as E, messages as O, customPackageOption as S, checkFields as T, visaLetterRequestRules as _, useMessageText as a, myGroupInvoiceRules as b, sponsorshipFieldErrors as c, validateBooking as d, validateContact as f, validateSponsorship as g, validateRegistration as h, useIntlLocale as i, validateAbstract as l, validatePaymentProof as m, useChoiceOptions as n, checkAbstractFile as o, validateMembership as p, useFailureText as r, checkProofFile as s, useChoiceLabel as t, validateAccessRequest as u, paymentReminderMessages as v, sponsorPackages as w, singleInvoiceRules as x, certificateMessages as y };
