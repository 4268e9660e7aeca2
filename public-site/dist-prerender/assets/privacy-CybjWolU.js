// src/locales/pt/privacy.json
var documentTitle = "Aviso de Privacidade | CAAWG11";
var documentDescription = "Como a CAAWG11 utiliza os dados pessoais dos seus formulários: quem os vê, durante quanto tempo são guardados e como pedir uma cópia ou o apagamento.";
var title = "Aviso de privacidade";
var version = "Versão de {{version}}";
var intro = "Este aviso explica que dados pessoais este site recolhe, porquê, quem os vê, quanto tempo são guardados e como pedir uma cópia ou o seu apagamento. Segue a Lei de Proteção de Dados e Privacidade do Uganda de 2019 e, para as participantes na Europa, o RGPD.";
var controller = {
	"title": "Quem é responsável",
	"body": "A associação {{associationName}} ({{associationShortName}}) organiza a conferência e é responsável pelos dados recolhidos neste site. Escreva ao secretariado sobre qualquer ponto deste aviso:"
};
var formsTitle = "O que cada formulário recolhe e porquê";
var forms = {
	"registration": {
		"name": "Inscrição",
		"collects": "O seu título, nome, género, endereço de e-mail, telefone, país, cidade e instituição, a forma de participação, as respostas às perguntas de consentimento, a cópia do cartão de estudante se se inscrever como estudante, e os pagamentos que fizer com os comprovativos.",
		"why": "Para a inscrever, cobrar a taxa certa, verificar uma taxa de estudante, confirmar o pagamento, emitir recibos e crachás, e manter a contabilidade que a lei exige."
	},
	"abstracts": {
		"name": "Resumos",
		"collects": "O seu nome, afiliação, endereço de e-mail e telefone, o título, o subtema e o ficheiro do resumo, e os seus comentários.",
		"why": "Para avaliar o resumo, comunicar a decisão do comité e preparar o programa e o livro de resumos."
	},
	"membership": {
		"name": "Adesão",
		"collects": "O seu título, nome, organização, profissão, qualificação, endereço de e-mail e os contactos que decidir indicar.",
		"why": "Para decidir sobre o pedido e manter a lista de membros da associação."
	},
	"contact": {
		"name": "Contacto",
		"collects": "O seu nome, endereço de e-mail, assunto e mensagem.",
		"why": "Para lhe responder."
	},
	"accommodation": {
		"name": "Alojamento",
		"collects": "O seu nome, endereço de e-mail, telefone, nacionalidade, preferências de quarto, datas e pedidos especiais.",
		"why": "Para reservar o quarto no hotel e informá-la sobre a reserva."
	},
	"sponsorship": {
		"name": "Patrocínio",
		"collects": "O seu nome, endereço de e-mail, empresa, telefone, o pacote que lhe interessa e a sua mensagem.",
		"why": "Para conversar consigo sobre o patrocínio."
	},
	"visaLetters": {
		"name": "Cartas para o visto",
		"collects": "O seu nome como consta do passaporte, nacionalidade, número e datas do passaporte, e as datas de viagem.",
		"why": "Para redigir a carta-convite de que o pedido de visto precisa."
	}
};
var rolesTitle = "Quem vê os seus dados";
var rolesIntro = "Só a equipa organizadora entra na área de administração, e cada membro vê apenas o que a sua função exige:";
var roles = {
	"admin": {
		"name": "Administrador",
		"sees": "tudo, para gerir a conferência e responder a pedidos sobre os seus dados."
	},
	"finance": {
		"name": "Finanças",
		"sees": "inscrições, pagamentos, comprovativos de pagamento e cartões de estudante, para verificar taxas e pagamentos."
	},
	"reviewer": {
		"name": "Avaliador",
		"sees": "os resumos que lhe são atribuídos, sem o nome dos autores quando a avaliação é anónima."
	},
	"logistics": {
		"name": "Logística",
		"sees": "os nomes e escolhas das inscrições e os pedidos de alojamento, para quartos e crachás; não os cartões de estudante nem os comprovativos de pagamento."
	},
	"communications": {
		"name": "Comunicação",
		"sees": "mensagens de contacto, pedidos de adesão, pedidos de patrocínio e os e-mails enviados."
	},
	"checkIn": {
		"name": "Voluntários do credenciamento",
		"sees": "apenas à entrada: o seu nome, a referência e o tipo da sua inscrição e se a sua taxa está paga, para registar a sua chegada."
	}
};
var retention = {
	"title": "Quanto tempo os seus dados são guardados",
	"intro": "Os dados são apagados ou anonimizados automaticamente, todos os dias, quando o prazo termina:",
	"loading": "A carregar os prazos de conservação...",
	"failed": "Não foi possível carregar os prazos de conservação. Tente mais tarde ou escreva para {{address}}.",
	"studentIdDays_one": "Cartões de estudante: apagados {{count}} dia depois de o pagamento ser verificado ou a inscrição recusada.",
	"studentIdDays_other": "Cartões de estudante: apagados {{count}} dias depois de o pagamento ser verificado ou a inscrição recusada.",
	"paymentProofDays_one": "Comprovativos de pagamento: guardados {{count}} dia depois do pagamento, como registos contabilísticos.",
	"paymentProofDays_other": "Comprovativos de pagamento: guardados {{count}} dias depois do pagamento, como registos contabilísticos.",
	"passportDays_one": "Dados de passaporte das cartas para o visto: apagados {{count}} dia depois do fim da conferência.",
	"passportDays_other": "Dados de passaporte das cartas para o visto: apagados {{count}} dias depois do fim da conferência.",
	"unpaidRegistrationDays_one": "Inscrições nunca pagas: anonimizadas {{count}} dia depois da data final de pagamento.",
	"unpaidRegistrationDays_other": "Inscrições nunca pagas: anonimizadas {{count}} dias depois da data final de pagamento.",
	"inquiryMonths_one": "Mensagens de contacto e pedidos de patrocínio: anonimizados {{count}} mês depois do envio.",
	"inquiryMonths_other": "Mensagens de contacto e pedidos de patrocínio: anonimizados {{count}} meses depois do envio.",
	"mailBodyDays_one": "O texto dos e-mails que lhe enviamos: apagado {{count}} dia depois do envio.",
	"mailBodyDays_other": "O texto dos e-mails que lhe enviamos: apagado {{count}} dias depois do envio."
};
var rights = {
	"title": "Uma cópia dos seus dados, ou o seu apagamento",
	"body": "Pode pedir uma cópia dos dados que guardamos sobre si, a sua correção ou o seu apagamento. Os recibos, montantes e datas dos pagamentos ficam na contabilidade como a lei exige, sem o seu nome.",
	"registrants": "Se se inscreveu, abra a sua inscrição com o link que lhe enviamos por e-mail para pedir uma cópia ou o apagamento:",
	"accessLink": "obter o link da sua inscrição",
	"others": "Para qualquer outro pedido, escreva para"
};
var privacy_default = {
	documentTitle,
	documentDescription,
	title,
	version,
	intro,
	controller,
	formsTitle,
	forms,
	rolesTitle,
	rolesIntro,
	roles,
	retention,
	rights
};
export { formsTitle as a, retention as c, rolesIntro as d, rolesTitle as f, forms as i, rights as l, version as m, documentDescription as n, intro as o, title as p, documentTitle as r, privacy_default as s, controller as t, roles as u };
