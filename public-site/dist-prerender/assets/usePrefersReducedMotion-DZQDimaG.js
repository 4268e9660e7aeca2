import { useSyncExternalStore } from "react";
// src/hooks/usePrefersReducedMotion.ts
var query = "(prefers-reduced-motion: reduce)";
function reducedMotionList() {
	return typeof window.matchMedia === "function" ? window.matchMedia(query) : void 0;
}
function subscribe(onChange) {
	const list = reducedMotionList();
	list?.addEventListener("change", onChange);
	return () => list?.removeEventListener("change", onChange);
}
/**
* True when the visitor has asked the system for less motion. A pre-rendered page is hydrated
* as rendered (with motion) and follows the visitor's setting right after.
*/
function usePrefersReducedMotion() {
	return useSyncExternalStore(subscribe, () => reducedMotionList()?.matches ?? false, () => false);
}
export { usePrefersReducedMotion as t };
