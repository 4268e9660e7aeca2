// ../libs/conference/dist/prerendered-pages.js
/**
* What the public site's build writes into each pre-rendered page and the shell's servers fill
* in when they serve it. The HTML is built once and served wherever the site runs, so what
* depends on where it runs is left as placeholders, replaced from the server's configuration.
*/
/** Stands for the site's public address (`PUBLIC_SITE_URL`, no trailing slash). */
var siteUrlPlaceholder = "https://caawg11-site.invalid";
/**
* Stands for the public site remote's root (the address its remoteEntry.js is in, with a
* trailing slash), which the remote's images and chunks are fetched from.
*/
var publicSiteRootPlaceholder = "https://caawg11-public-site.invalid/";
/**
* Attributes of the pre-rendered page's `<div id="root">`: the path it was rendered for (the
* shell hydrates it only at that path) and the instant it was rendered at (the clock the page
* hydrates with, so that a date-dependent text matches the HTML until hydration is done).
*/
var prerenderedPathAttribute = "data-prerendered-path";
var prerenderedAtAttribute = "data-prerendered-at";
/** The same path without a trailing slash (`/fr/` is `/fr`), the root staying `/`. */
function withoutTrailingSlash(path) {
	return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}
export { withoutTrailingSlash as a, siteUrlPlaceholder as i, prerenderedPathAttribute as n, publicSiteRootPlaceholder as r, prerenderedAtAttribute as t };
