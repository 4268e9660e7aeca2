// src/locales/fr/subthemes.json
var documentTitle = "Sous-thèmes de la conférence | CAAWG11";
var documentDescription = "Les sous-thèmes de CAAWG11, des minéraux critiques et de la géothermie à l'eau, au climat et aux sciences géospatiales.";
var hero = {
	"eyebrow": "Appel à résumés · CAAWG11",
	"title": "Sous-thèmes de la conférence",
	"lead": "{{number}} sous-thèmes autour du thème «\xA0Les géosciences et l'avenir de l'Afrique\xA0: technologies émergentes, innovations et croissance inclusive\xA0». Choisissez celui qui correspond à vos travaux lorsque vous soumettez votre résumé."
};
var actions = {
	"register": "Inscrivez-vous",
	"submitAbstract": "Soumettre un résumé"
};
var listLabel = "Sous-thèmes";
var panel = {
	"title": "Participer",
	"earlyBirdEnds": "Le tarif préférentiel (inscription anticipée) prend fin le {{earlyBirdLastDay, datetime(timeZone: UTC; day: numeric; month: long)}}",
	"registrationOpen": "Les inscriptions sont ouvertes",
	"abstractDeadline": "Date limite des résumés",
	"abstractDeadlineDate": "{{abstractDeadline, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"conference": "Conférence",
	"conferenceDatesAndPlace": "{{start, datetime(timeZone: UTC; day: numeric)}}-{{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, Kampala, Ouganda"
};
var subthemeCard = { "label": "Sous-thème {{number}} · {{category}}" };
var subthemeCards = [
	{
		"title": "Faire progresser la science et les applications de la géologie",
		"category": "Applications de la géologie",
		"description": "Nouveaux travaux de terrain, de laboratoire et de modélisation qui approfondissent notre compréhension de la Terre et la mettent en pratique.",
		"items": [
			"Géologie structurale et tectonique du rift est-africain",
			"Pétrologie, géochimie et géochronologie",
			"Géologie de l'ingénieur et géologie de l'environnement",
			"Risques géologiques\xA0: séismes, glissements de terrain et volcans",
			"Sédimentologie et analyse des bassins"
		]
	},
	{
		"title": "Géo-éducation et renforcement des capacités",
		"category": "Géo-éducation",
		"description": "Former la prochaine génération de géoscientifiques et attirer davantage de femmes et de filles vers la discipline.",
		"items": [
			"Programmes d'enseignement pour les écoles, les instituts et les universités",
			"Mentorat et parcours professionnels pour les femmes",
			"Écoles de terrain et formation pratique",
			"Sensibilisation du public et géopatrimoine"
		]
	},
	{
		"title": "Exploiter les données géospatiales et l'IA",
		"category": "Données géospatiales et IA",
		"description": "Télédétection, SIG et apprentissage automatique pour transformer les observations de la Terre en décisions.",
		"items": [
			"Télédétection par satellite et levés par drone",
			"Apprentissage automatique pour la cartographie des minéraux et des risques",
			"Infrastructures de géodonnées ouvertes pour l'Afrique",
			"Qualité, partage et souveraineté des données"
		]
	},
	{
		"title": "Les géosciences au service de la résilience climatique",
		"category": "Résilience climatique",
		"description": "Les sciences de la Terre au service de l'adaptation au changement climatique et de la réduction des risques de catastrophe.",
		"items": [
			"Évaluation des risques de sécheresse, d'inondation et de glissement de terrain",
			"Captage et stockage géologique du carbone",
			"Enregistrements paléoclimatiques des archives africaines",
			"Systèmes d'alerte précoce et préparation des communautés",
			"Solutions fondées sur la nature"
		]
	},
	{
		"title": "Minéraux critiques et économie verte",
		"category": "Minéraux critiques",
		"description": "Les minéraux de la transition énergétique, découverts, extraits et transformés de manière responsable.",
		"items": [
			"Exploration du lithium, du cobalt, du graphite et des terres rares",
			"Exploitation minière artisanale et à petite échelle",
			"Valorisation locale et enrichissement des minerais",
			"Fermeture des mines et réhabilitation des terres"
		]
	},
	{
		"title": "Technologies émergentes dans le pétrole et le gaz",
		"category": "Technologies pétrolières et gazières",
		"description": "Des technologies qui rendent les projets d'hydrocarbures plus sûrs, plus propres et plus profitables aux communautés d'accueil.",
		"items": [
			"Caractérisation des réservoirs et imagerie sismique",
			"Réduction des émissions et maîtrise du torchage",
			"Gestion des impacts environnementaux et sociaux",
			"Contenu local et développement des compétences"
		]
	},
	{
		"title": "Transformation numérique des géosciences",
		"category": "Transformation numérique",
		"description": "Des outils numériques qui changent la façon dont les géoscientifiques collectent, partagent et interprètent les données.",
		"items": [
			"Jumeaux numériques et modèles géologiques 3D",
			"Informatique en nuage et outils libres",
			"Saisie numérique des données de terrain",
			"Cyberinfrastructures pour les services géologiques"
		]
	},
	{
		"title": "Approvisionnement en eau et géosciences",
		"category": "Approvisionnement en eau",
		"description": "Trouver, protéger et gérer les eaux souterraines et de surface dont dépendent les communautés.",
		"items": [
			"Hydrogéologie et cartographie des eaux souterraines",
			"Qualité de l'eau et contamination",
			"Recharge maîtrisée des aquifères",
			"Ressources en eau transfrontalières",
			"Eau, assainissement et genre"
		]
	},
	{
		"title": "Urbanisation et infrastructures résilientes",
		"category": "Urbanisation",
		"description": "Les géosciences au service de villes sûres et durables et des infrastructures des villes africaines en pleine croissance.",
		"items": [
			"Études géotechniques et fondations",
			"Risques géologiques urbains et affaissement des sols",
			"Matériaux de construction et granulats",
			"Aménagement du territoire éclairé par la géologie"
		]
	},
	{
		"title": "Géoéthique et développement inclusif",
		"category": "Géoéthique",
		"description": "Une pratique responsable et équitable des géosciences, qui ne laisse personne de côté.",
		"items": [
			"Éthique de la recherche et de l'extraction des ressources",
			"Égalité des genres et inclusion dans les géosciences",
			"Participation des communautés et savoirs autochtones",
			"Sécurité et bien-être sur le terrain"
		]
	},
	{
		"title": "Politiques fondées sur les géosciences pour la gestion des ressources naturelles",
		"category": "Politiques fondées sur les géosciences",
		"description": "Traduire les connaissances géoscientifiques en politiques solides de gestion des ressources naturelles.",
		"items": [
			"Gouvernance minière et pétrolière",
			"Interfaces science-politique",
			"Gestion des revenus et transparence",
			"Coopération régionale et Vision minière africaine",
			"Politiques pour la transition énergétique"
		]
	}
];
var subthemes_default = {
	documentTitle,
	documentDescription,
	hero,
	actions,
	listLabel,
	panel,
	subthemeCard,
	subthemeCards
};
export { listLabel as a, subthemeCards as c, hero as i, subthemes_default as l, documentDescription as n, panel as o, documentTitle as r, subthemeCard as s, actions as t };
