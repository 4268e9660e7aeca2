// ../libs/conference/dist/ui-timings.js
/** Timings and distances of the site's interface, in milliseconds unless named in pixels. */
var uiTimingsMs = {
	headerScrollThresholdPx: 10,
	membershipSuccessClose: 3e3,
	contactSuccessNotice: 5e3,
	earlyBirdPulse: 2e3,
	galleryFilterDelay: 300,
	countdownTick: 1e3,
	sponsorshipSuccessClose: 3e3,
	accommodationAutoAdvance: 5e3,
	thumbnailScrollPx: 120
};
export { uiTimingsMs as t };
