import { t as Link } from "./routing-D53QYojt.js";
import { t as earlyBirdEndsAt } from "./fees-GobSK0Bv.js";
import { i as primaryButton, n as outlineBrandButton } from "./buttonStyles-D9XHDFiq.js";
import { n as SubthemeCard, t as subthemes } from "./subthemes-faJxMdm5.js";
import { r as ClockIcon, t as CalendarIcon } from "./icons-DC9vTPq_.js";
import { n as editionDates } from "./edition-dates-zMm91D4R.js";
import { n as useClock } from "./useClock-_xkCYvo6.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/SubthemesPage.tsx
function SubthemesPage() {
	const { t } = useTranslation("subthemes");
	const to = useLocalizedPath();
	const registrationPath = to("/registration");
	const abstractsPath = to("/abstracts");
	const earlyBirdRuns = useClock().now().getTime() < earlyBirdEndsAt.getTime();
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-gray-50",
		children: [/* @__PURE__ */ jsx("section", {
			"aria-labelledby": "subthemes-page-title",
			className: "bg-brand-900 pt-32 pb-16 text-white",
			children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-4xl px-4 text-center sm:px-6",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-sm font-bold tracking-wider text-accent-400 uppercase",
						children: t("hero.eyebrow")
					}),
					/* @__PURE__ */ jsx("h1", {
						id: "subthemes-page-title",
						className: "mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl",
						children: t("hero.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-lg text-brand-100",
						children: t("hero.lead", { number: subthemes.length })
					}),
					/* @__PURE__ */ jsx(Link, {
						to: registrationPath,
						className: `${primaryButton} mt-8`,
						children: t("actions.register")
					})
				]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_320px]",
			children: [/* @__PURE__ */ jsx("ul", {
				className: "grid gap-6 md:grid-cols-2",
				"aria-label": t("listLabel"),
				children: subthemes.map((subtheme) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SubthemeCard, {
					subtheme,
					headingLevel: 2
				}) }, subtheme.title))
			}), /* @__PURE__ */ jsx("aside", {
				"aria-labelledby": "subthemes-panel-title",
				className: "lg:sticky lg:top-28 lg:self-start",
				children: /* @__PURE__ */ jsxs("div", {
					className: "rounded-2xl bg-white p-6 shadow-sm",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "subthemes-panel-title",
							className: "text-xl font-bold text-brand-900",
							children: t("panel.title")
						}),
						/* @__PURE__ */ jsxs("p", {
							"data-testid": "subthemes-panel-status",
							className: "mt-4 flex items-center gap-2 rounded-lg bg-accent-500/15 px-3 py-2 font-semibold text-accent-700",
							children: [/* @__PURE__ */ jsx(ClockIcon, {
								size: 18,
								className: "shrink-0"
							}), earlyBirdRuns ? t("panel.earlyBirdEnds", editionDates) : t("panel.registrationOpen")]
						}),
						/* @__PURE__ */ jsxs("dl", {
							className: "mt-5 space-y-3 text-sm",
							children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("dt", {
								className: "flex items-center gap-2 text-gray-600",
								children: [/* @__PURE__ */ jsx(CalendarIcon, {
									size: 18,
									className: "shrink-0 text-brand-700"
								}), t("panel.abstractDeadline")]
							}), /* @__PURE__ */ jsx("dd", {
								className: "ml-[26px] font-semibold text-gray-900",
								children: t("panel.abstractDeadlineDate", editionDates)
							})] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("dt", {
								className: "flex items-center gap-2 text-gray-600",
								children: [/* @__PURE__ */ jsx(CalendarIcon, {
									size: 18,
									className: "shrink-0 text-brand-700"
								}), t("panel.conference")]
							}), /* @__PURE__ */ jsx("dd", {
								className: "ml-[26px] font-semibold text-gray-900",
								children: t("panel.conferenceDatesAndPlace", editionDates)
							})] })]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-6 grid gap-3",
							children: [/* @__PURE__ */ jsx(Link, {
								to: registrationPath,
								className: primaryButton,
								children: t("actions.register")
							}), /* @__PURE__ */ jsx(Link, {
								to: abstractsPath,
								className: outlineBrandButton,
								children: t("actions.submitAbstract")
							})]
						})
					]
				})
			})]
		})]
	});
}
export { SubthemesPage };
