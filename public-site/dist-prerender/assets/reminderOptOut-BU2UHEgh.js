// src/locales/fr/reminderOptOut.json
var documentTitle = "Rappels de paiement | CAAWG11";
var title = "Rappels de paiement";
var problem = "Nous n'avons pas pu enregistrer votre choix. Veuillez réessayer dans un instant.";
var question = "Nous envoyons un rappel par e-mail tant que des frais d'inscription restent impayés. Souhaitez-vous arrêter ces rappels pour votre inscription ? Votre inscription reste inchangée.";
var stopping = "Arrêt des rappels en cours...";
var stop = "Arrêter les rappels de paiement";
var openRegistration = "Ouvrir votre inscription";
var reminderOptOut_default = {
	documentTitle,
	title,
	problem,
	question,
	stopping,
	stop,
	openRegistration
};
export { reminderOptOut_default as a, title as c, question as i, openRegistration as n, stop as o, problem as r, stopping as s, documentTitle as t };
