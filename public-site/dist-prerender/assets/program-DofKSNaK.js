// src/locales/pt/program.json
var documentTitle = "Programa da conferência | CAAWG11";
var documentDescription = "O programa da CAAWG11 dia a dia: palestras, sessões, workshops, visita de campo e eventos sociais, de 1 a 5 de outubro de 2025 em Kampala.";
var hero = {
	"eyebrow": "CAAWG11 · Kampala, Uganda",
	"title": "Programa da conferência",
	"intro": "Cinco dias, de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}: dois dias de palestras principais, comunicações, workshops e celebrações no hotel da conferência em Kampala, seguidos de três dias no terreno no oeste do Uganda."
};
var dayNavigation = "Dias do programa";
var dayNumber = "Dia {{number}}";
var dayDate = ": {{date}}";
var timesNote = "Os horários das sessões serão publicados com o programa final.";
var actions = {
	"register": "Inscreva-se",
	"aboutFieldTrip": "Sobre a excursão de campo"
};
var parts = {
	"morning": "Manhã",
	"afternoon": "Tarde",
	"evening": "Noite",
	"allDay": "Todo o dia"
};
var sitesVisited = "Locais visitados";
var siteKind = "({{kind}})";
var siteKinds = {
	"oil-and-gas-project": "projeto de petróleo e gás",
	"bunyoro-hills": "colinas",
	"rift-escarpment": "escarpa do vale do rifte",
	"kibiro-geothermal": "local geotérmico",
	"bentonite-deposit": "jazida de bentonite",
	"murchison-falls": "queda de água"
};
var days = [
	{
		"dateLabel": "{{day1, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Abertura e 30 anos da AAWG",
		"sessions": [
			{
				"title": "Cerimónia de abertura e palestras principais",
				"description": "Boas-vindas da associação e da comissão organizadora local, abertura oficial da CAAWG11 e primeiras palestras principais sobre o tema da conferência.",
				"linkLabel": "Conheça as oradoras principais"
			},
			{
				"title": "Sessão plenária",
				"description": "Sessão plenária sobre o tema da conferência: As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo."
			},
			{
				"title": "Celebração dos 30 anos",
				"description": "Celebração dos 30 anos da African Association of Women in Geosciences, fundada em 1995 em Nairobi, no Quénia."
			}
		]
	},
	{
		"dateLabel": "{{day2, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Ciência, workshops e prémios",
		"sessions": [
			{
				"title": "Palestra principal e apresentação de comunicações",
				"description": "Uma palestra principal seguida de sessões de apresentações orais nos subtemas da conferência.",
				"linkLabel": "Ver os subtemas"
			},
			{
				"title": "Apresentação de comunicações e workshops",
				"description": "Sessões paralelas de comunicações, apresentações de pósteres e workshops práticos para participantes e estudantes."
			},
			{
				"title": "Entrega de prémios",
				"description": "Prémios para as comunicações e os pósteres de excelência, seguidos de uma noite cultural de música e dança ugandesas."
			}
		]
	},
	{
		"dateLabel": "{{day3, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Excursão de campo: rumo ao Albertine Graben",
		"sessions": [{
			"title": "Excursão de campo",
			"description": "O autocarro parte do hotel da conferência a {{fieldTripDeparture, datetime(timeZone: Africa/Kampala; day: numeric; month: long)}} às {{fieldTripDeparture, datetime(timeZone: Africa/Kampala; hour: 2-digit; minute: 2-digit)}} com destino ao oeste do Uganda.",
			"linkLabel": "Detalhes da excursão de campo"
		}]
	},
	{
		"dateLabel": "{{day4, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Excursão de campo: o rifte e os seus recursos",
		"sessions": [{
			"title": "Excursão de campo",
			"description": "Descida da escarpa do rifte até à margem do lago Alberto, com as suas nascentes termais e as suas argilas."
		}]
	},
	{
		"dateLabel": "{{day5, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Excursão de campo: Murchison Falls e regresso",
		"sessions": [{
			"title": "Excursão de campo",
			"description": "Até ao Nilo nas Murchison Falls e depois regresso a Kampala: a excursão regressa a {{fieldTripReturn, datetime(timeZone: Africa/Kampala; day: numeric; month: long)}} às {{fieldTripReturn, datetime(timeZone: Africa/Kampala; hour: 2-digit; minute: 2-digit)}}."
		}]
	}
];
var full = {
	"title": "Programa completo",
	"downloadAll": "Transferir o programa completo (.ics)",
	"loading": "A carregar o programa completo…",
	"loadFailed": "Não foi possível carregar o programa completo. Tente novamente dentro de momentos.",
	"tryAgain": "Tentar novamente",
	"notPublished": "O programa detalhado será publicado aqui assim que as sessões estiverem definidas.",
	"subtheme": "Subtema",
	"allSubthemes": "Todos os subtemas",
	"search": "Pesquisar no programa",
	"searchPlaceholder": "Título, orador ou sala",
	"days": "Dias do programa",
	"dayLabel": "{{programmeDay, datetime(timeZone: UTC; weekday: long; day: numeric; month: long)}}",
	"noMatch": "Nenhuma sessão deste dia corresponde à sua escolha.",
	"kinds": {
		"oral": "Sessão oral",
		"poster": "Sessão de pósteres"
	},
	"room": "Sala",
	"chair": "Moderação",
	"addToCalendar": "Adicionar ao calendário (.ics)",
	"addToCalendarFor": "Adicionar ao calendário (.ics): {{title}}"
};
var subthemeTitles = [
	"Avanço da ciência e das aplicações em geologia",
	"Geoeducação e capacitação",
	"Aproveitamento dos dados geoespaciais e da IA",
	"Geociências para a resiliência climática",
	"Minerais críticos e economia verde",
	"Tecnologias emergentes no petróleo e gás",
	"Transformação digital nas geociências",
	"Abastecimento de água e geociências",
	"Urbanização e infraestruturas resilientes",
	"Geoética e desenvolvimento inclusivo",
	"Políticas baseadas nas geociências na gestão dos recursos naturais"
];
var program_default = {
	documentTitle,
	documentDescription,
	hero,
	dayNavigation,
	dayNumber,
	dayDate,
	timesNote,
	actions,
	parts,
	sitesVisited,
	siteKind,
	siteKinds,
	days,
	full,
	subthemeTitles
};
export { days as a, full as c, program_default as d, siteKind as f, timesNote as g, subthemeTitles as h, dayNumber as i, hero as l, sitesVisited as m, dayDate as n, documentDescription as o, siteKinds as p, dayNavigation as r, documentTitle as s, actions as t, parts as u };
