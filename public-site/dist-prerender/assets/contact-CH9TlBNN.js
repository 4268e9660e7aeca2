// src/locales/pt/contact.json
var documentTitle = "Contacte-nos | CAAWG11";
var documentDescription = "Contacte a organização da CAAWG11: os endereços eletrónicos da conferência, a morada em Kampala e um formulário para as suas perguntas.";
var title = "Contactos";
var lead = "Tem perguntas sobre a conferência, a inscrição, os resumos ou o patrocínio? Escreva para o endereço indicado abaixo ou envie-nos uma mensagem, e a organização entrará em contacto consigo.";
var formTitle = "Envie-nos uma mensagem";
var allRequired = "Todos os campos são obrigatórios.";
var mailboxes = {
	"title": "Escreva à equipa certa",
	"topics": {
		"general": {
			"label": "Informações gerais",
			"description": "Perguntas sobre a conferência e a associação"
		},
		"programs": {
			"label": "Programa",
			"description": "Sessões, oradores e programa científico"
		},
		"registration": {
			"label": "Inscrição",
			"description": "Inscrição, taxas e confirmação de pagamento"
		},
		"logistics": {
			"label": "Logística",
			"description": "Alojamento, viagem, vistos e excursão de campo"
		},
		"sponsorship": {
			"label": "Patrocínio",
			"description": "Pacotes de patrocínio e stands de exposição"
		},
		"abstracts": {
			"label": "Resumos",
			"description": "Submissão e avaliação de resumos"
		}
	},
	"phonesTitle": "Telefone e WhatsApp",
	"phone": "Telefone: <number>{{phone}}</number>",
	"whatsapp": "WhatsApp: <number>{{phone}}</number>",
	"organisersTitle": "Organização",
	"roles": {
		"host": "Associação anfitriã",
		"committee": "Organização da conferência, Kampala"
	}
};
var information = {
	"title": "Informações sobre a conferência",
	"abstractDeadline": "Prazo dos resumos",
	"abstractDeadlineValue": "{{day, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"conferenceDates": "Datas da conferência",
	"conferenceDatesValue": "De {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"fieldTrip": "Excursão de campo",
	"fieldTripValue": "De {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"register": "Inscrever-se na conferência"
};
var map = {
	"title": "Hotel da conferência em Entebbe",
	"addressLines": ["Margem do lago Vitória, península de Entebbe", "Entebbe, distrito de Wakiso, Uganda"],
	"imageAlt": "Mapa de Entebbe junto ao lago Vitória: o marcador do hotel na margem do lago, a estrada para Kampala a noroeste e o Aeroporto Internacional de Entebbe a sudeste.",
	"openStreetMap": "Abrir no OpenStreetMap",
	"googleMaps": "Abrir no Google Maps",
	"newTab": " (abre num novo separador)"
};
var contact_default = {
	documentTitle,
	documentDescription,
	title,
	lead,
	formTitle,
	allRequired,
	mailboxes,
	information,
	map
};
export { formTitle as a, mailboxes as c, documentTitle as i, map as l, contact_default as n, information as o, documentDescription as r, lead as s, allRequired as t, title as u };
