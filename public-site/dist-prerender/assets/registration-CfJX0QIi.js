// src/locales/fr/registration.json
var documentTitle = "Inscription | CAAWG11";
var documentDescription = "Inscrivez-vous à CAAWG11 à Kampala, du 1er au 5 octobre 2025 : tarifs par catégorie, tarif préférentiel, ce que comprend l'inscription et comment payer.";
var title = "Inscription à la conférence";
var dates = "du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} · Kampala, Ouganda";
var formHeading = "Formulaire d'inscription";
var countdown = {
	"heading": "Le tarif préférentiel (inscription anticipée) prend fin dans",
	"notice": "Le tarif préférentiel (inscription anticipée) prend fin à l'issue du {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}. Inscrivez-vous dès maintenant pour bénéficier du tarif réduit.",
	"afterCutoffHeading": "11e Conférence de l'African Association of Women in Geosciences",
	"theme": "Les géosciences et l'avenir de l'Afrique : technologies émergentes, innovations et croissance inclusive",
	"units": {
		"days_one": "Jour",
		"days_other": "Jours",
		"hours_one": "Heure",
		"hours_other": "Heures",
		"minutes_one": "Minute",
		"minutes_other": "Minutes",
		"seconds_one": "Seconde",
		"seconds_other": "Secondes"
	},
	"spoken": "{{days}}, {{hours}}, {{minutes}} et {{seconds}}",
	"spokenUnits": {
		"days_one": "{{count}} jour",
		"days_other": "{{count}} jours",
		"hours_one": "{{count}} heure",
		"hours_other": "{{count}} heures",
		"minutes_one": "{{count}} minute",
		"minutes_other": "{{count}} minutes",
		"seconds_one": "{{count}} seconde",
		"seconds_other": "{{count}} secondes"
	}
};
var fees = {
	"heading": "Frais d'inscription",
	"caption": {
		"earlyBird": "Tarif préférentiel (inscription anticipée), jusqu'au {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"standard": "Tarif standard"
	},
	"categoryColumn": "Catégorie",
	"feeColumn": "Montant (USD)",
	"amount": "{{fee, currency(currency: USD)}}",
	"standardNote": "À partir du {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, le tarif standard s'applique : {{fees}}.",
	"standardFee": "{{category}} {{fee, currency(currency: USD)}}",
	"coverageNote": "Les frais couvrent le recueil des résumés, les pauses-café et les déjeuners ; les ateliers, cours, formations et l'excursion géologique ne sont pas compris."
};
var categories = {
	"non-member": "Non-membre",
	"member": "Membre de l'AAWG",
	"affiliate-member": "Membre affilié de l'AAWG",
	"student": "Étudiant(e)"
};
var payment = {
	"heading": "Modalités de paiement",
	"notes": [
		"L'inscription est confirmée dès réception des frais d'inscription.",
		"Les frais bancaires sont à la charge du participant ; veuillez vous assurer que la totalité du montant parvient sur le compte.",
		"L'excursion géologique (du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}) coûte {{price, currency(currency: USD)}} et se paie séparément."
	],
	"bankTransfer": "Virement bancaire",
	"referenceNote": "Indiquez votre numéro d'inscription (par exemple CAAWG11-0042, affiché après votre inscription) comme référence du paiement.",
	"confirmationNote": "Après le paiement, envoyez la confirmation de paiement avec votre numéro d'inscription par e-mail à {{email}}."
};
var bank = {
	"accountNumber": "Numéro de compte",
	"accountName": "Titulaire du compte",
	"bank": "Banque",
	"swiftCode": "Code SWIFT",
	"address": "Adresse"
};
var contacts = {
	"heading": "Des questions sur l'inscription ?",
	"email": "E-mail :",
	"whatsapp": "WhatsApp :"
};
var registration_default = {
	documentTitle,
	documentDescription,
	title,
	dates,
	formHeading,
	countdown,
	fees,
	categories,
	payment,
	bank,
	contacts
};
export { dates as a, fees as c, registration_default as d, title as f, countdown as i, formHeading as l, categories as n, documentDescription as o, contacts as r, documentTitle as s, bank as t, payment as u };
