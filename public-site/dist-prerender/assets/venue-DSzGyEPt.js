// src/locales/pt/venue.json
var documentTitle = "Local da conferência | CAAWG11";
var documentDescription = "Onde decorre a CAAWG11 em Kampala, Uganda: o local, as suas instalações e como lá chegar a partir do aeroporto de Entebbe.";
var hero = {
	"kicker": "{{shortName}} · de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"title": "Local da conferência"
};
var venueName = "Hotel da conferência, Kampala";
var about = {
	"heading": "O local",
	"intro": "A conferência realiza-se num hotel de conferências em Kampala, capital do Uganda, que reúne sob o mesmo teto a sala plenária, salas para sessões paralelas, espaço de exposição e quartos para os delegados. O nome e o endereço do hotel serão confirmados aos delegados inscritos.",
	"photosLabel": "Fotografias do local"
};
var photos = {
	"venue-hotel-exterior": {
		"caption": "O hotel da conferência, Kampala",
		"alt": "Ilustração de um edifício de hotel alto, cor de creme, com palmeiras sob um céu azul"
	},
	"venue-plenary-hall": {
		"caption": "A sala plenária pronta para a abertura",
		"alt": "Ilustração de uma sala vazia com filas de cadeiras vermelhas voltadas para um ecrã com um mapa de África"
	},
	"venue-lobby": {
		"caption": "O átrio do hotel e a receção",
		"alt": "Ilustração do átrio de um hotel com colunas, um lustre e um balcão de receção"
	},
	"venue-lake-terrace": {
		"caption": "Fim de tarde no terraço com vista para o lago Vitória",
		"alt": "Ilustração de um terraço com guarda-sóis com vista para um lago ao pôr do sol"
	}
};
var facilities = {
	"heading": "Instalações",
	"accommodationLink": "Alojamento",
	"plenaryHall": {
		"title": "Sala plenária",
		"description": "Uma sala ampla com palco, projeção e som para a abertura, as palestras principais e a sessão plenária."
	},
	"breakoutRooms": {
		"title": "Salas para sessões paralelas",
		"description": "Salas mais pequenas para as sessões paralelas de comunicações e para workshops práticos."
	},
	"exhibitionArea": {
		"title": "Área de pósteres e exposição",
		"description": "Espaço para as sessões de pósteres e para os stands dos patrocinadores e parceiros."
	},
	"wifi": {
		"title": "Wi-Fi",
		"description": "Internet sem fios nas salas de reunião e nas áreas comuns."
	},
	"meals": {
		"title": "Refeições e pausas para café",
		"description": "As pausas para café e os almoços são servidos no local durante os dias da conferência."
	},
	"accommodation": {
		"title": "Alojamento",
		"description": "Quartos para os delegados no local ou nas proximidades; consulte a página Alojamento para reservar."
	}
};
var accessibility = {
	"heading": "Acessibilidade",
	"points": [
		"Acesso sem degraus à sala plenária e às salas para sessões paralelas, com elevadores entre os pisos.",
		"Instalações sanitárias acessíveis perto das salas de reunião.",
		"Lugares reservados perto do palco para os delegados que deles necessitem.",
		"Indique-nos quaisquer necessidades de acessibilidade no momento da inscrição, ou escreva para {{email}}, e a equipa de logística ajudará a tratar do necessário."
	]
};
var timeline = {
	"heading": "A semana da conferência no local",
	"openingDay": {
		"when": "{{on, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Cerimónia de abertura, palestras principais, sessão plenária e celebração dos 30 anos"
	},
	"secondDay": {
		"when": "{{on, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Palestra principal, apresentações de comunicações, workshops e entrega de prémios"
	},
	"fieldTripDeparts": {
		"when": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}",
		"event": "A excursão de campo ao oeste do Uganda parte do hotel"
	},
	"fieldTripReturns": {
		"when": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}",
		"event": "A excursão de campo regressa a Kampala"
	}
};
var map = {
	"heading": "Localização e mapa",
	"alt": "Mapa ilustrado: o hotel da conferência em Kampala e o Aeroporto Internacional de Entebbe, cerca de 35 km a sul, junto ao lago Vitória, ligados pela autoestrada Kampala-Entebbe",
	"description": "Kampala situa-se na margem norte do lago Vitória. O Aeroporto Internacional de Entebbe fica a cerca de 35 km a sul da cidade, a cerca de 45 minutos pela autoestrada Kampala-Entebbe.",
	"addressNote": "O endereço exato é enviado aos delegados inscritos juntamente com a confirmação.",
	"externalLink": "Abrir Kampala no OpenStreetMap"
};
var travel = {
	"heading": "Viagem e aeroporto",
	"fromAirport": "A partir do Aeroporto Internacional de Entebbe",
	"drivingTime": "Tempo de viagem",
	"taxiFare": "Preço do táxi até Kampala",
	"distanceValue": "cerca de 35 km",
	"drivingTimeValue": "cerca de 45 minutos",
	"taxiFareValue": "cerca de 120 000 a 150 000 UGX",
	"tips": [
		"O Aeroporto Internacional de Entebbe (EBB) é a principal porta de entrada internacional do Uganda, a cerca de 35 km de Kampala: cerca de 45 minutos de estrada pela autoestrada Kampala-Entebbe, mais nas horas de ponta.",
		"Um táxi do aeroporto até Kampala custa cerca de 120 000 a 150 000 UGX. Combine o preço antes de partir, ou recorra a um balcão de táxis do aeroporto ou a uma aplicação de transporte.",
		"Em Kampala, os táxis com taxímetro, as aplicações de transporte e o transporte dos hotéis são as formas mais simples de se deslocar."
	]
};
var visa = {
	"heading": "Informações sobre vistos",
	"points": [
		"A maioria dos visitantes precisa de visto: um visto de turismo de entrada única custa cerca de 50 USD.",
		"Os cidadãos dos Estados-Membros da Comunidade da África Oriental (East African Community) podem estar isentos de visto.",
		"Apresente o pedido em linha através do portal oficial de vistos eletrónicos do Uganda antes de viajar e leve consigo uma cópia impressa da aprovação.",
		"Os delegados inscritos podem pedir ao secretariado uma carta-convite para instruir o pedido."
	],
	"singleEntry": "Visto de entrada única",
	"singleEntryFee": "cerca de 50 USD",
	"portalLink": "Pedir o visto no portal e-visa do Uganda"
};
var fieldTrip = {
	"heading": "Excursão de campo após a conferência",
	"summary": "Após a conferência, a excursão de campo ao oeste do Uganda (de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}) parte do hotel a {{departs, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}} e regressa a {{returns, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}: {{sites}} locais, das nascentes geotérmicas e da escarpa do rifte às cataratas Murchison, por {{price, currency(currency: USD)}}, incluindo alojamento, refeições, transporte e taxas.",
	"link": "Conhecer a excursão de campo"
};
var opensInNewTab = " (abre num novo separador)";
var venue_default = {
	documentTitle,
	documentDescription,
	hero,
	venueName,
	about,
	photos,
	facilities,
	accessibility,
	timeline,
	map,
	travel,
	visa,
	fieldTrip,
	opensInNewTab
};
export { facilities as a, map as c, timeline as d, travel as f, visa as h, documentTitle as i, opensInNewTab as l, venue_default as m, accessibility as n, fieldTrip as o, venueName as p, documentDescription as r, hero as s, about as t, photos as u };
