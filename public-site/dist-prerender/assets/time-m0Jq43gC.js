import { t as edition } from "./edition-Bb7ga_Hr.js";
// ../libs/conference/dist/time.js
/**
* The instant a wall-clock time in the conference time zone happens. Uganda keeps
* East Africa Time all year (UTC+3, no daylight saving), so the offset is fixed.
*/
var conferenceUtcOffset = "+03:00";
function conferenceInstant(date, time = "00:00:00") {
	return /* @__PURE__ */ new Date(`${date}T${time}${conferenceUtcOffset}`);
}
var conferenceTimeZone = edition.timeZone;
new Intl.DateTimeFormat("sv-SE", { timeZone: conferenceTimeZone });
export { conferenceInstant as t };
