// ../libs/conference/dist/dates.js
/** Deadlines and the published calendar of the edition. */
var deadlines = {
	abstractSubmission: "2025-06-30",
	abstractSubmissionLabel: "June 30, 2025",
	acceptanceNotification: "2025-07-30",
	acceptanceNotificationLabel: "July 30, 2025",
	earlyBirdLastDay: "2025-07-31",
	earlyBirdLastDayLabel: "July 31, 2025"
};
export { deadlines as t };
