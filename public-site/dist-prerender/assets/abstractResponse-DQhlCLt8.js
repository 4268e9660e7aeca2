// src/locales/fr/abstractResponse.json
var documentTitle = "Votre résumé accepté | CAAWG11";
var title = "Votre résumé accepté";
var loadProblem = "Nous n'avons pas pu ouvrir votre résumé. Veuillez réessayer dans un instant.";
var answerProblem = "Nous n'avons pas pu enregistrer votre réponse. Veuillez réessayer dans un instant.";
var missingToken = "Ce lien n'est pas valide. Veuillez vérifier que vous l'avez copié en entier.";
var withdrawQuestion = "Retirer votre résumé ? Il ne sera pas présenté à la conférence, et cette action est irréversible.";
var loading = "Chargement de votre résumé...";
var abstractTitle = "Titre";
var presentationType = "Type de présentation";
var reference = "Référence";
var confirm = "Confirmer ma présentation";
var withdraw = "Retirer mon résumé";
var abstractResponse_default = {
	documentTitle,
	title,
	loadProblem,
	answerProblem,
	missingToken,
	withdrawQuestion,
	loading,
	abstractTitle,
	presentationType,
	reference,
	confirm,
	withdraw
};
export { documentTitle as a, missingToken as c, title as d, withdraw as f, confirm as i, presentationType as l, abstractTitle as n, loadProblem as o, withdrawQuestion as p, answerProblem as r, loading as s, abstractResponse_default as t, reference as u };
