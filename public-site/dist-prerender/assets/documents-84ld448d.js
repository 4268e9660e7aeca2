// src/locales/fr/documents.json
var visaLetter = {
	"heading": "Lettre d'invitation pour le visa",
	"intro": "Si vous avez besoin d'un visa pour entrer en Ouganda, demandez ici une lettre d'invitation. Nous vous l'envoyons par e-mail au format PDF, à présenter à l'ambassade ou au consulat.",
	"fullName": "Nom complet tel qu'il figure dans votre passeport",
	"fullNameHint": "Exactement comme sur la page photo du passeport.",
	"passportNumber": "Numéro de passeport",
	"nationality": "Nationalité",
	"dateOfBirth": "Date de naissance",
	"passportExpiry": "Date d'expiration du passeport",
	"passportExpiryHint": "Votre passeport doit être valide après la fin de la conférence le 5 octobre 2025.",
	"embassy": "Ambassade ou consulat où vous faites la demande",
	"embassyHint": "Par exemple : Ambassade de l'Ouganda, Dakar.",
	"privacy": "Les données de votre passeport servent uniquement à cette lettre, ne sont vues que par les administrateurs de la conférence et sont supprimées après la conférence.",
	"submit": "Demander une lettre d'invitation",
	"submitAgain": "Envoyer à nouveau la demande",
	"sentTitle": "Demande envoyée",
	"failureTitle": "Votre demande n'a pas pu être envoyée",
	"problem": "Nous n'avons pas pu envoyer votre demande. Veuillez réessayer dans un instant.",
	"status": {
		"requested": "Votre demande du {{date}} est en cours d'examen. Vous pouvez encore la corriger ci-dessous.",
		"issued": "Votre lettre d'invitation a été délivrée le {{date}} et vous a été envoyée par e-mail.",
		"refused": "Nous n'avons pas pu délivrer de lettre pour votre demande ({{date}})."
	},
	"reason": "Raison : {{reason}}",
	"download": "Télécharger la lettre d'invitation (PDF)"
};
var certificates = {
	"heading": "Certificats",
	"none": "Vos certificats de participation et de présentation seront ici après la conférence.",
	"download": "Télécharger (PDF)",
	"problem": "Nous n'avons pas pu préparer le certificat. Veuillez réessayer dans un instant.",
	"kind": {
		"attendance": "Certificat de participation",
		"presentation": "Certificat de présentation"
	}
};
var documents_default = {
	visaLetter,
	certificates
};
export { documents_default as n, visaLetter as r, certificates as t };
