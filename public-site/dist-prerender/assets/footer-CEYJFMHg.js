// src/locales/pt/footer.json
var mission = "Desde 1995, a African Association of Women in Geosciences reúne mulheres geocientistas: promove a investigação, orienta a nova geração e põe as ciências da Terra ao serviço de África.";
var followUs = "Siga-nos";
var facebook = "A AAWG no Facebook";
var linkedIn = "O grupo da AAWG no LinkedIn";
var emailSecretariat = "Escrever ao secretariado para {{address}}";
var phone = "Telefone: ";
var whatsApp = "WhatsApp:";
var copyright = "© {{year}} {{associationName}} ({{associationShortName}}). Todos os direitos reservados.";
var dates = {
	"abstractDeadline": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Prazo de submissão de resumos"
	},
	"acceptance": {
		"date": "{{date, datetime(timeZone: UTC; month: long; year: numeric)}}",
		"event": "Notificações de aceitação"
	},
	"anniversary": {
		"date": "{{date, datetime(timeZone: UTC; day: numeric; month: long)}}",
		"event": "Celebração do 30.º aniversário"
	},
	"conference": {
		"date": "{{from, datetime(timeZone: UTC; day: numeric)}}-{{to, datetime(timeZone: UTC; day: numeric; month: long)}}",
		"event": "Conferência"
	},
	"fieldTrip": {
		"date": "{{from, datetime(timeZone: UTC; day: numeric)}}-{{to, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}",
		"event": "Excursão de campo"
	}
};
var privacyNotice = "Aviso de privacidade";
var footer_default = {
	mission,
	followUs,
	facebook,
	linkedIn,
	emailSecretariat,
	phone,
	whatsApp,
	copyright,
	dates,
	privacyNotice
};
export { followUs as a, mission as c, whatsApp as d, facebook as i, phone as l, dates as n, footer_default as o, emailSecretariat as r, linkedIn as s, copyright as t, privacyNotice as u };
