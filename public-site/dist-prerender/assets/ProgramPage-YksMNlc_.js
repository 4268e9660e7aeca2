import { t as Link } from "./routing-D53QYojt.js";
import { o as MapPinIcon, t as CalendarIcon } from "./icons-DC9vTPq_.js";
import { n as editionDates, t as calendarDay } from "./edition-dates-zMm91D4R.js";
import { i as sitesOfTripDay } from "./fieldtrip-qLien9nX.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { t as ArrowRightIcon } from "./content-icons-Y7Riem4R.js";
import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/content/program.ts
/**
* The five days, by part of the day. Session times are not published yet, so the page shows
* none (apart from the field trip's departure and return, which are fixed).
*/
var programDays = [
	{
		day: 1,
		date: "2025-10-01",
		sessions: [
			{
				part: "morning",
				link: "/speakers"
			},
			{ part: "afternoon" },
			{ part: "evening" }
		]
	},
	{
		day: 2,
		date: "2025-10-02",
		sessions: [
			{
				part: "morning",
				link: "/subthemes"
			},
			{ part: "afternoon" },
			{ part: "evening" }
		]
	},
	{
		day: 3,
		date: "2025-10-03",
		sessions: [{
			part: "allDay",
			sites: sitesOfTripDay(1),
			link: "/fieldtrip"
		}]
	},
	{
		day: 4,
		date: "2025-10-04",
		sessions: [{
			part: "allDay",
			sites: sitesOfTripDay(2)
		}]
	},
	{
		day: 5,
		date: "2025-10-05",
		sessions: [{
			part: "allDay",
			sites: sitesOfTripDay(3)
		}]
	}
];
/**
* The values the French and Portuguese texts format with Intl: each day's date, and the field
* trip's departure (3 October, 8:00) and return (5 October, 18:00) in Kampala time.
*/
var programDates = {
	...Object.fromEntries(programDays.map((day) => [`day${day.day}`, calendarDay(day.date)])),
	fieldTripDeparture: /* @__PURE__ */ new Date("2025-10-03T08:00:00+03:00"),
	fieldTripReturn: /* @__PURE__ */ new Date("2025-10-05T18:00:00+03:00")
};
// src/pages/program/ProgramDayCard.tsx
var partBadgeClasses = {
	morning: "bg-amber-100 text-amber-900",
	afternoon: "bg-sky-100 text-sky-900",
	evening: "bg-indigo-100 text-indigo-900",
	allDay: "bg-emerald-100 text-emerald-900"
};
/** One day of the programme with its sessions by part of the day. */
function ProgramDayCard({ day, text }) {
	const { t } = useTranslation("program");
	const to = useLocalizedPath();
	const parts = t("parts", { returnObjects: true });
	const siteKinds = t("siteKinds", { returnObjects: true });
	const headingId = `day-${day.day}-heading`;
	const inTheField = day.sessions.some((session) => session.sites);
	return /* @__PURE__ */ jsxs("article", {
		id: `day-${day.day}`,
		"aria-labelledby": headingId,
		className: "scroll-mt-28 overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200",
		children: [/* @__PURE__ */ jsxs("header", {
			className: `flex flex-wrap items-baseline gap-x-4 gap-y-1 px-5 py-4 text-white sm:px-6 ${inTheField ? "bg-emerald-800" : "bg-brand-900"}`,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: headingId,
					className: "text-2xl font-extrabold",
					children: t("dayNumber", { number: day.day })
				}),
				/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: /* @__PURE__ */ jsx("time", {
						dateTime: day.date,
						children: text?.dateLabel
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "w-full text-brand-100",
					children: text?.theme
				})
			]
		}), /* @__PURE__ */ jsx("ol", {
			className: "divide-y divide-slate-200",
			children: day.sessions.map((session, index) => {
				const sessionText = text?.sessions[index];
				return /* @__PURE__ */ jsxs("li", {
					className: "grid gap-2 px-5 py-5 sm:grid-cols-[8rem_1fr] sm:gap-6 sm:px-6",
					children: [/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("span", {
						className: `inline-block rounded-full px-3 py-1 text-sm font-semibold ${partBadgeClasses[session.part]}`,
						children: parts[session.part]
					}) }), /* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("h3", {
							className: "text-lg font-bold text-brand-900",
							children: sessionText?.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1 text-slate-700",
							children: sessionText?.description
						}),
						session.sites && /* @__PURE__ */ jsx("ul", {
							"aria-label": t("sitesVisited"),
							className: "mt-3 flex flex-wrap gap-2",
							children: session.sites.map((site) => /* @__PURE__ */ jsxs("li", {
								className: "inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900 ring-1 ring-emerald-200",
								children: [
									/* @__PURE__ */ jsx(MapPinIcon, { size: 16 }),
									site.name,
									/* @__PURE__ */ jsx("span", {
										className: "sr-only",
										children: t("siteKind", { kind: siteKinds[site.id] })
									})
								]
							}, site.id))
						}),
						session.link && /* @__PURE__ */ jsxs(Link, {
							to: to(session.link),
							className: "mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline",
							children: [sessionText?.linkLabel, /* @__PURE__ */ jsx(ArrowRightIcon, { size: 16 })]
						})
					] })]
				}, `${session.part}-${index}`);
			})
		})]
	});
}
// src/pages/ProgramPage.tsx
var FullProgramme = lazy(() => import("./FullProgramme-DCe3Hc51.js").then((module) => ({ default: module.FullProgramme })));
function ProgramPage() {
	const { t } = useTranslation("program");
	const to = useLocalizedPath();
	const registrationPath = to("/registration");
	const fieldTripPath = to("/fieldtrip");
	const dayTexts = t("days", {
		returnObjects: true,
		...programDates
	});
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-slate-50",
		children: [/* @__PURE__ */ jsxs("section", {
			className: "bg-gradient-to-br from-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-sm font-bold tracking-wider text-accent-400 uppercase",
					children: t("hero.eyebrow")
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-2 text-3xl font-extrabold sm:text-5xl",
					children: t("hero.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mx-auto mt-4 max-w-2xl text-lg text-brand-100",
					children: t("hero.intro", editionDates)
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-4xl px-4 py-12",
			children: [
				/* @__PURE__ */ jsx("nav", {
					"aria-label": t("dayNavigation"),
					className: "mb-8",
					children: /* @__PURE__ */ jsx("ul", {
						className: "flex flex-wrap justify-center gap-2",
						children: programDays.map((day, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
							href: `#day-${day.day}`,
							className: "inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50",
							children: [
								/* @__PURE__ */ jsx(CalendarIcon, { size: 16 }),
								t("dayNumber", { number: day.day }),
								/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: t("dayDate", { date: dayTexts[index]?.dateLabel })
								})
							]
						}) }, day.day))
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mb-8 text-center text-sm text-slate-600",
					children: t("timesNote")
				}),
				/* @__PURE__ */ jsx("div", {
					className: "space-y-8",
					children: programDays.map((day, index) => /* @__PURE__ */ jsx(ProgramDayCard, {
						day,
						text: dayTexts[index]
					}, day.day))
				}),
				/* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx("p", {
						role: "status",
						className: "mt-16 text-slate-600",
						children: t("full.loading")
					}),
					children: /* @__PURE__ */ jsx(FullProgramme, {})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-12 flex flex-wrap justify-center gap-4",
					children: [/* @__PURE__ */ jsx(Link, {
						to: registrationPath,
						className: "rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-400",
						children: t("actions.register")
					}), /* @__PURE__ */ jsx(Link, {
						to: fieldTripPath,
						className: "rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white",
						children: t("actions.aboutFieldTrip")
					})]
				})
			]
		})]
	});
}
export { ProgramPage };
