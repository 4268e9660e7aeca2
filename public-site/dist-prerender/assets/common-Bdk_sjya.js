// src/locales/fr/common.json
var loading = "Chargement…";
var skipToContent = "Aller au contenu";
var pageLoading = "Chargement de la page…";
var siteTitle = {
	"name": "CAAWG {{number}}",
	"tagline": "{{year}} · Kampala, Ouganda"
};
var nav = {
	"main": "Navigation principale",
	"mobile": "Navigation mobile",
	"home": "Accueil",
	"about": "À propos",
	"aboutUs": "À propos de nous",
	"sponsorship": "Parrainage",
	"conference": "Conférence",
	"program": "Programme",
	"subthemes": "Sous-thèmes",
	"speakers": "Intervenantes",
	"fieldTrip": "Excursion géologique",
	"venue": "Lieu",
	"accommodation": "Hébergement",
	"gallery": "Galerie",
	"contact": "Contact",
	"contactUs": "Nous contacter",
	"registration": "Inscription",
	"submitAbstract": "Soumettre un résumé",
	"registerNow": "S'inscrire"
};
var menu = {
	"open": "Ouvrir le menu",
	"close": "Fermer le menu",
	"label": "Menu du site"
};
var languageSwitcher = { "label": "Langue" };
var footer = {
	"quickLinks": "Liens rapides",
	"contact": "Contact",
	"importantDates": "Dates importantes"
};
var common_default = {
	loading,
	skipToContent,
	pageLoading,
	siteTitle,
	nav,
	menu,
	languageSwitcher,
	footer
};
export { menu as a, siteTitle as c, loading as i, skipToContent as l, footer as n, nav as o, languageSwitcher as r, pageLoading as s, common_default as t };
