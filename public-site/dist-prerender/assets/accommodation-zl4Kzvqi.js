// src/locales/fr/accommodation.json
var documentTitle = "Hébergement | CAAWG11";
var documentDescription = "Se loger près du lieu de CAAWG11 à Kampala : les chambres, leurs tarifs et photos, et comment réserver.";
var hero = {
	"title": "Hébergement des délégués",
	"intro": "Nous avons réservé pour les délégués des appartements à un tarif spécialement réduit, à seulement 2 minutes à pied du lieu de la conférence.",
	"details": "Chaque appartement est entièrement meublé et climatisé, avec des chambres dotées de leur propre salle de bains, la télévision par satellite, un bureau et un accès Internet rapide. Les occupants partagent un salon confortable, un coin repas et une cuisine, et chacun dispose de sa propre carte-clé.",
	"bookingLink": "Demander une réservation"
};
var galleryHeading = "Découvrez l'intérieur";
var gallery = {
	"label": "Photos de l'appartement",
	"previous": "Image précédente",
	"next": "Image suivante",
	"counter": "Image {{position}} sur {{count}}",
	"pause": "Mettre le diaporama en pause",
	"play": "Lancer le diaporama",
	"scrollLeft": "Faire défiler les miniatures vers la gauche",
	"scrollRight": "Faire défiler les miniatures vers la droite",
	"showImage": "Afficher l'image {{position}} : {{caption}}",
	"images": {
		"apartment-building": "L'immeuble d'appartements des délégués, à 2 minutes à pied du lieu de la conférence",
		"walk-to-venue": "L'allée du jardin menant des appartements au lieu de la conférence",
		"living-room": "Salon commun avec télévision par satellite",
		"dining-area": "Coin repas pour les repas partagés",
		"kitchen": "Cuisine commune entièrement équipée",
		"master-bedroom": "Chambre principale avec salle de bains privative",
		"twin-bedroom": "Chambre à deux lits, idéale pour les délégués qui partagent un appartement",
		"single-deluxe-room": "Chambre individuelle de luxe avec un lit queen size",
		"en-suite-bathroom": "Salle de bains privative avec douche",
		"work-desk": "Bureau avec Internet rapide dans chaque chambre",
		"bedroom-air-conditioning": "Chambres climatisées avec placards intégrés",
		"balcony-view": "Vue depuis le balcon sur les collines au coucher du soleil",
		"key-card-entry": "Couloir sécurisé ; chaque occupant dispose de sa propre carte-clé"
	}
};
var roomTour = {
	"title": "Visite de l'appartement",
	"captionTitle": "Visite de l'appartement :",
	"description": "Une courte visite d'un appartement : salon, coin repas, cuisine, chambre, salle de bains et balcon."
};
var amenities = {
	"heading": "Équipements haut de gamme",
	"items": [
		"Appartements entièrement meublés",
		"Climatisation dans chaque pièce",
		"Salle de bains privative pour chaque chambre",
		"Télévision par satellite",
		"Bureau dans chaque chambre",
		"Internet rapide",
		"Salon, coin repas et cuisine communs",
		"Carte-clé personnelle pour chaque occupant",
		"À 2 minutes à pied du lieu de la conférence"
	]
};
var options = {
	"heading": "Options d'hébergement",
	"price": "{{price, currency(currency: USD)}}",
	"perNight": " par nuit",
	"threeBedroom": {
		"name": "Appartement de 3 chambres",
		"text": "Trois chambres avec salle de bains privative autour d'un salon, d'un coin repas et d'une cuisine communs.",
		"sleeps": "Jusqu'à 3 personnes, chacune avec sa propre chambre"
	},
	"twoBedroom": {
		"name": "Appartement de 2 chambres",
		"text": "Deux chambres avec salle de bains privative, un salon, un coin repas et une cuisine communs.",
		"sleeps": "Jusqu'à 2 personnes, chacune avec sa propre chambre"
	},
	"singleDeluxe": {
		"name": "Chambre individuelle de luxe",
		"text": "Une chambre de luxe avec salle de bains privative et bureau, pour les délégués qui préfèrent loger seuls.",
		"sleeps": "1 personne"
	}
};
var process = {
	"heading": "Procédure de réservation",
	"step": "Étape {{number}} : ",
	"steps": [
		{
			"title": "Envoyez votre demande",
			"text": "Remplissez le formulaire de réservation ci-dessous en indiquant vos dates et vos préférences."
		},
		{
			"title": "Confirmation sous 48 heures",
			"text": "Notre équipe logistique confirme la disponibilité et vous envoie les instructions de paiement."
		},
		{
			"title": "Payez, et tout est prêt",
			"text": "Effectuez le paiement pour garantir votre chambre ; votre carte-clé vous attend à votre arrivée."
		}
	]
};
var dates = {
	"heading": "Dates importantes",
	"earlyBooking": {
		"title": "Date limite de réservation anticipée",
		"text": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}. Les annulations après cette date peuvent être facturées une nuit."
	},
	"checkIn": {
		"title": "Arrivée",
		"text": "À partir de 8 h 00."
	},
	"checkOut": {
		"title": "Départ",
		"text": "Avant 12 h 00."
	},
	"lateArrivals": {
		"title": "Arrivées tardives",
		"text": "Vous arrivez après 20 h 00 ? Merci d'en informer l'équipe logistique à l'avance."
	}
};
var formHeading = "Demande de réservation";
var alternative = {
	"heading": "Autres possibilités d'hébergement",
	"text": "Vous pouvez tout à fait organiser vous-même votre séjour à proximité du lieu de la conférence. Réservez tôt : la ville d'accueil se remplit vite pendant la conférence."
};
var moreInfo = {
	"heading": "Besoin de plus d'informations ?",
	"text": "Notre équipe logistique peut vous aider pour l'hébergement, les transferts depuis l'aéroport et vos déplacements."
};
var accommodation_default = {
	documentTitle,
	documentDescription,
	hero,
	galleryHeading,
	gallery,
	roomTour,
	amenities,
	options,
	process,
	dates,
	formHeading,
	alternative,
	moreInfo
};
export { documentDescription as a, gallery as c, moreInfo as d, options as f, dates as i, galleryHeading as l, roomTour as m, alternative as n, documentTitle as o, process as p, amenities as r, formHeading as s, accommodation_default as t, hero as u };
