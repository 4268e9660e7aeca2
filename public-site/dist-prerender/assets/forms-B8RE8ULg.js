// src/locales/fr/forms.json
var processing = "Traitement en cours...";
var sending = "Envoi en cours...";
var uploading = "Téléversement en cours";
var cancel = "Annuler";
var honeypotLabel = "Site web";
var failure = {
	"timeout_one": "Le serveur n'a pas répondu dans un délai de {{count}} seconde. Vos saisies sont conservées : vous pouvez simplement réessayer.",
	"timeout_other": "Le serveur n'a pas répondu dans un délai de {{count}} secondes. Vos saisies sont conservées : vous pouvez simplement réessayer.",
	"network": "Impossible de joindre le serveur. Veuillez vérifier votre connexion Internet ; vos saisies sont conservées : vous pouvez simplement réessayer."
};
var robotCheck = {
	"label": "Vérification anti-robot",
	"loading": "Chargement de la vérification anti-robot...",
	"unavailable": "La vérification anti-robot n'a pas pu être chargée. Veuillez vérifier votre connexion Internet et recharger la page ; vos saisies sont conservées.",
	"challengeFailed": "La vérification anti-robot n'a pas pu obtenir son défi auprès de notre serveur. Veuillez réessayer dans un instant ; vos saisies sont conservées."
};
var registration = {
	"failureTitle": "Échec de l'inscription",
	"requestLink": "Demander le lien vers votre inscription",
	"intro": "Les champs marqués d'un * sont obligatoires.",
	"personalInformation": "Informations personnelles",
	"title": "Civilité",
	"selectTitle": "Sélectionnez votre civilité",
	"otherTitle": "Autre civilité",
	"firstName": "Prénom",
	"otherNames": "Autres noms (nom de famille)",
	"gender": "Genre",
	"selectGender": "Sélectionnez votre genre",
	"email": "Adresse e-mail",
	"phone": "Numéro de téléphone",
	"phoneHint": "Indiquez l'indicatif de votre pays, par exemple +256 772 000 000.",
	"country": "Pays",
	"city": "Ville",
	"institution": "Institution/Organisation",
	"participation": "Participation",
	"attendingAs": "Vous participez en tant que",
	"presentationType": "Type de présentation",
	"participantCategory": "Catégorie de participant(e)",
	"selectCategory": "Sélectionnez votre catégorie",
	"categoryOption": "{{category}} - {{fee, currency(currency: USD)}}",
	"studentFileLabel": "Carte d'étudiant(e) ou lettre d'admission",
	"studentFileHint": "PDF, JPG, JPEG ou PNG, 5 Mo maximum.",
	"fieldTripQuestion": "Participerez-vous à l'excursion géologique post-conférence (du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}) ?",
	"invoiceLegend": "Facture",
	"invoiceRequest": "Joindre une facture pro forma à mon e-mail de confirmation (pour une institution qui paie sur facture).",
	"consent": "Consentement",
	"consents": {
		"paymentConfirmation": "Je comprends que mon inscription n'est confirmée qu'une fois mes frais d'inscription payés, et j'indiquerai mon identifiant d'inscription avec le paiement.",
		"programConsent": "J'accepte que mon nom et mon organisation figurent dans le programme de la conférence et dans la liste des participant(e)s.",
		"emailConsent": "J'accepte de recevoir des e-mails au sujet de cette conférence.",
		"marketingConsent": "Je souhaite être informé(e) des futurs événements et activités de l'{{association}}."
	},
	"uploading": "Téléversement de votre fichier",
	"submit": "Envoyer l'inscription",
	"successTitle": "Inscription réussie !",
	"yourId": "Votre identifiant d'inscription : <strong>{{reference}}</strong>",
	"fee": "Frais d'inscription : <strong>{{amount, currency(currency: USD)}}</strong> ({{tier}})",
	"successReferenceNote": "Indiquez cet identifiant d'inscription comme référence de paiement lorsque vous réglez les frais d'inscription.",
	"confirmationNote": "Après le paiement, envoyez la confirmation de paiement avec votre identifiant d'inscription par e-mail à {{email}}.",
	"accessLinkNote": "Vous pouvez consulter votre inscription à tout moment, et y téléverser votre preuve de paiement, grâce au lien que nous vous envoyons depuis la page d'accès à l'inscription.",
	"accessPage": "Page d'accès à l'inscription"
};
var abstract = {
	"fullName": "Nom complet",
	"affiliation": "Affiliation",
	"email": "Adresse e-mail",
	"phone": "Numéro de téléphone",
	"abstractTitle": "Titre du résumé",
	"subtheme": "Sous-thème",
	"selectSubtheme": "Sélectionnez un sous-thème",
	"language": "Langue",
	"presentationType": "Type de présentation",
	"fileLabel": "Fichier du résumé",
	"fileHint": "Document MS Word (.doc ou .docx), 5 Mo maximum.",
	"chosen": "Fichier choisi : {{name}}",
	"comments": "Commentaires supplémentaires",
	"terms": "Je confirme que ce résumé respecte les consignes de mise en forme fournies",
	"uploading": "Téléversement de votre résumé",
	"submit": "Soumettre le résumé",
	"successTitle": "Soumission réussie !",
	"successText": "Merci pour votre soumission. Une confirmation a été envoyée à votre adresse e-mail ; le comité scientifique vous informera de sa décision.",
	"failureTitle": "Échec de la soumission"
};
var booking = {
	"intro": "Les champs marqués d'un * sont obligatoires. Aucun paiement n'est demandé maintenant.",
	"fullName": "Nom complet",
	"email": "Adresse e-mail",
	"phone": "Numéro de téléphone (avec l'indicatif du pays)",
	"phonePlaceholder": "+256 772 000 000",
	"nationality": "Nationalité",
	"accommodationType": "Type d'hébergement",
	"accommodationOption": "{{type}} - {{price, currency(currency: USD)}} par nuit",
	"sharingPreference": "Préférence de partage",
	"checkIn": "Date d'arrivée",
	"checkOut": "Date de départ",
	"specialRequests": "Demandes particulières",
	"specialRequestsHint": "Arrivée tardive, régime alimentaire, accessibilité ou toute autre information utile.",
	"submit": "Envoyer la demande de réservation",
	"successTitle": "Demande de réservation reçue !",
	"successText": "Merci. Notre équipe logistique vous contactera sous 48 heures pour confirmer la disponibilité et vous communiquer les instructions de paiement.",
	"another": "Faire une autre réservation",
	"failureTitle": "Échec de la demande de réservation"
};
var contact = {
	"name": "Votre nom",
	"email": "Votre e-mail",
	"subject": "Objet",
	"message": "Message",
	"send": "Envoyer le message",
	"success": "Merci ! Votre message a été envoyé. Nous vous répondrons rapidement."
};
var membership = {
	"dialogTitle": "Demande d'adhésion",
	"dialogIntro": "Demandez à rejoindre l'African Association of Women in Geosciences. Nous confirmerons votre demande par e-mail.",
	"close": "Fermer la demande d'adhésion",
	"required": "Les champs marqués d'un <mark>*</mark> sont obligatoires.",
	"title": "Civilité",
	"selectTitle": "Sélectionnez votre civilité",
	"name": "Nom complet",
	"organisation": "Organisation",
	"profession": "Profession",
	"qualification": "Diplôme le plus élevé",
	"email": "E-mail",
	"address": "Adresse postale",
	"phone": "Téléphone",
	"mobile": "Mobile",
	"fax": "Fax",
	"webpage": "Page web",
	"submit": "Envoyer la demande"
};
var sponsorship = {
	"dialogTitle": "Demande de parrainage",
	"intro": "Les champs marqués d'un * sont obligatoires.",
	"thankYou": "Merci !",
	"fullName": "Nom complet",
	"email": "Adresse e-mail",
	"company": "Entreprise/Organisation",
	"phone": "Numéro de téléphone",
	"package": "Formule de parrainage souhaitée",
	"selectPackage": "Sélectionnez une formule (facultatif)",
	"packageOption": "{{name}} - {{price, currency(currency: USD; minimumFractionDigits: 0)}}",
	"message": "Message",
	"submit": "Envoyer la demande"
};
var paymentProof = {
	"successTitle": "Preuve de paiement reçue",
	"received": "Merci. Votre preuve de paiement a bien été reçue et sera vérifiée par notre équipe.",
	"failureTitle": "Échec du téléversement",
	"problem": "Un problème est survenu lors du téléversement de votre preuve de paiement. Veuillez réessayer ou l'envoyer par e-mail à l'équipe des inscriptions.",
	"method": "Moyen de paiement",
	"reference": "Référence de la transaction",
	"amount": "Montant payé (USD)",
	"date": "Date du paiement",
	"file": "Preuve de paiement",
	"fileHint": "Bordereau bancaire, confirmation de virement ou reçu : PDF, JPEG ou PNG, 5 Mo maximum.",
	"uploading": "Téléversement de votre preuve de paiement",
	"submit": "Téléverser la preuve de paiement"
};
var privacyLine = {
	"lead": "Comment nous utilisons vos données :",
	"link": "Politique de confidentialité"
};
var forms_default = {
	processing,
	sending,
	uploading,
	cancel,
	honeypotLabel,
	failure,
	robotCheck,
	registration,
	abstract,
	booking,
	contact,
	membership,
	sponsorship,
	paymentProof,
	privacyLine
};
export { failure as a, membership as c, processing as d, registration as f, uploading as g, sponsorship as h, contact as i, paymentProof as l, sending as m, booking as n, forms_default as o, robotCheck as p, cancel as r, honeypotLabel as s, abstract as t, privacyLine as u };
