// src/locales/fr/certificates.json
var documentTitle = "Vérification de certificat | CAAWG11";
var title = "Vérification de certificat";
var code = "Code";
var checking = "Vérification du code...";
var valid = "Ce document a été délivré par les organisateurs de CAAWG11.";
var name = "Délivré à";
var kind = "Document";
var documentTitleLabel = "Intitulé";
var issued = "Délivré le";
var problem = "Nous n'avons pas pu vérifier le code. Veuillez réessayer dans un instant.";
var kinds = {
	"attendance": "Certificat de participation",
	"presentation": "Certificat de présentation",
	"invitation-letter": "Lettre d'invitation pour le visa"
};
var certificates_default = {
	documentTitle,
	title,
	code,
	checking,
	valid,
	name,
	kind,
	documentTitleLabel,
	issued,
	problem,
	kinds
};
export { documentTitleLabel as a, kinds as c, title as d, valid as f, documentTitle as i, name as l, checking as n, issued as o, code as r, kind as s, certificates_default as t, problem as u };
