// src/locales/fr/sponsorship.json
var documentTitle = "Possibilités de parrainage | CAAWG11";
var documentDescription = "Soutenez CAAWG11 à Kampala : les formules de parrainage, ce que chacune offre et comment se renseigner.";
var hero = {
	"title": "Possibilités de parrainage",
	"dates": "du {{start, datetime(timeZone: UTC; day: numeric)}} au {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} · Kampala, Ouganda",
	"tagline": "Devenez partenaire de {{shortName}} et de l'{{associationName}} à l'occasion de son {{years}}e anniversaire.",
	"viewPackages": "Voir les formules de parrainage"
};
var contactUs = "Nous contacter";
var intro = "{{shortName}} réunit des géoscientifiques, des chercheurs, des responsables de l'industrie et des étudiants de toute l'Afrique et d'ailleurs autour du thème « Les géosciences et l'avenir de l'Afrique : technologies émergentes, innovations et croissance inclusive ». Parrainer la conférence place votre organisation au cœur de cette communauté et soutient la prochaine génération de femmes en géosciences.";
var benefits = {
	"heading": "Pourquoi devenir notre partenaire ?",
	"items": [
		{
			"title": "Visibilité et notoriété de votre marque",
			"text": "Votre marque sur les supports de la conférence, le site web et la scène, sous les yeux de délégués venus de dizaines de pays."
		},
		{
			"title": "Occasions de réseautage",
			"text": "Rencontrez des chercheurs, des décideurs et des responsables de l'industrie tout au long de cinq jours de sessions et d'événements."
		},
		{
			"title": "Leadership dans le secteur",
			"text": "Montrez votre engagement envers l'avenir des géosciences en Afrique et l'innovation qui les fait avancer."
		},
		{
			"title": "Recrutement de talents",
			"text": "Entrez en contact avec des géoscientifiques de talent, des diplômés et des étudiants en début de carrière."
		},
		{
			"title": "Responsabilité sociale des entreprises",
			"text": "Soutenez les femmes en géosciences et une croissance inclusive sur tout le continent."
		},
		{
			"title": "Développement commercial",
			"text": "Touchez de nouveaux partenaires et clients dans les secteurs des mines, de l'énergie, de l'eau et de l'environnement."
		}
	]
};
var packagesSection = {
	"heading": "Formules de parrainage",
	"intro": "Choisissez la formule qui correspond à vos objectifs ; ouvrez une formule pour voir ce qu'elle comprend.",
	"price": "{{price, currency(currency: USD)}}",
	"inquire": "Se renseigner sur cette formule"
};
var packages = {
	"platinum": {
		"name": "Platine",
		"availability": "Exclusive - 1 disponible",
		"badge": "LA PLUS DEMANDÉE",
		"benefits": [
			{
				"category": "Inscriptions",
				"items": ["Quatre inscriptions de sponsor", "Deux inscriptions d'exposant"]
			},
			{
				"category": "Exposition",
				"items": ["Deux stands d'exposition de 18 m²"]
			},
			{
				"category": "Visibilité",
				"items": ["Présentation de l'entreprise de 200 mots dans le programme de la conférence", "Logo sur tous les supports de la conférence"]
			}
		]
	},
	"gold": {
		"name": "Or",
		"availability": "Disponibilité limitée",
		"benefits": [
			{
				"category": "Inscriptions",
				"items": ["Trois inscriptions de sponsor", "Deux inscriptions d'exposant"]
			},
			{
				"category": "Exposition",
				"items": ["Deux stands d'exposition de 18 m²"]
			},
			{
				"category": "Visibilité",
				"items": ["Présentation de l'entreprise de 100 mots dans le programme de la conférence"]
			}
		]
	},
	"silver": {
		"name": "Argent",
		"availability": "Disponible",
		"benefits": [
			{
				"category": "Inscriptions",
				"items": ["Deux inscriptions de sponsor", "Une inscription d'exposant"]
			},
			{
				"category": "Exposition",
				"items": ["Un stand d'exposition de 9 m²"]
			},
			{
				"category": "Visibilité",
				"items": ["Présentation de l'entreprise de 50 mots dans le programme de la conférence"]
			}
		]
	},
	"bronze": {
		"name": "Bronze",
		"availability": "Disponible",
		"benefits": [
			{
				"category": "Inscriptions",
				"items": ["Une inscription de sponsor", "Une inscription d'exposant"]
			},
			{
				"category": "Exposition",
				"items": ["Un stand d'exposition de 9 m²"]
			},
			{
				"category": "Visibilité",
				"items": ["Présentation de l'entreprise de 25 mots dans le programme de la conférence"]
			}
		]
	},
	"exhibition-booth": {
		"name": "Stand d'exposition",
		"availability": "Disponible",
		"benefits": [{
			"category": "Exposition",
			"items": ["Un stand d'exposition de 9 m²"]
		}]
	}
};
var cta = {
	"heading": "Prêt à devenir sponsor ?",
	"text": "Présentez-nous votre organisation et nous trouverons ensemble le partenariat qui vous convient. Vous pouvez aussi écrire à {{email}}."
};
var sponsorship_default = {
	documentTitle,
	documentDescription,
	hero,
	contactUs,
	intro,
	benefits,
	packagesSection,
	packages,
	cta
};
export { documentTitle as a, packages as c, documentDescription as i, packagesSection as l, contactUs as n, hero as o, cta as r, intro as s, benefits as t, sponsorship_default as u };
