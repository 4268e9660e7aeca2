// src/locales/pt/gallery.json
var documentTitle = "Galeria | CAAWG11";
var documentDescription = "Fotografias das conferências da African Association of Women in Geosciences: palestras, sessões e eventos sociais.";
var title = "Galeria da conferência";
var intro = "Palestras principais, sessões, celebrações e o local: momentos da conferência, afixados no quadro. Escolha uma fotografia para a ver em tamanho maior.";
var filterGroup = "Filtrar as fotografias por categoria";
var filters = {
	"all": "Todas as fotografias",
	"keynotes": "Oradoras principais",
	"sessions": "Sessões",
	"events": "Eventos sociais",
	"venue": "Local"
};
var showing_one = "{{count}} fotografia apresentada: {{filter}}";
var showing_other = "{{count}} fotografias apresentadas: {{filter}}";
var board = "Fotografias";
var loading = "A carregar as fotografias...";
var featured = "Destaque";
var lightbox = { "close": "Fechar" };
var photos = {
	"keynote-opening": {
		"caption": "Palestra principal de abertura: As geociências e o futuro de África",
		"alt": "Ilustração de uma oradora num púlpito, ao lado de um ecrã com um mapa de África, diante de uma sala cheia"
	},
	"keynote-critical-minerals": {
		"caption": "Palestra principal sobre minerais críticos e economia verde",
		"alt": "Ilustração de uma oradora que apresenta um diapositivo com cristais minerais roxos e verdes"
	},
	"keynote-geothermal": {
		"caption": "Palestra principal sobre energia geotérmica no Rifte da África Oriental",
		"alt": "Ilustração de uma oradora que apresenta o corte de um poço geotérmico de onde sobe vapor"
	},
	"keynote-geospatial-ai": {
		"caption": "Palestra principal sobre dados geoespaciais e inteligência artificial",
		"alt": "Ilustração de uma oradora que apresenta um mapa de curvas de nível ao público"
	},
	"keynote-water": {
		"caption": "Palestra principal sobre águas subterrâneas e abastecimento de água",
		"alt": "Ilustração de uma oradora num púlpito, com uma gota de água azul no ecrã atrás dela"
	},
	"keynote-oil-gas": {
		"caption": "Palestra principal sobre tecnologias emergentes no petróleo e gás",
		"alt": "Ilustração de uma oradora que apresenta no ecrã uma plataforma de perfuração num lago"
	},
	"keynote-climate": {
		"caption": "Palestra principal sobre geociências para a resiliência climática",
		"alt": "Ilustração de uma oradora que apresenta um gráfico de barras numa sala de paredes verdes"
	},
	"keynote-urban": {
		"caption": "Palestra principal sobre urbanização e infraestruturas resilientes",
		"alt": "Ilustração de uma oradora que apresenta no ecrã o perfil de uma cidade a uma plateia cheia"
	},
	"session-plenary-panel": {
		"caption": "Painel plenário sobre o futuro das geociências africanas",
		"alt": "Ilustração de quatro participantes do painel atrás de uma mesa com microfones, com um mapa de África no ecrã"
	},
	"session-poster-hall": {
		"caption": "Sessão de pósteres na área de exposição",
		"alt": "Ilustração de três participantes de pé em frente a pósteres de investigação com gráficos e mapas"
	},
	"session-gis-workshop": {
		"caption": "Workshop prático de SIG e deteção remota",
		"alt": "Ilustração de quatro participantes com computadores portáteis ao longo de uma mesa comprida, com um mapa de curvas de nível no ecrã"
	},
	"session-questions": {
		"caption": "Perguntas do público após uma sessão de comunicações",
		"alt": "Ilustração de uma participante de pé no meio do público, com um microfone, e uma sessão de perguntas e respostas no ecrã"
	},
	"session-core-samples": {
		"caption": "Análise de testemunhos de sondagem durante uma sessão técnica",
		"alt": "Ilustração de duas geocientistas atrás de caixas de testemunhos de rocha coloridos"
	},
	"session-geoethics-panel": {
		"caption": "Painel sobre geoética e desenvolvimento inclusivo",
		"alt": "Ilustração de quatro participantes do painel numa mesa coberta de roxo, com um gráfico no ecrã"
	},
	"session-student-posters": {
		"caption": "Apresentações de pósteres de estudantes",
		"alt": "Ilustração de estudantes que apresentam os seus pósteres em painéis numa sala luminosa"
	},
	"session-mentoring-workshop": {
		"caption": "Workshop de mentoria para geocientistas em início de carreira",
		"alt": "Ilustração de um workshop com participantes com computadores portáteis à volta de uma mesa comprida"
	},
	"session-policy-roundtable": {
		"caption": "Mesa-redonda sobre políticas de recursos naturais baseadas nas geociências",
		"alt": "Ilustração de quatro oradoras numa mesa-redonda, com um corte geológico no ecrã"
	},
	"session-early-career-talks": {
		"caption": "Apresentações e debate de investigadores em início de carreira",
		"alt": "Ilustração de uma pessoa do público que faz uma pergunta num auditório cheio"
	},
	"event-anniversary-gala": {
		"caption": "30 anos da AAWG: a celebração do aniversário",
		"alt": "Ilustração de participantes que dançam sob grinaldas de luzes, com um grande número 30 dourado"
	},
	"event-welcome-dinner": {
		"caption": "Jantar de boas-vindas dos participantes",
		"alt": "Ilustração de participantes em mesas redondas com velas, sob candeeiros suspensos de luz quente"
	},
	"event-prize-awards": {
		"caption": "Noite de entrega de prémios",
		"alt": "Ilustração de duas mulheres num palco ao lado de um troféu dourado, sob uma chuva de confetes"
	},
	"event-cultural-evening": {
		"caption": "Noite cultural com música e dança ugandesas",
		"alt": "Ilustração de bailarinos com saias de palha e percussionistas diante do pôr do sol"
	},
	"event-coffee-break": {
		"caption": "Contactos à volta de um café",
		"alt": "Ilustração de participantes à conversa em torno de uma mesa com chávenas de café, junto a janelas altas"
	},
	"event-anniversary-cake": {
		"caption": "O bolo do 30.º aniversário",
		"alt": "Ilustração de um bolo de dois andares com o número 30, rodeado de balões"
	},
	"event-group-photo": {
		"caption": "Fotografia de grupo da conferência",
		"alt": "Ilustração de três filas de participantes num relvado, sob uma faixa CAAWG11 2025"
	},
	"event-dance-night": {
		"caption": "Dança na festa de encerramento",
		"alt": "Ilustração de sete participantes que dançam de braços no ar sob grinaldas de luzes, à noite"
	},
	"event-student-awards": {
		"caption": "Prémios para a melhor comunicação de estudante",
		"alt": "Ilustração de uma estudante que recebe um troféu dourado num palco"
	},
	"venue-hotel-exterior": {
		"caption": "O hotel da conferência, Kampala",
		"alt": "Ilustração de um edifício de hotel alto, cor de creme, com palmeiras sob um céu azul"
	},
	"venue-lobby": {
		"caption": "O átrio do hotel e o balcão de receção",
		"alt": "Ilustração do átrio de um hotel com colunas, um lustre e um balcão de receção"
	},
	"venue-plenary-hall": {
		"caption": "A sala plenária pronta para a abertura",
		"alt": "Ilustração de uma sala vazia com filas de cadeiras vermelhas voltadas para um ecrã com um mapa de África"
	},
	"venue-lake-terrace": {
		"caption": "Fim de tarde no terraço com vista para o lago Vitória",
		"alt": "Ilustração de um terraço com guarda-sóis sobre um lago ao pôr do sol"
	},
	"venue-pool-garden": {
		"caption": "A piscina e o jardim",
		"alt": "Ilustração de uma piscina de hotel cor de turquesa com guarda-sóis e palmeiras"
	},
	"venue-registration-desk": {
		"caption": "O balcão de inscrição da conferência",
		"alt": "Ilustração de um balcão de inscrição com um grande letreiro «Registration» e dois membros do pessoal"
	}
};
var gallery_default = {
	documentTitle,
	documentDescription,
	title,
	intro,
	filterGroup,
	filters,
	showing_one,
	showing_other,
	board,
	loading,
	featured,
	lightbox,
	photos
};
export { filterGroup as a, intro as c, photos as d, showing_one as f, featured as i, lightbox as l, title as m, documentDescription as n, filters as o, showing_other as p, documentTitle as r, gallery_default as s, board as t, loading as u };
