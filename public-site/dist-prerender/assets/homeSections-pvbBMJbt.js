// src/locales/pt/homeSections.json
var welcome = {
	"eyebrow": "30 anos · 1995-2025",
	"invitation": "A African Association of Women in Geosciences tem o prazer de convidar todos os participantes para a sua 11.ª conferência, em Kampala, no Uganda, de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}. Esta edição assinala os 30 anos da fundação da associação em Nairobi, no Quénia.",
	"programme": "Junte-se a geocientistas, estudantes, líderes da indústria e decisores políticos para palestras principais, sessões técnicas, workshops e uma excursão de campo às maravilhas geológicas do oeste do Uganda.",
	"facts": {
		"dates": "Datas",
		"venue": "Local",
		"founded": "Fundação",
		"fieldTrip": "Excursão de campo"
	}
};
var subthemes = {
	"eyebrow": "Chamada de resumos",
	"lead": "Aceitam-se resumos em {{number}} subtemas que abrangem a ciência, a tecnologia e as políticas das geociências.",
	"allInDetail": "Todos os subtemas em pormenor"
};
var timeline = {
	"eyebrow": "Reserve estas datas",
	"items": [
		{
			"date": "{{firstCircular, datetime(timeZone: UTC; month: long; year: numeric)}}",
			"event": "Primeira circular"
		},
		{
			"date": "{{secondCircular, datetime(timeZone: UTC; month: long; year: numeric)}}",
			"event": "Segunda circular"
		},
		{
			"date": "{{abstractDeadline, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Prazo para os formulários de inscrição e os resumos"
		},
		{
			"date": "{{acceptanceNotification, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Notificação de aceitação e cartas-convite"
		},
		{
			"date": "{{anniversary, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Celebrações do aniversário"
		},
		{
			"date": "{{plenary, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Sessão plenária, comunicações e noite cultural"
		},
		{
			"date": "{{fieldTripStart, datetime(timeZone: UTC; day: numeric)}}-{{fieldTripEnd, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Excursão de campo de três dias"
		}
	]
};
var committees = {
	"steeringEyebrow": "As pessoas por trás da conferência",
	"portrait": "Retrato de {{name}}",
	"roles": {
		"chair": "Presidente",
		"viceChair": "Vice-presidente",
		"secretaryGeneral": "Secretária-geral",
		"scientificProgrammeChair": "Presidente, programa científico",
		"treasurer": "Tesoureira",
		"outreach": "Divulgação e parcerias"
	},
	"eyebrow": "Em toda a África e além",
	"organizing": "Comissão organizadora",
	"scientific": "Comissão científica",
	"memberCount_one": "{{count}} membro",
	"memberCount_other": "{{count}} membros",
	"pause": "Pausar o movimento",
	"resume": "Retomar o movimento",
	"ofList": " da {{title}}",
	"listLabel": "Membros da {{title}}"
};
var countries = {
	"uganda": "Uganda",
	"senegal": "Senegal",
	"southAfrica": "África do Sul",
	"morocco": "Marrocos",
	"kenya": "Quénia",
	"nigeria": "Nigéria",
	"tanzania": "Tanzânia",
	"rwanda": "Ruanda",
	"burundi": "Burundi",
	"zambia": "Zâmbia",
	"zimbabwe": "Zimbabué",
	"namibia": "Namíbia",
	"angola": "Angola",
	"coteDIvoire": "Costa do Marfim",
	"cameroon": "Camarões",
	"ghana": "Gana",
	"egypt": "Egito",
	"ethiopia": "Etiópia",
	"botswana": "Botsuana",
	"mozambique": "Moçambique",
	"mali": "Mali",
	"tunisia": "Tunísia",
	"algeria": "Argélia",
	"drCongo": "RD Congo",
	"romania": "Roménia",
	"france": "França",
	"unitedKingdom": "Reino Unido"
};
var homeSections_default = {
	welcome,
	subthemes,
	timeline,
	committees,
	countries
};
export { timeline as a, subthemes as i, countries as n, welcome as o, homeSections_default as r, committees as t };
