// src/locales/fr/myRegistration.json
var documentTitle = "Votre inscription | CAAWG11";
var loadProblem = "Nous n'avons pas pu charger votre inscription. Veuillez réessayer dans un instant.";
var invalidLink = "Ce lien d'accès a expiré ou n'est pas valide. Les liens sont valables 24 heures ; demandez-en un nouveau et nous vous l'enverrons par e-mail.";
var requestNewLink = "Demander un nouveau lien d'accès";
var noToken = {
	"title": "Ouvrir votre inscription",
	"text": "Cette page s'ouvre à partir du lien sécurisé que nous vous envoyons par e-mail. Demandez un lien avec l'adresse e-mail utilisée lors de votre inscription."
};
var expiredTitle = "Ce lien n'est plus valide";
var title = "Votre inscription";
var loading = "Chargement de votre inscription...";
var tryAgain = "Réessayer";
var welcome = "Bienvenue, {{name}}. Voici votre inscription et l'état de votre paiement.";
var detailsHeading = "Détails de l'inscription";
var paymentsHeading = "Paiements envoyés";
var howToPayHeading = "Comment payer";
var payBy = "Veuillez payer au plus tard le {{date}}.";
var quoteReference = "Indiquez votre identifiant d'inscription <strong>{{reference}}</strong> comme référence de paiement.";
var confirmationNote = "Après le paiement, envoyez la confirmation de paiement avec votre identifiant d'inscription par e-mail à {{email}}.";
var proofHeading = "Téléverser une preuve de paiement";
var proofIntro = "Une fois le paiement effectué, envoyez-nous la preuve ici ; notre équipe la vérifie et met à jour l'état de votre paiement.";
var documentsHeading = "Reçu et facture";
var summary = {
	"reference": "Identifiant d'inscription",
	"name": "Nom",
	"email": "E-mail",
	"category": "Catégorie",
	"pricingTier": "Tarif",
	"fee": "Frais d'inscription",
	"feeAmount": "{{amount, currency(currency: USD)}}",
	"fieldTrip": "Excursion géologique",
	"paymentStatus": "État du paiement",
	"partPaid": "payé en partie : {{due}} restant dû",
	"amountPaid": "Montant payé",
	"balanceDue": "Solde dû",
	"usd": "{{amount, currency(currency: USD)}}"
};
var payments = {
	"none": "Vous n'avez pas encore envoyé de preuve de paiement.",
	"amount": "{{value, currency(currency: USD)}} · {{method}}",
	"reference": "Référence <mono>{{reference}}</mono>, payé le {{date}}",
	"reason": "Motif : {{notes}}"
};
var documents = {
	"problem": "Nous n'avons pas pu préparer le document. Veuillez réessayer dans un instant.",
	"paid": "Nous avons reçu votre paiement : téléchargez votre reçu pour vos archives.",
	"unpaid": "Votre reçu sera disponible ici dès réception de votre paiement. Une facture est disponible dès maintenant si votre institution en a besoin pour payer.",
	"receipt": "Télécharger le reçu (PDF)",
	"invoice": "Télécharger la facture (PDF)",
	"preparing": "Préparation de votre document..."
};
var myRegistration_default = {
	documentTitle,
	loadProblem,
	invalidLink,
	requestNewLink,
	noToken,
	expiredTitle,
	title,
	loading,
	tryAgain,
	welcome,
	detailsHeading,
	paymentsHeading,
	howToPayHeading,
	payBy,
	quoteReference,
	confirmationNote,
	proofHeading,
	proofIntro,
	documentsHeading,
	summary,
	payments,
	documents
};
export { welcome as C, tryAgain as S, proofIntro as _, documentsHeading as a, summary as b, invalidLink as c, myRegistration_default as d, noToken as f, proofHeading as g, paymentsHeading as h, documents as i, loadProblem as l, payments as m, detailsHeading as n, expiredTitle as o, payBy as p, documentTitle as r, howToPayHeading as s, confirmationNote as t, loading as u, quoteReference as v, title as x, requestNewLink as y };
