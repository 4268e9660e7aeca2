// src/locales/pt/sponsorship.json
var documentTitle = "Oportunidades de patrocínio | CAAWG11";
var documentDescription = "Patrocine a CAAWG11 em Kampala: os pacotes de patrocínio, o que cada um oferece e como pedir informações.";
var hero = {
	"title": "Oportunidades de patrocínio",
	"dates": "de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} · Kampala, Uganda",
	"tagline": "Seja parceiro da {{shortName}} e da {{associationName}} no ano do seu {{years}}.º aniversário.",
	"viewPackages": "Ver os pacotes de patrocínio"
};
var contactUs = "Contacte-nos";
var intro = "A {{shortName}} reúne geocientistas, investigadores, líderes da indústria e estudantes de toda a África e de outros continentes em torno do tema «As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo». Patrocinar a conferência coloca a sua organização no centro desta comunidade e apoia a próxima geração de mulheres nas geociências.";
var benefits = {
	"heading": "Porquê ser nosso parceiro?",
	"items": [
		{
			"title": "Visibilidade e reconhecimento da marca",
			"text": "A sua marca nos materiais da conferência, no sítio web e no palco, vista por delegados de dezenas de países."
		},
		{
			"title": "Oportunidades de networking",
			"text": "Conheça investigadores, decisores e líderes da indústria ao longo de cinco dias de sessões e eventos."
		},
		{
			"title": "Liderança no setor",
			"text": "Mostre o seu compromisso com o futuro das geociências em África e com a inovação que as impulsiona."
		},
		{
			"title": "Captação de talento",
			"text": "Estabeleça contacto com geocientistas talentosos, recém-licenciados e estudantes no início das suas carreiras."
		},
		{
			"title": "Responsabilidade social corporativa",
			"text": "Apoie as mulheres nas geociências e o crescimento inclusivo em todo o continente."
		},
		{
			"title": "Expansão de mercado",
			"text": "Chegue a novos parceiros e clientes nos setores da mineração, energia, água e ambiente."
		}
	]
};
var packagesSection = {
	"heading": "Pacotes de patrocínio",
	"intro": "Escolha o pacote que corresponde aos seus objetivos; abra um pacote para ver o que inclui.",
	"price": "{{price, currency(currency: USD)}}",
	"inquire": "Pedir informações sobre este pacote"
};
var packages = {
	"platinum": {
		"name": "Platina",
		"availability": "Exclusivo - 1 disponível",
		"badge": "O MAIS PROCURADO",
		"benefits": [
			{
				"category": "Inscrições",
				"items": ["Quatro inscrições de patrocinador", "Duas inscrições de expositor"]
			},
			{
				"category": "Exposição",
				"items": ["Dois stands de exposição de 18 m²"]
			},
			{
				"category": "Visibilidade",
				"items": ["Apresentação da empresa com 200 palavras no programa da conferência", "Logótipo em todos os materiais da conferência"]
			}
		]
	},
	"gold": {
		"name": "Ouro",
		"availability": "Disponibilidade limitada",
		"benefits": [
			{
				"category": "Inscrições",
				"items": ["Três inscrições de patrocinador", "Duas inscrições de expositor"]
			},
			{
				"category": "Exposição",
				"items": ["Dois stands de exposição de 18 m²"]
			},
			{
				"category": "Visibilidade",
				"items": ["Apresentação da empresa com 100 palavras no programa da conferência"]
			}
		]
	},
	"silver": {
		"name": "Prata",
		"availability": "Disponível",
		"benefits": [
			{
				"category": "Inscrições",
				"items": ["Duas inscrições de patrocinador", "Uma inscrição de expositor"]
			},
			{
				"category": "Exposição",
				"items": ["Um stand de exposição de 9 m²"]
			},
			{
				"category": "Visibilidade",
				"items": ["Apresentação da empresa com 50 palavras no programa da conferência"]
			}
		]
	},
	"bronze": {
		"name": "Bronze",
		"availability": "Disponível",
		"benefits": [
			{
				"category": "Inscrições",
				"items": ["Uma inscrição de patrocinador", "Uma inscrição de expositor"]
			},
			{
				"category": "Exposição",
				"items": ["Um stand de exposição de 9 m²"]
			},
			{
				"category": "Visibilidade",
				"items": ["Apresentação da empresa com 25 palavras no programa da conferência"]
			}
		]
	},
	"exhibition-booth": {
		"name": "Stand de exposição",
		"availability": "Disponível",
		"benefits": [{
			"category": "Exposição",
			"items": ["Um stand de exposição de 9 m²"]
		}]
	}
};
var cta = {
	"heading": "Pronto para ser patrocinador?",
	"text": "Fale-nos da sua organização e encontraremos a parceria que melhor lhe convém. Pode também escrever para {{email}}."
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
