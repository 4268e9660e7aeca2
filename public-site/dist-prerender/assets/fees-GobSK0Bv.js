import { t as deadlines } from "./dates-NmdKWk7H.js";
import { t as conferenceInstant } from "./time-m0Jq43gC.js";
// ../libs/conference/dist/fees.js
var participantCategories = [
	"non-member",
	"member",
	"affiliate-member",
	"student"
];
var pricingTierLabels = {
	"early-bird": "Early bird",
	standard: "Standard"
};
/** Registration fees in USD, by registration type and early-bird tier. */
var feeTable = {
	"non-member": {
		label: "Non-member",
		earlyBirdUsd: 150,
		standardUsd: 200
	},
	member: {
		label: "AAWG member",
		earlyBirdUsd: 100,
		standardUsd: 150
	},
	"affiliate-member": {
		label: "AAWG affiliate member",
		earlyBirdUsd: 100,
		standardUsd: 150
	},
	student: {
		label: "Student",
		earlyBirdUsd: 50,
		standardUsd: 80
	}
};
/** The first instant of standard pricing: early bird runs to 23:59:59 on 31 July 2025, Kampala time. */
var earlyBirdEndsAt = new Date(conferenceInstant(deadlines.earlyBirdLastDay, "23:59:59").getTime() + 1e3);
function pricingTier(clock) {
	return clock.now().getTime() < earlyBirdEndsAt.getTime() ? "early-bird" : "standard";
}
function feeFor(category, tier) {
	const facts = feeTable[category];
	return tier === "early-bird" ? facts.earlyBirdUsd : facts.standardUsd;
}
/** Formats a USD amount the way the admin panel shows it: '$150 USD', or '$150.00 USD' for totals. */
function formatUsd(amount, options = {}) {
	const digits = options.cents ? 2 : 0;
	return `$${amount.toLocaleString("en-US", {
		minimumFractionDigits: digits,
		maximumFractionDigits: options.cents ? 2 : 2
	})} USD`;
}
export { participantCategories as a, formatUsd as i, feeFor as n, pricingTier as o, feeTable as r, pricingTierLabels as s, earlyBirdEndsAt as t };
