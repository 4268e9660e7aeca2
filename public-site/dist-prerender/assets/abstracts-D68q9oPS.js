// src/locales/fr/abstracts.json
var documentTitle = "Soumission des résumés | CAAWG11";
var documentDescription = "Soumettez un résumé à CAAWG11 : l'appel à communications, les sous-thèmes, les dates importantes et le formulaire de soumission.";
var hero = {
	"title": "Soumission des résumés",
	"dates": "Date limite : {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} · Conférence : du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, Kampala, Ouganda",
	"intro": "Présentez vos recherches à des géoscientifiques de toute l'Afrique et d'ailleurs lors de {{shortName}}.",
	"submitLink": "Soumettre votre résumé"
};
var call = {
	"heading": "Appel à communications",
	"intro": "Le comité d'organisation invite à soumettre des résumés portant sur le thème de la conférence, « Les géosciences et l'avenir de l'Afrique : technologies émergentes, innovations et croissance inclusive », et sur ses onze sous-thèmes.",
	"submissionStage": {
		"title": "Étape 1 : soumission du résumé",
		"deadline": "Date limite : {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"text": "Soumettez un résumé d'une page en anglais, en français ou en portugais au moyen du formulaire ci-dessous."
	},
	"reviewStage": {
		"title": "Étape 2 : évaluation et acceptation",
		"deadline": "Notification : {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"text": "Le comité scientifique évalue chaque résumé et informe les auteurs de son acceptation."
	},
	"points": [
		"Les communications orales disposent d'une session dédiée, avec un temps de parole suivi de questions-réponses.",
		"Les résumés acceptés sont publiés dans le recueil des résumés distribué lors de la conférence.",
		"Les articles complets sont publiés sur le site web de la conférence après l'événement."
	],
	"enquiries": "Renseignements :"
};
var guidelines = {
	"heading": "Consignes pour les résumés",
	"items": [
		"Langue : anglais, français ou portugais.",
		"Longueur : 1 page au maximum (environ 500 mots).",
		"Format de fichier : MS Word (.doc ou .docx).",
		"Marges : 3 cm à droite ; 2,5 cm en haut, en bas et à gauche.",
		"Police : Times New Roman.",
		"Titre : 14 pt, en gras.",
		"Auteurs et affiliations : 12 pt.",
		"Corps du texte : 10 pt, interligne simple.",
		"Nom du premier auteur avec des majuscules initiales ; noms des coauteurs en majuscules.",
		"Indiquez l'affiliation, l'adresse e-mail et les coordonnées de chaque auteur.",
		"Nommez le fichier d'après le premier auteur, par exemple NomPremierAuteur.doc."
	]
};
var formHeading = "Soumettre votre résumé";
var dates = {
	"heading": "Dates importantes",
	"submissionDeadline": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Date limite de soumission des résumés"
	},
	"acceptanceNotification": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Notification d'acceptation"
	},
	"conference": {
		"date": "du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Conférence"
	}
};
var questions = {
	"heading": "Des questions ?",
	"text": "Notre équipe chargée des résumés se tient à votre disposition pour toute question concernant votre soumission.",
	"button": "Contacter l'équipe des résumés"
};
var abstracts_default = {
	documentTitle,
	documentDescription,
	hero,
	call,
	guidelines,
	formHeading,
	dates,
	questions
};
export { documentTitle as a, hero as c, documentDescription as i, questions as l, call as n, formHeading as o, dates as r, guidelines as s, abstracts_default as t };
