// src/locales/pt/abstractResponse.json
var documentTitle = "O seu resumo aceite | CAAWG11";
var title = "O seu resumo aceite";
var loadProblem = "Não foi possível abrir o seu resumo. Tente novamente dentro de momentos.";
var answerProblem = "Não foi possível registar a sua resposta. Tente novamente dentro de momentos.";
var missingToken = "Esta ligação não é válida. Verifique se a copiou por inteiro.";
var withdrawQuestion = "Retirar o seu resumo? Não será apresentado na conferência, e esta ação não pode ser anulada.";
var loading = "A carregar o seu resumo...";
var abstractTitle = "Título";
var presentationType = "Tipo de apresentação";
var reference = "Referência";
var confirm = "Confirmar a minha apresentação";
var withdraw = "Retirar o meu resumo";
var abstractResponse_default = {
	documentTitle,
	title,
	loadProblem,
	answerProblem,
	missingToken,
	withdrawQuestion,
	loading,
	abstractTitle,
	presentationType,
	reference,
	confirm,
	withdraw
};
export { documentTitle as a, missingToken as c, title as d, withdraw as f, confirm as i, presentationType as l, abstractTitle as n, loadProblem as o, withdrawQuestion as p, answerProblem as r, loading as s, abstractResponse_default as t, reference as u };
