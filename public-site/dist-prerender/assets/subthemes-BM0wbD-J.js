// src/locales/pt/subthemes.json
var documentTitle = "Subtemas da conferência | CAAWG11";
var documentDescription = "Os subtemas da CAAWG11, dos minerais críticos e da energia geotérmica à água, ao clima e às ciências geoespaciais.";
var hero = {
	"eyebrow": "Chamada de resumos · CAAWG11",
	"title": "Subtemas da conferência",
	"lead": "{{number}} subtemas sob o tema «As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo». Escolha aquele que melhor corresponde ao seu trabalho quando submeter o seu resumo."
};
var actions = {
	"register": "Inscreva-se",
	"submitAbstract": "Submeter resumo"
};
var listLabel = "Subtemas";
var panel = {
	"title": "Participe",
	"earlyBirdEnds": "A tarifa antecipada termina a {{earlyBirdLastDay, datetime(timeZone: UTC; day: numeric; month: long)}}",
	"registrationOpen": "Inscrições abertas",
	"abstractDeadline": "Prazo para os resumos",
	"abstractDeadlineDate": "{{abstractDeadline, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
	"conference": "Conferência",
	"conferenceDatesAndPlace": "{{start, datetime(timeZone: UTC; day: numeric)}}-{{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, Kampala, Uganda"
};
var subthemeCard = { "label": "Subtema {{number}} · {{category}}" };
var subthemeCards = [
	{
		"title": "Avanço da ciência e das aplicações em geologia",
		"category": "Aplicações da geologia",
		"description": "Novos trabalhos de campo, de laboratório e de modelação que aprofundam o nosso conhecimento da Terra e o põem em prática.",
		"items": [
			"Geologia estrutural e tectónica do Rifte da África Oriental",
			"Petrologia, geoquímica e geocronologia",
			"Geologia de engenharia e geologia ambiental",
			"Riscos geológicos: sismos, deslizamentos de terras e vulcões",
			"Sedimentologia e análise de bacias"
		]
	},
	{
		"title": "Geoeducação e capacitação",
		"category": "Geoeducação",
		"description": "Formar a próxima geração de geocientistas e atrair mais mulheres e meninas para a área.",
		"items": [
			"Currículos para escolas, institutos e universidades",
			"Mentoria e percursos profissionais para mulheres",
			"Escolas de campo e formação prática",
			"Divulgação junto do público e geopatrimónio"
		]
	},
	{
		"title": "Aproveitamento dos dados geoespaciais e da IA",
		"category": "Dados geoespaciais e IA",
		"description": "Deteção remota, SIG e aprendizagem automática que transformam as observações da Terra em decisões.",
		"items": [
			"Deteção remota por satélite e levantamentos com drones",
			"Aprendizagem automática para a cartografia de minerais e de riscos",
			"Infraestruturas de geodados abertos para África",
			"Qualidade, partilha e soberania dos dados"
		]
	},
	{
		"title": "Geociências para a resiliência climática",
		"category": "Resiliência climática",
		"description": "Ciências da Terra para a adaptação às alterações climáticas e a redução do risco de catástrofes.",
		"items": [
			"Avaliação dos riscos de seca, inundação e deslizamento de terras",
			"Captura e armazenamento geológico de carbono",
			"Registos paleoclimáticos de arquivos africanos",
			"Sistemas de alerta precoce e preparação das comunidades",
			"Soluções baseadas na natureza"
		]
	},
	{
		"title": "Minerais críticos e economia verde",
		"category": "Minerais críticos",
		"description": "Os minerais da transição energética, descobertos, extraídos e processados de forma responsável.",
		"items": [
			"Prospeção de lítio, cobalto, grafite e terras raras",
			"Mineração artesanal e de pequena escala",
			"Valorização local e beneficiação",
			"Encerramento de minas e reabilitação dos terrenos"
		]
	},
	{
		"title": "Tecnologias emergentes no petróleo e gás",
		"category": "Tecnologias de petróleo e gás",
		"description": "Tecnologias que tornam os projetos de hidrocarbonetos mais seguros, mais limpos e mais benéficos para as comunidades de acolhimento.",
		"items": [
			"Caracterização de reservatórios e imagem sísmica",
			"Redução de emissões e controlo da queima de gás",
			"Gestão dos impactos ambientais e sociais",
			"Conteúdo local e desenvolvimento de competências"
		]
	},
	{
		"title": "Transformação digital nas geociências",
		"category": "Transformação digital",
		"description": "Ferramentas digitais que mudam a forma como os geocientistas recolhem, partilham e interpretam os dados.",
		"items": [
			"Gémeos digitais e modelos geológicos 3D",
			"Computação em nuvem e ferramentas de código aberto",
			"Recolha digital de dados de campo",
			"Ciberinfraestruturas para os serviços geológicos"
		]
	},
	{
		"title": "Abastecimento de água e geociências",
		"category": "Abastecimento de água",
		"description": "Encontrar, proteger e gerir as águas subterrâneas e superficiais de que as comunidades dependem.",
		"items": [
			"Hidrogeologia e cartografia das águas subterrâneas",
			"Qualidade da água e contaminação",
			"Recarga gerida de aquíferos",
			"Recursos hídricos transfronteiriços",
			"Água, saneamento e género"
		]
	},
	{
		"title": "Urbanização e infraestruturas resilientes",
		"category": "Urbanização",
		"description": "Geociências para cidades seguras e sustentáveis e para as infraestruturas das cidades africanas em crescimento.",
		"items": [
			"Estudos geotécnicos e fundações",
			"Riscos geológicos urbanos e subsidência dos solos",
			"Materiais de construção e agregados",
			"Ordenamento do território informado pela geologia"
		]
	},
	{
		"title": "Geoética e desenvolvimento inclusivo",
		"category": "Geoética",
		"description": "Uma prática responsável e equitativa das geociências, que não deixa ninguém para trás.",
		"items": [
			"Ética na investigação e na extração de recursos",
			"Equidade de género e inclusão nas geociências",
			"Envolvimento das comunidades e conhecimentos indígenas",
			"Segurança e bem-estar no trabalho de campo"
		]
	},
	{
		"title": "Políticas baseadas nas geociências na gestão dos recursos naturais",
		"category": "Políticas baseadas nas geociências",
		"description": "Transformar as evidências geocientíficas em políticas sólidas de gestão dos recursos naturais.",
		"items": [
			"Governação mineira e petrolífera",
			"Interfaces entre ciência e política",
			"Gestão das receitas e transparência",
			"Cooperação regional e a Visão Mineira Africana",
			"Políticas para a transição energética"
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
