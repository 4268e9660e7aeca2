import { t as Link } from "./routing-D53QYojt.js";
import { t as SectionHeading } from "./SectionHeading-b8HiEU0r.js";
import { n as SubthemeCard, t as subthemes } from "./subthemes-faJxMdm5.js";
import { t as ArrowRightIcon } from "./content-icons-Y7Riem4R.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/home/SubthemesSection.tsx
function SubthemesSection() {
	const { t } = useTranslation(["homeSections", "home"]);
	const subthemesPath = useLocalizedPath()("/subthemes");
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "subthemes-title",
		className: "bg-brand-50/60 py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 sm:px-6",
			children: [
				/* @__PURE__ */ jsx(SectionHeading, {
					id: "subthemes-title",
					eyebrow: t("subthemes.eyebrow"),
					title: t("home:sections.subthemes"),
					lead: t("subthemes.lead", { number: subthemes.length })
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
					children: subthemes.map((subtheme) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SubthemeCard, { subtheme }) }, subtheme.title))
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-10 text-center",
					children: /* @__PURE__ */ jsxs(Link, {
						to: subthemesPath,
						className: "inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline",
						children: [
							t("subthemes.allInDetail"),
							" ",
							/* @__PURE__ */ jsx(ArrowRightIcon, { size: 18 })
						]
					})
				})
			]
		})
	});
}
export { SubthemesSection };
