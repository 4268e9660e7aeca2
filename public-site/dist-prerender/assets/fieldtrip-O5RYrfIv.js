// src/locales/en/fieldtrip.json
var documentTitle = "Field Trip | CAAWG11";
var documentDescription = "The CAAWG11 field trip in western Uganda: the Albertine Rift, Lake Albert, the Kibiro geothermal field and salt pans, and how to join.";
var hero = {
	"dates": "October 3-5, 2025",
	"title": "Post-Conference Field Trip to Western Uganda",
	"intro": "Three days in the field after the conference: from the oil fields and hot springs of Lake Albert down the western wall of the East African Rift to the thundering Nile at Murchison Falls, with geoscientists from across Africa as your companions."
};
var overview = {
	"label": "Trip overview",
	"highlightsHeading": "Highlights",
	"highlights": [
		"Walk the Albertine Rift, the western branch of the East African Rift System",
		"See hot springs at one of Uganda’s geothermal prospects",
		"Visit oil and gas development on the shores of Lake Albert",
		"Handle bentonite clays and other industrial minerals at the source",
		"Stand above the Nile where it plunges through Murchison Falls",
		"Learn and network in the field with geoscientists from across Africa"
	],
	"quickFactsHeading": "Quick facts"
};
var facts = {
	"cost": {
		"label": "Cost",
		"value": "${{price}}",
		"detail": "Covers accommodation, meals, transport and fees"
	},
	"sites": {
		"label": "Sites",
		"value_one": "{{count}} sites",
		"value_other": "{{count}} sites"
	},
	"departs": {
		"label": "Departs",
		"value": "October 3 at 8:00 AM"
	},
	"returns": {
		"label": "Returns",
		"value": "October 5 at 6:00 PM"
	},
	"transport": {
		"label": "Transport",
		"value": "Air-conditioned bus"
	},
	"accommodation": {
		"label": "Accommodation",
		"value_one": "{{count}} nights' accommodation",
		"value_other": "{{count}} nights' accommodation"
	},
	"availability": {
		"label": "Availability",
		"value": "Limited slots"
	}
};
var reserve = {
	"label": "Reserve a place",
	"posterAlt": "Poster: CAAWG11 post-conference field trip, Western Uganda, October 3-5, 2025, over an illustration of a waterfall between rift cliffs at sunset",
	"link": "Reserve Your Spot",
	"slotsNote": "Limited slots available!"
};
var places = {
	"heading_one": "{{count}} places to explore",
	"heading_other": "{{count}} places to explore"
};
var tripDays = {
	"first": "October 3",
	"second": "October 4",
	"third": "October 5"
};
var sites = {
	"oil-and-gas-project": {
		"name": "Lake Albert Oil and Gas Project",
		"label": "Oil and gas project",
		"location": "Hoima, Albertine Graben",
		"description": "Uganda’s oil discoveries lie in the sediments of the Albertine Graben. See how a discovery moves towards production, and the environmental and community care it calls for.",
		"alt": "Illustration of a drilling rig silhouetted against an orange sunset beside a lake"
	},
	"bunyoro-hills": {
		"name": "Bunyoro Hills",
		"label": "Hills",
		"location": "Hoima District",
		"description": "Rolling hills of ancient basement rock at the edge of the rift: a vantage point on how the land was lifted and worn down over hundreds of millions of years.",
		"alt": "Illustration of layered green hills with acacia trees and a winding track"
	},
	"rift-escarpment": {
		"name": "Butiaba Rift Escarpment",
		"label": "Rift valley escarpment",
		"location": "Albertine Rift, above Lake Albert",
		"description": "The road drops down the western wall of the East African Rift to the shore of Lake Albert, with fault scarps, rift-floor sediments and a sweeping view across the lake.",
		"alt": "Illustration of a steep brown escarpment with a zigzag road dropping to a blue lake"
	},
	"kibiro-geothermal": {
		"name": "Kibiro Geothermal Springs",
		"label": "Geothermal site",
		"location": "Lake Albert shore, Hoima District",
		"description": "Hot springs at the foot of the escarpment, studied as a geothermal prospect, where salt has been made from the spring-fed ground for generations.",
		"alt": "Illustration of steaming turquoise hot-spring pools with orange mineral rims by a lake"
	},
	"bentonite-deposit": {
		"name": "Bentonite Clay Deposit",
		"label": "Bentonite deposit",
		"location": "Albertine Graben",
		"description": "Layers of swelling clay formed from altered volcanic ash: an industrial mineral for drilling muds and foundries, and a record of the rift’s volcanic past.",
		"alt": "Illustration of pale layered clay benches in a quarry with an excavator"
	},
	"murchison-falls": {
		"name": "Murchison Falls",
		"label": "Waterfall",
		"location": "Murchison Falls National Park",
		"description": "The Nile forces its way through a narrow cleft in the rift shoulder and plunges into the gorge below: a lesson in how rock structure steers a great river.",
		"alt": "Illustration of a narrow waterfall plunging through a rocky gorge, with palms and spray"
	}
};
var gallery = {
	"heading": "Destination gallery",
	"intro": "Scenes of Western Uganda along the way.",
	"badge": "Western Uganda",
	"photos": {
		"crater-lake": {
			"caption": "A crater lake in the hills of Western Uganda",
			"alt": "Illustration of a round blue crater lake ringed by green hills"
		},
		"tea-hills": {
			"caption": "Tea gardens on the rolling hills",
			"alt": "Illustration of hills striped with rows of tea bushes under a pale sky"
		},
		"lake-albert-sunset": {
			"caption": "Fishing boats on Lake Albert at sunset",
			"alt": "Illustration of fishing boats silhouetted on a lake under a red and gold sunset"
		},
		"savanna-kob": {
			"caption": "Uganda kob on the savanna of the rift floor",
			"alt": "Illustration of antelopes grazing on golden grassland beneath acacia trees"
		},
		"kibiro-salt-pans": {
			"caption": "Salt pans below the escarpment at Kibiro",
			"alt": "Illustration of grey and white salt pans below an escarpment with rising steam"
		},
		"victoria-nile": {
			"caption": "A boat on the Victoria Nile",
			"alt": "Illustration of a white boat on a wide blue river with hippos and palm trees"
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
