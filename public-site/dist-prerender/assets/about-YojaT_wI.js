// src/locales/fr/about.json
var documentTitle = "À propos de nous | CAAWG11";
var documentDescription = "Qui est l'African Association of Women in Geosciences, sa mission depuis 1995, ses partenaires et ce qui vous attend à sa 11e conférence à Kampala.";
var hero = {
	"badge": "Fondée en 1995",
	"title": "À propos de l'African Association of Women in Geosciences",
	"lead": "Fondée à Nairobi, au Kenya, en 1995, l'AAWG réunit des femmes géoscientifiques de toute l'Afrique et d'ailleurs pour partager leurs connaissances, construire leur carrière et mettre les sciences de la Terre au service du développement du continent."
};
var missionHeading = "Mission, vision et objectif";
var missionVisionGoal = {
	"mission": {
		"title": "Notre mission",
		"text": "Promouvoir la participation et la progression des femmes dans les géosciences en Afrique par la recherche, l'éducation, le réseautage et le mentorat."
	},
	"vision": {
		"title": "Notre vision",
		"text": "Une Afrique où les femmes géoscientifiques sont à l'avant-garde de la découverte, de la gestion et de la protection des ressources naturelles et de l'environnement du continent."
	},
	"goal": {
		"title": "Notre objectif",
		"text": "Bâtir une communauté solide et connectée de femmes en géosciences dont les travaux orientent les politiques, l'industrie et l'éducation pour une croissance inclusive."
	}
};
var statistics = {
	"founded": "Fondation",
	"countries": "Pays",
	"previousConferences": "Conférences précédentes",
	"members": "Membres"
};
var eleventh = {
	"eyebrow": "CAAWG11 · Kampala 2025",
	"title": "La 11e Conférence\xA0: 30 ans de l'AAWG",
	"gathering": "Du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, la CAAWG11 réunit à Kampala, en Ouganda, géoscientifiques, étudiant(e)s, acteurs de l'industrie et décideurs politiques autour du thème «\xA0Les géosciences et l'avenir de l'Afrique\xA0: technologies émergentes, innovations et croissance inclusive\xA0».",
	"anniversary": "La conférence célèbre aussi les 30 ans de la fondation de l'association à Nairobi, au Kenya\xA0: trois décennies de recherche, de mentorat et d'amitié à travers le continent.",
	"highlights": [
		"11 sous-thèmes, des applications de la géologie aux politiques fondées sur les géosciences",
		"Des conférences plénières données par des femmes de premier plan en géosciences",
		"Une excursion géologique de trois jours dans l'ouest de l'Ouganda après la conférence",
		"La célébration du 30e anniversaire le {{anniversary, datetime(timeZone: UTC; day: numeric; month: long)}}"
	],
	"viewProgram": "Voir le programme",
	"imageAlt": "Illustration des collines et des bâtiments de Kampala au-dessus de la rive du lac Victoria, avec un voilier sur le lac.",
	"objectivesTitle": "Objectifs de la conférence",
	"objectives": [
		"Partager les recherches et les innovations récentes en géosciences à travers l'Afrique.",
		"Renforcer les réseaux entre femmes géoscientifiques du monde universitaire, de l'industrie et des administrations publiques.",
		"Accompagner les étudiant(e)s et les géoscientifiques en début de carrière et élargir leurs perspectives professionnelles.",
		"Mettre les connaissances géoscientifiques au service des politiques relatives aux ressources naturelles, au climat et aux infrastructures.",
		"Célébrer 30 ans de réalisations de l'association et préparer sa prochaine décennie."
	]
};
var expect = {
	"eyebrow": "Cinq jours en Ouganda",
	"title": "Au programme",
	"items": {
		"keynotes": {
			"title": "Conférences plénières",
			"text": "Des scientifiques et des praticiennes et praticiens de premier plan sur l'avenir des géosciences en Afrique."
		},
		"sessions": {
			"title": "Sessions techniques",
			"text": "Communications orales et posters dans les onze sous-thèmes."
		},
		"workshops": {
			"title": "Ateliers",
			"text": "Formations pratiques aux données, aux outils numériques et aux compétences professionnelles."
		},
		"networking": {
			"title": "Réseautage",
			"text": "Rencontrez des pairs, des mentors, des employeurs et des partenaires de tout le continent."
		},
		"anniversary": {
			"title": "Célébration du 30e anniversaire",
			"text": "Une soirée pour célébrer trois décennies de l'AAWG."
		},
		"fieldTrip": {
			"title": "Excursion géologique",
			"text": "Trois jours parmi les champs géothermiques, les escarpements du rift et les chutes d'eau de l'ouest de l'Ouganda."
		}
	}
};
var past = {
	"eyebrow": "Notre histoire",
	"title": "Conférences précédentes",
	"lead": "{{number}} conférences sur trois continents avant la CAAWG11.",
	"caption": "Conférences précédentes\xA0: année, pays hôte et thème",
	"year": "Année",
	"hostCountry": "Pays hôte",
	"theme": "Thème",
	"conferences": [
		{
			"location": "Afrique du Sud",
			"theme": "Les femmes dans les géosciences\xA0: construire des réseaux africains"
		},
		{
			"location": "Ouganda",
			"theme": "Les géosciences pour la réduction de la pauvreté et le développement durable"
		},
		{
			"location": "Maroc",
			"theme": "Ressources de la Terre et environnement en Afrique"
		},
		{
			"location": "Égypte",
			"theme": "Géosciences et société\xA0: les défis de l'Afrique"
		},
		{
			"location": "Côte d'Ivoire",
			"theme": "Ressources minérales et développement durable"
		},
		{
			"location": "Cameroun",
			"theme": "Les géosciences pour une Afrique durable"
		},
		{
			"location": "Namibie",
			"theme": "Eau, énergie et minéraux\xA0: des solutions géoscientifiques"
		},
		{
			"location": "Roumanie",
			"theme": "La coopération géoscientifique au-delà des frontières"
		},
		{
			"location": "Maroc",
			"theme": "Géopatrimoine, géoparcs et géotourisme en Afrique"
		},
		{
			"location": "Angola",
			"theme": "Les géosciences pour l'action climatique et la transition énergétique"
		}
	]
};
var community = {
	"quote": "«\xA0L'AAWG m'a donné des mentors quand il y avait peu de femmes dans mon département, et un réseau qui ouvre encore des portes à mes étudiant(e)s aujourd'hui. Trente ans plus tard, cette communauté est notre plus belle découverte.\xA0»",
	"author": "— Une membre fondatrice de l'association",
	"title": "Rejoignez notre communauté",
	"text": "L'adhésion est ouverte aux femmes et aux hommes des géosciences qui partagent notre mission\xA0: chercheurs, étudiant(e)s, professionnels de l'industrie et décideurs politiques.",
	"becomeMember": "Devenir membre"
};
var partners = {
	"eyebrow": "Travailler ensemble",
	"title": "Nos partenaires"
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
