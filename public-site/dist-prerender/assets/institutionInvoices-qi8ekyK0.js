// src/locales/pt/institutionInvoices.json
var downloadProblem = "Não foi possível preparar a fatura. Tente novamente dentro de momentos.";
var fields = {
	"institutionName": "Instituição",
	"postalAddress": "Morada postal",
	"taxId": "Número de identificação fiscal (se a fatura o tiver de indicar)",
	"purchaseOrder": "Número da nota de encomenda (opcional)"
};
var single = {
	"heading": "Uma fatura para a sua instituição",
	"intro": "Se a sua instituição só paga contra uma fatura emitida em seu nome, indique o nome, a morada postal e o número de identificação fiscal. A fatura abrange a sua inscrição e indica o que ainda está em dívida.",
	"ready": "A fatura {{reference}} para {{institution}} está pronta.",
	"download": "Descarregar a fatura para a sua instituição (PDF)",
	"submit": "Emitir a fatura",
	"submitAgain": "Emitir uma nova fatura",
	"problem": "Não foi possível emitir a fatura. Tente novamente dentro de momentos.",
	"failureTitle": "A fatura não foi emitida"
};
var group = {
	"heading": "Uma fatura para si e para os seus colegas",
	"intro": "Se a sua instituição paga por vários participantes com uma única transferência, adicione os colegas já inscritos. Também consta da fatura; a sua instituição indica a referência do grupo na transferência.",
	"ready": "A fatura de grupo {{reference}} para {{institution}} abrange {{count}} participantes:",
	"quote": "Indique {{reference}} como referência da transferência.",
	"download": "Descarregar a fatura de grupo (PDF)",
	"colleagues": "Colegas já inscritos",
	"colleaguesHint": "O número de inscrição de cada colega (por exemplo CAAWG11-0042) e o endereço de e-mail com que se inscreveu.",
	"reference": "Número de inscrição do(a) colega {{number}}",
	"email": "Endereço de e-mail do(a) colega {{number}}",
	"remove": "Remover o(a) colega {{number}}",
	"add": "Adicionar outro(a) colega",
	"submit": "Emitir a fatura de grupo",
	"problem": "Não foi possível emitir a fatura de grupo. Tente novamente dentro de momentos.",
	"failureTitle": "A fatura de grupo não foi emitida"
};
var institutionInvoices_default = {
	downloadProblem,
	fields,
	single,
	group
};
export { single as a, institutionInvoices_default as i, fields as n, group as r, downloadProblem as t };
