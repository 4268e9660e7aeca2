// src/locales/en/speakers.json
var documentTitle = "Keynote Speakers | CAAWG11";
var documentDescription = "The keynote speakers of CAAWG11, the 11th Conference of the African Association of Women in Geosciences in Kampala.";
var hero = {
	"eyebrow": "CAAWG11 · 1-5 October 2025",
	"title": "Keynote Speakers",
	"lead": "Eight women leading African geoscience share their work on minerals, energy, water, climate, data and policy."
};
var notice = "Speaker profiles are illustrative while the keynote line-up is being confirmed; the final programme will name the speakers.";
var card = {
	"portraitAlt": "Illustrated portrait of {{name}}",
	"topic": "Keynote topic",
	"accolades": "Accolades"
};
var comingSoon = {
	"title": "More speakers coming soon",
	"text": "Further keynote and invited speakers will be announced as the programme is finalised. Check back for updates."
};
var nextSteps = {
	"title": "Hear them in Kampala",
	"text": "Register to join the keynotes, or see where they sit in the five-day programme.",
	"register": "Register Now",
	"viewProgram": "View Program"
};
var profiles = {
	"adaeze-okonkwo-balogun": {
		"title": "Professor of Economic Geology",
		"topic": "Critical minerals for a fair green transition in Africa",
		"bio": "Adaeze maps the lithium, cobalt and rare-earth belts of West and Central Africa and works with governments on how their value can stay in the communities that host them.",
		"accolades": [
			"Led a regional survey of pegmatite-hosted lithium across three countries",
			"Author of more than 80 peer-reviewed papers on ore deposits",
			"Mentor to over 40 women postgraduate geologists"
		]
	},
	"wanjiru-kamau-odhiambo": {
		"title": "Principal Geothermal Scientist",
		"topic": "Geothermal energy along the East African Rift",
		"bio": "Wanjiru has spent two decades reading the heat beneath the Rift, from surface manifestations to deep wells, and now leads exploration programmes for clean baseload power.",
		"accolades": [
			"Coordinated geothermal resource assessments in four Rift countries",
			"Founder of a field school for young geothermal geoscientists",
			"Keynote speaker at international geothermal congresses"
		]
	},
	"thandeka-mthembu-nkosi": {
		"title": "Chair of Hydrogeology",
		"topic": "Groundwater security for growing African cities",
		"bio": "Thandeka studies how aquifers respond to drought and rapid urban growth, and designs monitoring networks that water utilities can run themselves.",
		"accolades": [
			"Designed groundwater monitoring networks for five municipalities",
			"Editor of a regional journal of hydrogeology",
			"Recognised for science communication on water scarcity"
		]
	},
	"fatoumata-diallo-keita": {
		"title": "Head of Geospatial Intelligence",
		"topic": "Geospatial data and AI for resilient land management",
		"bio": "Fatoumata combines satellite imagery with machine learning to track land degradation, floods and artisanal mining across the Sahel, and trains analysts to do the same.",
		"accolades": [
			"Built an open land-cover change service used by national agencies",
			"Trained more than 300 analysts in remote sensing and GIS",
			"Advocate for open geospatial data in francophone Africa"
		]
	},
	"nakato-birungi-ssekitoleko": {
		"title": "Professor of Petroleum Geoscience",
		"topic": "Emerging technologies in oil and gas in the Albertine Graben",
		"bio": "Nakato works on the basins of the Albertine Graben, on reservoir characterisation and on how new technologies can lower the environmental footprint of development.",
		"accolades": [
			"Two decades of research on the rift basins of the Great Lakes region",
			"Supervised more than 25 doctoral and master’s theses",
			"Member of national advisory panels on petroleum and the environment"
		]
	},
	"yasmina-benali-haddad": {
		"title": "Senior Researcher in Climate Geoscience",
		"topic": "Geosciences for climate resilience: landslides, floods and coasts",
		"bio": "Yasmina studies how a changing climate reshapes geohazards along North Africa’s mountains and coasts, and turns hazard maps into plans that towns can act on.",
		"accolades": [
			"Produced landslide susceptibility maps for mountain communities",
			"Leads a network of coastal erosion monitoring sites",
			"Contributor to regional climate adaptation guidelines"
		]
	},
	"ama-serwaa-owusu-mensah": {
		"title": "Professor of Mining Policy and Geoethics",
		"topic": "Geoethics and inclusive development in the extractive sector",
		"bio": "Ama works where geology meets policy: community consent, artisanal mining, and the place of women in the extractive industries.",
		"accolades": [
			"Adviser on mining legislation reform and community benefit sharing",
			"Author of a widely used course on geoethics for African universities",
			"Champion of women’s leadership in the extractive industries"
		]
	},
	"selamawit-tesfaye-gebru": {
		"title": "Volcanologist and Science Educator",
		"topic": "Geo-education and capacity building: learning from active rifts",
		"bio": "Selamawit monitors active volcanoes in the Afar and runs outreach that brings school pupils and teachers into the field to see a continent splitting apart.",
		"accolades": [
			"Set up a community volcano-monitoring programme",
			"Created geoscience teaching kits used in hundreds of schools",
			"Led field schools for early-career geoscientists from ten countries"
		]
	}
};
var speakers_default = {
	documentTitle,
	documentDescription,
	hero,
	notice,
	card,
	comingSoon,
	nextSteps,
	profiles
};
export { hero as a, profiles as c, documentTitle as i, speakers_default as l, comingSoon as n, nextSteps as o, documentDescription as r, notice as s, card as t };
