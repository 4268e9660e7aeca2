import { c as useNavigate, s as useLocation, t as Link } from "./routing-D53QYojt.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { a as localizedPath, i as languages, n as isLanguage, r as languageNames } from "./languages-BsWByg80.js";
import { d as pathInLanguage, t as logo_default, u as languageOfPath } from "./logo-Bcab9yAe.js";
import { n as useLocalizedPath, t as useLanguage } from "./language-DqggqH3Z.js";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/i18n/preference.ts
/** Where the visitor's choice of language is kept between visits. */
var languageStorageKey = "caawg11.language";
/** The storage of this browser, or none where it is blocked (private modes, disabled cookies). */
function browserStorage() {
	try {
		return window.localStorage;
	} catch {
		return;
	}
}
function rememberedLanguage(storage = browserStorage()) {
	try {
		const stored = storage?.getItem(languageStorageKey);
		return isLanguage(stored) ? stored : void 0;
	} catch {
		return;
	}
}
function rememberLanguage(language, storage = browserStorage()) {
	try {
		storage?.setItem(languageStorageKey, language);
	} catch {}
}
/**
* The first of the browser's preferred languages that the site speaks ("pt-BR" is Portuguese),
* or none when it names none of ours.
*/
function browserLanguage(preferred) {
	return preferred.map((tag) => tag.trim().toLowerCase().split("-")[0]).find((language) => isLanguage(language));
}
/**
* Where a visitor arriving at `location` is sent before the page draws, if anywhere. A URL
* with a language prefix is always obeyed; an unprefixed (English) URL stays English for a
* visitor who chose English, and otherwise opens in the remembered language or, on a first
* visit, in the browser's preferred language when it is French or Portuguese.
*/
function arrivalRedirect(location, remembered, preferred) {
	if (languageOfPath(location.pathname) !== "en") return void 0;
	const language = remembered ?? browserLanguage(preferred);
	if (language === void 0 || language === "en") return void 0;
	return {
		to: `${localizedPath(location.pathname, language)}${location.search}${location.hash}`,
		language
	};
}
// src/layout/LanguageSwitcher.tsx
/**
* The choice of English, Français or Português, each named in its own language. Choosing one
* opens the same page (query and anchor kept) in that language and remembers the choice for
* the next visit.
*/
function LanguageSwitcher({ labelClassName, selectClassName, onSwitch }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const { pathname, search, hash } = useLocation();
	const navigate = useNavigate();
	const id = useId();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("label", {
		htmlFor: id,
		className: labelClassName,
		children: t("languageSwitcher.label")
	}), /* @__PURE__ */ jsx("select", {
		id,
		value: language,
		className: selectClassName,
		onChange: (event) => {
			const chosen = event.target.value;
			if (!isLanguage(chosen)) return;
			rememberLanguage(chosen);
			onSwitch?.();
			navigate(`${pathInLanguage(pathname, chosen)}${search}${hash}`);
		},
		children: languages.map((option) => /* @__PURE__ */ jsx("option", {
			value: option,
			lang: option,
			children: languageNames[option]
		}, option))
	})] });
}
// src/layout/SiteTitle.tsx
/** The logo with the conference's number and year, linking home. */
function SiteTitle({ transparent, onNavigate }) {
	const { t } = useTranslation();
	const localized = useLocalizedPath();
	return /* @__PURE__ */ jsxs(Link, {
		to: localized("/"),
		onClick: onNavigate,
		className: "flex shrink-0 items-center gap-3 rounded-md whitespace-nowrap",
		children: [/* @__PURE__ */ jsx("img", {
			src: logo_default,
			alt: "",
			width: 44,
			height: 44,
			className: "h-11 w-11 shrink-0"
		}), /* @__PURE__ */ jsxs("span", {
			className: "leading-tight",
			children: [/* @__PURE__ */ jsx("span", {
				className: `block text-lg font-extrabold tracking-tight ${transparent ? "text-white" : "text-brand-900"}`,
				children: t("siteTitle.name", { number: edition.number })
			}), /* @__PURE__ */ jsx("span", {
				className: `block text-xs font-medium ${transparent ? "text-brand-100" : "text-gray-600"}`,
				children: t("siteTitle.tagline", {
					year: edition.year,
					venueCity: edition.venueCity
				})
			})]
		})]
	});
}
export { rememberedLanguage as a, rememberLanguage as i, LanguageSwitcher as n, arrivalRedirect as r, SiteTitle as t };
