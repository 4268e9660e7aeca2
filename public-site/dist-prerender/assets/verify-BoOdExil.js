// src/locales/pt/verify.json
var documentTitle = "Aceder à sua inscrição | CAAWG11";
var documentDescription = "Peça uma ligação para a sua inscrição na CAAWG11: o seu estado, o valor em dívida e os seus documentos de pagamento.";
var title = "Aceder à sua inscrição";
var intro = "Introduza o endereço de e-mail com que se inscreveu. Enviaremos uma ligação de acesso segura para consultar a sua inscrição e o estado do pagamento, e para carregar o comprovativo de pagamento.";
var otherPages = "Outras páginas";
var home = "Voltar à página inicial";
var register = "Ainda não se inscreveu? Inscreva-se";
var form = {
	"successTitle": "Consulte a sua caixa de correio",
	"sent": "Se existir uma inscrição para <strong>{{email}}</strong>, enviámos uma ligação de acesso segura para esse endereço. A ligação é válida durante 24 horas.",
	"notReceived": "Não a recebeu? Verifique a pasta de spam ou peça uma nova ligação.",
	"another": "Pedir outra ligação",
	"failureTitle": "Não foi possível enviar a ligação",
	"email": "Endereço de e-mail da inscrição",
	"send": "Enviar ligação de acesso"
};
var verify_default = {
	documentTitle,
	documentDescription,
	title,
	intro,
	otherPages,
	home,
	register,
	form
};
export { intro as a, title as c, home as i, verify_default as l, documentTitle as n, otherPages as o, form as r, register as s, documentDescription as t };
