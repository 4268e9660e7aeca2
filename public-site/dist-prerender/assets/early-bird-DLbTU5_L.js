import { t as deadlines } from "./dates-NmdKWk7H.js";
import { t as earlyBirdEndsAt } from "./fees-GobSK0Bv.js";
import { t as conferenceInstant } from "./time-m0Jq43gC.js";
// ../libs/conference/dist/early-bird.js
var dayMs = 864e5;
/**
* The Early Bird banner's day count: the absolute difference in days from now to
* 31 July 2025, rounded up. Past that date the same rule makes it count upward.
*/
function earlyBirdBannerDays(clock) {
	const target = conferenceInstant(deadlines.earlyBirdLastDay);
	return Math.ceil(Math.abs(target.getTime() - clock.now().getTime()) / dayMs);
}
/** Time left until the end of 23:59:59 on the last early-bird day, or null once it has passed. */
function earlyBirdCountdown(clock) {
	const left = earlyBirdEndsAt.getTime() - 1e3 - clock.now().getTime();
	if (left < 0) return null;
	const totalSeconds = Math.floor(left / 1e3);
	return {
		days: Math.floor(totalSeconds / 86400),
		hours: Math.floor(totalSeconds % 86400 / 3600),
		minutes: Math.floor(totalSeconds % 3600 / 60),
		seconds: totalSeconds % 60
	};
}
function padTwo(value) {
	return String(value).padStart(2, "0");
}
export { earlyBirdCountdown as n, padTwo as r, earlyBirdBannerDays as t };
