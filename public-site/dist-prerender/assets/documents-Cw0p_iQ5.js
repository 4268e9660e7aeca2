// src/locales/pt/documents.json
var visaLetter = {
	"heading": "Carta-convite para o visto",
	"intro": "Se precisa de visto para entrar no Uganda, peça aqui uma carta-convite. Enviamo-la por e-mail em PDF, para apresentar na embaixada ou no consulado.",
	"fullName": "Nome completo tal como consta do passaporte",
	"fullNameHint": "Exatamente como impresso na página da fotografia do passaporte.",
	"passportNumber": "Número do passaporte",
	"nationality": "Nacionalidade",
	"dateOfBirth": "Data de nascimento",
	"passportExpiry": "Data de validade do passaporte",
	"passportExpiryHint": "O seu passaporte deve ser válido depois do fim da conferência, a 5 de outubro de 2025.",
	"embassy": "Embaixada ou consulado onde faz o pedido",
	"embassyHint": "Por exemplo: Embaixada do Uganda, Maputo.",
	"privacy": "Os dados do seu passaporte servem apenas para esta carta, só são vistos pelos administradores da conferência e são apagados depois da conferência.",
	"submit": "Pedir uma carta-convite",
	"submitAgain": "Enviar o pedido novamente",
	"sentTitle": "Pedido enviado",
	"failureTitle": "Não foi possível enviar o seu pedido",
	"problem": "Não foi possível enviar o seu pedido. Tente novamente dentro de momentos.",
	"status": {
		"requested": "O seu pedido de {{date}} está a ser analisado. Ainda o pode corrigir abaixo.",
		"issued": "A sua carta-convite foi emitida a {{date}} e enviada por e-mail.",
		"refused": "Não pudemos emitir uma carta para o seu pedido ({{date}})."
	},
	"reason": "Motivo: {{reason}}",
	"download": "Descarregar a carta-convite (PDF)"
};
var certificates = {
	"heading": "Certificados",
	"none": "Os seus certificados de participação e de apresentação estarão aqui depois da conferência.",
	"download": "Descarregar (PDF)",
	"problem": "Não foi possível preparar o certificado. Tente novamente dentro de momentos.",
	"kind": {
		"attendance": "Certificado de participação",
		"presentation": "Certificado de apresentação"
	}
};
var documents_default = {
	visaLetter,
	certificates
};
export { documents_default as n, visaLetter as r, certificates as t };
