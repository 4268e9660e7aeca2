import { t as conferenceInstant } from "./time-m0Jq43gC.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
// src/content/calendar.ts
/**
* A calendar day as midnight UTC: catalogues format it with `timeZone: UTC`, so every visitor
* reads the same day whatever their own time zone.
*/
function calendarDay(isoDate) {
	return /* @__PURE__ */ new Date(`${isoDate}T00:00:00Z`);
}
/** The day after a calendar day. */
function nextCalendarDay(isoDate) {
	const day = calendarDay(isoDate);
	day.setUTCDate(day.getUTCDate() + 1);
	return day;
}
/** The conference's first and last days, for catalogues that write the range in words. */
var conferenceDays = {
	start: calendarDay(edition.startDate),
	end: calendarDay(edition.endDate)
};
var trip = edition.fieldTrip;
/** The field trip's days and its departure and return, Kampala wall-clock time. */
var fieldTripDays = {
	start: calendarDay(trip.startDate),
	end: calendarDay(trip.endDate),
	departs: conferenceInstant(trip.startDate, "08:00:00"),
	returns: conferenceInstant(trip.endDate, "18:00:00")
};
export { nextCalendarDay as i, conferenceDays as n, fieldTripDays as r, calendarDay as t };
