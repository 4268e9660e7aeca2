// src/locales/pt/certificates.json
var documentTitle = "Verificação de certificado | CAAWG11";
var title = "Verificação de certificado";
var code = "Código";
var checking = "A verificar o código...";
var valid = "Este documento foi emitido pelos organizadores da CAAWG11.";
var name = "Emitido a favor de";
var kind = "Documento";
var documentTitleLabel = "Título";
var issued = "Emitido em";
var problem = "Não foi possível verificar o código. Tente novamente dentro de momentos.";
var kinds = {
	"attendance": "Certificado de participação",
	"presentation": "Certificado de apresentação",
	"invitation-letter": "Carta-convite para o visto"
};
var certificates_default = {
	documentTitle,
	title,
	code,
	checking,
	valid,
	name,
	kind,
	documentTitleLabel,
	issued,
	problem,
	kinds
};
export { documentTitleLabel as a, kinds as c, title as d, valid as f, documentTitle as i, name as l, checking as n, issued as o, code as r, kind as s, certificates_default as t, problem as u };
