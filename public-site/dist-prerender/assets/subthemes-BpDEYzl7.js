// src/locales/en/subthemes.json
var documentTitle = "Conference Subthemes | CAAWG11";
var documentDescription = "The subthemes of CAAWG11, from critical minerals and geothermal energy to water, climate and geospatial science.";
var hero = {
	"eyebrow": "Call for abstracts · CAAWG11",
	"title": "Conference Subthemes",
	"lead": "{{number}} subthemes under the theme “Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth”. Choose the one that fits your work when you submit your abstract."
};
var actions = {
	"register": "Register Now",
	"submitAbstract": "Submit Abstract"
};
var listLabel = "Subthemes";
var panel = {
	"title": "Take part",
	"earlyBirdEnds": "Early bird registration ends July 31",
	"registrationOpen": "Registration now open",
	"abstractDeadline": "Abstract deadline",
	"abstractDeadlineDate": "June 30, 2025",
	"conference": "Conference",
	"conferenceDatesAndPlace": "1-5 October 2025, Kampala, Uganda"
};
var subthemeCard = { "label": "Subtheme {{number}} · {{category}}" };
var subthemeCards = [
	{
		"title": "Advancing the Science and Applications in Geology",
		"category": "Geology Applications",
		"description": "New field, laboratory and modelling work that deepens our understanding of the Earth and puts it to use.",
		"items": [
			"Structural geology and tectonics of the East African Rift",
			"Petrology, geochemistry and geochronology",
			"Engineering and environmental geology",
			"Geohazards: earthquakes, landslides and volcanoes",
			"Sedimentology and basin analysis"
		]
	},
	{
		"title": "Geo-education & Capacity Building",
		"category": "Geo-education",
		"description": "Training the next generation of geoscientists and bringing more women and girls into the field.",
		"items": [
			"Curricula for schools, colleges and universities",
			"Mentorship and career pathways for women",
			"Field schools and practical training",
			"Public outreach and geoheritage"
		]
	},
	{
		"title": "Harnessing Geospatial Data and AI",
		"category": "Geospatial Data and AI",
		"description": "Remote sensing, GIS and machine learning that turn earth observations into decisions.",
		"items": [
			"Satellite remote sensing and drone surveys",
			"Machine learning for mineral and hazard mapping",
			"Open geodata infrastructures for Africa",
			"Data quality, sharing and sovereignty"
		]
	},
	{
		"title": "Geosciences for Climate Resilience",
		"category": "Climate Resilience",
		"description": "Earth science for adapting to a changing climate and reducing the risk of disasters.",
		"items": [
			"Drought, flood and landslide risk assessment",
			"Carbon capture and geological storage",
			"Palaeoclimate records from African archives",
			"Early warning systems and community preparedness",
			"Nature-based solutions"
		]
	},
	{
		"title": "Critical Minerals and the Green Economy",
		"category": "Critical Minerals",
		"description": "The minerals of the energy transition, found, mined and processed responsibly.",
		"items": [
			"Exploration for lithium, cobalt, graphite and rare earths",
			"Artisanal and small-scale mining",
			"Local value addition and beneficiation",
			"Mine closure and land rehabilitation"
		]
	},
	{
		"title": "Emerging Technologies in Oil and Gas",
		"category": "Oil and Gas Technologies",
		"description": "Technologies that make hydrocarbon projects safer, cleaner and more beneficial to host communities.",
		"items": [
			"Reservoir characterisation and seismic imaging",
			"Emission reduction and flaring control",
			"Environmental and social impact management",
			"Local content and skills development"
		]
	},
	{
		"title": "Digital Transformation in Geosciences",
		"category": "Digital Transformation",
		"description": "Digital tools that change how geoscientists collect, share and interpret data.",
		"items": [
			"Digital twins and 3D geological models",
			"Cloud computing and open-source tools",
			"Digital field data capture",
			"Cyber-infrastructure for geological surveys"
		]
	},
	{
		"title": "Water Supply and Geosciences",
		"category": "Water Supply",
		"description": "Finding, protecting and managing the groundwater and surface water that communities depend on.",
		"items": [
			"Hydrogeology and groundwater mapping",
			"Water quality and contamination",
			"Managed aquifer recharge",
			"Transboundary water resources",
			"Water, sanitation and gender"
		]
	},
	{
		"title": "Urbanization and Resilient Infrastructure",
		"category": "Urbanization",
		"description": "Geoscience for safe, sustainable cities and the infrastructure of Africa's growing towns.",
		"items": [
			"Geotechnical investigations and foundations",
			"Urban geohazards and land subsidence",
			"Construction materials and aggregates",
			"Land-use planning informed by geology"
		]
	},
	{
		"title": "Geoethics and Inclusive Development",
		"category": "Geoethics",
		"description": "Responsible, equitable geoscience practice that leaves no one behind.",
		"items": [
			"Ethics in research and resource extraction",
			"Gender equity and inclusion in the geosciences",
			"Community engagement and indigenous knowledge",
			"Safety and well-being in fieldwork"
		]
	},
	{
		"title": "Geoscience-Driven Policies in Natural Resource Management",
		"category": "Geoscience-Driven Policy",
		"description": "Turning geoscience evidence into sound policy for managing natural resources.",
		"items": [
			"Mineral and petroleum governance",
			"Science-policy interfaces",
			"Revenue management and transparency",
			"Regional cooperation and the African Mining Vision",
			"Policy for the energy transition"
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
