// src/locales/pt/myData.json
var heading = "Os seus dados";
var intro = "Descarregue uma cópia de tudo o que os organizadores guardam sobre si, ou peça que seja apagado. Os recibos e os montantes pagos são conservados durante o tempo que as regras contabilísticas exigem, sem o seu nome.";
var download = "Descarregar uma cópia dos meus dados";
var askErasure = "Pedir o apagamento";
var preparing = "A preparar a sua cópia...";
var problem = "Não foi possível concluir esta operação. Tente novamente dentro de momentos.";
var confirmTitle = "Pedir o apagamento?";
var confirmText = "Os organizadores apagarão a sua inscrição, mensagens, resumos e ficheiros, conservando apenas o que as regras contabilísticas exigem, e avisá-lo-ão quando estiver concluído. O seu link de acesso deixará então de funcionar.";
var confirm = "Pedir o apagamento";
var cancel = "Cancelar";
var requested = "O seu pedido foi enviado aos organizadores. Eles apagarão os seus dados, conservando apenas o que as regras contabilísticas exigem, e avisá-lo-ão quando estiver concluído.";
var myData_default = {
	heading,
	intro,
	download,
	askErasure,
	preparing,
	problem,
	confirmTitle,
	confirmText,
	confirm,
	cancel,
	requested
};
export { confirmTitle as a, intro as c, problem as d, requested as f, confirmText as i, myData_default as l, cancel as n, download as o, confirm as r, heading as s, askErasure as t, preparing as u };
