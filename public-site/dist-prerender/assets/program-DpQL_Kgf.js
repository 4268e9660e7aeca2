// src/locales/fr/program.json
var documentTitle = "Programme de la conférence | CAAWG11";
var documentDescription = "Le programme de CAAWG11 jour par jour : conférences plénières, sessions, ateliers, excursion et soirées, du 1er au 5 octobre 2025 à Kampala.";
var hero = {
	"eyebrow": "CAAWG11 · Kampala, Ouganda",
	"title": "Programme de la conférence",
	"intro": "Cinq jours, du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}\xA0: deux jours de conférences plénières, de communications, d'ateliers et de célébrations à l'hôtel de la conférence à Kampala, puis trois jours sur le terrain dans l'ouest de l'Ouganda."
};
var dayNavigation = "Jours du programme";
var dayNumber = "Jour {{number}}";
var dayDate = "\xA0: {{date}}";
var timesNote = "Les horaires des sessions seront publiés avec le programme définitif.";
var actions = {
	"register": "Inscrivez-vous",
	"aboutFieldTrip": "À propos de l'excursion géologique"
};
var parts = {
	"morning": "Matin",
	"afternoon": "Après-midi",
	"evening": "Soir",
	"allDay": "Toute la journée"
};
var sitesVisited = "Sites visités";
var siteKind = "({{kind}})";
var siteKinds = {
	"oil-and-gas-project": "projet pétrolier et gazier",
	"bunyoro-hills": "collines",
	"rift-escarpment": "escarpement de la vallée du rift",
	"kibiro-geothermal": "site géothermique",
	"bentonite-deposit": "gisement de bentonite",
	"murchison-falls": "chute d'eau"
};
var days = [
	{
		"dateLabel": "{{day1, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Ouverture et 30 ans de l'AAWG",
		"sessions": [
			{
				"title": "Cérémonie d'ouverture et conférences plénières",
				"description": "Accueil par l'association et le comité local d'organisation, ouverture officielle de la CAAWG11 et premières conférences plénières sur le thème de la conférence.",
				"linkLabel": "Découvrir les conférencières principales"
			},
			{
				"title": "Séance plénière",
				"description": "Séance plénière sur le thème de la conférence\xA0: Les géosciences et l'avenir de l'Afrique\xA0: technologies émergentes, innovations et croissance inclusive."
			},
			{
				"title": "Célébration des 30 ans",
				"description": "Célébration des 30 ans de l'African Association of Women in Geosciences, fondée en 1995 à Nairobi, au Kenya."
			}
		]
	},
	{
		"dateLabel": "{{day2, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Science, ateliers et prix",
		"sessions": [
			{
				"title": "Conférence plénière et présentations de communications",
				"description": "Une conférence plénière suivie de sessions de communications orales dans les sous-thèmes de la conférence.",
				"linkLabel": "Voir les sous-thèmes"
			},
			{
				"title": "Présentations de communications et ateliers",
				"description": "Sessions parallèles de communications, présentations de posters et ateliers pratiques pour les participants et les étudiant(e)s."
			},
			{
				"title": "Remise des prix",
				"description": "Prix récompensant les meilleures communications et les meilleurs posters, suivis d'une soirée culturelle de musique et de danse ougandaises."
			}
		]
	},
	{
		"dateLabel": "{{day3, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Excursion géologique\xA0: vers l'Albertine Graben",
		"sessions": [{
			"title": "Excursion géologique",
			"description": "Le car part de l'hôtel de la conférence le {{fieldTripDeparture, datetime(timeZone: Africa/Kampala; day: numeric; month: long)}} à {{fieldTripDeparture, datetime(timeZone: Africa/Kampala; hour: 2-digit; minute: 2-digit)}} pour l'ouest de l'Ouganda.",
			"linkLabel": "Détails de l'excursion géologique"
		}]
	},
	{
		"dateLabel": "{{day4, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Excursion géologique\xA0: le rift et ses ressources",
		"sessions": [{
			"title": "Excursion géologique",
			"description": "Descente de l'escarpement du rift jusqu'à la rive du lac Albert, ses sources chaudes et ses argiles."
		}]
	},
	{
		"dateLabel": "{{day5, datetime(timeZone: UTC; weekday: long; day: numeric; month: long; year: numeric)}}",
		"theme": "Excursion géologique\xA0: Murchison Falls et retour",
		"sessions": [{
			"title": "Excursion géologique",
			"description": "Vers le Nil aux Murchison Falls, puis retour à Kampala\xA0: l'excursion revient le {{fieldTripReturn, datetime(timeZone: Africa/Kampala; day: numeric; month: long)}} à {{fieldTripReturn, datetime(timeZone: Africa/Kampala; hour: 2-digit; minute: 2-digit)}}."
		}]
	}
];
var full = {
	"title": "Programme complet",
	"downloadAll": "Télécharger tout le programme (.ics)",
	"loading": "Chargement du programme complet…",
	"loadFailed": "Le programme complet n'a pas pu être chargé. Veuillez réessayer dans un instant.",
	"tryAgain": "Réessayer",
	"notPublished": "Le programme détaillé sera publié ici dès que les sessions seront arrêtées.",
	"subtheme": "Sous-thème",
	"allSubthemes": "Tous les sous-thèmes",
	"search": "Rechercher dans le programme",
	"searchPlaceholder": "Titre, intervenant(e) ou salle",
	"days": "Jours du programme",
	"dayLabel": "{{programmeDay, datetime(timeZone: UTC; weekday: long; day: numeric; month: long)}}",
	"noMatch": "Aucune session de ce jour ne correspond à votre choix.",
	"kinds": {
		"oral": "Session orale",
		"poster": "Session de posters"
	},
	"room": "Salle",
	"chair": "Présidence",
	"addToCalendar": "Ajouter au calendrier (.ics)",
	"addToCalendarFor": "Ajouter au calendrier (.ics)\xA0: {{title}}"
};
var subthemeTitles = [
	"Faire progresser la science et les applications de la géologie",
	"Géo-éducation et renforcement des capacités",
	"Exploiter les données géospatiales et l'IA",
	"Les géosciences au service de la résilience climatique",
	"Minéraux critiques et économie verte",
	"Technologies émergentes dans le pétrole et le gaz",
	"Transformation numérique des géosciences",
	"Approvisionnement en eau et géosciences",
	"Urbanisation et infrastructures résilientes",
	"Géoéthique et développement inclusif",
	"Politiques fondées sur les géosciences pour la gestion des ressources naturelles"
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
