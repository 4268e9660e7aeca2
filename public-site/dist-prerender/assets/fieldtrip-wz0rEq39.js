// src/locales/pt/fieldtrip.json
var documentTitle = "Excursão de campo | CAAWG11";
var documentDescription = "A visita de campo da CAAWG11 no oeste do Uganda: o Rifte Albertino, o lago Alberto, o campo geotérmico e as salinas de Kibiro, e como participar.";
var hero = {
	"dates": "de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"title": "Excursão de campo pós-conferência ao oeste do Uganda",
	"intro": "Três dias no terreno após a conferência: dos campos petrolíferos e nascentes termais do lago Alberto, descendo a vertente ocidental do Rifte da África Oriental, até ao Nilo estrondoso nas cataratas Murchison, na companhia de geocientistas de toda a África."
};
var overview = {
	"label": "Visão geral da excursão",
	"highlightsHeading": "Destaques",
	"highlights": [
		"Percorrer o Rifte Albertino, o ramo ocidental do Sistema de Rifte da África Oriental",
		"Ver nascentes termais num dos locais com potencial geotérmico do Uganda",
		"Visitar projetos de exploração de petróleo e gás nas margens do lago Alberto",
		"Observar de perto argilas bentoníticas e outros minerais industriais na origem",
		"Contemplar o Nilo no ponto em que se precipita nas cataratas Murchison",
		"Aprender e criar contactos no terreno com geocientistas de toda a África"
	],
	"quickFactsHeading": "Informações rápidas"
};
var facts = {
	"cost": {
		"label": "Preço",
		"value": "{{price, currency(currency: USD)}}",
		"detail": "Inclui alojamento, refeições, transporte e taxas"
	},
	"sites": {
		"label": "Locais",
		"value_one": "{{count}} local",
		"value_other": "{{count}} locais"
	},
	"departs": {
		"label": "Partida",
		"value": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}"
	},
	"returns": {
		"label": "Regresso",
		"value": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}"
	},
	"transport": {
		"label": "Transporte",
		"value": "Autocarro com ar condicionado"
	},
	"accommodation": {
		"label": "Alojamento",
		"value_one": "{{count}} noite de alojamento",
		"value_other": "{{count}} noites de alojamento"
	},
	"availability": {
		"label": "Disponibilidade",
		"value": "Vagas limitadas"
	}
};
var reserve = {
	"label": "Reservar um lugar",
	"posterAlt": "Cartaz: excursão de campo pós-conferência da CAAWG11, oeste do Uganda, de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, sobre uma ilustração de uma cascata entre falésias do rifte ao pôr do sol",
	"link": "Reserve o seu lugar",
	"slotsNote": "Vagas limitadas!"
};
var places = {
	"heading_one": "{{count}} local a explorar",
	"heading_other": "{{count}} locais a explorar"
};
var tripDays = {
	"first": "{{on, datetime(timeZone: UTC; day: numeric; month: long)}}",
	"second": "{{on, datetime(timeZone: UTC; day: numeric; month: long)}}",
	"third": "{{on, datetime(timeZone: UTC; day: numeric; month: long)}}"
};
var sites = {
	"oil-and-gas-project": {
		"name": "Projeto de Petróleo e Gás do Lago Alberto",
		"label": "Projeto de petróleo e gás",
		"location": "Hoima, Graben Albertino",
		"description": "As descobertas de petróleo do Uganda encontram-se nos sedimentos do Graben Albertino. Veja como uma descoberta avança para a produção e os cuidados ambientais e comunitários que exige.",
		"alt": "Ilustração de uma sonda de perfuração em silhueta contra um pôr do sol laranja junto a um lago"
	},
	"bunyoro-hills": {
		"name": "Colinas de Bunyoro",
		"label": "Colinas",
		"location": "Distrito de Hoima",
		"description": "Colinas onduladas de rochas antigas do soco na orla do rifte: um ponto de observação sobre a forma como o terreno foi soerguido e erodido ao longo de centenas de milhões de anos.",
		"alt": "Ilustração de colinas verdes em camadas com acácias e um trilho sinuoso"
	},
	"rift-escarpment": {
		"name": "Escarpa do Rifte de Butiaba",
		"label": "Escarpa do vale do rifte",
		"location": "Rifte Albertino, sobre o lago Alberto",
		"description": "A estrada desce a vertente ocidental do Rifte da África Oriental até à margem do lago Alberto, com escarpas de falha, sedimentos do fundo do rifte e uma vista ampla sobre o lago.",
		"alt": "Ilustração de uma escarpa castanha e íngreme com uma estrada em ziguezague a descer até um lago azul"
	},
	"kibiro-geothermal": {
		"name": "Nascentes Geotérmicas de Kibiro",
		"label": "Local geotérmico",
		"location": "Margem do lago Alberto, distrito de Hoima",
		"description": "Nascentes termais no sopé da escarpa, estudadas como potencial recurso geotérmico, onde há gerações se produz sal a partir do solo alimentado pelas nascentes.",
		"alt": "Ilustração de piscinas termais turquesa e fumegantes, com bordas minerais cor de laranja, junto a um lago"
	},
	"bentonite-deposit": {
		"name": "Jazida de Argila Bentonítica",
		"label": "Jazida de bentonite",
		"location": "Graben Albertino",
		"description": "Camadas de argila expansiva formadas a partir de cinzas vulcânicas alteradas: um mineral industrial para lamas de perfuração e fundições, e um registo do passado vulcânico do rifte.",
		"alt": "Ilustração de bancadas de argila clara estratificada numa pedreira, com uma escavadora"
	},
	"murchison-falls": {
		"name": "Cataratas Murchison",
		"label": "Cascata",
		"location": "Parque Nacional de Murchison Falls",
		"description": "O Nilo abre caminho por uma fenda estreita no ombro do rifte e precipita-se no desfiladeiro: uma lição sobre a forma como a estrutura das rochas conduz um grande rio.",
		"alt": "Ilustração de uma cascata estreita a precipitar-se num desfiladeiro rochoso, com palmeiras e borrifos"
	}
};
var gallery = {
	"heading": "Galeria do destino",
	"intro": "Paisagens do oeste do Uganda ao longo do percurso.",
	"badge": "Oeste do Uganda",
	"photos": {
		"crater-lake": {
			"caption": "Um lago de cratera nas colinas do oeste do Uganda",
			"alt": "Ilustração de um lago de cratera azul e redondo rodeado de colinas verdes"
		},
		"tea-hills": {
			"caption": "Plantações de chá nas colinas onduladas",
			"alt": "Ilustração de colinas riscadas por filas de arbustos de chá sob um céu pálido"
		},
		"lake-albert-sunset": {
			"caption": "Barcos de pesca no lago Alberto ao pôr do sol",
			"alt": "Ilustração de barcos de pesca em silhueta num lago sob um pôr do sol vermelho e dourado"
		},
		"savanna-kob": {
			"caption": "Cobos-do-uganda na savana do fundo do rifte",
			"alt": "Ilustração de antílopes a pastar numa pradaria dourada sob acácias"
		},
		"kibiro-salt-pans": {
			"caption": "Salinas no sopé da escarpa em Kibiro",
			"alt": "Ilustração de salinas cinzentas e brancas no sopé de uma escarpa com vapor a subir"
		},
		"victoria-nile": {
			"caption": "Um barco no Nilo Vitória",
			"alt": "Ilustração de um barco branco num rio largo e azul, com hipopótamos e palmeiras"
		}
	}
};
var fieldtrip_default = {
	documentTitle,
	documentDescription,
	hero,
	overview,
	facts,
	reserve,
	places,
	tripDays,
	sites,
	gallery
};
export { gallery as a, places as c, tripDays as d, fieldtrip_default as i, reserve as l, documentTitle as n, hero as o, facts as r, overview as s, documentDescription as t, sites as u };
