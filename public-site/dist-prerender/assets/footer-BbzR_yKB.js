// src/locales/en/footer.json
var mission = "The African Association of Women in Geosciences has brought women geoscientists together since 1995: advancing research, mentoring the next generation and putting earth science to work for Africa.";
var followUs = "Follow us";
var facebook = "AAWG on Facebook";
var linkedIn = "AAWG group on LinkedIn";
var emailSecretariat = "E-mail the secretariat at {{address}}";
var phone = "Phone: ";
var whatsApp = "WhatsApp:";
var copyright = "© {{year}} {{associationName}} ({{associationShortName}}). All rights reserved.";
var dates = {
	"abstractDeadline": {
		"date": "June 30, 2025",
		"event": "Abstract submission deadline"
	},
	"acceptance": {
		"date": "July 2025",
		"event": "Acceptance notifications"
	},
	"anniversary": {
		"date": "October 1",
		"event": "30th anniversary celebration"
	},
	"conference": {
		"date": "October 1-2",
		"event": "Conference"
	},
	"fieldTrip": {
		"date": "October 3-5, 2025",
		"event": "Field trip"
	}
};
var privacyNotice = "Privacy notice";
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
