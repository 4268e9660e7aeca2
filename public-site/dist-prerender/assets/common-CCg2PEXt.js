// src/locales/pt/common.json
var loading = "A carregar…";
var skipToContent = "Saltar para o conteúdo";
var pageLoading = "A carregar a página…";
var siteTitle = {
	"name": "CAAWG {{number}}",
	"tagline": "{{year}} · Kampala, Uganda"
};
var nav = {
	"main": "Navegação principal",
	"mobile": "Navegação móvel",
	"home": "Início",
	"about": "Sobre",
	"aboutUs": "Sobre nós",
	"sponsorship": "Patrocínio",
	"conference": "Conferência",
	"program": "Programa",
	"subthemes": "Subtemas",
	"speakers": "Oradoras",
	"fieldTrip": "Excursão de campo",
	"venue": "Local",
	"accommodation": "Alojamento",
	"gallery": "Galeria",
	"contact": "Contacto",
	"contactUs": "Contacte-nos",
	"registration": "Inscrição",
	"submitAbstract": "Submeter resumo",
	"registerNow": "Inscrever-se"
};
var menu = {
	"open": "Abrir o menu",
	"close": "Fechar o menu",
	"label": "Menu do site"
};
var languageSwitcher = { "label": "Idioma" };
var footer = {
	"quickLinks": "Ligações rápidas",
	"contact": "Contacto",
	"importantDates": "Datas importantes"
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
