// ../libs/conference/locales/fr/messages.json
var required = "Ce champ est obligatoire";
var invalidEmail = "Format d'adresse e-mail non valide";
var specifyTitle = "Veuillez préciser votre titre";
var studentIdRequired = "Veuillez téléverser votre carte d'étudiant(e) ou votre lettre d'admission";
var captchaRequired = "Veuillez effectuer la vérification reCAPTCHA";
var accessEmailRequired = "Veuillez saisir votre adresse e-mail";
var abstract = {
	"fullName": "Le nom complet est obligatoire",
	"affiliation": "L'affiliation est obligatoire",
	"subtheme": "Veuillez sélectionner un sous-thème pour votre résumé",
	"email": "L'adresse e-mail est obligatoire",
	"abstractTitle": "Le titre du résumé est obligatoire",
	"file": "Le fichier du résumé est obligatoire",
	"fileType": "Seuls les fichiers .doc ou .docx sont acceptés",
	"fileSize": "La taille du fichier ne doit pas dépasser 5 Mo"
};
var booking = {
	"fullName": "Le nom complet est obligatoire",
	"email": "L'adresse e-mail est obligatoire",
	"invalidEmail": "Veuillez saisir une adresse e-mail valide",
	"phone": "Le numéro de téléphone est obligatoire",
	"nationality": "La nationalité est obligatoire",
	"checkInDate": "La date d'arrivée est obligatoire",
	"checkOutDate": "La date de départ est obligatoire",
	"checkOutAfterCheckIn": "La date de départ doit être postérieure à la date d'arrivée",
	"captcha": "Veuillez confirmer que vous n'êtes pas un robot"
};
var sponsorshipRequired = "Veuillez remplir tous les champs obligatoires\xA0: nom, adresse e-mail et entreprise.";
var membershipSuccess = "Votre demande d'adhésion a bien été envoyée\xA0! Vous recevrez prochainement un e-mail de confirmation.";
var membershipFailed = "La demande d'adhésion a échoué";
var membershipProblem = "Un problème est survenu lors de l'envoi de votre demande d'adhésion. Veuillez réessayer ou nous contacter directement.";
var contactProblem = "Un problème est survenu lors de l'envoi de votre message. Veuillez réessayer ou nous contacter directement à l'adresse secretariat@caawg11.org.";
var registrationFailed = "L'inscription a échoué";
var registrationProblem = "Un problème est survenu lors de l'envoi de votre inscription. Veuillez réessayer ou écrire à registration@caawg11.org.";
var accessRequestProblem = "Une erreur s'est produite. Veuillez réessayer plus tard.";
var abstractFailed = "L'envoi a échoué";
var abstractProblem = "Un problème est survenu lors de l'envoi de votre résumé. Veuillez réessayer ou écrire à abstracts@caawg11.org.";
var bookingProblem = "Un problème est survenu lors de l'envoi de votre réservation. Veuillez réessayer ou nous contacter directement à l'adresse logistics@caawg11.org.";
var sponsorshipFailed = "L'envoi de la demande a échoué";
var sponsorshipProblem = "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer plus tard ou nous contacter directement à l'adresse sponsorship@caawg11.org";
var sponsorshipSuccess = "Votre demande de parrainage a bien été envoyée. Nous vous contacterons prochainement.";
var abstractGuidelines = "Veuillez confirmer que votre résumé respecte les consignes de mise en forme";
var invalidChoice = "Veuillez choisir l'une des options proposées";
var invalidDate = "Veuillez saisir une date valide (AAAA-MM-JJ)";
var studentIdFileType = "Seuls les fichiers PDF, JPG, JPEG ou PNG sont acceptés";
var studentIdFileSize = "La taille du fichier ne doit pas dépasser 5 Mo";
var proofFileType = "Seuls les fichiers PDF, JPG, JPEG ou PNG sont acceptés";
var proofFileSize = "La taille du fichier ne doit pas dépasser 5 Mo";
var captchaInvalid = "La vérification anti-robot a expiré ou a déjà été utilisée. Veuillez la refaire.";
var duplicateRegistration = "Une inscription existe déjà pour cette adresse e-mail. Utilisez la page d'accès à l'inscription (/fr/verify) pour recevoir un lien d'accès à votre inscription.";
var tooManyRequests = "Trop de demandes. Veuillez patienter une minute, puis réessayer.";
var validationFailed = "Veuillez corriger les champs signalés, puis réessayer.";
var notText = "Veuillez saisir du texte dans ce champ";
var uploadIncomplete = "Le fichier n'est pas arrivé en entier. Veuillez réessayer.";
var wordDocumentTooLarge = "Ce document Word est trop volumineux une fois décompressé. Veuillez l'enregistrer de nouveau depuis Word, sans fichiers incorporés, puis réessayer.";
var captchaUnavailable = "La vérification anti-robot n'a pas pu être effectuée pour le moment. Veuillez réessayer dans un instant.";
var contactSuccess = "Merci pour votre message\xA0! Nous vous répondrons très prochainement.";
var accessRequestSent = "Si une inscription existe pour cette adresse e-mail, un lien d'accès sécurisé vient d'y être envoyé. Veuillez consulter votre boîte de réception.";
var abstractSuccess = "Votre résumé a bien été envoyé. Un e-mail de confirmation est en route.";
var bookingSuccess = "Votre demande de réservation a bien été reçue. Notre équipe logistique vous contactera dans les 48 heures pour confirmer la disponibilité et vous communiquer les modalités de paiement.";
var unexpected = "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.";
var serviceBusy = "Le service est actuellement surchargé. Veuillez réessayer dans un instant.";
var tooLong = "Ce champ ne doit pas dépasser {{max}} caractères";
var tooManyRequestsRetryIn = "Trop de demandes. Veuillez réessayer dans {{wait}}.";
var registrationSuccess = "Inscription réussie\xA0! Votre numéro d'inscription est {{reference}}. Veuillez indiquer {{reference}} comme référence de paiement lors du virement des frais d'inscription de {{fee, currency(currency: USD)}}. Un e-mail de confirmation est en route.";
var paymentAmount = "Veuillez saisir le montant payé en USD, par exemple 150 ou 150.00";
var api = {
	"notFound": "Introuvable",
	"authenticationRequired": "Authentification requise",
	"forbidden": "Vous n'avez pas l'autorisation d'effectuer cette action",
	"payloadTooLarge": "La demande est trop volumineuse. Les fichiers ne doivent pas dépasser 5 Mo.",
	"unsupportedContentType": "Type de contenu non pris en charge",
	"requestFailed": "La demande a échoué",
	"requestRefused": "Demande refusée",
	"unreadableBody": "La demande n'a pas pu être lue. Veuillez vérifier les données envoyées.",
	"invalidAccessLink": "Ce lien d'accès n'est pas valide ou a expiré. Demandez-en un nouveau sur la page d'accès à l'inscription.",
	"paymentProofReceived": "Merci. Votre justificatif de paiement a bien été reçu et attend la vérification de l'équipe des inscriptions.",
	"noReceiptYet": "Pas encore de reçu : un reçu est émis dès qu'un paiement a été reçu.",
	"sessionNotFound": "Aucune session publiée ne porte ce numéro",
	"reminderLinkInvalid": "Ce lien n'est pas valide.",
	"paymentProofLimits": {
		"linkFiles": "Vous ne pouvez pas envoyer plus de {{count}} justificatifs de paiement par un même lien d'accès. Veuillez demander un nouveau lien depuis la page d'inscription.",
		"linkMegabytes": "Les justificatifs de paiement envoyés par un même lien d'accès ne peuvent pas dépasser {{megabytes}} Mo au total. Veuillez demander un nouveau lien depuis la page d'inscription.",
		"registrationFiles": "Vous ne pouvez pas envoyer plus de {{count}} justificatifs de paiement pour une même inscription. Veuillez contacter l'équipe des inscriptions.",
		"registrationMegabytes": "Les justificatifs de paiement d'une même inscription ne peuvent pas dépasser {{megabytes}} Mo au total. Veuillez contacter l'équipe des inscriptions."
	}
};
var abstractResponse = {
	"linkUsed": "Ce lien a déjà été utilisé.",
	"linkExpired": "Ce lien a expiré. Veuillez écrire à l'équipe des résumés.",
	"linkInvalid": "Ce lien n'est pas valide. Veuillez vérifier que vous l'avez copié en entier.",
	"linkReplaced": "Ce lien n'est plus valide\xA0: le comité a modifié sa décision, et un nouvel e-mail vous en dira plus.",
	"responseRequired": "La réponse doit être une confirmation ou un retrait",
	"confirmed": "Merci\xA0: votre présentation est confirmée.",
	"withdrawn": "Votre résumé a été retiré."
};
var institutionInvoice = {
	"institutionName": "Indiquez le nom de l'institution à laquelle la facture est adressée",
	"postalAddress": "Indiquez l'adresse postale de l'institution",
	"colleagues": "Ajoutez au moins un(e) collègue par son numéro d'inscription et son adresse e-mail",
	"tooManyRegistrations": "Une facture groupée couvre au plus 100 inscriptions",
	"colleagueNotFound": "Aucune inscription {{reference}} avec cette adresse e-mail n'a été trouvée",
	"cancelledRegistration": "{{reference}} est annulée et ne peut pas être facturée",
	"alreadyInvoiced": "{{reference}} figure déjà sur la facture groupée {{groupReference}} ; annulez d'abord cette facture"
};
var reminderOptOut = {
	"optedOut": "Vous ne recevrez plus de rappels de paiement pour cette inscription.",
	"optOutInvalid": "Ce lien n'est pas valide. Veuillez utiliser le lien de votre dernier e-mail de rappel."
};
var cancellation = {
	"cancelled": "Inscription annulée",
	"alreadyCancelled": "Cette inscription est déjà annulée."
};
var wait = {
	"second_one": "{{count}} seconde",
	"second_other": "{{count}} secondes",
	"minute_one": "{{count}} minute",
	"minute_other": "{{count}} minutes",
	"hour_one": "{{count}} heure",
	"hour_other": "{{count}} heures",
	"hoursAndMinutes": "{{hours}} et {{minutes}}"
};
var privacy = { "unknownNoticeVersion": "Veuillez recharger la page : la politique de confidentialité a changé" };
var visaLetter = {
	"fullNameRequired": "Veuillez saisir votre nom complet tel qu'il figure dans votre passeport",
	"passportNumberRequired": "Veuillez saisir votre numéro de passeport",
	"passportNumberPattern": "Veuillez saisir le numéro de passeport tel qu'il est imprimé dans votre passeport : 5 à 20 lettres et chiffres",
	"nationalityRequired": "Veuillez saisir votre nationalité",
	"dateOfBirthRequired": "Veuillez saisir votre date de naissance",
	"dateOfBirthInvalid": "Veuillez saisir une date de naissance réelle (AAAA-MM-JJ)",
	"passportExpiryRequired": "Veuillez saisir la date d'expiration de votre passeport",
	"passportExpiryInvalid": "Veuillez saisir la date d'expiration sous forme de date (AAAA-MM-JJ)",
	"passportExpiresTooSoon": "Votre passeport doit être valide après la fin de la conférence le 5 octobre 2025",
	"embassyRequired": "Veuillez indiquer l'ambassade ou le consulat où vous demanderez votre visa",
	"requested": "Votre demande de lettre d'invitation a bien été reçue. Nous vous enverrons par e-mail la lettre ou notre réponse.",
	"alreadyIssued": "Votre lettre d'invitation a déjà été délivrée. Veuillez consulter vos e-mails ou la télécharger ci-dessous.",
	"noLetterYet": "Aucune lettre d'invitation n'a été délivrée pour cette inscription."
};
var certificates = { "unknownCode": "Ce code ne correspond à aucun de nos certificats ou lettres." };
var messages_default = {
	required,
	invalidEmail,
	specifyTitle,
	studentIdRequired,
	captchaRequired,
	accessEmailRequired,
	abstract,
	booking,
	sponsorshipRequired,
	membershipSuccess,
	membershipFailed,
	membershipProblem,
	contactProblem,
	registrationFailed,
	registrationProblem,
	accessRequestProblem,
	abstractFailed,
	abstractProblem,
	bookingProblem,
	sponsorshipFailed,
	sponsorshipProblem,
	sponsorshipSuccess,
	abstractGuidelines,
	invalidChoice,
	invalidDate,
	studentIdFileType,
	studentIdFileSize,
	proofFileType,
	proofFileSize,
	captchaInvalid,
	duplicateRegistration,
	tooManyRequests,
	validationFailed,
	notText,
	uploadIncomplete,
	wordDocumentTooLarge,
	captchaUnavailable,
	contactSuccess,
	accessRequestSent,
	abstractSuccess,
	bookingSuccess,
	unexpected,
	serviceBusy,
	tooLong,
	tooManyRequestsRetryIn,
	registrationSuccess,
	paymentAmount,
	api,
	abstractResponse,
	institutionInvoice,
	reminderOptOut,
	cancellation,
	wait,
	privacy,
	visaLetter,
	certificates
};
export { uploadIncomplete as $, notText as A, serviceBusy as B, invalidChoice as C, membershipProblem as D, membershipFailed as E, registrationFailed as F, sponsorshipSuccess as G, sponsorshipFailed as H, registrationProblem as I, studentIdRequired as J, studentIdFileSize as K, registrationSuccess as L, privacy as M, proofFileSize as N, membershipSuccess as O, proofFileType as P, unexpected as Q, reminderOptOut as R, institutionInvoice as S, invalidEmail as T, sponsorshipProblem as U, specifyTitle as V, sponsorshipRequired as W, tooManyRequests as X, tooLong as Y, tooManyRequestsRetryIn as Z, captchaUnavailable as _, abstractResponse as a, contactSuccess as b, accessRequestProblem as c, booking as d, validationFailed as et, bookingProblem as f, captchaRequired as g, captchaInvalid as h, abstractProblem as i, paymentAmount as j, messages_default as k, accessRequestSent as l, cancellation as m, abstractFailed as n, wait as nt, abstractSuccess as o, bookingSuccess as p, studentIdFileType as q, abstractGuidelines as r, wordDocumentTooLarge as rt, accessEmailRequired as s, abstract as t, visaLetter as tt, api as u, certificates as v, invalidDate as w, duplicateRegistration as x, contactProblem as y, required as z };
