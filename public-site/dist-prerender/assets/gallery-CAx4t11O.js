// src/locales/en/gallery.json
var documentTitle = "Gallery | CAAWG11";
var documentDescription = "Photos of the conferences of the African Association of Women in Geosciences: keynotes, sessions and social events.";
var title = "Conference Gallery";
var intro = "Keynotes, sessions, celebrations and the venue: moments from the conference, pinned to the board. Choose a photo to see it larger.";
var filterGroup = "Filter photos by category";
var filters = {
	"all": "All Photos",
	"keynotes": "Keynote Speakers",
	"sessions": "Sessions",
	"events": "Social Events",
	"venue": "Venue"
};
var showing_one = "Showing {{count}} photo: {{filter}}";
var showing_other = "Showing {{count}} photos: {{filter}}";
var board = "Photos";
var loading = "Loading photos...";
var featured = "Featured";
var lightbox = { "close": "Close" };
var photos = {
	"keynote-opening": {
		"caption": "Opening keynote: Geosciences & the Future of Africa",
		"alt": "Illustration of a speaker at a lectern beside a screen showing a map of Africa, facing a full hall"
	},
	"keynote-critical-minerals": {
		"caption": "Keynote on critical minerals and the green economy",
		"alt": "Illustration of a keynote speaker presenting a slide of purple and green mineral crystals"
	},
	"keynote-geothermal": {
		"caption": "Keynote on geothermal energy in the East African Rift",
		"alt": "Illustration of a speaker presenting a cross-section of a geothermal well with rising steam"
	},
	"keynote-geospatial-ai": {
		"caption": "Keynote on geospatial data and artificial intelligence",
		"alt": "Illustration of a keynote speaker presenting a contour map to the audience"
	},
	"keynote-water": {
		"caption": "Keynote on groundwater and water supply",
		"alt": "Illustration of a speaker at a lectern with a blue water drop on the screen behind her"
	},
	"keynote-oil-gas": {
		"caption": "Keynote on emerging technologies in oil and gas",
		"alt": "Illustration of a keynote speaker presenting a drilling rig on a lake on the screen"
	},
	"keynote-climate": {
		"caption": "Keynote on geosciences for climate resilience",
		"alt": "Illustration of a speaker presenting a bar chart to a hall with green walls"
	},
	"keynote-urban": {
		"caption": "Keynote on urbanization and resilient infrastructure",
		"alt": "Illustration of a speaker presenting a city skyline on the screen to a full audience"
	},
	"session-plenary-panel": {
		"caption": "Plenary panel on the future of African geosciences",
		"alt": "Illustration of four panellists behind a table with microphones, a map of Africa on the screen"
	},
	"session-poster-hall": {
		"caption": "Poster session in the exhibition area",
		"alt": "Illustration of three delegates standing in front of research posters with charts and maps"
	},
	"session-gis-workshop": {
		"caption": "Hands-on GIS and remote sensing workshop",
		"alt": "Illustration of four participants at laptops along a long table, contour map on the screen"
	},
	"session-questions": {
		"caption": "Questions from the floor after a paper session",
		"alt": "Illustration of a delegate standing with a microphone in the audience, Q and A on the screen"
	},
	"session-core-samples": {
		"caption": "Examining drill-core samples during a technical session",
		"alt": "Illustration of two geoscientists behind trays of colourful rock cores"
	},
	"session-geoethics-panel": {
		"caption": "Panel on geoethics and inclusive development",
		"alt": "Illustration of four panellists at a purple-draped table with a chart on the screen"
	},
	"session-student-posters": {
		"caption": "Student poster presentations",
		"alt": "Illustration of students presenting their posters on boards in a bright hall"
	},
	"session-mentoring-workshop": {
		"caption": "Mentoring workshop for early-career geoscientists",
		"alt": "Illustration of a workshop with participants at laptops around a long table"
	},
	"session-policy-roundtable": {
		"caption": "Roundtable on geoscience-driven natural resource policy",
		"alt": "Illustration of four speakers at a roundtable with a geological cross-section on the screen"
	},
	"session-early-career-talks": {
		"caption": "Early-career talks and discussion",
		"alt": "Illustration of an audience member asking a question in a full lecture hall"
	},
	"event-anniversary-gala": {
		"caption": "30 years of AAWG: the anniversary celebration",
		"alt": "Illustration of delegates dancing under string lights with a large golden number 30"
	},
	"event-welcome-dinner": {
		"caption": "Welcome dinner for delegates",
		"alt": "Illustration of delegates at round dinner tables with candles under warm hanging lights"
	},
	"event-prize-awards": {
		"caption": "Prize awards evening",
		"alt": "Illustration of two women on a stage beside a golden trophy under falling confetti"
	},
	"event-cultural-evening": {
		"caption": "Cultural evening with Ugandan music and dance",
		"alt": "Illustration of dancers in grass skirts and drummers in front of a setting sun"
	},
	"event-coffee-break": {
		"caption": "Networking over coffee",
		"alt": "Illustration of delegates chatting around a table of coffee cups by tall windows"
	},
	"event-anniversary-cake": {
		"caption": "The 30th anniversary cake",
		"alt": "Illustration of a two-tier cake with the number 30 surrounded by balloons"
	},
	"event-group-photo": {
		"caption": "Conference group photo",
		"alt": "Illustration of three rows of delegates on a lawn under a CAAWG11 2025 banner"
	},
	"event-dance-night": {
		"caption": "Dancing at the closing party",
		"alt": "Illustration of seven delegates dancing with raised arms beneath string lights at night"
	},
	"event-student-awards": {
		"caption": "Best student paper awards",
		"alt": "Illustration of a student receiving a golden trophy on a stage"
	},
	"venue-hotel-exterior": {
		"caption": "The conference hotel, Kampala",
		"alt": "Illustration of a tall cream hotel building with palm trees under a blue sky"
	},
	"venue-lobby": {
		"caption": "The hotel lobby and welcome desk",
		"alt": "Illustration of a hotel lobby with columns, a chandelier and a welcome desk"
	},
	"venue-plenary-hall": {
		"caption": "The plenary hall ready for the opening",
		"alt": "Illustration of an empty hall with rows of red chairs facing a screen with a map of Africa"
	},
	"venue-lake-terrace": {
		"caption": "Evening on the terrace overlooking Lake Victoria",
		"alt": "Illustration of a terrace with parasols overlooking a lake at sunset"
	},
	"venue-pool-garden": {
		"caption": "The pool and garden",
		"alt": "Illustration of a turquoise hotel pool with parasols and palm trees"
	},
	"venue-registration-desk": {
		"caption": "The conference registration desk",
		"alt": "Illustration of a registration desk with a large Registration sign and two staff members"
	}
};
var gallery_default = {
	documentTitle,
	documentDescription,
	title,
	intro,
	filterGroup,
	filters,
	showing_one,
	showing_other,
	board,
	loading,
	featured,
	lightbox,
	photos
};
export { filterGroup as a, intro as c, photos as d, showing_one as f, featured as i, lightbox as l, title as m, documentDescription as n, filters as o, showing_other as p, documentTitle as r, gallery_default as s, board as t, loading as u };
