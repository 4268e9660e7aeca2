// src/locales/fr/fieldtrip.json
var documentTitle = "Excursion géologique | CAAWG11";
var documentDescription = "L'excursion de CAAWG11 dans l'ouest de l'Ouganda : le rift Albertin, le lac Albert, le champ géothermique et les salines de Kibiro, et comment y participer.";
var hero = {
	"dates": "du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"title": "Excursion géologique post-conférence dans l'ouest de l'Ouganda",
	"intro": "Trois jours sur le terrain après la conférence : des champs pétroliers et des sources chaudes du lac Albert, en descendant la paroi occidentale du rift est-africain, jusqu'au Nil grondant des chutes Murchison, en compagnie de géoscientifiques de toute l'Afrique."
};
var overview = {
	"label": "Aperçu de l'excursion",
	"highlightsHeading": "Temps forts",
	"highlights": [
		"Parcourir le rift Albertin, branche occidentale du système du rift est-africain",
		"Découvrir les sources chaudes de l'un des sites géothermiques prometteurs de l'Ouganda",
		"Visiter des installations pétrolières et gazières sur les rives du lac Albert",
		"Manipuler des argiles bentonitiques et d'autres minéraux industriels à la source",
		"Contempler le Nil là où il se précipite dans les chutes Murchison",
		"Apprendre et tisser des liens sur le terrain avec des géoscientifiques de toute l'Afrique"
	],
	"quickFactsHeading": "En bref"
};
var facts = {
	"cost": {
		"label": "Prix",
		"value": "{{price, currency(currency: USD)}}",
		"detail": "Hébergement, repas, transport et droits d'entrée compris"
	},
	"sites": {
		"label": "Sites",
		"value_one": "{{count}} site",
		"value_other": "{{count}} sites"
	},
	"departs": {
		"label": "Départ",
		"value": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}"
	},
	"returns": {
		"label": "Retour",
		"value": "{{at, datetime(timeZone: Africa/Kampala; day: numeric; month: long; hour: numeric; minute: 2-digit)}}"
	},
	"transport": {
		"label": "Transport",
		"value": "Autocar climatisé"
	},
	"accommodation": {
		"label": "Hébergement",
		"value_one": "{{count}} nuit d'hébergement",
		"value_other": "{{count}} nuits d'hébergement"
	},
	"availability": {
		"label": "Disponibilité",
		"value": "Places limitées"
	}
};
var reserve = {
	"label": "Réserver une place",
	"posterAlt": "Affiche : excursion géologique post-conférence de CAAWG11, ouest de l'Ouganda, du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, sur une illustration d'une chute d'eau entre des falaises du rift au coucher du soleil",
	"link": "Réservez votre place",
	"slotsNote": "Places limitées !"
};
var places = {
	"heading_one": "{{count}} lieu à découvrir",
	"heading_other": "{{count}} lieux à découvrir"
};
var tripDays = {
	"first": "{{on, datetime(timeZone: UTC; day: numeric; month: long)}}",
	"second": "{{on, datetime(timeZone: UTC; day: numeric; month: long)}}",
	"third": "{{on, datetime(timeZone: UTC; day: numeric; month: long)}}"
};
var sites = {
	"oil-and-gas-project": {
		"name": "Projet pétrolier et gazier du lac Albert",
		"label": "Projet pétrolier et gazier",
		"location": "Hoima, graben Albertin",
		"description": "Les découvertes pétrolières de l'Ouganda se trouvent dans les sédiments du graben Albertin. Découvrez comment une découverte évolue vers la production, et l'attention qu'elle exige envers l'environnement et les communautés.",
		"alt": "Illustration d'un appareil de forage se découpant sur un coucher de soleil orangé au bord d'un lac"
	},
	"bunyoro-hills": {
		"name": "Collines du Bunyoro",
		"label": "Collines",
		"location": "District de Hoima",
		"description": "Des collines ondulées de roches anciennes du socle au bord du rift : un point de vue sur la façon dont le relief a été soulevé puis érodé pendant des centaines de millions d'années.",
		"alt": "Illustration de collines vertes étagées avec des acacias et une piste sinueuse"
	},
	"rift-escarpment": {
		"name": "Escarpement du rift de Butiaba",
		"label": "Escarpement de la vallée du rift",
		"location": "Rift Albertin, au-dessus du lac Albert",
		"description": "La route descend la paroi occidentale du rift est-africain jusqu'à la rive du lac Albert, avec ses escarpements de faille, ses sédiments de fond de rift et une vue panoramique sur le lac.",
		"alt": "Illustration d'un escarpement brun et abrupt, avec une route en lacets descendant vers un lac bleu"
	},
	"kibiro-geothermal": {
		"name": "Sources géothermales de Kibiro",
		"label": "Site géothermique",
		"location": "Rive du lac Albert, district de Hoima",
		"description": "Des sources chaudes au pied de l'escarpement, étudiées comme site géothermique prometteur, où l'on produit du sel depuis des générations à partir du sol alimenté par les sources.",
		"alt": "Illustration de bassins d'eau chaude turquoise et fumants, aux bords minéralisés orangés, au bord d'un lac"
	},
	"bentonite-deposit": {
		"name": "Gisement d'argile bentonitique",
		"label": "Gisement de bentonite",
		"location": "Graben Albertin",
		"description": "Des couches d'argile gonflante issues de cendres volcaniques altérées : un minéral industriel utilisé pour les boues de forage et les fonderies, et un témoin du passé volcanique du rift.",
		"alt": "Illustration de gradins d'argile pâle et stratifiée dans une carrière, avec une excavatrice"
	},
	"murchison-falls": {
		"name": "Chutes Murchison",
		"label": "Chute d'eau",
		"location": "Parc national de Murchison Falls",
		"description": "Le Nil se fraie un passage à travers une étroite fissure de l'épaulement du rift et plonge dans la gorge en contrebas : une leçon sur la manière dont la structure des roches guide un grand fleuve.",
		"alt": "Illustration d'une chute d'eau étroite plongeant dans une gorge rocheuse, avec des palmiers et des embruns"
	}
};
var gallery = {
	"heading": "Galerie de la destination",
	"intro": "Paysages de l'ouest de l'Ouganda le long du parcours.",
	"badge": "Ouest de l'Ouganda",
	"photos": {
		"crater-lake": {
			"caption": "Un lac de cratère dans les collines de l'ouest de l'Ouganda",
			"alt": "Illustration d'un lac de cratère bleu et rond entouré de collines vertes"
		},
		"tea-hills": {
			"caption": "Des plantations de thé sur les collines ondulées",
			"alt": "Illustration de collines striées de rangées de théiers sous un ciel pâle"
		},
		"lake-albert-sunset": {
			"caption": "Des bateaux de pêche sur le lac Albert au coucher du soleil",
			"alt": "Illustration de bateaux de pêche se découpant sur un lac sous un coucher de soleil rouge et or"
		},
		"savanna-kob": {
			"caption": "Des cobes de Buffon dans la savane du fond du rift",
			"alt": "Illustration d'antilopes broutant dans une prairie dorée sous des acacias"
		},
		"kibiro-salt-pans": {
			"caption": "Des marais salants au pied de l'escarpement à Kibiro",
			"alt": "Illustration de marais salants gris et blancs au pied d'un escarpement d'où s'élève de la vapeur"
		},
		"victoria-nile": {
			"caption": "Un bateau sur le Nil Victoria",
			"alt": "Illustration d'un bateau blanc sur un large fleuve bleu, avec des hippopotames et des palmiers"
		}
	}
};
var fieldtrip_default = {
	documentTitle,
	documentDescription,
	hero,
	overview,
	facts,
	reserve,
	places,
	tripDays,
	sites,
	gallery
};
export { gallery as a, places as c, tripDays as d, fieldtrip_default as i, reserve as l, documentTitle as n, hero as o, facts as r, overview as s, documentDescription as t, sites as u };
