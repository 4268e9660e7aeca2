// ../libs/conference/locales/fr/choices.json
var titles = {
	"mr": "M.",
	"mrs": "Mme",
	"ms": "Mlle",
	"dr": "Dr",
	"prof": "Pr",
	"other": "Autre"
};
var genders = {
	"male": "Homme",
	"female": "Femme",
	"prefer-not-to-say": "Je préfère ne pas répondre"
};
var yesNo = {
	"yes": "Oui",
	"no": "Non"
};
var participationTypes = {
	"attendee": "Participant(e)",
	"presenter": "Intervenant(e)"
};
var registrationPresentationTypes = {
	"oral": "Communication orale",
	"poster": "Poster"
};
var participantCategories = {
	"non-member": "Non-membre",
	"member": "Membre de l'AAWG",
	"affiliate-member": "Membre affilié(e) de l'AAWG",
	"student": "Étudiant(e)"
};
var pricingTiers = {
	"early-bird": "Tarif préférentiel (inscription anticipée)",
	"standard": "Tarif standard"
};
var subthemes = {
	"advancing-the-science-and-applications-in-geology": "Faire progresser la science et les applications de la géologie",
	"geo-education-capacity-building": "Géo-éducation et renforcement des capacités",
	"harnessing-geospatial-data-and-ai": "Exploiter les données géospatiales et l'IA",
	"geosciences-for-climate-resilience": "Les géosciences au service de la résilience climatique",
	"critical-minerals-and-the-green-economy": "Minéraux critiques et économie verte",
	"emerging-technologies-in-oil-and-gas": "Technologies émergentes dans le pétrole et le gaz",
	"digital-transformation-in-geosciences": "Transformation numérique des géosciences",
	"water-supply-and-geosciences": "Approvisionnement en eau et géosciences",
	"urbanization-and-resilient-infrastructure": "Urbanisation et infrastructures résilientes",
	"geoethics-and-inclusive-development": "Géoéthique et développement inclusif",
	"geoscience-driven-policies-in-natural-resource-management": "Politiques fondées sur les géosciences pour la gestion des ressources naturelles"
};
var abstractLanguages = {
	"english": "Anglais",
	"french": "Français",
	"portuguese": "Portugais"
};
var abstractPresentationTypes = {
	"oral-presentation": "Communication orale",
	"poster-presentation": "Poster"
};
var accommodationTypes = {
	"3-bedroom-apartment": "Appartement de 3 chambres",
	"2-bedroom-apartment": "Appartement de 2 chambres",
	"single-deluxe-room": "Chambre individuelle Deluxe"
};
var sharingPreferences = {
	"willing-to-share": "Prêt(e) à partager",
	"prefer-private-room": "Je préfère une chambre individuelle",
	"no-preference": "Sans préférence"
};
var paymentMethods = {
	"bank-transfer": "Virement bancaire",
	"mobile-money": "Paiement mobile (mobile money)",
	"other": "Autre"
};
var paymentStatuses = {
	"pending": "En attente",
	"verified": "Vérifié",
	"rejected": "Refusé"
};
var sponsorshipPackages = {
	"platinum": "Platine",
	"gold": "Or",
	"silver": "Argent",
	"bronze": "Bronze",
	"exhibition-booth": "Stand d'exposition",
	"custom-package": "Formule sur mesure"
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
