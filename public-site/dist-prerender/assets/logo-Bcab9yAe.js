import { a as localizedPath, n as isLanguage } from "./languages-BsWByg80.js";
// src/i18n/paths.ts
/** The language a site path is in: its /fr or /pt prefix, English when it has none. */
function languageOfPath(pathname) {
	const prefix = /^\/([^/]+)/.exec(pathname)?.[1];
	return prefix !== void 0 && prefix !== "en" && isLanguage(prefix) ? prefix : "en";
}
/** The English path of a site path: the same path without its language prefix. */
function unprefixedPath(pathname) {
	const language = languageOfPath(pathname);
	if (language === "en") return pathname;
	const rest = pathname.slice(language.length + 1);
	return rest === "" ? "/" : rest;
}
/** The same page in another language: `/fr/registration` in Portuguese is `/pt/registration`. */
function pathInLanguage(pathname, language) {
	return localizedPath(unprefixedPath(pathname), language);
}
// src/layout/navigation.ts
/** The small-screen menu's id, which the header's menu button controls. */
var mobileMenuId = "mobile-menu";
var leadingNav = [
	{
		to: "/",
		label: "nav.home"
	},
	{
		to: "/about",
		label: "nav.about"
	},
	{
		to: "/sponsorship",
		label: "nav.sponsorship"
	}
];
var conferenceNav = [
	{
		to: "/program",
		label: "nav.program"
	},
	{
		to: "/subthemes",
		label: "nav.subthemes"
	},
	{
		to: "/speakers",
		label: "nav.speakers"
	},
	{
		to: "/fieldtrip",
		label: "nav.fieldTrip"
	},
	{
		to: "/venue",
		label: "nav.venue"
	}
];
var trailingNav = [
	{
		to: "/accommodation",
		label: "nav.accommodation"
	},
	{
		to: "/gallery",
		label: "nav.gallery"
	},
	{
		to: "/contact",
		label: "nav.contact"
	}
];
var callsToAction = {
	abstracts: {
		to: "/abstracts",
		label: "nav.submitAbstract"
	},
	registration: {
		to: "/registration",
		label: "nav.registerNow"
	}
};
/**
* The routes on which the Conference entry is highlighted: these four;
* /fieldtrip sits in the dropdown but does not light the entry up.
*/
var conferenceHighlightPaths = [
	"/program",
	"/subthemes",
	"/speakers",
	"/venue"
];
function normalise(pathname) {
	const trimmed = pathname.replace(/\/+$/, "");
	return trimmed === "" ? "/" : trimmed;
}
/** Whether a link to `to` (an English path) leads to the page at `pathname`, in any language. */
function isCurrentPath(pathname, to) {
	return normalise(unprefixedPath(pathname)) === normalise(to);
}
function isConferenceHighlighted(pathname) {
	return conferenceHighlightPaths.includes(normalise(unprefixedPath(pathname)));
}
/** The footer's Quick Links; /home redirects to /. */
var quickLinks = [
	{
		to: "/home",
		label: "nav.home"
	},
	{
		to: "/about",
		label: "nav.aboutUs"
	},
	{
		to: "/program",
		label: "nav.program"
	},
	{
		to: "/registration",
		label: "nav.registration"
	},
	{
		to: "/contact",
		label: "nav.contactUs"
	}
];
// src/assets/logo.svg
var logo_default = "https://caawg11-public-site.invalid/assets/logo-D_eBfu3T.svg";
export { isCurrentPath as a, quickLinks as c, pathInLanguage as d, isConferenceHighlighted as i, trailingNav as l, callsToAction as n, leadingNav as o, conferenceNav as r, mobileMenuId as s, logo_default as t, languageOfPath as u };
