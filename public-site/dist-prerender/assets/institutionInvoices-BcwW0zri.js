// src/locales/fr/institutionInvoices.json
var downloadProblem = "Nous n'avons pas pu préparer la facture. Veuillez réessayer dans un instant.";
var fields = {
	"institutionName": "Institution",
	"postalAddress": "Adresse postale",
	"taxId": "Numéro d'identification fiscale (si la facture doit l'indiquer)",
	"purchaseOrder": "Numéro de bon de commande (facultatif)"
};
var single = {
	"heading": "Une facture à votre institution",
	"intro": "Si votre institution ne paie que sur une facture établie à son nom, indiquez son nom, son adresse postale et son numéro d'identification fiscale. La facture couvre votre inscription et indique ce qui reste dû.",
	"ready": "La facture {{reference}} à {{institution}} est prête.",
	"download": "Télécharger la facture à votre institution (PDF)",
	"submit": "Établir la facture",
	"submitAgain": "Établir une nouvelle facture",
	"problem": "Nous n'avons pas pu établir la facture. Veuillez réessayer dans un instant.",
	"failureTitle": "La facture n'a pas été établie"
};
var group = {
	"heading": "Une facture pour vous et vos collègues",
	"intro": "Si votre institution paie pour plusieurs participant(e)s par un seul virement, ajoutez les collègues déjà inscrit(e)s. Vous figurez aussi sur la facture ; votre institution indique sa référence de groupe sur le virement.",
	"ready": "La facture groupée {{reference}} à {{institution}} couvre {{count}} participant(e)s :",
	"quote": "Indiquez {{reference}} comme référence du virement.",
	"download": "Télécharger la facture groupée (PDF)",
	"colleagues": "Collègues déjà inscrit(e)s",
	"colleaguesHint": "Le numéro d'inscription de chaque collègue (par exemple CAAWG11-0042) et l'adresse e-mail utilisée pour l'inscription.",
	"reference": "Numéro d'inscription du/de la collègue {{number}}",
	"email": "Adresse e-mail du/de la collègue {{number}}",
	"remove": "Retirer le/la collègue {{number}}",
	"add": "Ajouter un(e) autre collègue",
	"submit": "Établir la facture groupée",
	"problem": "Nous n'avons pas pu établir la facture groupée. Veuillez réessayer dans un instant.",
	"failureTitle": "La facture groupée n'a pas été établie"
};
var institutionInvoices_default = {
	downloadProblem,
	fields,
	single,
	group
};
export { single as a, institutionInvoices_default as i, fields as n, group as r, downloadProblem as t };
