// src/locales/fr/homeSections.json
var welcome = {
	"eyebrow": "30 ans · 1995-2025",
	"invitation": "L'African Association of Women in Geosciences vous invite à Kampala, en Ouganda, pour sa 11e conférence, du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}. Cette édition marque les 30 ans de la fondation de l'association à Nairobi, au Kenya.",
	"programme": "Rejoignez géoscientifiques, étudiant(e)s, responsables de l'industrie et décideurs politiques pour des conférences plénières, des sessions techniques, des ateliers et une excursion géologique à la découverte des merveilles de l'ouest de l'Ouganda.",
	"facts": {
		"dates": "Dates",
		"venue": "Lieu",
		"founded": "Fondation",
		"fieldTrip": "Excursion géologique"
	}
};
var subthemes = {
	"eyebrow": "Appel à résumés",
	"lead": "Les résumés sont attendus dans {{number}} sous-thèmes couvrant la science, la technologie et les politiques des géosciences.",
	"allInDetail": "Tous les sous-thèmes en détail"
};
var timeline = {
	"eyebrow": "À noter dans votre agenda",
	"items": [
		{
			"date": "{{firstCircular, datetime(timeZone: UTC; month: long; year: numeric)}}",
			"event": "Première circulaire"
		},
		{
			"date": "{{secondCircular, datetime(timeZone: UTC; month: long; year: numeric)}}",
			"event": "Deuxième circulaire"
		},
		{
			"date": "{{abstractDeadline, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Date limite des formulaires d'inscription et des résumés"
		},
		{
			"date": "{{acceptanceNotification, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Notification d'acceptation et lettres d'invitation"
		},
		{
			"date": "{{anniversary, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Célébrations de l'anniversaire"
		},
		{
			"date": "{{plenary, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Séance plénière, communications et soirée culturelle"
		},
		{
			"date": "{{fieldTripStart, datetime(timeZone: UTC; day: numeric)}}-{{fieldTripEnd, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
			"event": "Excursion géologique de trois jours"
		}
	]
};
var committees = {
	"steeringEyebrow": "L'équipe derrière la conférence",
	"portrait": "Portrait de {{name}}",
	"roles": {
		"chair": "Présidente",
		"viceChair": "Vice-présidente",
		"secretaryGeneral": "Secrétaire générale",
		"scientificProgrammeChair": "Présidente, programme scientifique",
		"treasurer": "Trésorière",
		"outreach": "Sensibilisation et partenariats"
	},
	"eyebrow": "À travers l'Afrique et au-delà",
	"organizing": "Comité d'organisation",
	"scientific": "Comité scientifique",
	"memberCount_one": "{{count}} membre",
	"memberCount_other": "{{count}} membres",
	"pause": "Suspendre le défilement",
	"resume": "Reprendre le défilement",
	"ofList": " du {{title}}",
	"listLabel": "Membres du {{title}}"
};
var countries = {
	"uganda": "Ouganda",
	"senegal": "Sénégal",
	"southAfrica": "Afrique du Sud",
	"morocco": "Maroc",
	"kenya": "Kenya",
	"nigeria": "Nigeria",
	"tanzania": "Tanzanie",
	"rwanda": "Rwanda",
	"burundi": "Burundi",
	"zambia": "Zambie",
	"zimbabwe": "Zimbabwe",
	"namibia": "Namibie",
	"angola": "Angola",
	"coteDIvoire": "Côte d'Ivoire",
	"cameroon": "Cameroun",
	"ghana": "Ghana",
	"egypt": "Égypte",
	"ethiopia": "Éthiopie",
	"botswana": "Botswana",
	"mozambique": "Mozambique",
	"mali": "Mali",
	"tunisia": "Tunisie",
	"algeria": "Algérie",
	"drCongo": "RD Congo",
	"romania": "Roumanie",
	"france": "France",
	"unitedKingdom": "Royaume-Uni"
};
var homeSections_default = {
	welcome,
	subthemes,
	timeline,
	committees,
	countries
};
export { timeline as a, subthemes as i, countries as n, welcome as o, homeSections_default as r, committees as t };
