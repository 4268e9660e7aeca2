// src/locales/fr/myData.json
var heading = "Vos données";
var intro = "Téléchargez une copie de tout ce que les organisateurs détiennent à votre sujet, ou demandez son effacement. Les reçus et les montants payés sont conservés aussi longtemps que les règles comptables l’exigent, sans votre nom.";
var download = "Télécharger une copie de mes données";
var askErasure = "Demander l’effacement";
var preparing = "Préparation de votre copie...";
var problem = "Nous n’avons pas pu terminer cette opération. Veuillez réessayer dans un instant.";
var confirmTitle = "Demander l’effacement ?";
var confirmText = "Les organisateurs effaceront votre inscription, vos messages, vos résumés et vos fichiers, en ne gardant que ce que les règles comptables exigent, et vous préviendront une fois terminé. Votre lien d’accès cessera alors de fonctionner.";
var confirm = "Demander l’effacement";
var cancel = "Annuler";
var requested = "Votre demande a été envoyée aux organisateurs. Ils effaceront vos données, en ne gardant que ce que les règles comptables exigent, et vous préviendront une fois terminé.";
var myData_default = {
	heading,
	intro,
	download,
	askErasure,
	preparing,
	problem,
	confirmTitle,
	confirmText,
	confirm,
	cancel,
	requested
};
export { confirmTitle as a, intro as c, problem as d, requested as f, confirmText as i, myData_default as l, cancel as n, download as o, confirm as r, heading as s, askErasure as t, preparing as u };
