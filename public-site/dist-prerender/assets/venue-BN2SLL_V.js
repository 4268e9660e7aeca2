// src/locales/en/venue.json
var documentTitle = "Conference Venue | CAAWG11";
var documentDescription = "Where CAAWG11 takes place in Kampala, Uganda: the venue, its facilities, and how to get there from Entebbe airport.";
var hero = {
	"kicker": "{{shortName}} · 1-5 October 2025",
	"title": "Conference Venue"
};
var venueName = "Conference hotel, Kampala";
var about = {
	"heading": "The venue",
	"intro": "The conference meets at a conference hotel in Kampala, Uganda's capital, with the plenary hall, breakout rooms, exhibition space and rooms for delegates under one roof. The hotel's name and address will be confirmed to registered delegates.",
	"photosLabel": "Venue photos"
};
var photos = {
	"venue-hotel-exterior": {
		"caption": "The conference hotel, Kampala",
		"alt": "Illustration of a tall cream hotel building with palm trees under a blue sky"
	},
	"venue-plenary-hall": {
		"caption": "The plenary hall ready for the opening",
		"alt": "Illustration of an empty hall with rows of red chairs facing a screen with a map of Africa"
	},
	"venue-lobby": {
		"caption": "The hotel lobby and welcome desk",
		"alt": "Illustration of a hotel lobby with columns, a chandelier and a welcome desk"
	},
	"venue-lake-terrace": {
		"caption": "Evening on the terrace overlooking Lake Victoria",
		"alt": "Illustration of a terrace with parasols overlooking a lake at sunset"
	}
};
var facilities = {
	"heading": "Facilities",
	"accommodationLink": "Accommodation",
	"plenaryHall": {
		"title": "Plenary hall",
		"description": "A large hall with stage, projection and sound for the opening, keynotes and plenary."
	},
	"breakoutRooms": {
		"title": "Breakout rooms",
		"description": "Smaller rooms for parallel paper sessions and hands-on workshops."
	},
	"exhibitionArea": {
		"title": "Poster and exhibition area",
		"description": "Space for the poster sessions and for sponsors’ and partners’ stands."
	},
	"wifi": {
		"title": "Wi-Fi",
		"description": "Wireless internet in the meeting rooms and public areas."
	},
	"meals": {
		"title": "Meals and coffee breaks",
		"description": "Coffee breaks and lunches are served on site during the conference days."
	},
	"accommodation": {
		"title": "Accommodation",
		"description": "Rooms for delegates at or near the venue; see the Accommodation page to book."
	}
};
var accessibility = {
	"heading": "Accessibility",
	"points": [
		"Step-free access to the plenary hall and breakout rooms, with lifts between floors.",
		"Accessible restrooms near the meeting rooms.",
		"Reserved seating near the stage for delegates who need it.",
		"Tell us about any access needs when you register, or write to {{email}}, and the logistics team will help with arrangements."
	]
};
var timeline = {
	"heading": "Conference week at the venue",
	"openingDay": {
		"when": "1 October 2025",
		"event": "Opening ceremony, keynote addresses, plenary and the 30 years celebration"
	},
	"secondDay": {
		"when": "2 October 2025",
		"event": "Keynote address, paper presentations, workshops and the prize awards"
	},
	"fieldTripDeparts": {
		"when": "October 3 at 8:00 AM",
		"event": "The field trip to Western Uganda departs from the hotel"
	},
	"fieldTripReturns": {
		"when": "October 5 at 6:00 PM",
		"event": "The field trip returns to Kampala"
	}
};
var map = {
	"heading": "Location and map",
	"alt": "Illustrated map: the conference hotel in Kampala and Entebbe International Airport about 35 km to the south on Lake Victoria, linked by the Kampala-Entebbe Expressway",
	"description": "Kampala lies on the northern shore of Lake Victoria. Entebbe International Airport is about 35 km south of the city, about 45 minutes away by the Kampala-Entebbe Expressway.",
	"addressNote": "The exact address is sent to registered delegates with their confirmation.",
	"externalLink": "Open Kampala in OpenStreetMap"
};
var travel = {
	"heading": "Travel and airport",
	"fromAirport": "From Entebbe International Airport",
	"drivingTime": "Driving time",
	"taxiFare": "Taxi fare to Kampala",
	"distanceValue": "about 35 km",
	"drivingTimeValue": "about 45 minutes",
	"taxiFareValue": "about 120,000-150,000 UGX",
	"tips": [
		"Entebbe International Airport (EBB) is Uganda's international gateway, about 35 km from Kampala: about 45 minutes by road on the Kampala-Entebbe Expressway, longer at peak hours.",
		"A taxi from the airport to Kampala costs about 120,000-150,000 UGX. Agree the fare before you set off, or use an airport taxi desk or a ride-hailing app.",
		"Within Kampala, metered taxis, ride-hailing apps and hotel transport are the easiest ways to get around."
	]
};
var visa = {
	"heading": "Visa information",
	"points": [
		"Most visitors need a visa: a single-entry tourist visa costs about 50 USD.",
		"Citizens of East African Community member states may not need a visa.",
		"Apply online through the official Uganda e-visa portal before you travel, and carry a printed copy of your approval.",
		"Registered delegates can ask the secretariat for an invitation letter to support the application."
	],
	"singleEntry": "Single-entry visa",
	"singleEntryFee": "about 50 USD",
	"portalLink": "Apply on the Uganda e-visa portal"
};
var fieldTrip = {
	"heading": "Post-conference field trip",
	"summary": "After the conference, the Post-Conference Field Trip to Western Uganda (October 3-5, 2025) leaves from the hotel October 3 at 8:00 AM and returns October 5 at 6:00 PM: {{sites}} sites, from geothermal springs and the rift escarpment to Murchison Falls, for ${{price}} covering accommodation, meals, transport and fees.",
	"link": "Explore the Field Trip"
};
var opensInNewTab = " (opens in a new tab)";
var venue_default = {
	documentTitle,
	documentDescription,
	hero,
	venueName,
	about,
	photos,
	facilities,
	accessibility,
	timeline,
	map,
	travel,
	visa,
	fieldTrip,
	opensInNewTab
};
export { facilities as a, map as c, timeline as d, travel as f, visa as h, documentTitle as i, opensInNewTab as l, venue_default as m, accessibility as n, fieldTrip as o, venueName as p, documentDescription as r, hero as s, about as t, photos as u };
