import { n as Dialog, t as fullScreenDialogClass } from "./dialogStyles-CYoNl3yq.js";
import { t as ImageWithFallback } from "./ImageWithFallback-BPzyhyJc.js";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/gallery/Lightbox.tsx
/**
* A full-screen view of one image. It is a modal dialog: the page behind does not scroll,
* Tab stays inside, Escape, the close button and a click on the dark backdrop close it, and
* focus returns to where it came from.
*/
function Lightbox({ image, caption, badge, onClose, returnFocusTo }) {
	const { t } = useTranslation("gallery", { useSuspense: false });
	const closeButtonRef = useRef(null);
	const captionId = useId();
	return /* @__PURE__ */ jsxs(Dialog, {
		"aria-labelledby": captionId,
		onClose,
		initialFocus: closeButtonRef,
		returnFocusTo,
		closeOnBackdropClick: true,
		className: `${fullScreenDialogClass} flex items-center justify-center bg-black/90 p-4 sm:p-8`,
		children: [/* @__PURE__ */ jsx("button", {
			ref: closeButtonRef,
			type: "button",
			onClick: onClose,
			"aria-label": t("lightbox.close"),
			className: "absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none sm:top-5 sm:right-5",
			children: /* @__PURE__ */ jsx("svg", {
				"aria-hidden": "true",
				viewBox: "0 0 24 24",
				className: "h-6 w-6",
				fill: "none",
				children: /* @__PURE__ */ jsx("path", {
					d: "M6 6l12 12M18 6L6 18",
					stroke: "currentColor",
					strokeWidth: "2.5",
					strokeLinecap: "round"
				})
			})
		}), /* @__PURE__ */ jsxs("figure", {
			className: "flex max-h-full w-full max-w-5xl flex-col items-center",
			children: [/* @__PURE__ */ jsx(ImageWithFallback, {
				src: image.src,
				alt: image.alt,
				width: image.width,
				height: image.height,
				className: "h-auto max-h-[75vh] w-auto max-w-full rounded object-contain shadow-2xl"
			}), /* @__PURE__ */ jsxs("figcaption", {
				className: "mt-4 flex flex-wrap items-center justify-center gap-3 text-center text-white",
				children: [/* @__PURE__ */ jsx("span", {
					className: "rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-brand-900",
					children: badge
				}), /* @__PURE__ */ jsx("span", {
					id: captionId,
					className: "text-base sm:text-lg",
					children: caption
				})]
			})]
		})]
	});
}
export { Lightbox as t };
