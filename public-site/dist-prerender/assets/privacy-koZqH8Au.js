// src/locales/fr/privacy.json
var documentTitle = "Politique de confidentialité | CAAWG11";
var documentDescription = "Comment la CAAWG11 utilise les données personnelles de ses formulaires : qui les voit, combien de temps elles sont conservées et comment en demander une copie ou l'effacement.";
var title = "Politique de confidentialité";
var version = "Version du {{version}}";
var intro = "Cette politique explique quelles données personnelles ce site recueille, pourquoi, qui les voit, combien de temps elles sont conservées et comment en demander une copie ou l'effacement. Elle suit la loi ougandaise de 2019 sur la protection des données et de la vie privée et, pour les participantes en Europe, le RGPD.";
var controller = {
	"title": "Responsable du traitement",
	"body": "L'association {{associationName}} ({{associationShortName}}) organise la conférence et est responsable des données recueillies sur ce site. Écrivez au secrétariat pour toute question sur cette politique :"
};
var formsTitle = "Ce que recueille chaque formulaire, et pourquoi";
var forms = {
	"registration": {
		"name": "Inscription",
		"collects": "Votre titre, nom, genre, adresse e-mail, numéro de téléphone, pays, ville et institution, votre mode de participation, vos réponses aux questions de consentement, la copie de votre carte d'étudiant si vous vous inscrivez comme étudiante, et vos paiements avec leurs justificatifs.",
		"why": "Pour vous inscrire, appliquer le bon tarif, vérifier un tarif étudiant, confirmer votre paiement, émettre reçus et badges, et tenir la comptabilité exigée par la loi."
	},
	"abstracts": {
		"name": "Résumés",
		"collects": "Votre nom, affiliation, adresse e-mail et numéro de téléphone, le titre, le sous-thème et le fichier du résumé, et vos commentaires.",
		"why": "Pour évaluer votre résumé, vous communiquer la décision du comité et établir le programme et le recueil des résumés."
	},
	"membership": {
		"name": "Adhésion",
		"collects": "Votre titre, nom, organisation, profession, qualification, adresse e-mail et les coordonnées que vous choisissez de donner.",
		"why": "Pour statuer sur votre demande et tenir la liste des membres de l'association."
	},
	"contact": {
		"name": "Contact",
		"collects": "Votre nom, adresse e-mail, objet et message.",
		"why": "Pour vous répondre."
	},
	"accommodation": {
		"name": "Hébergement",
		"collects": "Votre nom, adresse e-mail, numéro de téléphone, nationalité, préférences de chambre, dates et demandes particulières.",
		"why": "Pour réserver votre chambre auprès de l'hôtel et vous informer de la réservation."
	},
	"sponsorship": {
		"name": "Parrainage",
		"collects": "Votre nom, adresse e-mail, entreprise, numéro de téléphone, la formule qui vous intéresse et votre message.",
		"why": "Pour discuter du parrainage avec vous."
	},
	"visaLetters": {
		"name": "Lettres pour le visa",
		"collects": "Votre nom tel qu'il figure sur votre passeport, votre nationalité, le numéro et les dates du passeport, et vos dates de voyage.",
		"why": "Pour rédiger la lettre d'invitation que demande votre visa."
	}
};
var rolesTitle = "Qui voit vos données";
var rolesIntro = "Seule l'équipe d'organisation se connecte à l'espace d'administration, et chacun n'y voit que ce que son rôle exige :";
var roles = {
	"admin": {
		"name": "Administrateur",
		"sees": "tout, pour mener la conférence et répondre aux demandes sur vos données."
	},
	"finance": {
		"name": "Finances",
		"sees": "les inscriptions, paiements, justificatifs de paiement et cartes d'étudiant, pour vérifier tarifs et paiements."
	},
	"reviewer": {
		"name": "Évaluateur",
		"sees": "les résumés qui lui sont confiés, sans le nom des auteurs lorsque l'évaluation est anonyme."
	},
	"logistics": {
		"name": "Logistique",
		"sees": "les noms et choix des inscriptions et les demandes d'hébergement, pour les chambres et les badges ; ni cartes d'étudiant ni justificatifs de paiement."
	},
	"communications": {
		"name": "Communication",
		"sees": "les messages de contact, demandes d'adhésion, demandes de parrainage et les e-mails envoyés."
	},
	"checkIn": {
		"name": "Bénévoles de l'accueil",
		"sees": "à l'entrée seulement : votre nom, la référence et le type de votre inscription et si vos frais sont payés, pour enregistrer votre arrivée."
	}
};
var retention = {
	"title": "Combien de temps vos données sont conservées",
	"intro": "Les données sont supprimées ou anonymisées automatiquement, chaque jour, une fois leur durée écoulée :",
	"loading": "Chargement des durées de conservation...",
	"failed": "Les durées de conservation n'ont pas pu être chargées. Réessayez plus tard, ou écrivez à {{address}}.",
	"studentIdDays_one": "Cartes d'étudiant : supprimées {{count}} jour après la vérification du paiement ou le refus de l'inscription.",
	"studentIdDays_other": "Cartes d'étudiant : supprimées {{count}} jours après la vérification du paiement ou le refus de l'inscription.",
	"paymentProofDays_one": "Justificatifs de paiement : conservés {{count}} jour après le paiement, comme pièces comptables.",
	"paymentProofDays_other": "Justificatifs de paiement : conservés {{count}} jours après le paiement, comme pièces comptables.",
	"passportDays_one": "Données de passeport des lettres pour le visa : supprimées {{count}} jour après la fin de la conférence.",
	"passportDays_other": "Données de passeport des lettres pour le visa : supprimées {{count}} jours après la fin de la conférence.",
	"unpaidRegistrationDays_one": "Inscriptions jamais payées : anonymisées {{count}} jour après la date limite de paiement.",
	"unpaidRegistrationDays_other": "Inscriptions jamais payées : anonymisées {{count}} jours après la date limite de paiement.",
	"inquiryMonths_one": "Messages de contact et demandes de parrainage : anonymisés {{count}} mois après leur envoi.",
	"inquiryMonths_other": "Messages de contact et demandes de parrainage : anonymisés {{count}} mois après leur envoi.",
	"mailBodyDays_one": "Le texte des e-mails que nous vous envoyons : supprimé {{count}} jour après l'envoi.",
	"mailBodyDays_other": "Le texte des e-mails que nous vous envoyons : supprimé {{count}} jours après l'envoi."
};
var rights = {
	"title": "Une copie de vos données, ou leur effacement",
	"body": "Vous pouvez demander une copie des données vous concernant, leur rectification ou leur effacement. Les reçus, montants et dates des paiements restent dans la comptabilité comme l'exige la loi, sans votre nom.",
	"registrants": "Si vous êtes inscrite, ouvrez votre inscription avec le lien que nous vous envoyons par e-mail pour demander une copie ou l'effacement :",
	"accessLink": "obtenir le lien de votre inscription",
	"others": "Pour toute autre demande, écrivez à"
};
var privacy_default = {
	documentTitle,
	documentDescription,
	title,
	version,
	intro,
	controller,
	formsTitle,
	forms,
	rolesTitle,
	rolesIntro,
	roles,
	retention,
	rights
};
export { formsTitle as a, retention as c, rolesIntro as d, rolesTitle as f, forms as i, rights as l, version as m, documentDescription as n, intro as o, title as p, documentTitle as r, privacy_default as s, controller as t, roles as u };
