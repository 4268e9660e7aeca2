import { g as subthemeTitles } from "./choices-DP_QLLLU.js";
import { E as ScaleIcon, T as SatelliteIcon, a as CityIcon, b as MountainIcon, c as DropletsIcon, f as FuelIcon, g as LandmarkIcon, h as GraduationCapIcon, o as CloudSunIcon, p as GemIcon, s as CpuIcon } from "./content-icons-Y7Riem4R.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/SubthemeIcon.tsx
var icons$1 = {
	mountain: MountainIcon,
	"graduation-cap": GraduationCapIcon,
	satellite: SatelliteIcon,
	"cloud-sun": CloudSunIcon,
	gem: GemIcon,
	fuel: FuelIcon,
	cpu: CpuIcon,
	droplets: DropletsIcon,
	city: CityIcon,
	scale: ScaleIcon,
	landmark: LandmarkIcon
};
function SubthemeIcon({ name, ...props }) {
	const Icon = icons$1[name];
	return /* @__PURE__ */ jsx(Icon, { ...props });
}
// src/components/SubthemeCard.tsx
/** One subtheme: icon, number, title, description and its topics. Grows while hovered. */
function SubthemeCard({ subtheme, headingLevel = 3 }) {
	const { t } = useTranslation("subthemes");
	const text = t("subthemeCards", { returnObjects: true })[subtheme.number - 1];
	const Heading = headingLevel === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsxs("article", {
		className: "flex h-full flex-col rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition duration-300 hover:z-10 hover:scale-105 hover:shadow-xl motion-reduce:transition-none",
		"data-testid": "subtheme-card",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-3",
				children: [/* @__PURE__ */ jsx("span", {
					className: "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700",
					children: /* @__PURE__ */ jsx(SubthemeIcon, {
						name: subtheme.icon,
						size: 26
					})
				}), /* @__PURE__ */ jsx("p", {
					className: "text-xs font-bold tracking-wider text-accent-700 uppercase",
					children: t("subthemeCard.label", {
						number: subtheme.number,
						category: text?.category
					})
				})]
			}),
			/* @__PURE__ */ jsx(Heading, {
				className: "mt-4 text-lg leading-snug font-bold text-brand-900",
				children: text?.title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm text-gray-700",
				children: text?.description
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-4 space-y-1.5 text-sm text-gray-700",
				children: text?.items.map((item) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-2",
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500"
					}), item]
				}, item))
			})
		]
	});
}
// src/content/subthemes.ts
/** The eleven subthemes' icons in the order of `subthemeTitles`, which the abstract form also uses. */
var icons = [
	"mountain",
	"graduation-cap",
	"satellite",
	"cloud-sun",
	"gem",
	"fuel",
	"cpu",
	"droplets",
	"city",
	"scale",
	"landmark"
];
var subthemes = subthemeTitles.map((title, index) => {
	const icon = icons[index];
	if (!icon) throw new Error(`No icon for subtheme ${title}`);
	return {
		number: index + 1,
		title,
		icon
	};
});
export { SubthemeCard as n, subthemes as t };
