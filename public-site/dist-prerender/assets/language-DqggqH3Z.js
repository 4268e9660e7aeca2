import { a as localizedPath, n as isLanguage } from "./languages-BsWByg80.js";
import { useTranslation } from "react-i18next";
// src/i18n/language.ts
/** The language the page in front of the visitor shows. */
function useLanguage() {
	const { i18n } = useTranslation();
	return isLanguage(i18n.language) ? i18n.language : "en";
}
/** Turns a site path into the same path in the page's language, for links. */
function useLocalizedPath() {
	const language = useLanguage();
	return (path) => localizedPath(path, language);
}
export { useLocalizedPath as n, useLanguage as t };
