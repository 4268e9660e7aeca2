import { createContext, createElement, useContext } from "react";
// ../libs/conference/dist/clock.js
var systemClock = { now: () => /* @__PURE__ */ new Date() };
function fixedClock(at) {
	const instant = typeof at === "string" ? new Date(at) : at;
	return { now: () => new Date(instant.getTime()) };
}
// src/hooks/useClock.ts
var ClockContext = createContext(systemClock);
/**
* Supplies the clock that every date-dependent rule of the pages reads. The site runs on
* the system clock; a test wraps what it renders in a provider with a fixed clock.
*/
function ClockProvider({ clock, children }) {
	return createElement(ClockContext.Provider, { value: clock }, children);
}
/** The clock of the nearest ClockProvider, or the system clock when there is none. */
function useClock() {
	return useContext(ClockContext);
}
export { useClock as n, fixedClock as r, ClockProvider as t };
