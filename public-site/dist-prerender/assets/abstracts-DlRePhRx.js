// src/locales/pt/abstracts.json
var documentTitle = "Submissão de resumos | CAAWG11";
var documentDescription = "Submeta um resumo à CAAWG11: a chamada de trabalhos, os subtemas, as datas importantes e o formulário de submissão.";
var hero = {
	"title": "Submissão de resumos",
	"dates": "Prazo: {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} · Conferência: de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}, Kampala, Uganda",
	"intro": "Partilhe a sua investigação com geocientistas de toda a África e de outros continentes na {{shortName}}.",
	"submitLink": "Submeter o seu resumo"
};
var call = {
	"heading": "Chamada de trabalhos",
	"intro": "A comissão organizadora convida à submissão de resumos sobre o tema da conferência, «As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo», e os seus onze subtemas.",
	"submissionStage": {
		"title": "Fase 1: submissão do resumo",
		"deadline": "Prazo: {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"text": "Submeta um resumo de uma página em inglês, francês ou português através do formulário abaixo."
	},
	"reviewStage": {
		"title": "Fase 2: avaliação e aceitação",
		"deadline": "Notificação: {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"text": "A comissão científica avalia todos os resumos e notifica os autores da aceitação."
	},
	"points": [
		"As apresentações orais dispõem de uma sessão própria, com um tempo atribuído seguido de perguntas e respostas.",
		"Os resumos aceites são publicados no livro de resumos distribuído na conferência.",
		"Os artigos completos são publicados no sítio web da conferência após o evento."
	],
	"enquiries": "Informações:"
};
var guidelines = {
	"heading": "Normas para os resumos",
	"items": [
		"Língua: inglês, francês ou português.",
		"Extensão: no máximo 1 página (cerca de 500 palavras).",
		"Formato do ficheiro: MS Word (.doc ou .docx).",
		"Margens: 3 cm à direita; 2,5 cm em cima, em baixo e à esquerda.",
		"Tipo de letra: Times New Roman.",
		"Título: 14 pt, a negrito.",
		"Autores e afiliações: 12 pt.",
		"Texto principal: 10 pt, espaçamento simples.",
		"Nome do primeiro autor com iniciais maiúsculas; nomes dos coautores em maiúsculas.",
		"Indique a afiliação, o e-mail e os contactos de todos os autores.",
		"Dê ao ficheiro o nome do primeiro autor, por exemplo NomePrimeiroAutor.doc."
	]
};
var formHeading = "Submeter o seu resumo";
var dates = {
	"heading": "Datas importantes",
	"submissionDeadline": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Prazo de submissão de resumos"
	},
	"acceptanceNotification": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Notificação de aceitação"
	},
	"conference": {
		"date": "de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Conferência"
	}
};
var questions = {
	"heading": "Tem perguntas?",
	"text": "A nossa equipa de resumos terá todo o gosto em ajudar com qualquer questão sobre a sua submissão.",
	"button": "Contactar a equipa de resumos"
};
var abstracts_default = {
	documentTitle,
	documentDescription,
	hero,
	call,
	guidelines,
	formHeading,
	dates,
	questions
};
export { documentTitle as a, hero as c, documentDescription as i, questions as l, call as n, formHeading as o, dates as r, guidelines as s, abstracts_default as t };
