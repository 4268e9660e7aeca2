// src/locales/en/program.json
var documentTitle = "Conference Program | CAAWG11";
var documentDescription = "The CAAWG11 programme day by day: keynotes, sessions, workshops, the field trip and the social events, 1-5 October 2025 in Kampala.";
var hero = {
	"eyebrow": "CAAWG11 · Kampala, Uganda",
	"title": "Conference Program",
	"intro": "Five days, 1-5 October 2025: two days of keynotes, papers, workshops and celebration at the conference hotel in Kampala, then three days in the field in Western Uganda."
};
var dayNavigation = "Program days";
var dayNumber = "Day {{number}}";
var dayDate = ": {{date}}";
var timesNote = "Session times will be published with the final programme.";
var actions = {
	"register": "Register Now",
	"aboutFieldTrip": "About the Field Trip"
};
var parts = {
	"morning": "Morning",
	"afternoon": "Afternoon",
	"evening": "Evening",
	"allDay": "All day"
};
var sitesVisited = "Sites visited";
var siteKind = "({{kind}})";
var siteKinds = {
	"oil-and-gas-project": "oil and gas project",
	"bunyoro-hills": "hills",
	"rift-escarpment": "rift valley escarpment",
	"kibiro-geothermal": "geothermal site",
	"bentonite-deposit": "bentonite deposit",
	"murchison-falls": "waterfall"
};
var days = [
	{
		"dateLabel": "Wednesday, 1 October 2025",
		"theme": "Opening and 30 years of AAWG",
		"sessions": [
			{
				"title": "Opening ceremony and keynote addresses",
				"description": "Welcome by the association and the local organising committee, the official opening of CAAWG11, and the first keynote addresses on the conference theme.",
				"linkLabel": "Meet the keynote speakers"
			},
			{
				"title": "Plenary session",
				"description": "Plenary on the conference theme: Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth."
			},
			{
				"title": "30 years celebration",
				"description": "Celebrating 30 years of the African Association of Women in Geosciences, founded in 1995 in Nairobi, Kenya."
			}
		]
	},
	{
		"dateLabel": "Thursday, 2 October 2025",
		"theme": "Science, workshops and awards",
		"sessions": [
			{
				"title": "Keynote address and paper presentations",
				"description": "A keynote address followed by oral paper sessions across the conference subthemes.",
				"linkLabel": "See the subthemes"
			},
			{
				"title": "Paper presentations and workshops",
				"description": "Parallel paper sessions, poster presentations and hands-on workshops for delegates and students."
			},
			{
				"title": "Prize awards",
				"description": "Prizes for outstanding papers and posters, followed by a cultural evening of Ugandan music and dance."
			}
		]
	},
	{
		"dateLabel": "Friday, 3 October 2025",
		"theme": "Field excursion: to the Albertine Graben",
		"sessions": [{
			"title": "Field excursion",
			"description": "The bus departs from the conference hotel October 3 at 8:00 AM for Western Uganda.",
			"linkLabel": "Field trip details"
		}]
	},
	{
		"dateLabel": "Saturday, 4 October 2025",
		"theme": "Field excursion: the rift and its resources",
		"sessions": [{
			"title": "Field excursion",
			"description": "Down the rift escarpment to the shore of Lake Albert, its hot springs and its clays."
		}]
	},
	{
		"dateLabel": "Sunday, 5 October 2025",
		"theme": "Field excursion: Murchison Falls and return",
		"sessions": [{
			"title": "Field excursion",
			"description": "To the Nile at Murchison Falls, then back to Kampala: the trip returns October 5 at 6:00 PM."
		}]
	}
];
var full = {
	"title": "Full programme",
	"downloadAll": "Download the whole programme (.ics)",
	"loading": "Loading the full programme…",
	"loadFailed": "The full programme could not be loaded. Please try again in a moment.",
	"tryAgain": "Try again",
	"notPublished": "The detailed programme will be published here once the sessions are set.",
	"subtheme": "Subtheme",
	"allSubthemes": "All subthemes",
	"search": "Search the programme",
	"searchPlaceholder": "Title, speaker or room",
	"days": "Programme days",
	"dayLabel": "{{label}}",
	"noMatch": "No session on this day matches your choice.",
	"kinds": {
		"oral": "Oral session",
		"poster": "Poster session"
	},
	"room": "Room",
	"chair": "Chair",
	"addToCalendar": "Add to calendar (.ics)",
	"addToCalendarFor": "Add to calendar (.ics): {{title}}"
};
var subthemeTitles = [
	"Advancing the Science and Applications in Geology",
	"Geo-education & Capacity Building",
	"Harnessing Geospatial Data and AI",
	"Geosciences for Climate Resilience",
	"Critical Minerals and the Green Economy",
	"Emerging Technologies in Oil and Gas",
	"Digital Transformation in Geosciences",
	"Water Supply and Geosciences",
	"Urbanization and Resilient Infrastructure",
	"Geoethics and Inclusive Development",
	"Geoscience-Driven Policies in Natural Resource Management"
];
var program_default = {
	documentTitle,
	documentDescription,
	hero,
	dayNavigation,
	dayNumber,
	dayDate,
	timesNote,
	actions,
	parts,
	sitesVisited,
	siteKind,
	siteKinds,
	days,
	full,
	subthemeTitles
};
export { days as a, full as c, program_default as d, siteKind as f, timesNote as g, subthemeTitles as h, dayNumber as i, hero as l, sitesVisited as m, dayDate as n, documentDescription as o, siteKinds as p, dayNavigation as r, documentTitle as s, actions as t, parts as u };
