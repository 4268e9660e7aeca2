import { t as deadlines } from "./dates-NmdKWk7H.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
// src/content/edition-dates.ts
/** A calendar day of the edition as a Date at UTC midnight, for the catalogues' Intl date formats. */
function calendarDay(isoDate) {
	return /* @__PURE__ */ new Date(`${isoDate}T00:00:00Z`);
}
/**
* The edition's dates as values for the catalogues: English keeps its written labels, French and
* Portuguese format these with Intl (`{{start, datetime(timeZone: UTC; ...)}}`).
*/
var editionDates = {
	start: calendarDay(edition.startDate),
	end: calendarDay(edition.endDate),
	fieldTripStart: calendarDay(edition.fieldTrip.startDate),
	fieldTripEnd: calendarDay(edition.fieldTrip.endDate),
	abstractDeadline: calendarDay(deadlines.abstractSubmission),
	acceptanceNotification: calendarDay(deadlines.acceptanceNotification),
	earlyBirdLastDay: calendarDay(deadlines.earlyBirdLastDay)
};
export { editionDates as n, calendarDay as t };
