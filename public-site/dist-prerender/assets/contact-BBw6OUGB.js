// src/locales/en/contact.json
var documentTitle = "Contact Us | CAAWG11";
var documentDescription = "Contact the CAAWG11 organisers: the conference mailboxes, the address in Kampala and a form for your questions.";
var title = "Contact Us";
var lead = "Questions about the conference, registration, abstracts or sponsorship? Write to the right mailbox below or send us a message, and the organisers will get back to you.";
var formTitle = "Send us a message";
var allRequired = "All fields are required.";
var mailboxes = {
	"title": "Write to the right team",
	"topics": {
		"general": {
			"label": "General Inquiries",
			"description": "Questions about the conference and the association"
		},
		"programs": {
			"label": "Programs",
			"description": "Sessions, speakers and the scientific programme"
		},
		"registration": {
			"label": "Registration",
			"description": "Registration, fees and payment confirmation"
		},
		"logistics": {
			"label": "Logistics",
			"description": "Accommodation, travel, visas and the field trip"
		},
		"sponsorship": {
			"label": "Sponsorship",
			"description": "Sponsorship packages and exhibition booths"
		},
		"abstracts": {
			"label": "Abstracts",
			"description": "Abstract submission and review"
		}
	},
	"phonesTitle": "Phone and WhatsApp",
	"phone": "Phone: <number>{{phone}}</number>",
	"whatsapp": "WhatsApp: <number>{{phone}}</number>",
	"organisersTitle": "Organisers",
	"roles": {
		"host": "Host association",
		"committee": "Conference organisation, Kampala"
	}
};
var information = {
	"title": "Conference Information",
	"abstractDeadline": "Abstract deadline",
	"abstractDeadlineValue": "30 June 2025",
	"conferenceDates": "Conference dates",
	"conferenceDatesValue": "{{dates}}",
	"fieldTrip": "Field trip",
	"fieldTripValue": "{{dates}}",
	"register": "Register for the Conference"
};
var map = {
	"title": "Entebbe Conference Hotel",
	"addressLines": ["Lake Victoria shore, Entebbe peninsula", "Entebbe, Wakiso District, Uganda"],
	"imageAlt": "Map of Entebbe on Lake Victoria: the hotel pin by the lake shore, the road to Kampala to the north-west and Entebbe International Airport to the south-east.",
	"openStreetMap": "Open in OpenStreetMap",
	"googleMaps": "Open in Google Maps",
	"newTab": " (opens in a new tab)"
};
var contact_default = {
	documentTitle,
	documentDescription,
	title,
	lead,
	formTitle,
	allRequired,
	mailboxes,
	information,
	map
};
export { formTitle as a, mailboxes as c, documentTitle as i, map as l, contact_default as n, information as o, documentDescription as r, lead as s, allRequired as t, title as u };
