// src/locales/fr/myCancellation.json
var heading = "Annuler mon inscription";
var intro = "Vous pouvez annuler votre inscription ici. Avant de confirmer, nous vous montrons les conditions d'annulation et le remboursement dû aujourd'hui.";
var loading = "Chargement des conditions d'annulation...";
var loadProblem = "Nous n'avons pas pu charger les conditions d'annulation. Veuillez réessayer dans un instant.";
var cancelProblem = "Nous n'avons pas pu annuler votre inscription. Veuillez réessayer dans un instant.";
var policy = {
	"heading": "Conditions d'annulation",
	"full": "Annulation avant le {{date}} : tout ce que vous avez payé est remboursé.",
	"partial": "Annulation avant le {{date}} : {{percent}} % de ce que vous avez payé est remboursé.",
	"none": "Annulation à partir du {{date}} : aucun remboursement."
};
var refundToday = "Si vous annulez aujourd'hui, le remboursement dû est de {{amount}} ({{percent}} % de ce que vous avez payé).";
var cancelButton = "Annuler mon inscription";
var confirm = {
	"title": "Annuler votre inscription ?",
	"text": "Votre inscription sera annulée et votre place pour l'excursion, si vous en avez une, sera attribuée à la personne suivante sur la liste d'attente. Cette action est définitive.",
	"keep": "Garder mon inscription",
	"cancel": "Oui, annuler mon inscription",
	"busy": "Annulation..."
};
var cancelledOn = "Votre inscription a été annulée le {{date}}.";
var refundDue = "Remboursement dû selon les conditions d'annulation : {{amount}} ({{percent}} % de ce que vous avez payé). Nous vous le verserons et vous enverrons un avoir.";
var fieldTrip = {
	"heading": "Excursion géologique",
	"waiting": "Vous êtes en position {{position}} sur la liste d'attente de l'excursion. Pendant l'attente, l'excursion ({{price}}) n'est pas facturée : votre solde ne la comprend pas. Si une place se libère, nous vous écrirons avec une date limite de paiement.",
	"held": "Une place pour l'excursion vous est réservée jusqu'au {{date}}. L'excursion ({{price}}) est comprise dans votre solde ; la place est libérée si elle n'est pas payée à cette date.",
	"paid": "Votre place pour l'excursion est payée."
};
var myCancellation_default = {
	heading,
	intro,
	loading,
	loadProblem,
	cancelProblem,
	policy,
	refundToday,
	cancelButton,
	confirm,
	cancelledOn,
	refundDue,
	fieldTrip
};
export { fieldTrip as a, loadProblem as c, policy as d, refundDue as f, confirm as i, loading as l, cancelProblem as n, heading as o, refundToday as p, cancelledOn as r, intro as s, cancelButton as t, myCancellation_default as u };
