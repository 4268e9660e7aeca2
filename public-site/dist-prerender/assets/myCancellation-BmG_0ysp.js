// src/locales/pt/myCancellation.json
var heading = "Cancelar a minha inscrição";
var intro = "Pode cancelar a sua inscrição aqui. Antes de confirmar, mostramos a política de cancelamento e o reembolso devido hoje.";
var loading = "A carregar a política de cancelamento...";
var loadProblem = "Não foi possível carregar a política de cancelamento. Tente novamente dentro de momentos.";
var cancelProblem = "Não foi possível cancelar a sua inscrição. Tente novamente dentro de momentos.";
var policy = {
	"heading": "Política de cancelamento",
	"full": "Cancelamento antes de {{date}}: tudo o que pagou é reembolsado.",
	"partial": "Cancelamento antes de {{date}}: {{percent}}% do que pagou é reembolsado.",
	"none": "Cancelamento a partir de {{date}}: sem reembolso."
};
var refundToday = "Se cancelar hoje, o reembolso devido é de {{amount}} ({{percent}}% do que pagou).";
var cancelButton = "Cancelar a minha inscrição";
var confirm = {
	"title": "Cancelar a sua inscrição?",
	"text": "A sua inscrição será cancelada e o seu lugar na excursão de campo, se o tiver, passará para a pessoa seguinte na lista de espera. Não é possível anular esta ação.",
	"keep": "Manter a minha inscrição",
	"cancel": "Sim, cancelar a minha inscrição",
	"busy": "A cancelar..."
};
var cancelledOn = "A sua inscrição foi cancelada em {{date}}.";
var refundDue = "Reembolso devido segundo a política de cancelamento: {{amount}} ({{percent}}% do que pagou). Vamos devolvê-lo e enviar-lhe uma nota de crédito.";
var fieldTrip = {
	"heading": "Excursão de campo",
	"waiting": "Está na posição {{position}} da lista de espera da excursão de campo. Enquanto espera, a excursão ({{price}}) não é cobrada: o seu saldo não a inclui. Se um lugar ficar livre, enviaremos um e-mail com o prazo de pagamento.",
	"held": "Tem um lugar reservado na excursão de campo até {{date}}. A excursão ({{price}}) está incluída no seu saldo; o lugar é libertado se não for pago até essa data.",
	"paid": "O seu lugar na excursão de campo está pago."
};
var myCancellation_default = {
	heading,
	intro,
	loading,
	loadProblem,
	cancelProblem,
	policy,
	refundToday,
	cancelButton,
	confirm,
	cancelledOn,
	refundDue,
	fieldTrip
};
export { fieldTrip as a, loadProblem as c, policy as d, refundDue as f, confirm as i, loading as l, cancelProblem as n, heading as o, refundToday as p, cancelledOn as r, intro as s, cancelButton as t, myCancellation_default as u };
