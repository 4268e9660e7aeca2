import { t as publicAssetUrl } from "./asset-url-BMICWS5g.js";
// src/content/fieldtrip.ts
function siteImage(id) {
	return {
		src: publicAssetUrl(`images/fieldtrip/${id}-800.webp`),
		width: 800,
		height: 533
	};
}
/** The six places of the trip, in the order the bus reaches them. */
var fieldTripSites = [
	{
		id: "oil-and-gas-project",
		kind: "oil-and-gas",
		name: "Lake Albert Oil and Gas Project",
		label: "Oil and gas project",
		tripDay: 1,
		image: siteImage("oil-and-gas-project")
	},
	{
		id: "bunyoro-hills",
		kind: "hills",
		name: "Bunyoro Hills",
		label: "Hills",
		tripDay: 1,
		image: siteImage("bunyoro-hills")
	},
	{
		id: "rift-escarpment",
		kind: "rift-escarpment",
		name: "Butiaba Rift Escarpment",
		label: "Rift valley escarpment",
		tripDay: 2,
		image: siteImage("rift-escarpment")
	},
	{
		id: "kibiro-geothermal",
		kind: "geothermal",
		name: "Kibiro Geothermal Springs",
		label: "Geothermal site",
		tripDay: 2,
		image: siteImage("kibiro-geothermal")
	},
	{
		id: "bentonite-deposit",
		kind: "bentonite",
		name: "Bentonite Clay Deposit",
		label: "Bentonite deposit",
		tripDay: 2,
		image: siteImage("bentonite-deposit")
	},
	{
		id: "murchison-falls",
		kind: "waterfall",
		name: "Murchison Falls",
		label: "Waterfall",
		tripDay: 3,
		image: siteImage("murchison-falls")
	}
];
function destinationPhoto(id) {
	return {
		id,
		thumbnail: {
			src: publicAssetUrl(`images/fieldtrip/${id}-480.webp`),
			width: 480,
			height: 320
		},
		large: {
			src: publicAssetUrl(`images/fieldtrip/${id}-1200.webp`),
			width: 1200,
			height: 800
		}
	};
}
/** Scenes of Western Uganda on the way. */
var destinationGallery = [
	"crater-lake",
	"tea-hills",
	"lake-albert-sunset",
	"savanna-kob",
	"kibiro-salt-pans",
	"victoria-nile"
].map(destinationPhoto);
var fieldTripPoster = {
	src: publicAssetUrl("images/fieldtrip/field-trip-poster.webp"),
	width: 800,
	height: 1100
};
function sitesOfTripDay(tripDay) {
	return fieldTripSites.filter((site) => site.tripDay === tripDay);
}
export { sitesOfTripDay as i, fieldTripPoster as n, fieldTripSites as r, destinationGallery as t };
