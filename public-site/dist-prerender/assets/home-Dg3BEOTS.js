// src/locales/pt/home.json
var documentTitle = "CAAWG11 | Conferência da African Association of Women in Geosciences 2025";
var documentDescription = "A 11.ª Conferência da African Association of Women in Geosciences, de 1 a 5 de outubro de 2025 em Kampala, Uganda: programa, oradoras, inscrição, resumos e visita de campo.";
var edition = {
	"dates": "{{start, datetime(timeZone: UTC; day: numeric)}}-{{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"venue": "Kampala, Uganda",
	"founded": "1995, Nairobi, Quénia",
	"fieldTripDates": "{{fieldTripStart, datetime(timeZone: UTC; day: numeric)}}-{{fieldTripEnd, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}"
};
var actions = {
	"register": "Inscreva-se",
	"viewProgram": "Ver o programa",
	"learnMore": "Saiba mais"
};
var hero = {
	"badgeAlt": "30 anos da AAWG, de 1995 a 2025",
	"eyebrow": "30 anos de capacitação das mulheres nas geociências",
	"title": "11.ª Conferência da African Association of Women in Geosciences",
	"theme": "As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo"
};
var earlyBird = {
	"title": "Inscrição com tarifa antecipada",
	"close": "Fechar o aviso da tarifa antecipada",
	"unit_one": "dia",
	"unit_other": "dias",
	"left_one": "restante para poupar nas taxas de inscrição",
	"left_other": "restantes para poupar nas taxas de inscrição",
	"since_one": "desde o fim da tarifa antecipada",
	"since_other": "desde o fim da tarifa antecipada"
};
var sections = {
	"welcome": "Boas-vindas à CAAWG11",
	"subthemes": "Subtemas da conferência",
	"timeline": "Datas importantes",
	"steering": "Comissão diretiva",
	"committees": "Outras comissões"
};
var home_default = {
	documentTitle,
	documentDescription,
	edition,
	actions,
	hero,
	earlyBird,
	sections
};
export { edition as a, sections as c, earlyBird as i, documentDescription as n, hero as o, documentTitle as r, home_default as s, actions as t };
