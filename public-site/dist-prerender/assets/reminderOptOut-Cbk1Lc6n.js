// src/locales/pt/reminderOptOut.json
var documentTitle = "Lembretes de pagamento | CAAWG11";
var title = "Lembretes de pagamento";
var problem = "Não foi possível registar a sua escolha. Tente novamente dentro de momentos.";
var question = "Enviamos um lembrete por e-mail enquanto a taxa de inscrição estiver por pagar. Pretende deixar de receber estes lembretes para a sua inscrição? A sua inscrição mantém-se inalterada.";
var stopping = "A parar os lembretes...";
var stop = "Parar os lembretes de pagamento";
var openRegistration = "Abrir a sua inscrição";
var reminderOptOut_default = {
	documentTitle,
	title,
	problem,
	question,
	stopping,
	stop,
	openRegistration
};
export { reminderOptOut_default as a, title as c, question as i, openRegistration as n, stop as o, problem as r, stopping as s, documentTitle as t };
