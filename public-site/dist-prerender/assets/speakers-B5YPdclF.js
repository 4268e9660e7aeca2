// src/locales/fr/speakers.json
var documentTitle = "Conférencières principales | CAAWG11";
var documentDescription = "Les conférencières invitées de CAAWG11, la 11e Conférence de l'African Association of Women in Geosciences à Kampala.";
var hero = {
	"eyebrow": "CAAWG11 · {{start, datetime(timeZone: UTC; day: numeric)}}-{{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"title": "Conférencières principales",
	"lead": "Huit femmes à la pointe des géosciences africaines présentent leurs travaux sur les minéraux, l'énergie, l'eau, le climat, les données et les politiques publiques."
};
var notice = "Les profils des conférencières sont donnés à titre d'illustration en attendant la confirmation des intervenantes\xA0; le programme définitif indiquera leurs noms.";
var card = {
	"portraitAlt": "Portrait illustré de {{name}}",
	"topic": "Thème de la conférence",
	"accolades": "Distinctions"
};
var comingSoon = {
	"title": "D'autres intervenantes bientôt annoncées",
	"text": "D'autres conférencières principales et invitées seront annoncées au fil de la finalisation du programme. Revenez consulter cette page pour les mises à jour."
};
var nextSteps = {
	"title": "Venez les écouter à Kampala",
	"text": "Inscrivez-vous pour assister aux conférences plénières, ou découvrez leur place dans le programme des cinq jours.",
	"register": "Inscrivez-vous",
	"viewProgram": "Voir le programme"
};
var profiles = {
	"adaeze-okonkwo-balogun": {
		"title": "Professeure de géologie économique",
		"topic": "Les minéraux critiques pour une transition verte équitable en Afrique",
		"bio": "Adaeze cartographie les ceintures de lithium, de cobalt et de terres rares d'Afrique de l'Ouest et d'Afrique centrale, et travaille avec les gouvernements pour que leur valeur profite aux communautés qui les accueillent.",
		"accolades": [
			"A dirigé une étude régionale du lithium des pegmatites dans trois pays",
			"Autrice de plus de 80 articles évalués par les pairs sur les gisements métallifères",
			"Mentore de plus de 40 géologues diplômées de troisième cycle"
		]
	},
	"wanjiru-kamau-odhiambo": {
		"title": "Scientifique principale en géothermie",
		"topic": "L'énergie géothermique le long du rift est-africain",
		"bio": "Wanjiru étudie depuis vingt ans la chaleur cachée sous le rift, des manifestations de surface aux puits profonds, et dirige aujourd'hui des programmes d'exploration pour une production d'électricité de base propre.",
		"accolades": [
			"A coordonné des évaluations de ressources géothermiques dans quatre pays du rift",
			"Fondatrice d'une école de terrain pour jeunes géoscientifiques en géothermie",
			"Conférencière principale lors de congrès internationaux de géothermie"
		]
	},
	"thandeka-mthembu-nkosi": {
		"title": "Titulaire de la chaire d'hydrogéologie",
		"topic": "La sécurité des eaux souterraines pour les villes africaines en croissance",
		"bio": "Thandeka étudie la réaction des aquifères à la sécheresse et à l'urbanisation rapide, et conçoit des réseaux de surveillance que les services des eaux peuvent gérer eux-mêmes.",
		"accolades": [
			"A conçu des réseaux de surveillance des eaux souterraines pour cinq municipalités",
			"Rédactrice en chef d'une revue régionale d'hydrogéologie",
			"Reconnue pour son travail de communication scientifique sur la pénurie d'eau"
		]
	},
	"fatoumata-diallo-keita": {
		"title": "Responsable du renseignement géospatial",
		"topic": "Données géospatiales et IA pour une gestion résiliente des terres",
		"bio": "Fatoumata associe l'imagerie satellitaire et l'apprentissage automatique pour suivre la dégradation des terres, les inondations et l'exploitation minière artisanale au Sahel, et forme des analystes à faire de même.",
		"accolades": [
			"A créé un service ouvert de suivi de l'occupation des sols utilisé par des agences nationales",
			"A formé plus de 300 analystes à la télédétection et aux SIG",
			"Défend l'ouverture des données géospatiales en Afrique francophone"
		]
	},
	"nakato-birungi-ssekitoleko": {
		"title": "Professeure de géosciences pétrolières",
		"topic": "Technologies émergentes dans le pétrole et le gaz de l'Albertine Graben",
		"bio": "Nakato travaille sur les bassins de l'Albertine Graben, sur la caractérisation des réservoirs et sur la manière dont les nouvelles technologies peuvent réduire l'empreinte environnementale de leur mise en valeur.",
		"accolades": [
			"Vingt ans de recherche sur les bassins de rift de la région des Grands Lacs",
			"A encadré plus de 25 thèses de doctorat et mémoires de master",
			"Membre de comités consultatifs nationaux sur le pétrole et l'environnement"
		]
	},
	"yasmina-benali-haddad": {
		"title": "Chercheuse principale en géosciences du climat",
		"topic": "Les géosciences au service de la résilience climatique\xA0: glissements de terrain, inondations et littoraux",
		"bio": "Yasmina étudie comment le changement climatique transforme les risques géologiques dans les montagnes et sur les côtes d'Afrique du Nord, et traduit les cartes d'aléas en plans d'action concrets pour les villes.",
		"accolades": [
			"A réalisé des cartes de susceptibilité aux glissements de terrain pour des communautés de montagne",
			"Dirige un réseau de sites de surveillance de l'érosion côtière",
			"Contributrice à des lignes directrices régionales d'adaptation au climat"
		]
	},
	"ama-serwaa-owusu-mensah": {
		"title": "Professeure de politique minière et de géoéthique",
		"topic": "Géoéthique et développement inclusif dans le secteur extractif",
		"bio": "Ama travaille à la croisée de la géologie et des politiques publiques\xA0: consentement des communautés, exploitation minière artisanale et place des femmes dans les industries extractives.",
		"accolades": [
			"Conseillère pour la réforme de la législation minière et le partage des bénéfices avec les communautés",
			"Autrice d'un cours de géoéthique largement utilisé dans les universités africaines",
			"Promotrice du leadership des femmes dans les industries extractives"
		]
	},
	"selamawit-tesfaye-gebru": {
		"title": "Volcanologue et médiatrice scientifique",
		"topic": "Géo-éducation et renforcement des capacités\xA0: apprendre des rifts actifs",
		"bio": "Selamawit surveille les volcans actifs de l'Afar et mène des actions de sensibilisation qui emmènent élèves et enseignants sur le terrain pour voir un continent en train de se fracturer.",
		"accolades": [
			"A mis en place un programme communautaire de surveillance volcanique",
			"A créé des kits pédagogiques de géosciences utilisés dans des centaines d'écoles",
			"A dirigé des écoles de terrain pour des géoscientifiques en début de carrière venus de dix pays"
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
