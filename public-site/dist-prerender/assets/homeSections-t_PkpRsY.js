// src/locales/en/homeSections.json
var welcome = {
	"eyebrow": "30 years · 1995-2025",
	"invitation": "The African Association of Women in Geosciences invites you to Kampala, Uganda for its 11th conference, 1-5 October 2025. This edition marks 30 years since the association was founded in Nairobi, Kenya.",
	"programme": "Join geoscientists, students, industry leaders and policy makers for keynotes, technical sessions, workshops and a field trip to the geological wonders of Western Uganda.",
	"facts": {
		"dates": "Dates",
		"venue": "Venue",
		"founded": "Founded",
		"fieldTrip": "Field trip"
	}
};
var subthemes = {
	"eyebrow": "Call for abstracts",
	"lead": "Abstracts are invited in {{number}} subthemes spanning the science, technology and policy of the geosciences.",
	"allInDetail": "All subthemes in detail"
};
var timeline = {
	"eyebrow": "Mark your calendar",
	"items": [
		{
			"date": "March 2025",
			"event": "First circular"
		},
		{
			"date": "June 2025",
			"event": "Second circular"
		},
		{
			"date": "30 June 2025",
			"event": "Deadline for registration forms and abstracts"
		},
		{
			"date": "30 July 2025",
			"event": "Acceptance notification and invitation letters"
		},
		{
			"date": "1 October 2025",
			"event": "Anniversary celebrations"
		},
		{
			"date": "2 October 2025",
			"event": "Plenary, papers and cultural evening"
		},
		{
			"date": "3-5 October 2025",
			"event": "Three-day field trip"
		}
	]
};
var committees = {
	"steeringEyebrow": "The people behind the conference",
	"portrait": "Portrait of {{name}}",
	"roles": {
		"chair": "Chair",
		"viceChair": "Vice Chair",
		"secretaryGeneral": "Secretary General",
		"scientificProgrammeChair": "Chair, Scientific Programme",
		"treasurer": "Treasurer",
		"outreach": "Outreach and Partnerships"
	},
	"eyebrow": "Across Africa and beyond",
	"organizing": "Organizing Committee",
	"scientific": "Scientific Committee",
	"memberCount_one": "{{count}} member",
	"memberCount_other": "{{count}} members",
	"pause": "Pause scrolling",
	"resume": "Resume scrolling",
	"ofList": " of the {{title}}",
	"listLabel": "{{title}} members"
};
var countries = {
	"uganda": "Uganda",
	"senegal": "Senegal",
	"southAfrica": "South Africa",
	"morocco": "Morocco",
	"kenya": "Kenya",
	"nigeria": "Nigeria",
	"tanzania": "Tanzania",
	"rwanda": "Rwanda",
	"burundi": "Burundi",
	"zambia": "Zambia",
	"zimbabwe": "Zimbabwe",
	"namibia": "Namibia",
	"angola": "Angola",
	"coteDIvoire": "Côte d'Ivoire",
	"cameroon": "Cameroon",
	"ghana": "Ghana",
	"egypt": "Egypt",
	"ethiopia": "Ethiopia",
	"botswana": "Botswana",
	"mozambique": "Mozambique",
	"mali": "Mali",
	"tunisia": "Tunisia",
	"algeria": "Algeria",
	"drCongo": "DR Congo",
	"romania": "Romania",
	"france": "France",
	"unitedKingdom": "United Kingdom"
};
var homeSections_default = {
	welcome,
	subthemes,
	timeline,
	committees,
	countries
};
export { timeline as a, subthemes as i, countries as n, welcome as o, homeSections_default as r, committees as t };
