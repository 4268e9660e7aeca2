// src/locales/pt/about.json
var documentTitle = "Sobre nós | CAAWG11";
var documentDescription = "Quem é a African Association of Women in Geosciences, a sua missão desde 1995, os seus parceiros e o que esperar da sua 11.ª conferência em Kampala.";
var hero = {
	"badge": "Fundada em 1995",
	"title": "Sobre a African Association of Women in Geosciences",
	"lead": "Fundada em Nairobi, no Quénia, em 1995, a AAWG reúne mulheres geocientistas de toda a África e de outros continentes para partilhar conhecimentos, construir carreiras e pôr as ciências da Terra ao serviço do desenvolvimento do continente."
};
var missionHeading = "Missão, visão e objetivo";
var missionVisionGoal = {
	"mission": {
		"title": "A nossa missão",
		"text": "Promover a participação e a progressão das mulheres nas geociências em África através da investigação, da educação, do trabalho em rede e da mentoria."
	},
	"vision": {
		"title": "A nossa visão",
		"text": "Uma África onde as mulheres geocientistas lideram a descoberta, a gestão e a proteção dos recursos naturais e do ambiente do continente."
	},
	"goal": {
		"title": "O nosso objetivo",
		"text": "Construir uma comunidade forte e unida de mulheres nas geociências cujo trabalho molda as políticas, a indústria e a educação para um crescimento inclusivo."
	}
};
var statistics = {
	"founded": "Fundação",
	"countries": "Países",
	"previousConferences": "Conferências anteriores",
	"members": "Membros"
};
var eleventh = {
	"eyebrow": "CAAWG11 · Kampala 2025",
	"title": "A 11.ª Conferência: 30 anos da AAWG",
	"gathering": "De {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, a CAAWG11 reúne em Kampala, no Uganda, geocientistas, estudantes, profissionais da indústria e decisores políticos sob o tema «As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo».",
	"anniversary": "A conferência celebra também os 30 anos da fundação da associação em Nairobi, no Quénia: três décadas de investigação, mentoria e amizade em todo o continente.",
	"highlights": [
		"11 subtemas, das aplicações da geologia às políticas baseadas nas geociências",
		"Palestras principais de mulheres de referência nas geociências",
		"Uma excursão de campo de três dias ao oeste do Uganda após a conferência",
		"A celebração do 30.º aniversário a {{anniversary, datetime(timeZone: UTC; day: numeric; month: long)}}"
	],
	"viewProgram": "Ver o programa",
	"imageAlt": "Ilustração das colinas e dos edifícios de Kampala sobre a margem do lago Vitória, com um veleiro no lago.",
	"objectivesTitle": "Objetivos da conferência",
	"objectives": [
		"Partilhar investigação e inovações recentes nas geociências em toda a África.",
		"Reforçar as redes entre mulheres geocientistas da academia, da indústria e da administração pública.",
		"Orientar estudantes e geocientistas em início de carreira e alargar as suas oportunidades profissionais.",
		"Levar as evidências geocientíficas às políticas sobre recursos naturais, clima e infraestruturas.",
		"Celebrar 30 anos de conquistas da associação e planear a sua próxima década."
	]
};
var expect = {
	"eyebrow": "Cinco dias no Uganda",
	"title": "O que esperar",
	"items": {
		"keynotes": {
			"title": "Palestras principais",
			"text": "Cientistas e profissionais de referência sobre o futuro das geociências em África."
		},
		"sessions": {
			"title": "Sessões técnicas",
			"text": "Apresentações orais e pósteres nos onze subtemas."
		},
		"workshops": {
			"title": "Workshops",
			"text": "Formação prática em dados, ferramentas digitais e competências profissionais."
		},
		"networking": {
			"title": "Contactos profissionais",
			"text": "Conheça colegas, mentores, empregadores e parceiros de todo o continente."
		},
		"anniversary": {
			"title": "Celebração do 30.º aniversário",
			"text": "Uma noite para celebrar três décadas da AAWG."
		},
		"fieldTrip": {
			"title": "Excursão de campo",
			"text": "Três dias entre os campos geotérmicos, as escarpas do rifte e as quedas de água do oeste do Uganda."
		}
	}
};
var past = {
	"eyebrow": "A nossa história",
	"title": "Conferências anteriores",
	"lead": "{{number}} conferências em três continentes antes da CAAWG11.",
	"caption": "Conferências anteriores: ano, país anfitrião e tema",
	"year": "Ano",
	"hostCountry": "País anfitrião",
	"theme": "Tema",
	"conferences": [
		{
			"location": "África do Sul",
			"theme": "As mulheres nas geociências: construir redes africanas"
		},
		{
			"location": "Uganda",
			"theme": "Geociências para a redução da pobreza e o desenvolvimento sustentável"
		},
		{
			"location": "Marrocos",
			"theme": "Recursos da Terra e ambiente em África"
		},
		{
			"location": "Egito",
			"theme": "Geociências e sociedade: desafios para África"
		},
		{
			"location": "Costa do Marfim",
			"theme": "Recursos minerais e desenvolvimento sustentável"
		},
		{
			"location": "Camarões",
			"theme": "Geociências para uma África sustentável"
		},
		{
			"location": "Namíbia",
			"theme": "Água, energia e minerais: soluções geocientíficas"
		},
		{
			"location": "Roménia",
			"theme": "Cooperação geocientífica para além das fronteiras"
		},
		{
			"location": "Marrocos",
			"theme": "Geopatrimónio, geoparques e geoturismo em África"
		},
		{
			"location": "Angola",
			"theme": "Geociências para a ação climática e a transição energética"
		}
	]
};
var community = {
	"quote": "«A AAWG deu-me mentoras quando havia poucas mulheres no meu departamento, e uma rede que ainda hoje abre portas aos meus estudantes. Trinta anos depois, essa comunidade é a nossa maior descoberta.»",
	"author": "— Uma das fundadoras da associação",
	"title": "Junte-se à nossa comunidade",
	"text": "A adesão está aberta a mulheres e homens das geociências que partilham a nossa missão: investigadores, estudantes, profissionais da indústria e decisores políticos.",
	"becomeMember": "Tornar-se membro"
};
var partners = {
	"eyebrow": "Trabalhar em conjunto",
	"title": "Os nossos parceiros"
};
var about_default = {
	documentTitle,
	documentDescription,
	hero,
	missionHeading,
	missionVisionGoal,
	statistics,
	eleventh,
	expect,
	past,
	community,
	partners
};
export { eleventh as a, missionHeading as c, past as d, statistics as f, documentTitle as i, missionVisionGoal as l, community as n, expect as o, documentDescription as r, hero as s, about_default as t, partners as u };
