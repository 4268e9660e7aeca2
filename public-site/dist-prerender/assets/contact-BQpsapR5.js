// src/locales/fr/contact.json
var documentTitle = "Nous contacter | CAAWG11";
var documentDescription = "Contactez les organisateurs de CAAWG11 : les adresses électroniques de la conférence, l'adresse à Kampala et un formulaire pour vos questions.";
var title = "Nous contacter";
var lead = "Des questions sur la conférence, l'inscription, les résumés ou le parrainage ? Écrivez à la bonne adresse ci-dessous ou envoyez-nous un message : les organisateurs vous répondront.";
var formTitle = "Envoyez-nous un message";
var allRequired = "Tous les champs sont obligatoires.";
var mailboxes = {
	"title": "Écrivez à la bonne équipe",
	"topics": {
		"general": {
			"label": "Renseignements généraux",
			"description": "Questions sur la conférence et l'association"
		},
		"programs": {
			"label": "Programme",
			"description": "Sessions, intervenant(e)s et programme scientifique"
		},
		"registration": {
			"label": "Inscription",
			"description": "Inscription, frais et confirmation de paiement"
		},
		"logistics": {
			"label": "Logistique",
			"description": "Hébergement, voyage, visas et excursion géologique"
		},
		"sponsorship": {
			"label": "Parrainage",
			"description": "Formules de parrainage et stands d'exposition"
		},
		"abstracts": {
			"label": "Résumés",
			"description": "Soumission et évaluation des résumés"
		}
	},
	"phonesTitle": "Téléphone et WhatsApp",
	"phone": "Téléphone : <number>{{phone}}</number>",
	"whatsapp": "WhatsApp : <number>{{phone}}</number>",
	"organisersTitle": "Organisateurs",
	"roles": {
		"host": "Association hôte",
		"committee": "Organisation de la conférence, Kampala"
	}
};
var information = {
	"title": "Informations sur la conférence",
	"abstractDeadline": "Date limite des résumés",
	"abstractDeadlineValue": "{{day, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"conferenceDates": "Dates de la conférence",
	"conferenceDatesValue": "Du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"fieldTrip": "Excursion géologique",
	"fieldTripValue": "Du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"register": "S'inscrire à la conférence"
};
var map = {
	"title": "Hôtel de la conférence à Entebbe",
	"addressLines": ["Rive du lac Victoria, péninsule d'Entebbe", "Entebbe, district de Wakiso, Ouganda"],
	"imageAlt": "Carte d'Entebbe au bord du lac Victoria : le repère de l'hôtel sur la rive du lac, la route de Kampala au nord-ouest et l'aéroport international d'Entebbe au sud-est.",
	"openStreetMap": "Ouvrir dans OpenStreetMap",
	"googleMaps": "Ouvrir dans Google Maps",
	"newTab": " (s'ouvre dans un nouvel onglet)"
};
var contact_default = {
	documentTitle,
	documentDescription,
	title,
	lead,
	formTitle,
	allRequired,
	mailboxes,
	information,
	map
};
export { formTitle as a, mailboxes as c, documentTitle as i, map as l, contact_default as n, information as o, documentDescription as r, lead as s, allRequired as t, title as u };
