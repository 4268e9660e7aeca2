import { r as publicSiteRootPlaceholder } from "./prerendered-pages-DNMjl8nd.js";
// src/content/asset-url.ts
var remoteRoot = new URL(publicSiteRootPlaceholder);
/** The absolute URL of a file in public/, given its path there (for example "images/x.webp"). */
function publicAssetUrl(pathInPublic) {
	return new URL(pathInPublic.replace(/^\/+/, ""), remoteRoot).href;
}
export { publicAssetUrl as t };
