import { t as Link } from "./routing-D53QYojt.js";
import { n as outlineBrandButton, t as brandButton } from "./buttonStyles-D9XHDFiq.js";
import { o as MapPinIcon, t as CalendarIcon } from "./icons-DC9vTPq_.js";
import { j as UsersIcon, m as GlobeIcon } from "./content-icons-Y7Riem4R.js";
import { n as editionDates } from "./edition-dates-zMm91D4R.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/home/WelcomeSection.tsx
function WelcomeSection() {
	const { t } = useTranslation(["homeSections", "home"]);
	const to = useLocalizedPath();
	const aboutPath = to("/about");
	const registrationPath = to("/registration");
	const facts = [
		{
			icon: CalendarIcon,
			label: t("welcome.facts.dates"),
			value: t("home:edition.dates", editionDates)
		},
		{
			icon: MapPinIcon,
			label: t("welcome.facts.venue"),
			value: t("home:edition.venue")
		},
		{
			icon: UsersIcon,
			label: t("welcome.facts.founded"),
			value: t("home:edition.founded")
		},
		{
			icon: GlobeIcon,
			label: t("welcome.facts.fieldTrip"),
			value: t("home:edition.fieldTripDates", editionDates)
		}
	];
	const paragraphs = [t("welcome.invitation", editionDates), t("welcome.programme")];
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "welcome-title",
		className: "bg-white py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-sm font-bold tracking-wider text-accent-700 uppercase",
					children: t("welcome.eyebrow")
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "welcome-title",
					className: "mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl",
					children: t("home:sections.welcome")
				}),
				paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", {
					className: "mt-4 text-lg text-gray-700",
					children: paragraph
				}, paragraph)),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-8 flex flex-col gap-3 sm:flex-row",
					children: [/* @__PURE__ */ jsx(Link, {
						to: aboutPath,
						className: outlineBrandButton,
						children: t("home:actions.learnMore")
					}), /* @__PURE__ */ jsx(Link, {
						to: registrationPath,
						className: brandButton,
						children: t("home:actions.register")
					})]
				})
			] }), /* @__PURE__ */ jsx("dl", {
				className: "grid gap-4 sm:grid-cols-2",
				children: facts.map(({ icon: Icon, label, value }) => /* @__PURE__ */ jsxs("div", {
					className: "rounded-2xl bg-brand-50 p-6",
					children: [/* @__PURE__ */ jsxs("dt", {
						className: "text-sm font-semibold text-gray-600",
						children: [/* @__PURE__ */ jsx(Icon, { className: "mb-3 block text-brand-700" }), label]
					}), /* @__PURE__ */ jsx("dd", {
						className: "mt-1 text-lg font-bold text-brand-900",
						children: value
					})]
				}, label))
			})]
		})
	});
}
export { WelcomeSection };
