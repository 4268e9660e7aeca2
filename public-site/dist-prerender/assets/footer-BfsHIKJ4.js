// src/locales/fr/footer.json
var mission = "Depuis 1995, l'African Association of Women in Geosciences rassemble les femmes géoscientifiques : elle fait progresser la recherche, accompagne la relève et met les sciences de la Terre au service de l'Afrique.";
var followUs = "Suivez-nous";
var facebook = "L'AAWG sur Facebook";
var linkedIn = "Le groupe de l'AAWG sur LinkedIn";
var emailSecretariat = "Écrire au secrétariat à l'adresse {{address}}";
var phone = "Téléphone : ";
var whatsApp = "WhatsApp :";
var copyright = "© {{year}} {{associationName}} ({{associationShortName}}). Tous droits réservés.";
var dates = {
	"abstractDeadline": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Date limite de soumission des résumés"
	},
	"acceptance": {
		"date": "{{date, datetime(timeZone: UTC; month: long; year: numeric)}}",
		"event": "Notifications d'acceptation"
	},
	"anniversary": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long)}}",
		"event": "Célébration du 30e anniversaire"
	},
	"conference": {
		"date": "{{from, datetime(timeZone: UTC; day: numeric)}}-{{to, datetime(timeZone: UTC; day: numeric; month: long)}}",
		"event": "Conférence"
	},
	"fieldTrip": {
		"date": "{{from, datetime(timeZone: UTC; day: numeric)}}-{{to, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Excursion géologique"
	}
};
var privacyNotice = "Politique de confidentialité";
var footer_default = {
	mission,
	followUs,
	facebook,
	linkedIn,
	emailSecretariat,
	phone,
	whatsApp,
	copyright,
	dates,
	privacyNotice
};
export { followUs as a, mission as c, whatsApp as d, facebook as i, phone as l, dates as n, footer_default as o, emailSecretariat as r, linkedIn as s, copyright as t, privacyNotice as u };
