import { t as SectionHeading } from "./SectionHeading-b8HiEU0r.js";
import { n as scientificCommittee, t as organizingCommittee } from "./committees-CFSJ0lB8.js";
import { t as usePrefersReducedMotion } from "./usePrefersReducedMotion-DZQDimaG.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/home/ScrollingMemberList.tsx
function Members({ members }) {
	const { t } = useTranslation("homeSections");
	const countries = t("countries", { returnObjects: true });
	return members.map((member) => /* @__PURE__ */ jsxs("li", {
		className: "flex items-baseline justify-between gap-3 border-b border-white/10 px-4 py-3",
		children: [/* @__PURE__ */ jsx("span", {
			className: "font-semibold text-white",
			children: member.name
		}), /* @__PURE__ */ jsx("span", {
			className: "shrink-0 text-sm text-brand-100",
			children: countries[member.country]
		})]
	}, member.name));
}
/**
* A committee's members scrolling slowly upwards. The list is read once by assistive
* technology (the copy that makes the loop seamless is hidden from it); hovering or
* focusing pauses it, a button stops it, and with reduced motion it does not move at all
* but scrolls by hand or keyboard.
*/
function ScrollingMemberList({ id, title, members }) {
	const { t } = useTranslation("homeSections");
	const reducedMotion = usePrefersReducedMotion();
	const [stopped, setStopped] = useState(false);
	const moving = !reducedMotion && !stopped;
	const headingId = `${id}-title`;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className: "rounded-2xl bg-white/5 p-4 ring-1 ring-white/10",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center justify-between gap-2 px-2 pb-3",
			children: [/* @__PURE__ */ jsxs("h3", {
				id: headingId,
				className: "text-xl font-bold text-white",
				children: [
					title,
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "text-sm font-medium text-brand-100",
						children: [
							"(",
							t("committees.memberCount", { count: members.length }),
							")"
						]
					})
				]
			}), !reducedMotion && /* @__PURE__ */ jsxs("button", {
				type: "button",
				"aria-pressed": stopped,
				onClick: () => setStopped((value) => !value),
				className: "rounded-full border border-white/40 px-3 py-1 text-xs font-semibold text-white hover:bg-white/10",
				children: [stopped ? t("committees.resume") : t("committees.pause"), /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: t("committees.ofList", { title })
				})]
			})]
		}), /* @__PURE__ */ jsx("div", {
			"data-testid": `${id}-viewport`,
			"data-moving": moving,
			tabIndex: moving ? void 0 : 0,
			role: moving ? void 0 : "region",
			"aria-label": moving ? void 0 : t("committees.listLabel", { title }),
			className: `committee-scroller h-80 ${moving ? "overflow-hidden" : "overflow-y-auto"}`,
			children: /* @__PURE__ */ jsxs("div", {
				className: moving ? "committee-scroller-track" : void 0,
				style: moving ? { animationDuration: `${members.length * 2.5}s` } : void 0,
				children: [/* @__PURE__ */ jsx("ul", { children: /* @__PURE__ */ jsx(Members, { members }) }), moving && /* @__PURE__ */ jsx("ul", {
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx(Members, { members })
				})]
			})
		})]
	});
}
// src/pages/home/OtherCommitteesSection.tsx
function OtherCommitteesSection() {
	const { t } = useTranslation(["homeSections", "home"]);
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "committees-title",
		className: "bg-brand-900 py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "committees-title",
				light: true,
				eyebrow: t("committees.eyebrow"),
				title: t("home:sections.committees")
			}), /* @__PURE__ */ jsxs("div", {
				className: "grid gap-8 lg:grid-cols-2",
				children: [/* @__PURE__ */ jsx(ScrollingMemberList, {
					id: "organizing",
					title: t("committees.organizing"),
					members: organizingCommittee
				}), /* @__PURE__ */ jsx(ScrollingMemberList, {
					id: "scientific",
					title: t("committees.scientific"),
					members: scientificCommittee
				})]
			})]
		})
	});
}
export { OtherCommitteesSection };
