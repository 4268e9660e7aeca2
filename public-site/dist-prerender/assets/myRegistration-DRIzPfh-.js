// src/locales/pt/myRegistration.json
var documentTitle = "A sua inscrição | CAAWG11";
var loadProblem = "Não foi possível carregar a sua inscrição. Tente novamente dentro de momentos.";
var invalidLink = "Esta ligação de acesso expirou ou não é válida. As ligações são válidas durante 24 horas; peça uma nova e enviá-la-emos por e-mail.";
var requestNewLink = "Pedir uma nova ligação de acesso";
var noToken = {
	"title": "Abrir a sua inscrição",
	"text": "Esta página abre-se a partir da ligação de acesso segura que lhe enviamos por e-mail. Peça uma ligação com o endereço de e-mail com que se inscreveu."
};
var expiredTitle = "Esta ligação já não é válida";
var title = "A sua inscrição";
var loading = "A carregar a sua inscrição...";
var tryAgain = "Tentar novamente";
var welcome = "Bem-vindo(a), {{name}}. Eis a sua inscrição e o estado do pagamento.";
var detailsHeading = "Dados da inscrição";
var paymentsHeading = "Pagamentos enviados";
var howToPayHeading = "Como pagar";
var payBy = "Efetue o pagamento até {{date}}.";
var quoteReference = "Indique o seu número de inscrição <strong>{{reference}}</strong> como referência do pagamento.";
var confirmationNote = "Depois de pagar, envie o comprovativo de pagamento com o seu número de inscrição por e-mail para {{email}}.";
var proofHeading = "Carregar um comprovativo de pagamento";
var proofIntro = "Depois de pagar, envie-nos aqui o comprovativo; a nossa equipa verifica-o e atualiza o estado do seu pagamento.";
var documentsHeading = "Recibo e fatura";
var summary = {
	"reference": "Número de inscrição",
	"name": "Nome",
	"email": "E-mail",
	"category": "Categoria",
	"pricingTier": "Tarifa",
	"fee": "Taxa de inscrição",
	"feeAmount": "{{amount, currency(currency: USD)}}",
	"fieldTrip": "Excursão de campo",
	"paymentStatus": "Estado do pagamento",
	"partPaid": "pago em parte: faltam {{due}}",
	"amountPaid": "Montante pago",
	"balanceDue": "Saldo em dívida",
	"usd": "{{amount, currency(currency: USD)}}"
};
var payments = {
	"none": "Ainda não enviou nenhum comprovativo de pagamento.",
	"amount": "{{value, currency(currency: USD)}} · {{method}}",
	"reference": "Referência <mono>{{reference}}</mono>, paga em {{date}}",
	"reason": "Motivo: {{notes}}"
};
var documents = {
	"problem": "Não foi possível preparar o documento. Tente novamente dentro de momentos.",
	"paid": "Recebemos o seu pagamento: descarregue o seu recibo para os seus registos.",
	"unpaid": "O seu recibo ficará disponível aqui assim que o pagamento for recebido. Já está disponível uma fatura, caso a sua instituição precise dela para pagar.",
	"receipt": "Descarregar recibo (PDF)",
	"invoice": "Descarregar fatura (PDF)",
	"preparing": "A preparar o seu documento..."
};
var myRegistration_default = {
	documentTitle,
	loadProblem,
	invalidLink,
	requestNewLink,
	noToken,
	expiredTitle,
	title,
	loading,
	tryAgain,
	welcome,
	detailsHeading,
	paymentsHeading,
	howToPayHeading,
	payBy,
	quoteReference,
	confirmationNote,
	proofHeading,
	proofIntro,
	documentsHeading,
	summary,
	payments,
	documents
};
export { welcome as C, tryAgain as S, proofIntro as _, documentsHeading as a, summary as b, invalidLink as c, myRegistration_default as d, noToken as f, proofHeading as g, paymentsHeading as h, documents as i, loadProblem as l, payments as m, detailsHeading as n, expiredTitle as o, payBy as p, documentTitle as r, howToPayHeading as s, confirmationNote as t, loading as u, quoteReference as v, title as x, requestNewLink as y };
