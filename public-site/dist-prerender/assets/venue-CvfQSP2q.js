// src/locales/fr/venue.json
var documentTitle = "Lieu de la conférence | CAAWG11";
var documentDescription = "Où se tient CAAWG11 à Kampala (Ouganda) : le lieu, ses équipements et comment s'y rendre depuis l'aéroport d'Entebbe.";
var hero = {
	"kicker": "{{shortName}} · du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"title": "Lieu de la conférence"
};
var venueName = "Hôtel de la conférence, Kampala";
var about = {
	"heading": "Le lieu",
	"intro": "La conférence se tient dans un hôtel de conférence à Kampala, capitale de l'Ouganda, qui réunit sous un même toit la salle plénière, les salles de sessions parallèles, l'espace d'exposition et des chambres pour les délégués. Le nom et l'adresse de l'hôtel seront communiqués aux délégués inscrits.",
	"photosLabel": "Photos du lieu"
};
var photos = {
	"venue-hotel-exterior": {
		"caption": "L'hôtel de la conférence, Kampala",
		"alt": "Illustration d'un grand hôtel de couleur crème entouré de palmiers sous un ciel bleu"
	},
	"venue-plenary-hall": {
		"caption": "La salle plénière prête pour l'ouverture",
		"alt": "Illustration d'une salle vide aux rangées de chaises rouges face à un écran affichant une carte de l'Afrique"
	},
	"venue-lobby": {
		"caption": "Le hall de l'hôtel et la réception",
		"alt": "Illustration du hall d'un hôtel avec des colonnes, un lustre et un comptoir d'accueil"
	},
	"venue-lake-terrace": {
		"caption": "Soirée sur la terrasse surplombant le lac Victoria",
		"alt": "Illustration d'une terrasse avec des parasols surplombant un lac au coucher du soleil"
	}
};
var facilities = {
	"heading": "Équipements",
	"accommodationLink": "Hébergement",
	"plenaryHall": {
		"title": "Salle plénière",
		"description": "Une grande salle avec scène, projection et sonorisation pour l'ouverture, les conférences principales et la séance plénière."
	},
	"breakoutRooms": {
		"title": "Salles de sessions parallèles",
		"description": "Des salles plus petites pour les sessions parallèles de communications et les ateliers pratiques."
	},
	"exhibitionArea": {
		"title": "Espace posters et exposition",
		"description": "Un espace pour les sessions de posters et pour les stands des sponsors et des partenaires."
	},
	"wifi": {
		"title": "Wi-Fi",
		"description": "Internet sans fil dans les salles de réunion et les espaces communs."
	},
	"meals": {
		"title": "Repas et pauses-café",
		"description": "Les pauses-café et les déjeuners sont servis sur place pendant les journées de la conférence."
	},
	"accommodation": {
		"title": "Hébergement",
		"description": "Des chambres pour les délégués sur place ou à proximité ; consultez la page Hébergement pour réserver."
	}
};
var accessibility = {
	"heading": "Accessibilité",
	"points": [
		"Accès de plain-pied à la salle plénière et aux salles de sessions parallèles, avec ascenseurs entre les étages.",
		"Toilettes accessibles à proximité des salles de réunion.",
		"Places réservées près de la scène pour les délégués qui en ont besoin.",
		"Indiquez-nous vos besoins d'accessibilité lors de votre inscription, ou écrivez à {{email}}, et l'équipe logistique vous aidera à vous organiser."
	]
};
var timeline = {
	"heading": "La semaine de la conférence sur place",
	"openingDay": {
		"when": "{{on, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Cérémonie d'ouverture, conférences principales, séance plénière et célébration des 30 ans"
	},
	"secondDay": {
		"when": "{{on, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Conférence principale, présentations de communications, ateliers et remise des prix"
	},
	"fieldTripDeparts": {
		"when": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}",
		"event": "L'excursion géologique dans l'ouest de l'Ouganda part de l'hôtel"
	},
	"fieldTripReturns": {
		"when": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}",
		"event": "L'excursion géologique revient à Kampala"
	}
};
var map = {
	"heading": "Situation et plan",
	"alt": "Carte illustrée : l'hôtel de la conférence à Kampala et l'aéroport international d'Entebbe, à environ 35 km au sud, au bord du lac Victoria, reliés par l'autoroute Kampala-Entebbe",
	"description": "Kampala se trouve sur la rive nord du lac Victoria. L'aéroport international d'Entebbe est situé à environ 35 km au sud de la ville, soit environ 45 minutes par l'autoroute Kampala-Entebbe.",
	"addressNote": "L'adresse exacte est communiquée aux délégués inscrits avec leur confirmation.",
	"externalLink": "Ouvrir Kampala dans OpenStreetMap"
};
var travel = {
	"heading": "Voyage et aéroport",
	"fromAirport": "Depuis l'aéroport international d'Entebbe",
	"drivingTime": "Durée du trajet",
	"taxiFare": "Prix du taxi jusqu'à Kampala",
	"distanceValue": "environ 35 km",
	"drivingTimeValue": "environ 45 minutes",
	"taxiFareValue": "environ 120 000 à 150 000 UGX",
	"tips": [
		"L'aéroport international d'Entebbe (EBB) est la porte d'entrée internationale de l'Ouganda, à environ 35 km de Kampala : environ 45 minutes par la route via l'autoroute Kampala-Entebbe, davantage aux heures de pointe.",
		"Un taxi de l'aéroport à Kampala coûte environ 120 000 à 150 000 UGX. Convenez du prix avant le départ, ou adressez-vous à un comptoir de taxis de l'aéroport ou utilisez une application de VTC.",
		"À Kampala, les taxis avec compteur, les applications de VTC et les navettes des hôtels sont les moyens les plus simples de se déplacer."
	]
};
var visa = {
	"heading": "Informations sur les visas",
	"points": [
		"La plupart des visiteurs ont besoin d'un visa : un visa touristique à entrée unique coûte environ 50 USD.",
		"Les ressortissants des États membres de la Communauté d'Afrique de l'Est (East African Community) peuvent être dispensés de visa.",
		"Faites votre demande en ligne sur le portail officiel des visas électroniques de l'Ouganda avant votre départ, et emportez une copie imprimée de votre autorisation.",
		"Les délégués inscrits peuvent demander au secrétariat une lettre d'invitation à l'appui de leur demande."
	],
	"singleEntry": "Visa à entrée unique",
	"singleEntryFee": "environ 50 USD",
	"portalLink": "Demander un visa sur le portail e-visa de l'Ouganda"
};
var fieldTrip = {
	"heading": "Excursion géologique après la conférence",
	"summary": "Après la conférence, l'excursion géologique dans l'ouest de l'Ouganda (du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}) part de l'hôtel le {{departs, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}} et revient le {{returns, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}} : {{sites}} sites, des sources géothermales et de l'escarpement du rift jusqu'aux chutes Murchison, pour {{price, currency(currency: USD)}}, hébergement, repas, transport et droits d'entrée compris.",
	"link": "Découvrir l'excursion géologique"
};
var opensInNewTab = " (s'ouvre dans un nouvel onglet)";
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
