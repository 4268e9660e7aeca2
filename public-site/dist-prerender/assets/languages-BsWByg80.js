// ../libs/conference/dist/languages.js
/** The languages the public site, its forms and the visitors' e-mails speak. */
var languages = [
	"en",
	"fr",
	"pt"
];
/** Each language named in itself, as the language switcher shows it. */
var languageNames = {
	en: "English",
	fr: "Français",
	pt: "Português"
};
function isLanguage(value) {
	return typeof value === "string" && languages.includes(value);
}
/**
* A path of the public site in a language, as the site routes it: English keeps the unprefixed
* path, the others start /fr or /pt (`/` in French is `/fr`).
*/
function localizedPath(path, language) {
	if (language === "en") return path;
	return path === "/" ? `/${language}` : `/${language}${path.startsWith("/") ? "" : "/"}${path}`;
}
/** The BCP 47 tag `Intl` formats a language's dates and amounts with. */
var intlLocales = {
	en: "en-GB",
	fr: "fr-FR",
	pt: "pt-PT"
};
export { localizedPath as a, languages as i, isLanguage as n, languageNames as r, intlLocales as t };
