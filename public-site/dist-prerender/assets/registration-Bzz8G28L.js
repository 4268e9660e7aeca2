// src/locales/pt/registration.json
var documentTitle = "Inscrição | CAAWG11";
var documentDescription = "Inscreva-se na CAAWG11 em Kampala, de 1 a 5 de outubro de 2025: taxas por categoria, tarifa antecipada, o que a inscrição inclui e como pagar.";
var title = "Inscrição na conferência";
var dates = "de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} · Kampala, Uganda";
var formHeading = "Formulário de inscrição";
var countdown = {
	"heading": "A tarifa antecipada termina dentro de",
	"notice": "A tarifa antecipada termina no final do dia {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}. Inscreva-se já para pagar o valor reduzido.",
	"afterCutoffHeading": "11.ª Conferência da African Association of Women in Geosciences",
	"theme": "As geociências e o futuro de África: tecnologias emergentes, inovações e crescimento inclusivo",
	"units": {
		"days_one": "Dia",
		"days_other": "Dias",
		"hours_one": "Hora",
		"hours_other": "Horas",
		"minutes_one": "Minuto",
		"minutes_other": "Minutos",
		"seconds_one": "Segundo",
		"seconds_other": "Segundos"
	},
	"spoken": "{{days}}, {{hours}}, {{minutes}} e {{seconds}}",
	"spokenUnits": {
		"days_one": "{{count}} dia",
		"days_other": "{{count}} dias",
		"hours_one": "{{count}} hora",
		"hours_other": "{{count}} horas",
		"minutes_one": "{{count}} minuto",
		"minutes_other": "{{count}} minutos",
		"seconds_one": "{{count}} segundo",
		"seconds_other": "{{count}} segundos"
	}
};
var fees = {
	"heading": "Taxas de inscrição",
	"caption": {
		"earlyBird": "Tarifa antecipada, até {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"standard": "Tarifa normal"
	},
	"categoryColumn": "Categoria",
	"feeColumn": "Taxa (USD)",
	"amount": "{{fee, currency(currency: USD)}}",
	"standardNote": "A partir de {{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}} aplica-se a tarifa normal: {{fees}}.",
	"standardFee": "{{category}} {{fee, currency(currency: USD)}}",
	"coverageNote": "As taxas incluem o livro de resumos, as pausas para café e os almoços; os workshops, cursos, formações e a excursão de campo não estão incluídos."
};
var categories = {
	"non-member": "Não membro",
	"member": "Membro da AAWG",
	"affiliate-member": "Membro afiliado da AAWG",
	"student": "Estudante"
};
var payment = {
	"heading": "Dados de pagamento",
	"notes": [
		"A inscrição fica confirmada após a receção da taxa de inscrição.",
		"Os encargos bancários são suportados pelo participante; certifique-se de que o valor total chega à conta.",
		"A excursão de campo (de {{start, datetime(timeZone: UTC; day: numeric)}} a {{end, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}) custa {{price, currency(currency: USD)}} e é paga à parte."
	],
	"bankTransfer": "Transferência bancária",
	"referenceNote": "Indique o seu número de inscrição (por exemplo CAAWG11-0042, apresentado após a inscrição) como referência do pagamento.",
	"confirmationNote": "Depois de pagar, envie por e-mail o comprovativo de pagamento com o seu número de inscrição para {{email}}."
};
var bank = {
	"accountNumber": "Número de conta",
	"accountName": "Titular da conta",
	"bank": "Banco",
	"swiftCode": "Código SWIFT",
	"address": "Endereço"
};
var contacts = {
	"heading": "Dúvidas sobre a inscrição?",
	"email": "E-mail:",
	"whatsapp": "WhatsApp:"
};
var registration_default = {
	documentTitle,
	documentDescription,
	title,
	dates,
	formHeading,
	countdown,
	fees,
	categories,
	payment,
	bank,
	contacts
};
export { dates as a, fees as c, registration_default as d, title as f, countdown as i, formHeading as l, categories as n, documentDescription as o, contacts as r, documentTitle as s, bank as t, payment as u };
