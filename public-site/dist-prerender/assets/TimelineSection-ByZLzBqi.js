import { t as SectionHeading } from "./SectionHeading-b8HiEU0r.js";
import { n as editionDates, t as calendarDay } from "./edition-dates-zMm91D4R.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/content/home.ts
/**
* The days of the home page's Important Dates, for the French and Portuguese timelines; the
* English timeline keeps the labels of `homeTimeline` in libs/conference word for word.
*/
var homeTimelineDates = {
	firstCircular: calendarDay("2025-03-01"),
	secondCircular: calendarDay("2025-06-01"),
	abstractDeadline: editionDates.abstractDeadline,
	acceptanceNotification: editionDates.acceptanceNotification,
	anniversary: editionDates.start,
	plenary: calendarDay("2025-10-02"),
	fieldTripStart: editionDates.fieldTripStart,
	fieldTripEnd: editionDates.fieldTripEnd
};
// src/pages/home/TimelineSection.tsx
function TimelineSection() {
	const { t } = useTranslation(["homeSections", "home"]);
	const timeline = t("timeline.items", {
		returnObjects: true,
		...homeTimelineDates
	});
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "dates-title",
		className: "bg-white py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-4xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "dates-title",
				eyebrow: t("timeline.eyebrow"),
				title: t("home:sections.timeline")
			}), /* @__PURE__ */ jsxs("div", {
				className: "relative",
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "absolute top-0 bottom-0 left-1/2 hidden w-0.5 -translate-x-1/2 bg-brand-100 md:block"
				}), /* @__PURE__ */ jsx("ol", {
					className: "relative space-y-8 border-l-2 border-brand-100 pl-8 md:border-l-0 md:pl-0",
					children: timeline.map((item, index) => /* @__PURE__ */ jsxs("li", {
						className: `relative md:flex ${index % 2 === 0 ? "md:justify-start" : "md:justify-end"}`,
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "absolute top-5 -left-[41px] h-4 w-4 rounded-full border-4 border-white bg-accent-500 shadow md:left-1/2 md:-translate-x-1/2"
						}), /* @__PURE__ */ jsxs("div", {
							className: "rounded-2xl border border-gray-100 bg-white p-5 shadow-sm md:w-[calc(50%-2rem)]",
							children: [/* @__PURE__ */ jsx("p", {
								className: "text-sm font-bold text-accent-700",
								children: item.date
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-1 text-lg font-semibold text-brand-900",
								children: item.event
							})]
						})]
					}, item.event))
				})]
			})]
		})
	});
}
export { TimelineSection };
