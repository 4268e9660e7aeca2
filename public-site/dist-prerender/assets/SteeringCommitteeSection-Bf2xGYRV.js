import { t as SectionHeading } from "./SectionHeading-b8HiEU0r.js";
import { A as UserIcon } from "./content-icons-Y7Riem4R.js";
import { r as steeringCommittee } from "./committees-CFSJ0lB8.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/home/SteeringCommitteeSection.tsx
function MemberPhoto({ member }) {
	const { t } = useTranslation("homeSections");
	if (!member.image) return /* @__PURE__ */ jsx("span", {
		"data-testid": "photo-placeholder",
		"aria-hidden": "true",
		className: "flex h-32 w-32 items-center justify-center rounded-full bg-brand-100 text-brand-700 ring-4 ring-white",
		children: /* @__PURE__ */ jsx(UserIcon, {
			size: 56,
			strokeWidth: 1.5
		})
	});
	return /* @__PURE__ */ jsx("img", {
		src: member.image,
		alt: t("committees.portrait", { name: member.name }),
		width: 128,
		height: 128,
		loading: "lazy",
		className: "h-32 w-32 rounded-full object-cover ring-4 ring-white"
	});
}
function SteeringCommitteeSection() {
	const { t } = useTranslation(["homeSections", "home"]);
	const roles = t("committees.roles", { returnObjects: true });
	const countries = t("countries", { returnObjects: true });
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "steering-title",
		className: "bg-brand-50/60 py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "steering-title",
				eyebrow: t("committees.steeringEyebrow"),
				title: t("home:sections.steering")
			}), /* @__PURE__ */ jsx("ul", {
				className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
				children: steeringCommittee.map((member) => /* @__PURE__ */ jsxs("li", {
					className: "flex flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm",
					children: [
						/* @__PURE__ */ jsx(MemberPhoto, { member }),
						/* @__PURE__ */ jsx("h3", {
							className: "mt-5 text-lg font-bold text-brand-900",
							children: member.name
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1 font-semibold text-accent-700",
							children: roles[member.role]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1 text-sm text-gray-600",
							children: countries[member.organisation]
						})
					]
				}, member.name))
			})]
		})
	});
}
export { SteeringCommitteeSection };
