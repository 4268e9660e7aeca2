// src/locales/fr/verify.json
var documentTitle = "Accéder à votre inscription | CAAWG11";
var documentDescription = "Demandez un lien vers votre inscription à CAAWG11 : son état, le montant dû et vos documents de paiement.";
var title = "Accéder à votre inscription";
var intro = "Saisissez l'adresse e-mail utilisée lors de votre inscription. Nous vous enverrons un lien sécurisé pour consulter votre inscription et l'état de votre paiement, et pour téléverser votre preuve de paiement.";
var otherPages = "Autres pages";
var home = "Retour à l'accueil";
var register = "Pas encore inscrit(e) ? Inscrivez-vous";
var form = {
	"successTitle": "Consultez votre boîte de réception",
	"sent": "Si une inscription existe pour <strong>{{email}}</strong>, nous avons envoyé un lien sécurisé à cette adresse. Le lien est valable 24 heures.",
	"notReceived": "Vous ne l'avez pas reçu ? Vérifiez votre dossier de courrier indésirable ou demandez un nouveau lien.",
	"another": "Demander un autre lien",
	"failureTitle": "Nous n'avons pas pu envoyer le lien",
	"email": "Adresse e-mail de l'inscription",
	"send": "Envoyer le lien d'accès"
};
var verify_default = {
	documentTitle,
	documentDescription,
	title,
	intro,
	otherPages,
	home,
	register,
	form
};
export { intro as a, title as c, home as i, verify_default as l, documentTitle as n, otherPages as o, form as r, register as s, documentDescription as t };
