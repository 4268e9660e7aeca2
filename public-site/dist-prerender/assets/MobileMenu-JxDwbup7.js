import { n as Dialog, t as fullScreenDialogClass } from "./dialogStyles-CYoNl3yq.js";
import { n as NavLink, s as useLocation, t as Link } from "./routing-D53QYojt.js";
import { i as CloseIcon } from "./icons-DC9vTPq_.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { n as LanguageSwitcher, t as SiteTitle } from "./SiteTitle-CZHYplci.js";
import { a as isCurrentPath, i as isConferenceHighlighted, l as trailingNav, n as callsToAction, o as leadingNav, r as conferenceNav, s as mobileMenuId } from "./logo-Bcab9yAe.js";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/layout/MobileMenu.tsx
/** Tailwind's `xl` breakpoint, from which the header shows the full navigation bar. */
var wideScreenQuery = "(min-width: 80rem)";
/**
* The small-screen menu: a full-screen panel sliding in from the right, a modal dialog
* that keeps focus inside, closes on Escape and on any link click.
*/
function MobileMenu({ onClose }) {
	const { t } = useTranslation();
	const localized = useLocalizedPath();
	const { pathname } = useLocation();
	const closeRef = useRef(null);
	useEffect(() => {
		if (typeof window.matchMedia !== "function") return;
		const wide = window.matchMedia(wideScreenQuery);
		if (wide.matches) onClose();
		const closeWhenWide = (event) => {
			if (event.matches) onClose();
		};
		wide.addEventListener("change", closeWhenWide);
		return () => wide.removeEventListener("change", closeWhenWide);
	}, [onClose]);
	const link = (item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
		to: localized(item.to),
		end: true,
		onClick: onClose,
		className: `block rounded-lg px-4 py-3 text-base font-medium ${isCurrentPath(pathname, item.to) ? "bg-brand-50 text-brand-700" : "text-gray-800 hover:bg-brand-50"}`,
		children: t(item.label)
	}) }, item.to);
	return /* @__PURE__ */ jsxs(Dialog, {
		id: mobileMenuId,
		"aria-label": t("menu.label"),
		onClose,
		initialFocus: closeRef,
		className: `mobile-menu-panel ${fullScreenDialogClass} flex flex-col bg-white xl:hidden`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between border-b border-gray-100 px-4 py-3",
				children: [/* @__PURE__ */ jsx(SiteTitle, {
					transparent: false,
					onNavigate: onClose
				}), /* @__PURE__ */ jsx("button", {
					ref: closeRef,
					type: "button",
					onClick: onClose,
					"aria-label": t("menu.close"),
					className: "rounded-md p-2 text-gray-800 hover:bg-gray-100",
					children: /* @__PURE__ */ jsx(CloseIcon, {})
				})]
			}),
			/* @__PURE__ */ jsxs("nav", {
				"aria-label": t("nav.mobile"),
				className: "min-h-0 flex-1 overflow-y-auto px-4 py-4",
				children: [/* @__PURE__ */ jsxs("ul", {
					className: "space-y-1",
					children: [
						leadingNav.map(link),
						/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("p", {
							id: "mobile-conference-heading",
							className: `px-4 pt-3 pb-1 text-xs font-bold tracking-wider uppercase ${isConferenceHighlighted(pathname) ? "text-brand-700" : "text-gray-600"}`,
							children: t("nav.conference")
						}), /* @__PURE__ */ jsx("ul", {
							"aria-labelledby": "mobile-conference-heading",
							className: "ml-3 border-l-2 border-brand-100 pl-2",
							children: conferenceNav.map(link)
						})] }),
						trailingNav.map(link)
					]
				}), /* @__PURE__ */ jsx("div", {
					className: "mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-gray-100 px-4 pt-4",
					children: /* @__PURE__ */ jsx(LanguageSwitcher, {
						labelClassName: "text-sm font-semibold text-gray-700",
						selectClassName: "min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-800",
						onSwitch: onClose
					})
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-2 gap-3 border-t border-gray-100 px-4 py-3",
				children: [/* @__PURE__ */ jsx(Link, {
					to: localized(callsToAction.abstracts.to),
					onClick: onClose,
					className: "flex items-center justify-center rounded-full border-2 border-brand-700 px-2 py-3 text-center font-semibold leading-tight text-brand-700",
					children: t(callsToAction.abstracts.label)
				}), /* @__PURE__ */ jsx(Link, {
					to: localized(callsToAction.registration.to),
					onClick: onClose,
					className: "flex items-center justify-center rounded-full bg-accent-500 px-2 py-3 text-center font-semibold leading-tight text-brand-900",
					children: t(callsToAction.registration.label)
				})]
			})
		]
	});
}
export { MobileMenu };
