import { i as languages, n as isLanguage, t as intlLocales } from "./languages-BsWByg80.js";
import { n as setAnswerLanguage } from "./answer-language-KvUJaPDh.js";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import resourcesToBackend from "i18next-resources-to-backend";
var common_default = {
	loading: "Loading…",
	skipToContent: "Skip to content",
	pageLoading: "Loading page…",
	siteTitle: {
		"name": "CAAWG {{number}}",
		"tagline": "{{year}} · {{venueCity}}"
	},
	nav: {
		"main": "Main",
		"mobile": "Mobile",
		"home": "Home",
		"about": "About",
		"aboutUs": "About Us",
		"sponsorship": "Sponsorship",
		"conference": "Conference",
		"program": "Program",
		"subthemes": "Subthemes",
		"speakers": "Speakers",
		"fieldTrip": "Field Trip",
		"venue": "Venue",
		"accommodation": "Accommodation",
		"gallery": "Gallery",
		"contact": "Contact",
		"contactUs": "Contact Us",
		"registration": "Registration",
		"submitAbstract": "Submit Abstract",
		"registerNow": "Register Now"
	},
	menu: {
		"open": "Open menu",
		"close": "Close menu",
		"label": "Site menu"
	},
	languageSwitcher: { "label": "Language" },
	footer: {
		"quickLinks": "Quick Links",
		"contact": "Contact",
		"importantDates": "Important Dates"
	}
};
var home_default = {
	documentTitle: "CAAWG11 | African Association of Women in Geosciences Conference 2025",
	documentDescription: "The 11th Conference of the African Association of Women in Geosciences, 1-5 October 2025 in Kampala, Uganda: programme, keynote speakers, registration, abstracts and field trip.",
	edition: {
		"dates": "1-5 October 2025",
		"venue": "Kampala, Uganda",
		"founded": "1995, Nairobi, Kenya",
		"fieldTripDates": "October 3-5, 2025"
	},
	actions: {
		"register": "Register Now",
		"viewProgram": "View Program",
		"learnMore": "Learn More"
	},
	hero: {
		"badgeAlt": "30 years of AAWG, 1995 to 2025",
		"eyebrow": "30 Years of Empowering Women in Geosciences",
		"title": "11th Conference of the African Association of Women in Geosciences",
		"theme": "Geosciences & the Future of Africa: emerging technologies, innovations and inclusive growth"
	},
	earlyBird: {
		"title": "Early Bird Registration",
		"close": "Close the early bird banner",
		"unit_one": "day",
		"unit_other": "days",
		"left_one": "left to save on your registration fees",
		"left_other": "left to save on your registration fees",
		"since_one": "since the early bird offer ended",
		"since_other": "since the early bird offer ended"
	},
	sections: {
		"welcome": "Welcome to CAAWG11",
		"subthemes": "Conference Subthemes",
		"timeline": "Important Dates",
		"steering": "Steering Committee",
		"committees": "Other Committees"
	}
};
// src/i18n/i18n.ts
/** The first page's English texts, built into the first load. */
var firstPage = /* #__PURE__ */ Object.assign({
	"../locales/en/common.json": common_default,
	"../locales/en/home.json": home_default
});
/**
* Every other catalogue, one per language and namespace (a page's texts, the layout's `common`
* or the footer's), each built into a small chunk of its own and fetched only when a page in
* that language asks for it.
*/
var catalogues = /* #__PURE__ */ Object.assign({
	"../locales/en/about.json": () => import("./about-CzfUFXHB.js").then((m) => m["default"]),
	"../locales/en/abstractResponse.json": () => import("./abstractResponse-0Z5j4rgU.js").then((m) => m["default"]),
	"../locales/en/abstracts.json": () => import("./abstracts-Sq4B5O2o.js").then((m) => m["default"]),
	"../locales/en/accommodation.json": () => import("./accommodation-DCgfiRCA.js").then((m) => m["default"]),
	"../locales/en/certificates.json": () => import("./certificates-xClsZusT.js").then((m) => m["default"]),
	"../locales/en/contact.json": () => import("./contact-D7DW8qJJ.js").then((m) => m["default"]),
	"../locales/en/documents.json": () => import("./documents-jLgw2Tm_.js").then((m) => m["default"]),
	"../locales/en/fieldtrip.json": () => import("./fieldtrip-DLLYOaZF.js").then((m) => m["default"]),
	"../locales/en/footer.json": () => import("./footer-C3Rq5ldV.js").then((m) => m["default"]),
	"../locales/en/forms.json": () => import("./forms-CgbOqAAF.js").then((m) => m["default"]),
	"../locales/en/gallery.json": () => import("./gallery-BPROj-Aj.js").then((m) => m["default"]),
	"../locales/en/homeSections.json": () => import("./homeSections-BMignAkL.js").then((m) => m["default"]),
	"../locales/en/institutionInvoices.json": () => import("./institutionInvoices-0SDFyk-s.js").then((m) => m["default"]),
	"../locales/en/myCancellation.json": () => import("./myCancellation-vI__xuf-.js").then((m) => m["default"]),
	"../locales/en/myData.json": () => import("./myData-BOPIiTkO.js").then((m) => m["default"]),
	"../locales/en/myRegistration.json": () => import("./myRegistration-D_UHO225.js").then((m) => m["default"]),
	"../locales/en/privacy.json": () => import("./privacy-K3cKved0.js").then((m) => m["default"]),
	"../locales/en/program.json": () => import("./program-CAxq5-RD.js").then((m) => m["default"]),
	"../locales/en/registration.json": () => import("./registration-CtmTjzCh.js").then((m) => m["default"]),
	"../locales/en/reminderOptOut.json": () => import("./reminderOptOut-Dg1BIH1l.js").then((m) => m["default"]),
	"../locales/en/speakers.json": () => import("./speakers-UUNdXIRJ.js").then((m) => m["default"]),
	"../locales/en/sponsorship.json": () => import("./sponsorship-DbP56bIC.js").then((m) => m["default"]),
	"../locales/en/subthemes.json": () => import("./subthemes-D5YICCD5.js").then((m) => m["default"]),
	"../locales/en/venue.json": () => import("./venue-DOdoK5kA.js").then((m) => m["default"]),
	"../locales/en/verify.json": () => import("./verify-DfTQ3gX5.js").then((m) => m["default"]),
	"../locales/fr/about.json": () => import("./about-BFEfFg8i.js").then((m) => m["default"]),
	"../locales/fr/abstractResponse.json": () => import("./abstractResponse-DLv1iUhp.js").then((m) => m["default"]),
	"../locales/fr/abstracts.json": () => import("./abstracts-6QtF-Pj7.js").then((m) => m["default"]),
	"../locales/fr/accommodation.json": () => import("./accommodation-D_7swcGZ.js").then((m) => m["default"]),
	"../locales/fr/certificates.json": () => import("./certificates-D96EsJ92.js").then((m) => m["default"]),
	"../locales/fr/common.json": () => import("./common-B9c02762.js").then((m) => m["default"]),
	"../locales/fr/contact.json": () => import("./contact-xIRrx1Ip.js").then((m) => m["default"]),
	"../locales/fr/documents.json": () => import("./documents-DIxVJVl9.js").then((m) => m["default"]),
	"../locales/fr/fieldtrip.json": () => import("./fieldtrip-CN9689VY.js").then((m) => m["default"]),
	"../locales/fr/footer.json": () => import("./footer-DISNxyz6.js").then((m) => m["default"]),
	"../locales/fr/forms.json": () => import("./forms-eeiMedfk.js").then((m) => m["default"]),
	"../locales/fr/gallery.json": () => import("./gallery-Ci8KUGBf.js").then((m) => m["default"]),
	"../locales/fr/home.json": () => import("./home-DeP7tgB8.js").then((m) => m["default"]),
	"../locales/fr/homeSections.json": () => import("./homeSections-CnekuE4i.js").then((m) => m["default"]),
	"../locales/fr/institutionInvoices.json": () => import("./institutionInvoices-CFYJMNEV.js").then((m) => m["default"]),
	"../locales/fr/myCancellation.json": () => import("./myCancellation-CAZHtYAj.js").then((m) => m["default"]),
	"../locales/fr/myData.json": () => import("./myData-BcbBJhsx.js").then((m) => m["default"]),
	"../locales/fr/myRegistration.json": () => import("./myRegistration-DAOux1tf.js").then((m) => m["default"]),
	"../locales/fr/privacy.json": () => import("./privacy-BppqswhJ.js").then((m) => m["default"]),
	"../locales/fr/program.json": () => import("./program-wt8EWKda.js").then((m) => m["default"]),
	"../locales/fr/registration.json": () => import("./registration-Ceh71g9A.js").then((m) => m["default"]),
	"../locales/fr/reminderOptOut.json": () => import("./reminderOptOut-Dpz-3w3Q.js").then((m) => m["default"]),
	"../locales/fr/speakers.json": () => import("./speakers-DWOwrDER.js").then((m) => m["default"]),
	"../locales/fr/sponsorship.json": () => import("./sponsorship-DNT0S8Nc.js").then((m) => m["default"]),
	"../locales/fr/subthemes.json": () => import("./subthemes-BpdGpwrh.js").then((m) => m["default"]),
	"../locales/fr/venue.json": () => import("./venue-DzLr0kUa.js").then((m) => m["default"]),
	"../locales/fr/verify.json": () => import("./verify-B2WCQWpj.js").then((m) => m["default"]),
	"../locales/pt/about.json": () => import("./about-92EHlYwa.js").then((m) => m["default"]),
	"../locales/pt/abstractResponse.json": () => import("./abstractResponse-Dra1yyrf.js").then((m) => m["default"]),
	"../locales/pt/abstracts.json": () => import("./abstracts-Cyani5gm.js").then((m) => m["default"]),
	"../locales/pt/accommodation.json": () => import("./accommodation-DfoFxnlP.js").then((m) => m["default"]),
	"../locales/pt/certificates.json": () => import("./certificates-Bha_83VK.js").then((m) => m["default"]),
	"../locales/pt/common.json": () => import("./common-BwniTcwU.js").then((m) => m["default"]),
	"../locales/pt/contact.json": () => import("./contact-C8jdHI0R.js").then((m) => m["default"]),
	"../locales/pt/documents.json": () => import("./documents-DJjsgszG.js").then((m) => m["default"]),
	"../locales/pt/fieldtrip.json": () => import("./fieldtrip-DIMMCor2.js").then((m) => m["default"]),
	"../locales/pt/footer.json": () => import("./footer-CQqoLWxS.js").then((m) => m["default"]),
	"../locales/pt/forms.json": () => import("./forms-LBgvzKOb.js").then((m) => m["default"]),
	"../locales/pt/gallery.json": () => import("./gallery-jRE6shrP.js").then((m) => m["default"]),
	"../locales/pt/home.json": () => import("./home-CNRT8g6T.js").then((m) => m["default"]),
	"../locales/pt/homeSections.json": () => import("./homeSections-CopPt5nF.js").then((m) => m["default"]),
	"../locales/pt/institutionInvoices.json": () => import("./institutionInvoices-BouSmYSo.js").then((m) => m["default"]),
	"../locales/pt/myCancellation.json": () => import("./myCancellation-CYAVL5I4.js").then((m) => m["default"]),
	"../locales/pt/myData.json": () => import("./myData-tL66FYSn.js").then((m) => m["default"]),
	"../locales/pt/myRegistration.json": () => import("./myRegistration-Bm0mtlQb.js").then((m) => m["default"]),
	"../locales/pt/privacy.json": () => import("./privacy-DM71QmLu.js").then((m) => m["default"]),
	"../locales/pt/program.json": () => import("./program-BF8aNGrk.js").then((m) => m["default"]),
	"../locales/pt/registration.json": () => import("./registration-0bxEhhui.js").then((m) => m["default"]),
	"../locales/pt/reminderOptOut.json": () => import("./reminderOptOut-Bq5OIDL4.js").then((m) => m["default"]),
	"../locales/pt/speakers.json": () => import("./speakers-D6WDgBfP.js").then((m) => m["default"]),
	"../locales/pt/sponsorship.json": () => import("./sponsorship-CGk6i3tl.js").then((m) => m["default"]),
	"../locales/pt/subthemes.json": () => import("./subthemes-C9zPoKir.js").then((m) => m["default"]),
	"../locales/pt/venue.json": () => import("./venue-DAfB7zKx.js").then((m) => m["default"]),
	"../locales/pt/verify.json": () => import("./verify-CHgi7F-D.js").then((m) => m["default"])
});
/** The namespace of the visitors' messages, whose catalogues the api shares. */
var messagesNamespace = "messages";
/**
* The catalogues the shared library owns, because the api's answers and e-mails use them too:
* the visitors' messages (validation and api messages) and the forms' choice labels. Each
* language's file is a chunk of its own, fetched only for a page in it.
*/
var libraryCatalogues = {
	[messagesNamespace]: {
		en: () => import("./messages-BWyCF5Fg.js").then(({ default: texts }) => texts),
		fr: () => import("./messages-CHE6-b7N.js").then(({ default: texts }) => texts),
		pt: () => import("./messages-DBo2Jz2A.js").then(({ default: texts }) => texts)
	},
	choices: {
		en: () => import("./choices-CtJm_p-K.js").then(({ default: texts }) => texts),
		fr: () => import("./choices-9o1Sa1bX.js").then(({ default: texts }) => texts),
		pt: () => import("./choices-CneKJnyQ.js").then(({ default: texts }) => texts)
	}
};
/** How to fetch the catalogue of this namespace in this language, if the site has one. */
function catalogueLoader(language, namespace) {
	const file = `../locales/${language}/${namespace}.json`;
	const bundled = firstPage[file];
	if (bundled) return () => Promise.resolve(bundled);
	return libraryCatalogues[namespace]?.[language] ?? catalogues[file];
}
function loadCatalogue(language, namespace) {
	const load = catalogueLoader(language, namespace);
	if (!load) return Promise.reject(/* @__PURE__ */ new Error(`No ${language} catalogue named ${namespace}`));
	return load();
}
/**
* The site's one translation instance. The first page's English texts ship with the first load,
* so the home page draws at once; there is no fallback language, so a text missing from a
* catalogue shows as its key (the catalogue tests keep every language complete) rather than as
* English on a French page.
*/
var i18n = i18next.createInstance();
i18n.on("languageChanged", (language) => setAnswerLanguage(isLanguage(language) ? language : "en"));
i18n.use(initReactI18next).use(resourcesToBackend(loadCatalogue)).init({
	lng: "en",
	supportedLngs: languages,
	fallbackLng: false,
	load: "languageOnly",
	ns: ["common"],
	defaultNS: "common",
	resources: { ["en"]: {
		common: firstPage["../locales/en/common.json"] ?? {},
		home: firstPage["../locales/en/home.json"] ?? {}
	} },
	partialBundledLanguages: true,
	initAsync: false,
	interpolation: { escapeValue: false },
	returnNull: false
});
/** The `Intl` locale of a language code: Intl reads a bare "pt" as Brazil's Portuguese. */
function intlLocaleOf(language) {
	return isLanguage(language) ? intlLocales[language] : language;
}
/**
* Makes the catalogues' {{value, number}}, {{value, currency(...)}} and {{value, datetime(...)}}
* format for the language's own country (150,00 US$ in Portuguese, not US$ 150,00).
*/
function addIntlFormats(instance) {
	const formatter = instance.services.formatter;
	formatter?.addCached("number", (language, options) => {
		const format = new Intl.NumberFormat(intlLocaleOf(language), options);
		return (value) => format.format(value);
	});
	formatter?.addCached("currency", (language, options) => {
		const format = new Intl.NumberFormat(intlLocaleOf(language), {
			...options,
			style: "currency"
		});
		return (value) => format.format(value);
	});
	formatter?.addCached("datetime", (language, options) => {
		const format = new Intl.DateTimeFormat(intlLocaleOf(language), options);
		return (value) => format.format(value);
	});
}
addIntlFormats(i18n);
/**
* Fetches namespaces in the page's language, for a page about to draw. A namespace with no
* catalogue yet is left out rather than asked for again and again.
*/
async function loadNamespaces(namespaces) {
	const existing = namespaces.filter((namespace) => catalogueLoader(i18n.language, namespace) !== void 0);
	if (existing.length > 0) await i18n.loadNamespaces(existing);
}
export { home_default as a, messagesNamespace as i, i18n as n, common_default as o, loadNamespaces as r, addIntlFormats as t };
