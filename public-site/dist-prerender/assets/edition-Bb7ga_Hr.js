// ../libs/conference/dist/edition.js
/** Facts about this edition of the conference. A new edition changes this file. */
var edition = {
	shortName: "CAAWG11",
	associationShortName: "AAWG",
	associationName: "African Association of Women in Geosciences",
	number: 11,
	year: 2025,
	fullName: "11th Conference of the African Association of Women in Geosciences",
	theme: "Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth",
	anniversaryYears: 30,
	foundedYear: 1995,
	foundedIn: "Nairobi, Kenya",
	city: "Kampala",
	country: "Uganda",
	venueCity: "Kampala, Uganda",
	/** Conference time zone: every deadline is a wall-clock time here. */
	timeZone: "Africa/Kampala",
	datesLabel: "1-5 October 2025",
	startDate: "2025-10-01",
	endDate: "2025-10-05",
	fieldTrip: {
		title: "Post-Conference Field Trip to Western Uganda",
		datesLabel: "October 3-5, 2025",
		startDate: "2025-10-03",
		endDate: "2025-10-05",
		priceUsd: 250,
		sites: 6,
		departs: "October 3 at 8:00 AM",
		returns: "October 5 at 6:00 PM",
		priceCovers: "accommodation, meals, transport and fees",
		transport: "Air-conditioned bus",
		accommodationNights: 2,
		slotsNote: "Limited slots available!"
	}
};
export { edition as t };
