// src/locales/pt/speakers.json
var documentTitle = "Oradoras principais | CAAWG11";
var documentDescription = "As oradoras principais da CAAWG11, a 11.ª Conferência da African Association of Women in Geosciences em Kampala.";
var hero = {
	"eyebrow": "CAAWG11 · {{start, datetime(timeZone: UTC; day: numeric)}}-{{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"title": "Oradoras principais",
	"lead": "Oito mulheres de referência nas geociências africanas partilham o seu trabalho sobre minerais, energia, água, clima, dados e políticas."
};
var notice = "Os perfis das oradoras são ilustrativos enquanto o painel de oradoras principais é confirmado; o programa final indicará os seus nomes.";
var card = {
	"portraitAlt": "Retrato ilustrado de {{name}}",
	"topic": "Tema da palestra",
	"accolades": "Distinções"
};
var comingSoon = {
	"title": "Mais oradores em breve",
	"text": "Outros oradores principais e convidados serão anunciados à medida que o programa for finalizado. Volte a consultar esta página para obter atualizações."
};
var nextSteps = {
	"title": "Venha ouvi-las em Kampala",
	"text": "Inscreva-se para assistir às palestras principais ou veja onde se situam no programa de cinco dias.",
	"register": "Inscreva-se",
	"viewProgram": "Ver o programa"
};
var profiles = {
	"adaeze-okonkwo-balogun": {
		"title": "Professora de Geologia Económica",
		"topic": "Minerais críticos para uma transição verde justa em África",
		"bio": "Adaeze cartografa as cinturas de lítio, cobalto e terras raras da África Ocidental e Central e trabalha com os governos para que o seu valor permaneça nas comunidades que as acolhem.",
		"accolades": [
			"Liderou um levantamento regional do lítio em pegmatitos em três países",
			"Autora de mais de 80 artigos com revisão por pares sobre jazigos minerais",
			"Mentora de mais de 40 geólogas de pós-graduação"
		]
	},
	"wanjiru-kamau-odhiambo": {
		"title": "Cientista principal de geotermia",
		"topic": "Energia geotérmica ao longo do Rifte da África Oriental",
		"bio": "Wanjiru dedicou duas décadas a estudar o calor sob o Rifte, das manifestações à superfície aos poços profundos, e lidera hoje programas de prospeção para a produção de eletricidade de base limpa.",
		"accolades": [
			"Coordenou avaliações de recursos geotérmicos em quatro países do Rifte",
			"Fundadora de uma escola de campo para jovens geocientistas de geotermia",
			"Oradora principal em congressos internacionais de geotermia"
		]
	},
	"thandeka-mthembu-nkosi": {
		"title": "Catedrática de Hidrogeologia",
		"topic": "Segurança das águas subterrâneas para as cidades africanas em crescimento",
		"bio": "Thandeka estuda a forma como os aquíferos respondem à seca e ao rápido crescimento urbano e concebe redes de monitorização que as entidades de abastecimento de água podem gerir autonomamente.",
		"accolades": [
			"Concebeu redes de monitorização das águas subterrâneas para cinco municípios",
			"Editora de uma revista regional de hidrogeologia",
			"Reconhecida pela comunicação de ciência sobre a escassez de água"
		]
	},
	"fatoumata-diallo-keita": {
		"title": "Diretora de Informação Geoespacial",
		"topic": "Dados geoespaciais e IA para uma gestão resiliente do território",
		"bio": "Fatoumata combina imagens de satélite com aprendizagem automática para acompanhar a degradação dos solos, as inundações e a mineração artesanal no Sahel, e forma analistas para fazerem o mesmo.",
		"accolades": [
			"Criou um serviço aberto de monitorização do coberto do solo utilizado por agências nacionais",
			"Formou mais de 300 analistas em deteção remota e SIG",
			"Defensora dos dados geoespaciais abertos na África francófona"
		]
	},
	"nakato-birungi-ssekitoleko": {
		"title": "Professora de Geociências do Petróleo",
		"topic": "Tecnologias emergentes no petróleo e gás do Albertine Graben",
		"bio": "Nakato trabalha sobre as bacias do Albertine Graben, a caracterização de reservatórios e a forma como as novas tecnologias podem reduzir a pegada ambiental da sua exploração.",
		"accolades": [
			"Duas décadas de investigação sobre as bacias de rifte da região dos Grandes Lagos",
			"Orientou mais de 25 teses de doutoramento e dissertações de mestrado",
			"Membro de painéis consultivos nacionais sobre petróleo e ambiente"
		]
	},
	"yasmina-benali-haddad": {
		"title": "Investigadora sénior em geociências do clima",
		"topic": "Geociências para a resiliência climática: deslizamentos de terras, inundações e zonas costeiras",
		"bio": "Yasmina estuda a forma como as alterações climáticas transformam os riscos geológicos nas montanhas e costas do Norte de África e converte os mapas de perigosidade em planos que as cidades podem pôr em prática.",
		"accolades": [
			"Produziu mapas de suscetibilidade a deslizamentos de terras para comunidades de montanha",
			"Lidera uma rede de locais de monitorização da erosão costeira",
			"Contribuiu para diretrizes regionais de adaptação climática"
		]
	},
	"ama-serwaa-owusu-mensah": {
		"title": "Professora de Política Mineira e Geoética",
		"topic": "Geoética e desenvolvimento inclusivo no setor extrativo",
		"bio": "Ama trabalha onde a geologia se cruza com as políticas: consentimento das comunidades, mineração artesanal e o lugar das mulheres nas indústrias extrativas.",
		"accolades": [
			"Consultora em reforma da legislação mineira e partilha de benefícios com as comunidades",
			"Autora de um curso de geoética amplamente utilizado nas universidades africanas",
			"Promotora da liderança feminina nas indústrias extrativas"
		]
	},
	"selamawit-tesfaye-gebru": {
		"title": "Vulcanóloga e educadora científica",
		"topic": "Geoeducação e capacitação: aprender com os riftes ativos",
		"bio": "Selamawit monitoriza os vulcões ativos do Afar e dinamiza ações de divulgação que levam alunos e professores ao terreno para verem um continente a separar-se.",
		"accolades": [
			"Criou um programa comunitário de monitorização vulcânica",
			"Criou kits pedagógicos de geociências utilizados em centenas de escolas",
			"Dirigiu escolas de campo para geocientistas em início de carreira de dez países"
		]
	}
};
var speakers_default = {
	documentTitle,
	documentDescription,
	hero,
	notice,
	card,
	comingSoon,
	nextSteps,
	profiles
};
export { hero as a, profiles as c, documentTitle as i, speakers_default as l, comingSoon as n, nextSteps as o, documentDescription as r, notice as s, card as t };
