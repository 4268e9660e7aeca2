import { s as gallery_default } from "./gallery-CAx4t11O.js";
import { t as publicAssetUrl } from "./asset-url-BMICWS5g.js";
import { useState } from "react";
import { jsx } from "react/jsx-runtime";
/** The filter buttons, in the order they appear above the gallery; the catalogue's `filters` names them. */
var galleryFilters = ["all", ...[
	"keynotes",
	"sessions",
	"events",
	"venue"
]];
var frameStyles = [
	"polaroid",
	"classic",
	"vintage",
	"modern"
];
var photoDecorations = [
	"tape",
	"pin",
	"clip",
	"corners",
	"washi"
];
var entries = [
	{
		id: "keynote-opening",
		category: "keynotes",
		featured: true
	},
	{
		id: "keynote-critical-minerals",
		category: "keynotes"
	},
	{
		id: "keynote-geothermal",
		category: "keynotes"
	},
	{
		id: "keynote-geospatial-ai",
		category: "keynotes"
	},
	{
		id: "keynote-water",
		category: "keynotes"
	},
	{
		id: "keynote-oil-gas",
		category: "keynotes"
	},
	{
		id: "keynote-climate",
		category: "keynotes"
	},
	{
		id: "keynote-urban",
		category: "keynotes"
	},
	{
		id: "session-plenary-panel",
		category: "sessions",
		featured: true
	},
	{
		id: "session-poster-hall",
		category: "sessions"
	},
	{
		id: "session-gis-workshop",
		category: "sessions"
	},
	{
		id: "session-questions",
		category: "sessions"
	},
	{
		id: "session-core-samples",
		category: "sessions"
	},
	{
		id: "session-geoethics-panel",
		category: "sessions"
	},
	{
		id: "session-student-posters",
		category: "sessions"
	},
	{
		id: "session-mentoring-workshop",
		category: "sessions"
	},
	{
		id: "session-policy-roundtable",
		category: "sessions"
	},
	{
		id: "session-early-career-talks",
		category: "sessions"
	},
	{
		id: "event-anniversary-gala",
		category: "events",
		featured: true
	},
	{
		id: "event-welcome-dinner",
		category: "events"
	},
	{
		id: "event-prize-awards",
		category: "events"
	},
	{
		id: "event-cultural-evening",
		category: "events"
	},
	{
		id: "event-coffee-break",
		category: "events"
	},
	{
		id: "event-anniversary-cake",
		category: "events"
	},
	{
		id: "event-group-photo",
		category: "events"
	},
	{
		id: "event-dance-night",
		category: "events"
	},
	{
		id: "event-student-awards",
		category: "events"
	},
	{
		id: "venue-hotel-exterior",
		category: "venue",
		featured: true
	},
	{
		id: "venue-lobby",
		category: "venue"
	},
	{
		id: "venue-plenary-hall",
		category: "venue"
	},
	{
		id: "venue-lake-terrace",
		category: "venue"
	},
	{
		id: "venue-pool-garden",
		category: "venue"
	},
	{
		id: "venue-registration-desk",
		category: "venue"
	}
];
var englishTexts = (/* #__PURE__ */ Object.assign({ "../locales/en/gallery.json": gallery_default }))["../locales/en/gallery.json"]?.photos ?? {};
/** A number from the photo's id, so each photo's "random" look is the same on every render. */
function seedFromId(id) {
	let hash = 2166136261;
	for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
	return hash >>> 0;
}
/** Picks from a list by a seed; a different salt gives an independent-looking choice. */
function seededChoice(list, seed, salt) {
	const choice = list[(Math.imul(seed ^ salt, 2654435761) >>> 0) % list.length];
	if (choice === void 0) throw new Error("seededChoice needs a non-empty list");
	return choice;
}
/** Quarter-degree steps from -3 to 3. */
var rotations = Array.from({ length: 25 }, (_, index) => -3 + index * .25);
function toPhoto(entry) {
	const seed = seedFromId(entry.id);
	const text = englishTexts[entry.id];
	if (!text) throw new Error(`No caption for photo ${entry.id}`);
	return {
		id: entry.id,
		src: publicAssetUrl(`images/gallery/${entry.id}-480.webp`),
		width: 480,
		height: 360,
		large: {
			src: publicAssetUrl(`images/gallery/${entry.id}-1200.webp`),
			width: 1200,
			height: 900
		},
		alt: text.alt,
		category: entry.category,
		caption: text.caption,
		style: seededChoice(frameStyles, seed, 81),
		featured: entry.featured ?? false,
		rotation: seededChoice(rotations, seed, 158),
		decoration: seededChoice(photoDecorations, seed, 60)
	};
}
var galleryPhotos = entries.map(toPhoto);
/** Shown in place of any image that fails to load. */
var placeholderImage = {
	src: publicAssetUrl("images/placeholder.webp"),
	width: 1200,
	height: 900
};
function photosFor(filter) {
	return filter === "all" ? galleryPhotos : galleryPhotos.filter((photo) => photo.category === filter);
}
// src/pages/gallery/ImageWithFallback.tsx
/**
* An image that swaps itself for the placeholder when its file fails to load, so a broken
* file leaves a neutral picture (with the same alt text) instead of a broken-image icon.
*/
function ImageWithFallback({ src, fallbackSrc = placeholderImage.src, decoding = "async", srcSet, sizes, ...imageProps }) {
	const [failedSrc, setFailedSrc] = useState(null);
	const showsFallback = failedSrc === src;
	return /* @__PURE__ */ jsx("img", {
		...imageProps,
		src: showsFallback ? fallbackSrc : src,
		srcSet: showsFallback ? void 0 : srcSet,
		sizes: showsFallback ? void 0 : sizes,
		decoding,
		"data-fallback": showsFallback ? "true" : void 0,
		onError: () => {
			if (!showsFallback) setFailedSrc(src);
		}
	});
}
export { photosFor as i, galleryFilters as n, galleryPhotos as r, ImageWithFallback as t };
