// src/locales/fr/home.json
var documentTitle = "CAAWG11 | Conférence de l'African Association of Women in Geosciences 2025";
var documentDescription = "La 11e Conférence de l'African Association of Women in Geosciences, du 1er au 5 octobre 2025 à Kampala (Ouganda) : programme, conférencières, inscription, résumés et excursion.";
var edition = {
	"dates": "{{start, datetime(timeZone: UTC; day: numeric)}}-{{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"venue": "Kampala, Ouganda",
	"founded": "1995, Nairobi, Kenya",
	"fieldTripDates": "{{fieldTripStart, datetime(timeZone: UTC; day: numeric)}}-{{fieldTripEnd, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}"
};
var actions = {
	"register": "Inscrivez-vous",
	"viewProgram": "Voir le programme",
	"learnMore": "En savoir plus"
};
var hero = {
	"badgeAlt": "30 ans de l'AAWG, de 1995 à 2025",
	"eyebrow": "30 ans d'autonomisation des femmes en géosciences",
	"title": "11e Conférence de l'African Association of Women in Geosciences",
	"theme": "Les géosciences et l'avenir de l'Afrique\xA0: technologies émergentes, innovations et croissance inclusive"
};
var earlyBird = {
	"title": "Tarif préférentiel (inscription anticipée)",
	"close": "Fermer le bandeau du tarif préférentiel",
	"unit_one": "jour",
	"unit_other": "jours",
	"left_one": "restant pour économiser sur vos frais d'inscription",
	"left_other": "restants pour économiser sur vos frais d'inscription",
	"since_one": "depuis la fin du tarif préférentiel (inscription anticipée)",
	"since_other": "depuis la fin du tarif préférentiel (inscription anticipée)"
};
var sections = {
	"welcome": "Bienvenue à la CAAWG11",
	"subthemes": "Sous-thèmes de la conférence",
	"timeline": "Dates importantes",
	"steering": "Comité de pilotage",
	"committees": "Autres comités"
};
var home_default = {
	documentTitle,
	documentDescription,
	edition,
	actions,
	hero,
	earlyBird,
	sections
};
export { edition as a, sections as c, earlyBird as i, documentDescription as n, hero as o, documentTitle as r, home_default as s, actions as t };
