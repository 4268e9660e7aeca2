import { t as about_default } from "./assets/about-B8VN6W9f.js";
import { t as abstractResponse_default } from "./assets/abstractResponse-AW_Q3Jws.js";
import { t as abstracts_default } from "./assets/abstracts-CKMn2AHI.js";
import { t as accommodation_default } from "./assets/accommodation-DW_yuvmI.js";
import { t as certificates_default } from "./assets/certificates-CNTmCv6F.js";
import { a as home_default, i as messagesNamespace, n as i18n, o as common_default, r as loadNamespaces, t as addIntlFormats } from "./assets/i18n-BMIKMhUL.js";
import { n as contact_default } from "./assets/contact-BBw6OUGB.js";
import { n as documents_default } from "./assets/documents-B0XuGh2A.js";
import { i as fieldtrip_default } from "./assets/fieldtrip-O5RYrfIv.js";
import { o as footer_default } from "./assets/footer-BbzR_yKB.js";
import { o as forms_default } from "./assets/forms-BKph-ET7.js";
import { s as gallery_default } from "./assets/gallery-CAx4t11O.js";
import { r as homeSections_default } from "./assets/homeSections-t_PkpRsY.js";
import { i as institutionInvoices_default } from "./assets/institutionInvoices-DBoZbTjQ.js";
import { u as myCancellation_default } from "./assets/myCancellation-zEKYPSx4.js";
import { l as myData_default } from "./assets/myData-B5vhJSZw.js";
import { d as myRegistration_default } from "./assets/myRegistration-DjDCm8MG.js";
import { s as privacy_default } from "./assets/privacy-CrvEferO.js";
import { d as program_default } from "./assets/program-Dt3Yb34G.js";
import { d as registration_default } from "./assets/registration-DnMrYw44.js";
import { a as reminderOptOut_default } from "./assets/reminderOptOut-CN7IyByx.js";
import { l as speakers_default } from "./assets/speakers-NiXxMEj0.js";
import { u as sponsorship_default } from "./assets/sponsorship-M8I1O57E.js";
import { l as subthemes_default } from "./assets/subthemes-BpDEYzl7.js";
import { m as venue_default } from "./assets/venue-BN2SLL_V.js";
import { l as verify_default } from "./assets/verify-Dv2Emi6W.js";
import { t as about_default$1 } from "./assets/about-YojaT_wI.js";
import { t as abstractResponse_default$1 } from "./assets/abstractResponse-DQhlCLt8.js";
import { t as abstracts_default$1 } from "./assets/abstracts-D68q9oPS.js";
import { t as accommodation_default$1 } from "./assets/accommodation-zl4Kzvqi.js";
import { t as certificates_default$1 } from "./assets/certificates-BS8EnBJs.js";
import { t as common_default$1 } from "./assets/common-Bdk_sjya.js";
import { n as contact_default$1 } from "./assets/contact-BQpsapR5.js";
import { n as documents_default$1 } from "./assets/documents-84ld448d.js";
import { i as fieldtrip_default$1 } from "./assets/fieldtrip-5SRoe6pt.js";
import { o as footer_default$1 } from "./assets/footer-BfsHIKJ4.js";
import { o as forms_default$1 } from "./assets/forms-B8RE8ULg.js";
import { s as gallery_default$1 } from "./assets/gallery-B8dNZjSc.js";
import { s as home_default$1 } from "./assets/home-BBi-2CLA.js";
import { r as homeSections_default$1 } from "./assets/homeSections-BZAG7dLq.js";
import { i as institutionInvoices_default$1 } from "./assets/institutionInvoices-BcwW0zri.js";
import { u as myCancellation_default$1 } from "./assets/myCancellation-C6jz9mVT.js";
import { l as myData_default$1 } from "./assets/myData-x_D36sXm.js";
import { d as myRegistration_default$1 } from "./assets/myRegistration-sS9XI7Ge.js";
import { s as privacy_default$1 } from "./assets/privacy-koZqH8Au.js";
import { d as program_default$1 } from "./assets/program-DpQL_Kgf.js";
import { d as registration_default$1 } from "./assets/registration-CfJX0QIi.js";
import { a as reminderOptOut_default$1 } from "./assets/reminderOptOut-BU2UHEgh.js";
import { l as speakers_default$1 } from "./assets/speakers-B5YPdclF.js";
import { u as sponsorship_default$1 } from "./assets/sponsorship-CzsnU3Hw.js";
import { l as subthemes_default$1 } from "./assets/subthemes-Al8cBUmI.js";
import { m as venue_default$1 } from "./assets/venue-CvfQSP2q.js";
import { l as verify_default$1 } from "./assets/verify-lQn8_2V8.js";
import { t as about_default$2 } from "./assets/about-rGlOOYoU.js";
import { t as abstractResponse_default$2 } from "./assets/abstractResponse-FSot8yIU.js";
import { t as abstracts_default$2 } from "./assets/abstracts-DlRePhRx.js";
import { t as accommodation_default$2 } from "./assets/accommodation-DOGjm24a.js";
import { t as certificates_default$2 } from "./assets/certificates-7tItZCYI.js";
import { t as common_default$2 } from "./assets/common-CCg2PEXt.js";
import { n as contact_default$2 } from "./assets/contact-CH9TlBNN.js";
import { n as documents_default$2 } from "./assets/documents-Cw0p_iQ5.js";
import { i as fieldtrip_default$2 } from "./assets/fieldtrip-wz0rEq39.js";
import { o as footer_default$2 } from "./assets/footer-CEYJFMHg.js";
import { o as forms_default$2 } from "./assets/forms-CXdNJJGI.js";
import { s as gallery_default$2 } from "./assets/gallery-Cnnik3Ml.js";
import { s as home_default$2 } from "./assets/home-Dg3BEOTS.js";
import { r as homeSections_default$2 } from "./assets/homeSections-pvbBMJbt.js";
import { i as institutionInvoices_default$2 } from "./assets/institutionInvoices-qi8ekyK0.js";
import { u as myCancellation_default$2 } from "./assets/myCancellation-BmG_0ysp.js";
import { l as myData_default$2 } from "./assets/myData-BpPzI_qG.js";
import { d as myRegistration_default$2 } from "./assets/myRegistration-DRIzPfh-.js";
import { s as privacy_default$2 } from "./assets/privacy-CybjWolU.js";
import { d as program_default$2 } from "./assets/program-DofKSNaK.js";
import { d as registration_default$2 } from "./assets/registration-Bzz8G28L.js";
import { a as reminderOptOut_default$2 } from "./assets/reminderOptOut-Cbk1Lc6n.js";
import { l as speakers_default$2 } from "./assets/speakers-DAcgKTeh.js";
import { u as sponsorship_default$2 } from "./assets/sponsorship-CECFfUIO.js";
import { l as subthemes_default$2 } from "./assets/subthemes-BM0wbD-J.js";
import { m as venue_default$2 } from "./assets/venue-DSzGyEPt.js";
import { l as verify_default$2 } from "./assets/verify-BoOdExil.js";
import { a as Route, i as Outlet, n as NavLink, o as Routes, r as Navigate, s as useLocation, t as Link } from "./assets/routing-D53QYojt.js";
import { n as useClock, r as fixedClock, t as ClockProvider } from "./assets/useClock-_xkCYvo6.js";
import { a as localizedPath, i as languages, t as intlLocales } from "./assets/languages-BsWByg80.js";
import { a as withoutTrailingSlash, i as siteUrlPlaceholder, n as prerenderedPathAttribute, r as publicSiteRootPlaceholder, t as prerenderedAtAttribute } from "./assets/prerendered-pages-DNMjl8nd.js";
import { i as choices_default } from "./assets/choices-DO6PwZVg.js";
import { k as messages_default } from "./assets/messages-Q26GXO7J.js";
import { i as choices_default$1 } from "./assets/choices-UV06kPzt.js";
import { k as messages_default$1 } from "./assets/messages-D1Si3pC6.js";
import { i as choices_default$2 } from "./assets/choices-IaOvrxzl.js";
import { k as messages_default$2 } from "./assets/messages-DFmO3J_s.js";
import { a as isCurrentPath, d as pathInLanguage, i as isConferenceHighlighted, l as trailingNav, n as callsToAction, o as leadingNav, r as conferenceNav, s as mobileMenuId, u as languageOfPath } from "./assets/logo-Bcab9yAe.js";
import { a as rememberedLanguage, i as rememberLanguage, n as LanguageSwitcher, r as arrivalRedirect, t as SiteTitle } from "./assets/SiteTitle-CZHYplci.js";
import { t as uiTimingsMs } from "./assets/ui-timings-BBcsO9uR.js";
import { i as CloseIcon, n as ChevronDownIcon, o as MapPinIcon, r as ClockIcon, s as MenuIcon, t as CalendarIcon } from "./assets/icons-DC9vTPq_.js";
import { n as useLocalizedPath } from "./assets/language-DqggqH3Z.js";
import { t as earlyBirdBannerDays } from "./assets/early-bird-DLbTU5_L.js";
import { t as earlyBirdEndsAt } from "./assets/fees-GobSK0Bv.js";
import { t as hero_background_default } from "./assets/hero-background-D4fG2c9V.js";
import { i as primaryButton, r as outlineLightButton } from "./assets/buttonStyles-D9XHDFiq.js";
import { n as editionDates } from "./assets/edition-dates-zMm91D4R.js";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { StrictMode, Suspense, lazy, use, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import i18next from "i18next";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import Beasties from "beasties";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import sharp from "sharp";
// src/i18n/document.ts
var alternateMarker = "data-language-alternate";
/**
* Keeps the document in the page's language: `<html lang>`, and one
* `<link rel="alternate" hreflang>` per language (plus x-default, the English page) naming the
* same page in each, so search engines offer a visitor the page in their language.
*/
function useDocumentLanguage(language, pathname) {
	useEffect(() => {
		document.documentElement.lang = language;
	}, [language]);
	useEffect(() => {
		const alternates = [...languages.map((hreflang) => [hreflang, pathInLanguage(pathname, hreflang)]), ["x-default", pathInLanguage(pathname, "en")]].map(([hreflang, path]) => {
			const link = document.createElement("link");
			link.rel = "alternate";
			link.hreflang = hreflang;
			link.href = new URL(path, window.location.origin).href;
			link.setAttribute(alternateMarker, "");
			return link;
		});
		document.head.querySelectorAll(`link[${alternateMarker}]`).forEach((stale) => stale.remove());
		document.head.append(...alternates);
		return () => alternates.forEach((link) => link.remove());
	}, [pathname]);
}
/**
* Titles the browser tab, in the page's language, with a key of the page's own catalogue, e.g.
* `about:documentTitle` (fetched with the page, so the first load carries only the home page's).
*/
function usePageTitle(titleKey) {
	const { t } = useTranslation();
	const title = t(titleKey);
	useEffect(() => {
		document.title = title;
	}, [title]);
}
// src/i18n/LanguageScope.tsx
/**
* The language already spoken: a promise React reads as fulfilled at once (its status set), so
* that every render calls `use` the same way whether or not it waits.
*/
var alreadySpoken = Object.assign(Promise.resolve(), {
	status: "fulfilled",
	value: void 0
});
/** The language each translation instance is being switched to, shared by every render waiting. */
var switching = /* @__PURE__ */ new WeakMap();
function speak(instance, language) {
	const changes = switching.get(instance) ?? /* @__PURE__ */ new Map();
	switching.set(instance, changes);
	let change = changes.get(language);
	if (!change) {
		change = instance.changeLanguage(language).finally(() => changes.delete(language));
		changes.set(language, change);
	}
	return change;
}
/**
* The pages under one language's prefix. The URL decides the language: the translation
* instance is switched to it, and its texts fetched, before anything inside draws (a page
* never flashes English on its way to French), and the document's language follows. The
* instance is the site's own in the browser, and a fresh one for each page pre-rendered.
*/
function LanguageScope({ language, children }) {
	const { i18n } = useTranslation();
	use(i18n.language === language ? alreadySpoken : speak(i18n, language));
	useDocumentLanguage(language, useLocation().pathname);
	return children;
}
// src/prerender/hydration.tsx
/**
* The pre-rendered page this page load hydrates, if any: the shell hydrates the HTML the
* server sent when it was rendered for this path, and draws from nothing otherwise.
*/
function prerenderedPage() {
	if (typeof document === "undefined") return void 0;
	const root = document.getElementById("root");
	const path = root?.getAttribute(prerenderedPathAttribute);
	const renderedAt = root?.getAttribute(prerenderedAtAttribute);
	if (!path || !renderedAt) return void 0;
	if (withoutTrailingSlash(path) !== withoutTrailingSlash(window.location.pathname)) return;
	return {
		path,
		renderedAt: new Date(renderedAt)
	};
}
var subscribeToNothing = () => () => void 0;
/**
* Hydrates the pages with the clock their HTML was rendered with, so that a day count or an
* early-bird rate reads as in the HTML while React takes it over, then moves to the clock of
* the page (the system's, or a test's) once hydrated: React reads the server's answer
* (`false`) while hydrating and the browser's (`true`) right after.
*/
function HydrationClock({ children }) {
	const outer = useClock();
	const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
	const [renderedAt] = useState(() => prerenderedPage()?.renderedAt);
	const clock = useMemo(() => !hydrated && renderedAt ? fixedClock(renderedAt) : outer, [
		hydrated,
		renderedAt,
		outer
	]);
	return /* @__PURE__ */ jsx(ClockProvider, {
		clock,
		children
	});
}
// src/components/deferred.tsx
function deferred(load) {
	let loaded;
	let pending;
	const preload = () => {
		pending ??= load().then((component) => loaded = { default: component }, (error) => {
			pending = void 0;
			throw error;
		});
		return pending;
	};
	return {
		preload,
		isLoaded: () => loaded !== void 0,
		Component: lazy(() => {
			const arrived = loaded;
			if (!arrived) return preload();
			const handOver = (resolve) => resolve(arrived);
			return { then: handOver };
		})
	};
}
/** A promise settled from outside: the visitor heading for content below the fold. */
function signal(settledAlready) {
	let settle = () => void 0;
	return {
		promise: settledAlready ? Promise.resolve() : new Promise((resolve) => settle = resolve),
		settle
	};
}
/** Suspends until the visitor heads for the content, then draws it (suspending for its code). */
function WhenWanted({ wanted, content }) {
	use(wanted);
	return /* @__PURE__ */ jsx(content.Component, {});
}
/**
* Content below the fold, fetched when the visitor scrolls or it comes into view, and only
* then: a visitor who never heads down never downloads it, and the first screen's code and
* images never wait for it. Until then a placeholder holds its place (give it at least the
* content's height on the first screen, so that nothing in view moves when the content
* arrives), tells assistive technology that it is loading, and shows the `outline` it is given:
* the content's headings, so that a reader moving from heading to heading finds every section
* and, reaching one, brings it into view and so fetches it.
*
* A pre-rendered page holds the content itself, rendered at build time (where there is no
* IntersectionObserver, so it is wanted at once): the browser keeps that HTML, readable and
* found by search, while the code still waits for the visitor to head down (or to do anything),
* and hydrates it when it arrives. Nothing here re-renders meanwhile.
*/
function BelowTheFold({ content, placeholderClassName, outline }) {
	const { t } = useTranslation();
	const region = useRef(null);
	const [keepsHtml] = useState(() => typeof document === "undefined" || prerenderedPage() !== void 0);
	const [wanted, setWanted] = useState(() => content.isLoaded() || typeof IntersectionObserver !== "function");
	const [visitorHeadingDown] = useState(() => signal(wanted));
	useEffect(() => {
		const element = region.current;
		if (wanted || !element) return;
		const want = () => {
			if (keepsHtml) visitorHeadingDown.settle();
			else setWanted(true);
			stop();
		};
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.intersectionRatio > 0)) want();
		});
		const interactions = keepsHtml ? [
			"pointerdown",
			"keydown",
			"popstate"
		] : [];
		function stop() {
			observer.disconnect();
			window.removeEventListener("scroll", want);
			for (const type of interactions) window.removeEventListener(type, want, true);
		}
		observer.observe(element);
		window.addEventListener("scroll", want, {
			once: true,
			passive: true
		});
		for (const type of interactions) window.addEventListener(type, want, true);
		return stop;
	}, [
		wanted,
		keepsHtml,
		visitorHeadingDown
	]);
	const placeholder = /* @__PURE__ */ jsxs("div", {
		"aria-busy": "true",
		className: placeholderClassName,
		children: [outline, /* @__PURE__ */ jsx("p", {
			className: "sr-only",
			children: t("loading")
		})]
	});
	let drawn = placeholder;
	if (keepsHtml) drawn = /* @__PURE__ */ jsx(Suspense, {
		fallback: placeholder,
		children: /* @__PURE__ */ jsx(WhenWanted, {
			wanted: visitorHeadingDown.promise,
			content
		})
	});
	else if (wanted) drawn = /* @__PURE__ */ jsx(Suspense, {
		fallback: placeholder,
		children: /* @__PURE__ */ jsx(content.Component, {})
	});
	return /* @__PURE__ */ jsx("div", {
		ref: region,
		children: drawn
	});
}
// src/hooks/useScrolled.ts
function scrolledPast(thresholdPx) {
	return typeof window !== "undefined" && window.scrollY > thresholdPx;
}
/**
* True while the page is scrolled further down than `thresholdPx` pixels. It starts at the top,
* as a pre-rendered page was rendered, so that hydration finds the same header, and follows
* the scroll position from the first effect on.
*/
function useScrolled(thresholdPx) {
	const [scrolled, setScrolled] = useState(false);
	useEffect(() => {
		const update = () => setScrolled(scrolledPast(thresholdPx));
		update();
		window.addEventListener("scroll", update, { passive: true });
		return () => window.removeEventListener("scroll", update);
	}, [thresholdPx]);
	return scrolled;
}
// src/layout/navStyles.ts
/** Tailwind classes of the header's links, shared by the bar and the dropdown. */
function barLinkClass(active, transparent) {
	const base = "inline-flex items-center gap-1 rounded-md px-1 py-2 text-sm font-medium whitespace-nowrap 2xl:px-2.5 transition-colors";
	if (transparent) return `${base} ${active ? "bg-white/15 text-accent-400" : "text-white hover:bg-white/10 hover:text-accent-400"}`;
	return `${base} ${active ? "bg-brand-50 text-brand-700 font-semibold" : "text-gray-700 hover:bg-brand-50 hover:text-brand-700"}`;
}
var ctaSecondaryClass = (transparent) => `inline-flex items-center justify-center rounded-full border-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${transparent ? "border-white text-white hover:bg-white hover:text-brand-900" : "border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white"}`;
var ctaPrimaryClass = "inline-flex items-center justify-center rounded-full bg-accent-500 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-900 shadow-sm transition-colors hover:bg-accent-400";
/** The header's language choice: compact, and legible over the home page's dark hero too. */
var languageSelectClass = (transparent) => `rounded-md border py-1.5 pr-6 pl-2 text-sm font-medium ${transparent ? "border-white/60 bg-brand-900/40 text-white [&>option]:text-gray-900" : "border-gray-300 bg-white text-gray-800"}`;
// src/layout/ConferenceDropdown.tsx
/**
* The header's Conference entry: a disclosure button showing the five conference pages.
* Opens and closes on click; closes on a click outside, on choosing an item, on Escape
* (focus goes back to the button) and when focus leaves it.
*/
function ConferenceDropdown({ transparent }) {
	const { t } = useTranslation();
	const localized = useLocalizedPath();
	const { pathname } = useLocation();
	const [openOn, setOpenOn] = useState(null);
	const open = openOn === pathname;
	const rootRef = useRef(null);
	const buttonRef = useRef(null);
	const panelId = useId();
	const highlighted = isConferenceHighlighted(pathname);
	useEffect(() => {
		if (!open) return;
		const onPointerDown = (event) => {
			if (!rootRef.current?.contains(event.target)) setOpenOn(null);
		};
		document.addEventListener("mousedown", onPointerDown);
		document.addEventListener("touchstart", onPointerDown);
		return () => {
			document.removeEventListener("mousedown", onPointerDown);
			document.removeEventListener("touchstart", onPointerDown);
		};
	}, [open]);
	return /* @__PURE__ */ jsxs("div", {
		ref: rootRef,
		className: "relative",
		onKeyDown: (event) => {
			if (event.key === "Escape" && open) {
				event.stopPropagation();
				setOpenOn(null);
				buttonRef.current?.focus();
			}
		},
		onBlur: (event) => {
			const next = event.relatedTarget;
			if (next && !rootRef.current?.contains(next)) setOpenOn(null);
		},
		children: [/* @__PURE__ */ jsxs("button", {
			ref: buttonRef,
			type: "button",
			className: barLinkClass(highlighted, transparent),
			"aria-expanded": open,
			"aria-controls": panelId,
			"aria-current": highlighted ? "true" : void 0,
			"data-highlighted": highlighted || void 0,
			onClick: () => setOpenOn(open ? null : pathname),
			children: [t("nav.conference"), /* @__PURE__ */ jsx(ChevronDownIcon, {
				size: 16,
				className: `transition-transform ${open ? "rotate-180" : ""}`
			})]
		}), open && /* @__PURE__ */ jsx("ul", {
			id: panelId,
			className: "absolute top-full left-0 z-10 mt-2 w-52 rounded-xl border border-gray-100 bg-white p-2 shadow-xl",
			children: conferenceNav.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: localized(item.to),
				onClick: () => setOpenOn(null),
				className: `block rounded-lg px-3 py-2 text-sm ${isCurrentPath(pathname, item.to) ? "bg-brand-50 font-semibold text-brand-700" : "text-gray-700 hover:bg-brand-50 hover:text-brand-700"}`,
				children: t(item.label)
			}) }, item.to))
		})]
	});
}
// src/layout/Header.tsx
/**
* The small-screen menu, fetched when the visitor reaches for the menu button (pointer over it,
* touch or focus) rather than with every first load.
*/
var mobileMenu = deferred(() => import("./assets/MobileMenu-JxDwbup7.js").then((module) => module.MobileMenu));
/**
* The fixed public header. Transparent over the home page's dark hero while the page is
* scrolled 10 px or less; white with a shadow everywhere else.
*/
function Header() {
	const { t } = useTranslation();
	const localized = useLocalizedPath();
	const { pathname } = useLocation();
	const scrolled = useScrolled(uiTimingsMs.headerScrollThresholdPx);
	const [menuOpen, setMenuOpen] = useState(false);
	const fetchMenu = () => void mobileMenu.preload().catch(() => void 0);
	const transparent = isCurrentPath(pathname, "/") && !scrolled;
	const link = (item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
		to: localized(item.to),
		end: true,
		className: barLinkClass(isCurrentPath(pathname, item.to), transparent),
		children: t(item.label)
	}) }, item.to);
	return /* @__PURE__ */ jsxs("header", {
		"data-transparent": transparent,
		className: `fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${transparent ? "bg-transparent" : "bg-white shadow-md"}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 xl:gap-3 xl:px-4",
			children: [
				/* @__PURE__ */ jsx(SiteTitle, { transparent }),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": t("nav.main"),
					className: "hidden xl:block",
					children: /* @__PURE__ */ jsxs("ul", {
						className: "flex items-center",
						children: [
							leadingNav.map(link),
							/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ConferenceDropdown, { transparent }) }),
							trailingNav.map(link)
						]
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "hidden items-center gap-2 xl:flex",
					children: [/* @__PURE__ */ jsx(Link, {
						to: localized(callsToAction.abstracts.to),
						className: ctaSecondaryClass(transparent),
						children: t(callsToAction.abstracts.label)
					}), /* @__PURE__ */ jsx(Link, {
						to: localized(callsToAction.registration.to),
						className: ctaPrimaryClass,
						children: t(callsToAction.registration.label)
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "hidden items-center sm:flex",
					children: /* @__PURE__ */ jsx(LanguageSwitcher, {
						labelClassName: "sr-only",
						selectClassName: languageSelectClass(transparent)
					})
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: `rounded-md p-2 xl:hidden ${transparent ? "text-white hover:bg-white/10" : "text-gray-800 hover:bg-gray-100"}`,
					"aria-label": t("menu.open"),
					"aria-expanded": menuOpen,
					"aria-controls": mobileMenuId,
					onPointerEnter: fetchMenu,
					onTouchStart: fetchMenu,
					onFocus: fetchMenu,
					onClick: () => setMenuOpen((open) => !open),
					children: /* @__PURE__ */ jsx(MenuIcon, {})
				})
			]
		}), menuOpen && /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(mobileMenu.Component, { onClose: () => setMenuOpen(false) })
		})]
	});
}
// src/layout/PageLoading.tsx
/**
* Shown in place of a page while its code arrives, filling the content area (at least the
* screen, as the layout sets), so nothing the visitor sees moves when the page replaces it.
*/
function PageLoading() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("main", {
		className: "flex flex-1 items-center justify-center gap-3 px-4 pt-24 text-brand-900",
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-900 motion-reduce:animate-none"
		}), /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("pageLoading")
		})]
	});
}
// src/layout/PublicLayout.tsx
/**
* The footer's content, fetched as the visitor heads for it like the other content below the
* fold; the `<footer>` landmark and its headings are there from the start, so a reader finds
* them where they will be.
*/
var footer = deferred(async () => {
	const [{ FooterContent }] = await Promise.all([import("./assets/Footer-DSXIKA64.js"), loadNamespaces(["footer"])]);
	return FooterContent;
});
/**
* Header and footer around every public page; each page renders its own <main>. The content
* fills at least the screen, so the footer starts below the fold on every page: a short page
* replacing the loading state never pulls the footer up into view.
*/
function PublicLayout() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col bg-white text-gray-800",
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#content",
				className: "sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3",
				children: t("skipToContent")
			}),
			/* @__PURE__ */ jsx(Header, {}),
			/* @__PURE__ */ jsx("div", {
				id: "content",
				tabIndex: -1,
				className: "flex min-h-screen flex-1 flex-col outline-none",
				children: /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(PageLoading, {}),
					children: /* @__PURE__ */ jsx(Outlet, {})
				})
			}),
			/* @__PURE__ */ jsx("footer", {
				className: "bg-brand-900 text-brand-100",
				children: /* @__PURE__ */ jsx(BelowTheFold, {
					content: footer,
					placeholderClassName: "min-h-[42rem] sm:min-h-[28rem] lg:min-h-80",
					outline: /* @__PURE__ */ jsxs(Fragment, { children: [
						/* @__PURE__ */ jsx("h2", {
							className: "sr-only",
							children: t("footer.quickLinks")
						}),
						/* @__PURE__ */ jsx("h2", {
							className: "sr-only",
							children: t("footer.contact")
						}),
						/* @__PURE__ */ jsx("h2", {
							className: "sr-only",
							children: t("footer.importantDates")
						})
					] })
				})
			})
		]
	});
}
// src/pages/home/EarlyBirdBanner.tsx
/**
* The floating Early Bird Registration banner of the home page: a day count to 31 July
* 2025 (counting up afterwards) and a highlight that pulses every 2 seconds. Its close
* button hides it until the visitor next comes to the page.
*/
function EarlyBirdBanner() {
	const { t } = useTranslation("home");
	const registrationPath = useLocalizedPath()("/registration");
	const clock = useClock();
	const [open, setOpen] = useState(true);
	const [pulse, setPulse] = useState(false);
	useEffect(() => {
		if (!open) return;
		const timer = setInterval(() => setPulse((value) => !value), uiTimingsMs.earlyBirdPulse);
		return () => clearInterval(timer);
	}, [open]);
	if (!open) return null;
	const days = earlyBirdBannerDays(clock);
	const ended = clock.now().getTime() >= earlyBirdEndsAt.getTime();
	return /* @__PURE__ */ jsxs("aside", {
		"aria-labelledby": "early-bird-title",
		"data-pulse": pulse,
		className: `fixed right-3 bottom-3 left-3 z-40 rounded-2xl bg-white p-4 shadow-2xl sm:right-4 sm:bottom-4 sm:p-5 ring-2 transition duration-700 sm:left-auto sm:w-80 motion-reduce:transition-none ${pulse ? "ring-accent-500 motion-safe:scale-[1.03]" : "ring-brand-100"}`,
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => setOpen(false),
				"aria-label": t("earlyBird.close"),
				className: "absolute top-2 right-2 rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900",
				children: /* @__PURE__ */ jsx(CloseIcon, { size: 18 })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-2 pr-8",
				children: [/* @__PURE__ */ jsx(ClockIcon, {
					size: 20,
					className: "text-accent-700"
				}), /* @__PURE__ */ jsx("h2", {
					id: "early-bird-title",
					className: "font-bold text-brand-900",
					children: t("earlyBird.title")
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-2 text-sm text-gray-700 sm:mt-3",
				"data-testid": "early-bird-count",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: `mr-1 text-3xl font-extrabold sm:text-4xl ${pulse ? "text-accent-700" : "text-brand-700"}`,
						children: days
					}),
					" ",
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-brand-900",
						children: t("earlyBird.unit", { count: days })
					}),
					" ",
					ended ? t("earlyBird.since", { count: days }) : t("earlyBird.left", { count: days })
				]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: registrationPath,
				className: "mt-3 flex w-full items-center justify-center rounded-full bg-accent-500 px-4 py-2 sm:mt-4 sm:py-2.5 text-sm font-semibold text-brand-900 hover:bg-accent-400",
				children: t("actions.register")
			})
		]
	});
}
// src/assets/home/badge-30-years.svg
var badge_30_years_default = "https://caawg11-public-site.invalid/assets/badge-30-years-DqtATtTr.svg";
// src/pages/home/HeroSection.tsx
function HeroSection() {
	const { t } = useTranslation("home");
	const to = useLocalizedPath();
	const registrationPath = to("/registration");
	const programPath = to("/program");
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "home-title",
		className: "relative isolate flex min-h-[640px] items-center overflow-hidden bg-brand-900 pt-28 pb-20 text-white lg:min-h-screen",
		children: [
			/* @__PURE__ */ jsx("img", {
				src: hero_background_default,
				alt: "",
				width: 1600,
				height: 900,
				fetchPriority: "high",
				className: "absolute inset-0 -z-10 h-full w-full object-cover"
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/60 to-transparent"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mx-auto w-full max-w-7xl px-4 sm:px-6",
				children: /* @__PURE__ */ jsxs("div", {
					className: "max-w-3xl",
					children: [
						/* @__PURE__ */ jsx("img", {
							src: badge_30_years_default,
							alt: t("hero.badgeAlt"),
							width: 112,
							height: 112,
							className: "h-24 w-24 drop-shadow-lg sm:h-28 sm:w-28"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-6 text-sm font-bold tracking-wider text-accent-400 uppercase",
							children: t("hero.eyebrow")
						}),
						/* @__PURE__ */ jsx("h1", {
							id: "home-title",
							className: "mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl",
							children: t("hero.title")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-5 text-lg text-brand-100 sm:text-xl",
							children: t("hero.theme")
						}),
						/* @__PURE__ */ jsxs("ul", {
							className: "mt-6 flex flex-col gap-3 text-base font-semibold sm:flex-row sm:gap-8",
							children: [/* @__PURE__ */ jsxs("li", {
								className: "flex items-center gap-2",
								children: [/* @__PURE__ */ jsx(CalendarIcon, { className: "text-accent-400" }), t("edition.dates", editionDates)]
							}), /* @__PURE__ */ jsxs("li", {
								className: "flex items-center gap-2",
								children: [/* @__PURE__ */ jsx(MapPinIcon, { className: "text-accent-400" }), t("edition.venue")]
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-8 flex flex-col gap-3 sm:flex-row",
							children: [/* @__PURE__ */ jsx(Link, {
								to: registrationPath,
								className: primaryButton,
								children: t("actions.register")
							}), /* @__PURE__ */ jsx(Link, {
								to: programPath,
								className: outlineLightButton,
								children: t("actions.viewProgram")
							})]
						})
					]
				})
			})
		]
	});
}
// src/pages/HomePage.tsx
/**
* The sections under the hero, fetched as the visitor scrolls towards them (and only then: a
* visitor who reads the first screen and goes on to register never downloads them), so the
* first load carries only what the first screen shows; their texts (and the subtheme cards')
* come with them.
*/
var homeSections = deferred(async () => {
	const [{ WelcomeSection }, { SubthemesSection }, { TimelineSection }, { SteeringCommitteeSection }, { OtherCommitteesSection }] = await Promise.all([
		import("./assets/WelcomeSection-DQApoyk2.js"),
		import("./assets/SubthemesSection-DajA-Aii.js"),
		import("./assets/TimelineSection-ByZLzBqi.js"),
		import("./assets/SteeringCommitteeSection-Bf2xGYRV.js"),
		import("./assets/OtherCommitteesSection-CkxFTEeJ.js"),
		loadNamespaces(["homeSections", "subthemes"])
	]);
	return function HomeSections() {
		return /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(WelcomeSection, {}),
			/* @__PURE__ */ jsx(SubthemesSection, {}),
			/* @__PURE__ */ jsx(TimelineSection, {}),
			/* @__PURE__ */ jsx(SteeringCommitteeSection, {}),
			/* @__PURE__ */ jsx(OtherCommitteesSection, {})
		] });
	};
});
/** The sections' headings, in their order, while the sections themselves have not arrived. */
function SectionHeadings() {
	const { t } = useTranslation("home");
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("h2", {
			className: "sr-only",
			children: t("sections.welcome")
		}),
		/* @__PURE__ */ jsx("h2", {
			className: "sr-only",
			children: t("sections.subthemes")
		}),
		/* @__PURE__ */ jsx("h2", {
			className: "sr-only",
			children: t("sections.timeline")
		}),
		/* @__PURE__ */ jsx("h2", {
			className: "sr-only",
			children: t("sections.steering")
		}),
		/* @__PURE__ */ jsx("h2", {
			className: "sr-only",
			children: t("sections.committees")
		})
	] });
}
function HomePage() {
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1",
		children: [
			/* @__PURE__ */ jsx(HeroSection, {}),
			/* @__PURE__ */ jsx(BelowTheFold, {
				content: homeSections,
				placeholderClassName: "min-h-[150vh]",
				outline: /* @__PURE__ */ jsx(SectionHeadings, {})
			}),
			/* @__PURE__ */ jsx(EarlyBirdBanner, {})
		]
	});
}
// src/App.tsx
/**
* A page fetched when first visited, together with the query client its forms use and the
* page's texts in the page's language. All load at once, and only the pages loaded on demand
* need the query library, so the home page's first load does without it. `pageModule` names
* the page's file (src/pages/<name>.tsx), whose chunk a pre-rendered page preloads.
*/
function lazyPage(load, name, namespaces) {
	const page = lazy(async () => {
		const [page, { QueryClientLayout }] = await Promise.all([
			load(),
			import("./assets/QueryClientLayout-D8bKvcVF.js"),
			loadNamespaces(namespaces)
		]);
		const Page = page[name];
		return { default: () => /* @__PURE__ */ jsx(QueryClientLayout, { children: /* @__PURE__ */ jsx(Page, {}) }) };
	});
	return Object.assign(page, { pageModule: `src/pages/${name}.tsx` });
}
var AboutPage = lazyPage(() => import("./assets/AboutPage-B785ufhr.js"), "AboutPage", [
	"about",
	"forms",
	"choices"
]);
var AbstractsPage = lazyPage(() => import("./assets/AbstractsPage-CGS96pX3.js"), "AbstractsPage", [
	"abstracts",
	"forms",
	"choices"
]);
var AccommodationPage = lazyPage(() => import("./assets/AccommodationPage-Em5SfmEY.js"), "AccommodationPage", [
	"accommodation",
	"forms",
	"choices"
]);
var ContactPage = lazyPage(() => import("./assets/ContactPage-DPrT10Gv.js"), "ContactPage", ["contact", "forms"]);
var FieldTripPage = lazyPage(() => import("./assets/FieldTripPage-BSWjAmWM.js"), "FieldTripPage", ["fieldtrip"]);
var GalleryPage = lazyPage(() => import("./assets/GalleryPage-Z_bIFYS_.js"), "GalleryPage", ["gallery"]);
var MyRegistrationPage = lazyPage(() => import("./assets/MyRegistrationPage-wCLoMA9Z.js"), "MyRegistrationPage", [
	"myRegistration",
	"myData",
	"documents",
	"forms",
	"choices"
]);
var CertificatePage = lazyPage(() => import("./assets/CertificatePage-rMJArqbH.js"), "CertificatePage", ["certificates"]);
var ReminderOptOutPage = lazyPage(() => import("./assets/ReminderOptOutPage-scVdSpu7.js"), "ReminderOptOutPage", ["reminderOptOut"]);
var AbstractResponsePage = lazyPage(() => import("./assets/AbstractResponsePage-D_djUXu_.js"), "AbstractResponsePage", ["abstractResponse", "forms"]);
var ProgramPage = lazyPage(() => import("./assets/ProgramPage-YksMNlc_.js"), "ProgramPage", ["program"]);
var RegistrationPage = lazyPage(() => import("./assets/RegistrationPage-DkeG-AUC.js"), "RegistrationPage", [
	"registration",
	"forms",
	"choices"
]);
var SpeakersPage = lazyPage(() => import("./assets/SpeakersPage-CsgvNbz0.js"), "SpeakersPage", ["speakers"]);
var SponsorshipPage = lazyPage(() => import("./assets/SponsorshipPage-C13E7Zll.js"), "SponsorshipPage", ["sponsorship", "forms"]);
var SubthemesPage = lazyPage(() => import("./assets/SubthemesPage-NchSOPGz.js"), "SubthemesPage", ["subthemes"]);
var PrivacyPage = lazyPage(() => import("./assets/PrivacyPage-BBWHn-Dj.js"), "PrivacyPage", ["privacy"]);
var VenuePage = lazyPage(() => import("./assets/VenuePage-uPNflrcY.js"), "VenuePage", ["venue"]);
var VerifyPage = lazyPage(() => import("./assets/VerifyPage-BxRPDY5F.js"), "VerifyPage", ["verify", "forms"]);
/** A page, with the browser tab titled after it in the page's language. */
function Titled({ title, children }) {
	usePageTitle(title);
	return children;
}
var homePage = {
	path: "",
	title: "home:documentTitle",
	description: "home:documentDescription"
};
/** Every page but the home page, with the component that draws it. */
var pages = [
	{
		path: "about",
		Page: AboutPage,
		title: "about:documentTitle",
		description: "about:documentDescription"
	},
	{
		path: "registration",
		Page: RegistrationPage,
		title: "registration:documentTitle",
		description: "registration:documentDescription"
	},
	{
		path: "program",
		Page: ProgramPage,
		title: "program:documentTitle",
		description: "program:documentDescription"
	},
	{
		path: "speakers",
		Page: SpeakersPage,
		title: "speakers:documentTitle",
		description: "speakers:documentDescription"
	},
	{
		path: "fieldtrip",
		Page: FieldTripPage,
		title: "fieldtrip:documentTitle",
		description: "fieldtrip:documentDescription"
	},
	{
		path: "venue",
		Page: VenuePage,
		title: "venue:documentTitle",
		description: "venue:documentDescription"
	},
	{
		path: "contact",
		Page: ContactPage,
		title: "contact:documentTitle",
		description: "contact:documentDescription"
	},
	{
		path: "verify",
		Page: VerifyPage,
		title: "verify:documentTitle",
		description: "verify:documentDescription"
	},
	{
		path: "my-registration",
		Page: MyRegistrationPage,
		title: "myRegistration:documentTitle",
		fromEmailedLink: true
	},
	{
		path: "sponsorship",
		Page: SponsorshipPage,
		title: "sponsorship:documentTitle",
		description: "sponsorship:documentDescription"
	},
	{
		path: "accommodation",
		Page: AccommodationPage,
		title: "accommodation:documentTitle",
		description: "accommodation:documentDescription"
	},
	{
		path: "abstracts",
		Page: AbstractsPage,
		title: "abstracts:documentTitle",
		description: "abstracts:documentDescription"
	},
	{
		path: "gallery",
		Page: GalleryPage,
		title: "gallery:documentTitle",
		description: "gallery:documentDescription"
	},
	{
		path: "subthemes",
		Page: SubthemesPage,
		title: "subthemes:documentTitle",
		description: "subthemes:documentDescription"
	},
	{
		path: "reminders/opt-out",
		Page: ReminderOptOutPage,
		title: "reminderOptOut:documentTitle",
		fromEmailedLink: true
	},
	{
		path: "abstract-response",
		Page: AbstractResponsePage,
		title: "abstractResponse:documentTitle",
		fromEmailedLink: true
	},
	{
		path: "privacy",
		Page: PrivacyPage,
		title: "privacy:documentTitle",
		description: "privacy:documentDescription"
	},
	{
		path: "certificates/:code",
		Page: CertificatePage,
		title: "certificates:documentTitle"
	}
];
/**
* One language's routes: English at the unprefixed paths, French under /fr, Portuguese under
* /pt. Each language's /home and unknown paths go to its home page.
*/
function languageRoutes(language) {
	const home = localizedPath("/", language);
	return /* @__PURE__ */ jsxs(Route, {
		path: language === "en" ? void 0 : language,
		element: /* @__PURE__ */ jsx(LanguageScope, {
			language,
			children: /* @__PURE__ */ jsx(PublicLayout, {})
		}),
		children: [
			/* @__PURE__ */ jsx(Route, {
				index: true,
				element: /* @__PURE__ */ jsx(Titled, {
					title: homePage.title,
					children: /* @__PURE__ */ jsx(HomePage, {})
				})
			}),
			/* @__PURE__ */ jsx(Route, {
				path: "home",
				element: /* @__PURE__ */ jsx(Navigate, {
					to: home,
					replace: true
				})
			}),
			pages.map(({ path, Page, title }) => /* @__PURE__ */ jsx(Route, {
				path,
				element: /* @__PURE__ */ jsx(Titled, {
					title,
					children: /* @__PURE__ */ jsx(Page, {})
				})
			}, path)),
			/* @__PURE__ */ jsx(Route, {
				path: "*",
				element: /* @__PURE__ */ jsx(Navigate, {
					to: home,
					replace: true
				})
			})
		]
	}, language);
}
/**
* Where this page load is sent first, if anywhere: a returning visitor's language, or a new
* visitor's browser language, for an unprefixed URL (decided once, before the first draw).
* A pre-rendered English page is left for the pre-rendered page in that language instead: its
* HTML is already on screen and must be hydrated as it is, so nothing here draws meanwhile.
*/
function useArrivalRedirect() {
	const location = useLocation();
	const [redirect] = useState(() => {
		const preferred = typeof navigator === "undefined" ? [] : navigator.languages;
		const decided = arrivalRedirect(location, rememberedLanguage(), preferred);
		if (decided) rememberLanguage(decided.language);
		if (decided && prerenderedPage()) {
			window.location.replace(decided.to);
			return leavingPage;
		}
		return decided?.to;
	});
	const [arrived, setArrived] = useState(redirect === void 0);
	if (redirect === leavingPage) return use(never);
	if (!arrived && languageOfPath(location.pathname) !== "en") setArrived(true);
	return arrived ? void 0 : redirect;
}
/** The redirect of a page being replaced by another page load. */
var leavingPage = Symbol("leaving the page");
/** Keeps the pre-rendered HTML on screen until the browser leaves the page. */
var never = new Promise(() => void 0);
/** Every public route in each language, rendered by the shell for all paths outside /dashboard. */
function App() {
	const redirect = useArrivalRedirect();
	if (redirect !== void 0) return /* @__PURE__ */ jsx(Navigate, {
		to: redirect,
		replace: true
	});
	return /* @__PURE__ */ jsx(HydrationClock, { children: /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(Routes, { children: languages.map(languageRoutes) })
	}) });
}
// src/prerender/site-map.ts
/**
* Every page of the route table in every language, but those whose content depends on the
* address beyond its path: a parameter (`/certificates/:code`) or an e-mailed link's token.
* A page joins by being a route.
*/
function prerenderedRoutes(sitePages) {
	return sitePages.filter((page) => !page.fromEmailedLink && !/[:*]/.test(page.path)).flatMap((page) => languages.map((language) => ({
		page,
		language,
		path: localizedPath(`/${page.path}`, language)
	})));
}
/** The address of a page on the site (its origin a placeholder the server fills in). */
function siteAddress(path) {
	return `${siteUrlPlaceholder}${path}`;
}
/** The same page in each language, and x-default (the English page) for any other. */
function alternates(page) {
	const path = `/${page.path}`;
	return [...languages.map((language) => ({
		hreflang: language,
		href: siteAddress(localizedPath(path, language))
	})), {
		hreflang: "x-default",
		href: siteAddress(localizedPath(path, "en"))
	}];
}
/** Where a page's link-preview image is (1200x630, in the page's language). */
function previewImagePath(route) {
	return `/previews/${route.language}/${route.page.path.replaceAll("/", "-") || "home"}.png`;
}
var previewImageSize = {
	width: 1200,
	height: 630
};
var attributeEscapes = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
/** Text made safe for an HTML attribute or element, or an XML one. */
function escapeMarkup(text) {
	return text.replace(/[&<>"']/g, (character) => attributeEscapes[character] ?? character);
}
/** Open Graph's locale of a language (`fr_FR`). */
function ogLocale(language) {
	return intlLocales[language].replace("-", "_");
}
/**
* The head of a pre-rendered page: title, description, canonical address, the alternates in
* each language (marked as the site marks those it keeps up to date while the visitor moves
* between pages), and the Open Graph and Twitter card tags chat apps and social networks show.
*/
function headTags(route, texts) {
	const title = escapeMarkup(texts.title);
	const description = escapeMarkup(texts.description);
	const url = siteAddress(route.path);
	const image = siteAddress(previewImagePath(route));
	const imageAlt = escapeMarkup(texts.imageAlt);
	return [
		`<title>${title}</title>`,
		`<meta name="description" content="${description}" />`,
		`<link rel="canonical" href="${url}" />`,
		...alternates(route.page).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" data-language-alternate="" />`),
		`<meta property="og:type" content="website" />`,
		`<meta property="og:site_name" content="${escapeMarkup(texts.siteName)}" />`,
		`<meta property="og:title" content="${title}" />`,
		`<meta property="og:description" content="${description}" />`,
		`<meta property="og:url" content="${url}" />`,
		`<meta property="og:locale" content="${ogLocale(route.language)}" />`,
		...languages.filter((language) => language !== route.language).map((language) => `<meta property="og:locale:alternate" content="${ogLocale(language)}" />`),
		`<meta property="og:image" content="${image}" />`,
		`<meta property="og:image:type" content="image/png" />`,
		`<meta property="og:image:width" content="${previewImageSize.width}" />`,
		`<meta property="og:image:height" content="${previewImageSize.height}" />`,
		`<meta property="og:image:alt" content="${imageAlt}" />`,
		`<meta name="twitter:card" content="summary_large_image" />`,
		`<meta name="twitter:title" content="${title}" />`,
		`<meta name="twitter:description" content="${description}" />`,
		`<meta name="twitter:image" content="${image}" />`,
		`<meta name="twitter:image:alt" content="${imageAlt}" />`
	].join("\n");
}
/** `/sitemap.xml`: every pre-rendered page in every language, each with its alternates. */
function sitemapXml(routes) {
	return [
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
		"<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">",
		...routes.map((route) => [
			"  <url>",
			`    <loc>${escapeMarkup(siteAddress(route.path))}</loc>`,
			...alternates(route.page).map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`),
			"  </url>"
		].join("\n")),
		"</urlset>",
		""
	].join("\n");
}
/** `/robots.txt`: everything but the organisers' portal, and where the sitemap is. */
function robotsTxt() {
	return [
		"User-agent: *",
		"Disallow: /dashboard",
		"",
		`Sitemap: ${siteAddress("/sitemap.xml")}`,
		""
	].join("\n");
}
// src/prerender/preview-image.ts
/** Breaks a text into lines of at most `width` characters, at spaces, and at most `lines` lines. */
function wrap(text, width, lines) {
	const wrapped = [];
	let line = "";
	for (const word of text.split(/\s+/)) if (line && `${line} ${word}`.length > width) {
		wrapped.push(line);
		line = word;
	} else line = line ? `${line} ${word}` : word;
	if (line) wrapped.push(line);
	if (wrapped.length <= lines) return wrapped;
	return [...wrapped.slice(0, lines - 1), `${wrapped[lines - 1] ?? ""}…`];
}
function textLines(lines, x, y, lineHeight) {
	return lines.map((line, index) => `<tspan x="${x}" y="${y + index * lineHeight}">${escapeMarkup(line)}</tspan>`).join("");
}
/**
* A page's link preview, 1200x630 in the site's colours, with the page's name and description
* in its language: drawn as SVG and written as an indexed PNG (a few tens of kilobytes).
*/
async function writePreviewImage(file, texts) {
	const { width, height } = previewImageSize;
	const title = wrap(texts.title, 26, 3);
	const descriptionTop = 250 + (title.length - 1) * 76;
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0f3d3e"/>
  <rect width="24" height="${height}" fill="#e9a23b"/>
  <circle cx="1090" cy="90" r="210" fill="#145a5b"/>
  <g font-family="DejaVu Sans, Verdana, Arial, sans-serif">
    <text x="90" y="120" font-size="34" font-weight="700" letter-spacing="4" fill="#e9a23b">${escapeMarkup(texts.siteName)}</text>
    <text font-size="66" font-weight="700" fill="#ffffff">${textLines(title, 90, 230, 76)}</text>
    <text font-size="30" fill="#cfe3e0">${textLines(wrap(texts.description, 62, 4), 90, descriptionTop + 60, 42)}</text>
  </g>
</svg>`;
	await sharp(Buffer.from(svg)).png({
		palette: true,
		compressionLevel: 9
	}).toFile(file);
}
// src/prerender/render-pages.tsx
var siteCatalogues = /* #__PURE__ */ Object.assign({
	"../locales/en/about.json": about_default,
	"../locales/en/abstractResponse.json": abstractResponse_default,
	"../locales/en/abstracts.json": abstracts_default,
	"../locales/en/accommodation.json": accommodation_default,
	"../locales/en/certificates.json": certificates_default,
	"../locales/en/common.json": common_default,
	"../locales/en/contact.json": contact_default,
	"../locales/en/documents.json": documents_default,
	"../locales/en/fieldtrip.json": fieldtrip_default,
	"../locales/en/footer.json": footer_default,
	"../locales/en/forms.json": forms_default,
	"../locales/en/gallery.json": gallery_default,
	"../locales/en/home.json": home_default,
	"../locales/en/homeSections.json": homeSections_default,
	"../locales/en/institutionInvoices.json": institutionInvoices_default,
	"../locales/en/myCancellation.json": myCancellation_default,
	"../locales/en/myData.json": myData_default,
	"../locales/en/myRegistration.json": myRegistration_default,
	"../locales/en/privacy.json": privacy_default,
	"../locales/en/program.json": program_default,
	"../locales/en/registration.json": registration_default,
	"../locales/en/reminderOptOut.json": reminderOptOut_default,
	"../locales/en/speakers.json": speakers_default,
	"../locales/en/sponsorship.json": sponsorship_default,
	"../locales/en/subthemes.json": subthemes_default,
	"../locales/en/venue.json": venue_default,
	"../locales/en/verify.json": verify_default,
	"../locales/fr/about.json": about_default$1,
	"../locales/fr/abstractResponse.json": abstractResponse_default$1,
	"../locales/fr/abstracts.json": abstracts_default$1,
	"../locales/fr/accommodation.json": accommodation_default$1,
	"../locales/fr/certificates.json": certificates_default$1,
	"../locales/fr/common.json": common_default$1,
	"../locales/fr/contact.json": contact_default$1,
	"../locales/fr/documents.json": documents_default$1,
	"../locales/fr/fieldtrip.json": fieldtrip_default$1,
	"../locales/fr/footer.json": footer_default$1,
	"../locales/fr/forms.json": forms_default$1,
	"../locales/fr/gallery.json": gallery_default$1,
	"../locales/fr/home.json": home_default$1,
	"../locales/fr/homeSections.json": homeSections_default$1,
	"../locales/fr/institutionInvoices.json": institutionInvoices_default$1,
	"../locales/fr/myCancellation.json": myCancellation_default$1,
	"../locales/fr/myData.json": myData_default$1,
	"../locales/fr/myRegistration.json": myRegistration_default$1,
	"../locales/fr/privacy.json": privacy_default$1,
	"../locales/fr/program.json": program_default$1,
	"../locales/fr/registration.json": registration_default$1,
	"../locales/fr/reminderOptOut.json": reminderOptOut_default$1,
	"../locales/fr/speakers.json": speakers_default$1,
	"../locales/fr/sponsorship.json": sponsorship_default$1,
	"../locales/fr/subthemes.json": subthemes_default$1,
	"../locales/fr/venue.json": venue_default$1,
	"../locales/fr/verify.json": verify_default$1,
	"../locales/pt/about.json": about_default$2,
	"../locales/pt/abstractResponse.json": abstractResponse_default$2,
	"../locales/pt/abstracts.json": abstracts_default$2,
	"../locales/pt/accommodation.json": accommodation_default$2,
	"../locales/pt/certificates.json": certificates_default$2,
	"../locales/pt/common.json": common_default$2,
	"../locales/pt/contact.json": contact_default$2,
	"../locales/pt/documents.json": documents_default$2,
	"../locales/pt/fieldtrip.json": fieldtrip_default$2,
	"../locales/pt/footer.json": footer_default$2,
	"../locales/pt/forms.json": forms_default$2,
	"../locales/pt/gallery.json": gallery_default$2,
	"../locales/pt/home.json": home_default$2,
	"../locales/pt/homeSections.json": homeSections_default$2,
	"../locales/pt/institutionInvoices.json": institutionInvoices_default$2,
	"../locales/pt/myCancellation.json": myCancellation_default$2,
	"../locales/pt/myData.json": myData_default$2,
	"../locales/pt/myRegistration.json": myRegistration_default$2,
	"../locales/pt/privacy.json": privacy_default$2,
	"../locales/pt/program.json": program_default$2,
	"../locales/pt/registration.json": registration_default$2,
	"../locales/pt/reminderOptOut.json": reminderOptOut_default$2,
	"../locales/pt/speakers.json": speakers_default$2,
	"../locales/pt/sponsorship.json": sponsorship_default$2,
	"../locales/pt/subthemes.json": subthemes_default$2,
	"../locales/pt/venue.json": venue_default$2,
	"../locales/pt/verify.json": verify_default$2
});
var libraryCatalogues = {
	en: {
		[messagesNamespace]: messages_default,
		choices: choices_default
	},
	fr: {
		[messagesNamespace]: messages_default$1,
		choices: choices_default$1
	},
	pt: {
		[messagesNamespace]: messages_default$2,
		choices: choices_default$2
	}
};
/** Every catalogue of a language, by namespace. */
function cataloguesOf(language) {
	const own = Object.entries(siteCatalogues).flatMap(([file, catalogue]) => {
		const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
		return match?.[1] === language && match[2] ? [[match[2], catalogue]] : [];
	});
	return {
		...Object.fromEntries(own),
		...libraryCatalogues[language]
	};
}
/** A translation instance of the page's own, every catalogue of its language bundled. */
async function pageTranslations(language) {
	const resources = cataloguesOf(language);
	const instance = i18next.createInstance();
	await instance.use(initReactI18next).init({
		lng: language,
		supportedLngs: languages,
		fallbackLng: false,
		ns: Object.keys(resources),
		defaultNS: "common",
		resources: { [language]: resources },
		interpolation: { escapeValue: false },
		returnNull: false
	});
	addIntlFormats(instance);
	return instance;
}
/** Renders nothing, standing where the shell renders its scroll keeper. */
function NothingDrawn() {
	return null;
}
/**
* The shell's tree around the public site (shell/src/App.tsx), element for element, so that
* the ids React gives (useId) and the Suspense boundaries match those the browser hydrates.
*/
function ShellFrame({ children }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(NothingDrawn, {}), /* @__PURE__ */ jsx(Routes, { children: /* @__PURE__ */ jsx(Route, {
		path: "/*",
		element: /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children
		})
	}) })] });
}
async function renderRoot(path, translations, clock) {
	const failures = [];
	const { prelude } = await prerender(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(StaticRouter, {
		location: path,
		children: /* @__PURE__ */ jsx(ShellFrame, { children: /* @__PURE__ */ jsx(I18nextProvider, {
			i18n: translations,
			children: /* @__PURE__ */ jsx(ClockProvider, {
				clock,
				children: /* @__PURE__ */ jsx(App, {})
			})
		}) })
	}) }), {
		onError: (error) => void failures.push(error),
		progressiveChunkSize: Number.POSITIVE_INFINITY
	});
	if (failures.length > 0) throw new AggregateError(failures, `${path} could not be pre-rendered`);
	return new Response(prelude).text();
}
/**
* The files a chunk needs before it runs: itself and what it imports, but not the remote's
* own copies of the shared packages, which the shell provides.
*/
function chunkClosure(manifest, key, seen = /* @__PURE__ */ new Set()) {
	const chunk = manifest[key];
	if (!chunk || seen.has(key) || key.includes("__prebuild__")) return seen;
	seen.add(key);
	for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen);
	return seen;
}
function pageAssets(manifest, route) {
	const pageModule = pages.find((page) => page.path === route.page.path)?.Page.pageModule;
	const chunks = [.../* @__PURE__ */ new Set([
		...chunkClosure(manifest, "src/App.tsx"),
		...pageModule ? chunkClosure(manifest, pageModule) : [],
		...pageModule ? chunkClosure(manifest, "src/api/QueryClientLayout.tsx") : [],
		...[`src/locales/${route.language}/common.json`].filter((key) => key in manifest)
	])].map((key) => manifest[key]).filter((chunk) => chunk !== void 0);
	return {
		scripts: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith(".js")),
		styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
	};
}
/** The rules the page's HTML uses, to inline; the whole style sheet follows without blocking. */
async function criticalStyles(distDir, root, styles) {
	const beasties = new Beasties({
		path: distDir,
		publicPath: "",
		preload: "body",
		pruneSource: false,
		reduceInlineStyles: false,
		compress: true,
		logLevel: "warn"
	});
	const links = styles.map((file) => `<link rel="stylesheet" href="${file}">`).join("");
	return [...(await beasties.process(`<!doctype html><html><head>${links}</head><body><div id="root">${root}</div></body></html>`)).matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map(([style]) => style).join("");
}
/** The title's own words, without the site's name, for the preview image. */
function pageName(title) {
	return title.split(" | ").filter((part) => part !== "CAAWG11").join(" · ");
}
function fileNameOf(path) {
	return `${withoutTrailingSlash(path).replace(/^\//, "").replaceAll("/", "-") || "index"}.json`;
}
async function main() {
	const distDir = resolve(process.argv[2] ?? "dist");
	const outDir = join(distDir, "prerendered");
	const manifest = JSON.parse(await readFile(join(distDir, ".vite", "manifest.json"), "utf8"));
	await rm(outDir, {
		recursive: true,
		force: true
	});
	await mkdir(join(outDir, "pages"), { recursive: true });
	const renderedAt = (/* @__PURE__ */ new Date()).toISOString();
	const routes = prerenderedRoutes([homePage, ...pages]);
	const index = [];
	for (const route of routes) {
		const translations = await pageTranslations(route.language);
		await i18n.changeLanguage(route.language);
		await i18n.loadNamespaces(Object.keys(cataloguesOf(route.language)));
		const rendered = await renderRoot(route.path, translations, fixedClock(renderedAt));
		const preloads = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? "";
		const root = rendered.slice(preloads.length);
		const title = translations.t(route.page.title);
		const description = route.page.description ? translations.t(route.page.description) : "";
		const assets = pageAssets(manifest, route);
		const head = [
			headTags(route, {
				title,
				description,
				siteName: "CAAWG11",
				imageAlt: pageName(title)
			}),
			preloads,
			await criticalStyles(distDir, root, assets.styles),
			`<link rel="modulepreload" href="${publicSiteRootPlaceholder}remoteEntry.js" />`,
			...assets.scripts.map((file) => `<link rel="modulepreload" href="${publicSiteRootPlaceholder}${file}" />`)
		].join("\n");
		const bodyEnd = assets.styles.map((file) => `<noscript><link rel="stylesheet" href="${publicSiteRootPlaceholder}${file}" /></noscript>`).join("\n");
		const file = fileNameOf(route.path);
		await writeFile(join(outDir, "pages", file), JSON.stringify({
			path: route.path,
			language: route.language,
			renderedAt,
			head,
			root,
			bodyEnd
		}));
		index.push({
			path: route.path,
			language: route.language,
			file
		});
		const image = join(outDir, previewImagePath(route));
		await mkdir(dirname(image), { recursive: true });
		await writePreviewImage(image, {
			siteName: "CAAWG11",
			title: pageName(title),
			description
		});
	}
	await writeFile(join(outDir, "pages.json"), `${JSON.stringify(index, null, 2)}\n`);
	await writeFile(join(outDir, "sitemap.xml"), sitemapXml(routes));
	await writeFile(join(outDir, "robots.txt"), robotsTxt());
	console.log(`Pre-rendered ${routes.length} pages into ${outDir}`);
}
await main();
export {};
