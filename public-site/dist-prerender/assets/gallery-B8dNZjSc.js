// src/locales/fr/gallery.json
var documentTitle = "Galerie | CAAWG11";
var documentDescription = "Photos des conférences de l'African Association of Women in Geosciences : conférences plénières, sessions et soirées.";
var title = "Galerie de la conférence";
var intro = "Conférences plénières, sessions, célébrations et lieu de la conférence\xA0: des moments de la conférence, épinglés au tableau. Choisissez une photo pour l'agrandir.";
var filterGroup = "Filtrer les photos par catégorie";
var filters = {
	"all": "Toutes les photos",
	"keynotes": "Conférencières principales",
	"sessions": "Sessions",
	"events": "Événements sociaux",
	"venue": "Lieu"
};
var showing_one = "{{count}} photo affichée\xA0: {{filter}}";
var showing_other = "{{count}} photos affichées\xA0: {{filter}}";
var board = "Photos";
var loading = "Chargement des photos...";
var featured = "À la une";
var lightbox = { "close": "Fermer" };
var photos = {
	"keynote-opening": {
		"caption": "Conférence plénière d'ouverture\xA0: Les géosciences et l'avenir de l'Afrique",
		"alt": "Illustration d'une oratrice à un pupitre, à côté d'un écran montrant une carte de l'Afrique, face à une salle comble"
	},
	"keynote-critical-minerals": {
		"caption": "Conférence plénière sur les minéraux critiques et l'économie verte",
		"alt": "Illustration d'une conférencière présentant une diapositive de cristaux minéraux violets et verts"
	},
	"keynote-geothermal": {
		"caption": "Conférence plénière sur l'énergie géothermique dans le rift est-africain",
		"alt": "Illustration d'une oratrice présentant la coupe d'un puits géothermique d'où s'élève de la vapeur"
	},
	"keynote-geospatial-ai": {
		"caption": "Conférence plénière sur les données géospatiales et l'intelligence artificielle",
		"alt": "Illustration d'une conférencière présentant une carte en courbes de niveau au public"
	},
	"keynote-water": {
		"caption": "Conférence plénière sur les eaux souterraines et l'approvisionnement en eau",
		"alt": "Illustration d'une oratrice à un pupitre, une goutte d'eau bleue sur l'écran derrière elle"
	},
	"keynote-oil-gas": {
		"caption": "Conférence plénière sur les technologies émergentes dans le pétrole et le gaz",
		"alt": "Illustration d'une conférencière présentant à l'écran une plateforme de forage sur un lac"
	},
	"keynote-climate": {
		"caption": "Conférence plénière sur les géosciences au service de la résilience climatique",
		"alt": "Illustration d'une oratrice présentant un diagramme en barres dans une salle aux murs verts"
	},
	"keynote-urban": {
		"caption": "Conférence plénière sur l'urbanisation et les infrastructures résilientes",
		"alt": "Illustration d'une oratrice présentant à l'écran la silhouette d'une ville devant une salle comble"
	},
	"session-plenary-panel": {
		"caption": "Table ronde plénière sur l'avenir des géosciences africaines",
		"alt": "Illustration de quatre intervenantes derrière une table équipée de microphones, une carte de l'Afrique à l'écran"
	},
	"session-poster-hall": {
		"caption": "Session de posters dans l'espace d'exposition",
		"alt": "Illustration de trois participantes debout devant des posters de recherche avec des graphiques et des cartes"
	},
	"session-gis-workshop": {
		"caption": "Atelier pratique de SIG et de télédétection",
		"alt": "Illustration de quatre participantes devant des ordinateurs portables le long d'une grande table, une carte en courbes de niveau à l'écran"
	},
	"session-questions": {
		"caption": "Questions du public après une session de communications",
		"alt": "Illustration d'une participante debout dans le public, un microphone à la main, une séance de questions-réponses affichée à l'écran"
	},
	"session-core-samples": {
		"caption": "Examen de carottes de forage lors d'une session technique",
		"alt": "Illustration de deux géoscientifiques derrière des caisses de carottes de roche colorées"
	},
	"session-geoethics-panel": {
		"caption": "Table ronde sur la géoéthique et le développement inclusif",
		"alt": "Illustration de quatre intervenantes à une table drapée de violet, un graphique à l'écran"
	},
	"session-student-posters": {
		"caption": "Présentations de posters par les étudiant(e)s",
		"alt": "Illustration d'étudiant(e)s présentant leurs posters sur des panneaux dans une salle lumineuse"
	},
	"session-mentoring-workshop": {
		"caption": "Atelier de mentorat pour les géoscientifiques en début de carrière",
		"alt": "Illustration d'un atelier avec des participantes devant des ordinateurs portables autour d'une grande table"
	},
	"session-policy-roundtable": {
		"caption": "Table ronde sur les politiques de ressources naturelles fondées sur les géosciences",
		"alt": "Illustration de quatre intervenantes autour d'une table ronde, une coupe géologique à l'écran"
	},
	"session-early-career-talks": {
		"caption": "Exposés et discussion des chercheuses et chercheurs en début de carrière",
		"alt": "Illustration d'une personne du public posant une question dans un amphithéâtre comble"
	},
	"event-anniversary-gala": {
		"caption": "30 ans de l'AAWG\xA0: la célébration de l'anniversaire",
		"alt": "Illustration de participantes dansant sous des guirlandes lumineuses, avec un grand chiffre 30 doré"
	},
	"event-welcome-dinner": {
		"caption": "Dîner de bienvenue des participants",
		"alt": "Illustration de participants autour de tables rondes éclairées aux bougies, sous des suspensions à la lumière chaude"
	},
	"event-prize-awards": {
		"caption": "Soirée de remise des prix",
		"alt": "Illustration de deux femmes sur une scène à côté d'un trophée doré, sous une pluie de confettis"
	},
	"event-cultural-evening": {
		"caption": "Soirée culturelle avec musique et danse ougandaises",
		"alt": "Illustration de danseurs en jupes d'herbe et de percussionnistes devant un soleil couchant"
	},
	"event-coffee-break": {
		"caption": "Échanges autour d'un café",
		"alt": "Illustration de participants discutant autour d'une table de tasses de café, près de grandes fenêtres"
	},
	"event-anniversary-cake": {
		"caption": "Le gâteau du 30e anniversaire",
		"alt": "Illustration d'un gâteau à deux étages portant le chiffre 30, entouré de ballons"
	},
	"event-group-photo": {
		"caption": "Photo de groupe de la conférence",
		"alt": "Illustration de trois rangées de participants sur une pelouse, sous une banderole CAAWG11 2025"
	},
	"event-dance-night": {
		"caption": "Danse à la soirée de clôture",
		"alt": "Illustration de sept participants dansant les bras levés sous des guirlandes lumineuses, la nuit"
	},
	"event-student-awards": {
		"caption": "Prix de la meilleure communication étudiante",
		"alt": "Illustration d'une étudiante recevant un trophée doré sur une scène"
	},
	"venue-hotel-exterior": {
		"caption": "L'hôtel de la conférence, Kampala",
		"alt": "Illustration d'un grand hôtel de couleur crème entouré de palmiers, sous un ciel bleu"
	},
	"venue-lobby": {
		"caption": "Le hall de l'hôtel et l'accueil",
		"alt": "Illustration d'un hall d'hôtel avec des colonnes, un lustre et un comptoir d'accueil"
	},
	"venue-plenary-hall": {
		"caption": "La salle plénière prête pour l'ouverture",
		"alt": "Illustration d'une salle vide aux rangées de chaises rouges face à un écran montrant une carte de l'Afrique"
	},
	"venue-lake-terrace": {
		"caption": "Soirée sur la terrasse surplombant le lac Victoria",
		"alt": "Illustration d'une terrasse avec des parasols surplombant un lac au coucher du soleil"
	},
	"venue-pool-garden": {
		"caption": "La piscine et le jardin",
		"alt": "Illustration d'une piscine d'hôtel turquoise avec des parasols et des palmiers"
	},
	"venue-registration-desk": {
		"caption": "Le comptoir d'inscription de la conférence",
		"alt": "Illustration d'un comptoir d'inscription avec un grand panneau «\xA0Registration\xA0» et deux membres du personnel"
	}
};
var gallery_default = {
	documentTitle,
	documentDescription,
	title,
	intro,
	filterGroup,
	filters,
	showing_one,
	showing_other,
	board,
	loading,
	featured,
	lightbox,
	photos
};
export { filterGroup as a, intro as c, photos as d, showing_one as f, featured as i, lightbox as l, title as m, documentDescription as n, filters as o, showing_other as p, documentTitle as r, gallery_default as s, board as t, loading as u };
