// src/locales/en/accommodation.json
var documentTitle = "Accommodation | CAAWG11";
var documentDescription = "Stay near the CAAWG11 venue in Kampala: the rooms, their rates and photos, and how to book.";
var hero = {
	"title": "Accommodation for Delegates",
	"intro": "We have secured a specially discounted apartment for delegates, just a 2-minute walk from the conference venue.",
	"details": "Every apartment is fully furnished and air-conditioned, with en-suite bedrooms, satellite TV, a work desk and fast internet. Guests share a comfortable living room, dining area and kitchen, and each guest has their own key card.",
	"bookingLink": "Request a Booking"
};
var galleryHeading = "Take a Look Inside";
var gallery = {
	"label": "Photos of the apartment",
	"previous": "Previous image",
	"next": "Next image",
	"counter": "Image {{position}} of {{count}}",
	"pause": "Pause slideshow",
	"play": "Play slideshow",
	"scrollLeft": "Scroll thumbnails left",
	"scrollRight": "Scroll thumbnails right",
	"showImage": "Show image {{position}}: {{caption}}",
	"images": {
		"apartment-building": "The delegates’ apartment building, a 2-minute walk from the venue",
		"walk-to-venue": "The garden path from the apartments to the conference venue",
		"living-room": "Shared living room with satellite TV",
		"dining-area": "Dining area for shared meals",
		"kitchen": "Fully equipped shared kitchen",
		"master-bedroom": "Master bedroom with en-suite bathroom",
		"twin-bedroom": "Twin bedroom, ideal for delegates sharing an apartment",
		"single-deluxe-room": "Single Deluxe Room with a queen-size bed",
		"en-suite-bathroom": "Private en-suite bathroom with shower",
		"work-desk": "Work desk with fast internet in every room",
		"bedroom-air-conditioning": "Air-conditioned bedrooms with fitted wardrobes",
		"balcony-view": "Balcony view over the hills at sunset",
		"key-card-entry": "Secure corridor; every guest has their own key card"
	}
};
var roomTour = {
	"title": "Room Tour",
	"captionTitle": "Room Tour:",
	"description": "A short tour of an apartment: living room, dining area, kitchen, bedroom, bathroom and balcony."
};
var amenities = {
	"heading": "Premium Amenities",
	"items": [
		"Fully furnished apartments",
		"Air conditioning in every room",
		"En-suite bathroom for every bedroom",
		"Satellite TV",
		"Work desk in every room",
		"Fast internet",
		"Shared living room, dining area and kitchen",
		"Own key card for every guest",
		"2-minute walk to the conference venue"
	]
};
var options = {
	"heading": "Accommodation Options",
	"price": "${{price}}",
	"perNight": " per night",
	"threeBedroom": {
		"name": "3-Bedroom Apartment",
		"text": "Three en-suite bedrooms around a shared living room, dining area and kitchen.",
		"sleeps": "Up to 3 guests, each with a private bedroom"
	},
	"twoBedroom": {
		"name": "2-Bedroom Apartment",
		"text": "Two en-suite bedrooms with a shared living room, dining area and kitchen.",
		"sleeps": "Up to 2 guests, each with a private bedroom"
	},
	"singleDeluxe": {
		"name": "Single Deluxe Room",
		"text": "A deluxe en-suite room with a work desk, for delegates who prefer to stay on their own.",
		"sleeps": "1 guest"
	}
};
var process = {
	"heading": "Booking Process",
	"step": "Step {{number}}: ",
	"steps": [
		{
			"title": "Submit your request",
			"text": "Fill in the booking form below with your dates and preferences."
		},
		{
			"title": "Confirmation within 48 hours",
			"text": "Our logistics team confirms availability and sends you the payment instructions."
		},
		{
			"title": "Pay and you are set",
			"text": "Complete the payment to secure your room; your key card waits for you on arrival."
		}
	]
};
var dates = {
	"heading": "Important Dates",
	"earlyBooking": {
		"title": "Early booking deadline",
		"text": "July 31, 2025. Cancellations after this date may be charged one night."
	},
	"checkIn": {
		"title": "Check-in",
		"text": "From 8:00 AM."
	},
	"checkOut": {
		"title": "Check-out",
		"text": "By 12:00 PM."
	},
	"lateArrivals": {
		"title": "Late arrivals",
		"text": "Arriving after 8:00 PM? Please let the logistics team know in advance."
	}
};
var formHeading = "Booking Request";
var alternative = {
	"heading": "Alternative Accommodation Options",
	"text": "You are welcome to arrange your own stay near the venue. Please book early: the host town fills up quickly during the conference."
};
var moreInfo = {
	"heading": "Need More Information?",
	"text": "Our logistics team can help with accommodation, airport transfers and travel."
};
var accommodation_default = {
	documentTitle,
	documentDescription,
	hero,
	galleryHeading,
	gallery,
	roomTour,
	amenities,
	options,
	process,
	dates,
	formHeading,
	alternative,
	moreInfo
};
export { documentDescription as a, gallery as c, moreInfo as d, options as f, dates as i, galleryHeading as l, roomTour as m, alternative as n, documentTitle as o, process as p, amenities as r, formHeading as s, accommodation_default as t, hero as u };
