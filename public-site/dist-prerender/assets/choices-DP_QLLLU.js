// ../libs/conference/dist/choices.js
/** Choice lists of the forms. The server accepts exactly these values. */
var registrationTitles = [
	"Mr.",
	"Mrs.",
	"Ms.",
	"Dr.",
	"Prof.",
	"Other"
];
var membershipTitles = [
	"Dr.",
	"Prof.",
	"Mr.",
	"Mrs.",
	"Ms.",
	"Other"
];
var genders = [
	"Male",
	"Female",
	"Prefer not to say"
];
var yesNo = ["Yes", "No"];
/** How a registrant attends: the admin views show "Presenter (type)" or "Attendee". */
var participationTypes = ["attendee", "presenter"];
var registrationPresentationTypes = ["oral", "poster"];
var participationLabels = {
	attendee: "Attendee",
	presenter: "Presenter"
};
var registrationPresentationLabels = {
	oral: "Oral",
	poster: "Poster"
};
var subthemeTitles = [
	"Advancing the Science and Applications in Geology",
	"Geo-education & Capacity Building",
	"Harnessing Geospatial Data and AI",
	"Geosciences for Climate Resilience",
	"Critical Minerals and the Green Economy",
	"Emerging Technologies in Oil and Gas",
	"Digital Transformation in Geosciences",
	"Water Supply and Geosciences",
	"Urbanization and Resilient Infrastructure",
	"Geoethics and Inclusive Development",
	"Geoscience-Driven Policies in Natural Resource Management"
];
var abstractLanguages = [
	"English",
	"French",
	"Portuguese"
];
var abstractPresentationTypes = ["Oral Presentation", "Poster Presentation"];
var accommodationTypes = [
	"3-Bedroom Apartment",
	"2-Bedroom Apartment",
	"Single Deluxe Room"
];
var accommodationPricesUsd = {
	"3-Bedroom Apartment": 275,
	"2-Bedroom Apartment": 200,
	"Single Deluxe Room": 120
};
var sharingPreferences = [
	"Willing to share",
	"Prefer private room",
	"No preference"
];
var paymentStatusLabels = {
	pending: "Pending",
	verified: "Verified",
	rejected: "Rejected"
};
var paymentMethods = [
	"bank-transfer",
	"mobile-money",
	"other"
];
var paymentMethodLabels = {
	"bank-transfer": "Bank transfer",
	"mobile-money": "Mobile money",
	other: "Other"
};
export { yesNo as _, genders as a, participationTypes as c, paymentStatusLabels as d, registrationPresentationLabels as f, subthemeTitles as g, sharingPreferences as h, accommodationTypes as i, paymentMethodLabels as l, registrationTitles as m, abstractPresentationTypes as n, membershipTitles as o, registrationPresentationTypes as p, accommodationPricesUsd as r, participationLabels as s, abstractLanguages as t, paymentMethods as u };
