// ../libs/conference/locales/en/choices.json
var titles = {
	"mr": "Mr.",
	"mrs": "Mrs.",
	"ms": "Ms.",
	"dr": "Dr.",
	"prof": "Prof.",
	"other": "Other"
};
var genders = {
	"male": "Male",
	"female": "Female",
	"prefer-not-to-say": "Prefer not to say"
};
var yesNo = {
	"yes": "Yes",
	"no": "No"
};
var participationTypes = {
	"attendee": "Attendee",
	"presenter": "Presenter"
};
var registrationPresentationTypes = {
	"oral": "Oral",
	"poster": "Poster"
};
var participantCategories = {
	"non-member": "Non-member",
	"member": "AAWG member",
	"affiliate-member": "AAWG affiliate member",
	"student": "Student"
};
var pricingTiers = {
	"early-bird": "Early bird",
	"standard": "Standard"
};
var subthemes = {
	"advancing-the-science-and-applications-in-geology": "Advancing the Science and Applications in Geology",
	"geo-education-capacity-building": "Geo-education & Capacity Building",
	"harnessing-geospatial-data-and-ai": "Harnessing Geospatial Data and AI",
	"geosciences-for-climate-resilience": "Geosciences for Climate Resilience",
	"critical-minerals-and-the-green-economy": "Critical Minerals and the Green Economy",
	"emerging-technologies-in-oil-and-gas": "Emerging Technologies in Oil and Gas",
	"digital-transformation-in-geosciences": "Digital Transformation in Geosciences",
	"water-supply-and-geosciences": "Water Supply and Geosciences",
	"urbanization-and-resilient-infrastructure": "Urbanization and Resilient Infrastructure",
	"geoethics-and-inclusive-development": "Geoethics and Inclusive Development",
	"geoscience-driven-policies-in-natural-resource-management": "Geoscience-Driven Policies in Natural Resource Management"
};
var abstractLanguages = {
	"english": "English",
	"french": "French",
	"portuguese": "Portuguese"
};
var abstractPresentationTypes = {
	"oral-presentation": "Oral Presentation",
	"poster-presentation": "Poster Presentation"
};
var accommodationTypes = {
	"3-bedroom-apartment": "3-Bedroom Apartment",
	"2-bedroom-apartment": "2-Bedroom Apartment",
	"single-deluxe-room": "Single Deluxe Room"
};
var sharingPreferences = {
	"willing-to-share": "Willing to share",
	"prefer-private-room": "Prefer private room",
	"no-preference": "No preference"
};
var paymentMethods = {
	"bank-transfer": "Bank transfer",
	"mobile-money": "Mobile money",
	"other": "Other"
};
var paymentStatuses = {
	"pending": "Pending",
	"verified": "Verified",
	"rejected": "Rejected"
};
var sponsorshipPackages = {
	"platinum": "Platinum",
	"gold": "Gold",
	"silver": "Silver",
	"bronze": "Bronze",
	"exhibition-booth": "Exhibition Booth",
	"custom-package": "Custom Package"
};
var choices_default = {
	titles,
	genders,
	yesNo,
	participationTypes,
	registrationPresentationTypes,
	participantCategories,
	pricingTiers,
	subthemes,
	abstractLanguages,
	abstractPresentationTypes,
	accommodationTypes,
	sharingPreferences,
	paymentMethods,
	paymentStatuses,
	sponsorshipPackages
};
export { genders as a, paymentMethods as c, registrationPresentationTypes as d, sharingPreferences as f, yesNo as g, titles as h, choices_default as i, paymentStatuses as l, subthemes as m, abstractPresentationTypes as n, participantCategories as o, sponsorshipPackages as p, accommodationTypes as r, participationTypes as s, abstractLanguages as t, pricingTiers as u };
