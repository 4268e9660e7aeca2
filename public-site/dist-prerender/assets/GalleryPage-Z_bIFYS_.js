import { t as uiTimingsMs } from "./ui-timings-BBcsO9uR.js";
import { i as photosFor, n as galleryFilters, t as ImageWithFallback } from "./ImageWithFallback-BPzyhyJc.js";
import { t as Lightbox } from "./Lightbox-Iq-CBYAl.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/gallery/GalleryFilterBar.tsx
/** Toggle buttons for the photo categories; the pressed one is the current filter. */
function GalleryFilterBar({ chosen, onChoose }) {
	const { t } = useTranslation("gallery");
	const labels = t("filters", { returnObjects: true });
	return /* @__PURE__ */ jsx("div", {
		role: "group",
		"aria-label": t("filterGroup"),
		className: "flex flex-wrap justify-center gap-2",
		children: galleryFilters.map((filter) => {
			const pressed = filter === chosen;
			return /* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-pressed": pressed,
				onClick: () => onChoose(filter),
				className: `rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent-700 ${pressed ? "border-brand-900 bg-brand-900 text-white" : "border-brand-700 bg-white text-brand-900 hover:bg-brand-50"}`,
				children: labels[filter]
			}, filter);
		})
	});
}
// src/pages/gallery/PhotoCard.tsx
var frameClasses = {
	polaroid: {
		frame: "bg-white p-2 pb-3 shadow-lg",
		caption: "text-slate-800 font-medium pt-2",
		image: ""
	},
	classic: {
		frame: "bg-white p-3 shadow-md ring-1 ring-slate-300",
		caption: "text-slate-700 pt-2",
		image: "ring-1 ring-slate-200"
	},
	vintage: {
		frame: "bg-[#f6ecd4] p-3 shadow-md ring-1 ring-amber-300",
		caption: "text-[#5b3a12] italic pt-2",
		image: "sepia-[.3]"
	},
	modern: {
		frame: "bg-slate-900 p-1.5 shadow-xl",
		caption: "text-white px-1 pt-2 pb-1",
		image: ""
	}
};
/** The small things that hold a print to the board; purely decorative. */
function Decoration({ kind }) {
	switch (kind) {
		case "tape": return /* @__PURE__ */ jsx("span", { className: "absolute -top-3 left-1/2 h-6 w-20 -translate-x-1/2 -rotate-3 bg-amber-100/80 shadow-sm" });
		case "washi": return /* @__PURE__ */ jsx("span", { className: "absolute -top-2 -left-4 h-6 w-20 -rotate-[35deg] bg-[repeating-linear-gradient(45deg,#f472b6_0_6px,#fbcfe8_6px_12px)] opacity-90 shadow-sm" });
		case "pin": return /* @__PURE__ */ jsx("span", { className: "absolute -top-2 left-1/2 h-5 w-5 -translate-x-1/2 rounded-full bg-gradient-to-br from-red-400 to-red-700 shadow-[2px_3px_3px_rgba(0,0,0,0.4)]" });
		case "clip": return /* @__PURE__ */ jsx("span", { className: "absolute -top-4 left-1/2 h-8 w-10 -translate-x-1/2 rounded-sm border-4 border-slate-500 border-b-0 bg-slate-300/60 shadow" });
		case "corners": return /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("span", { className: "absolute -top-1 -left-1 h-5 w-5 bg-[linear-gradient(135deg,#1f2937_50%,transparent_50%)]" }),
			/* @__PURE__ */ jsx("span", { className: "absolute -top-1 -right-1 h-5 w-5 bg-[linear-gradient(225deg,#1f2937_50%,transparent_50%)]" }),
			/* @__PURE__ */ jsx("span", { className: "absolute -bottom-1 -left-1 h-5 w-5 bg-[linear-gradient(45deg,#1f2937_50%,transparent_50%)]" }),
			/* @__PURE__ */ jsx("span", { className: "absolute -right-1 -bottom-1 h-5 w-5 bg-[linear-gradient(315deg,#1f2937_50%,transparent_50%)]" })
		] });
	}
}
/** One print pinned to the cork board; the picture is a button that opens the lightbox. */
function PhotoCard({ photo, eager, onOpen }) {
	const { t } = useTranslation("gallery");
	const loading = eager ? "eager" : "lazy";
	const sizes = photo.featured ? "(min-width: 1024px) 560px, (min-width: 640px) 66vw, 100vw" : "(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw";
	const classes = frameClasses[photo.style];
	const tilt = { "--tilt": `${photo.rotation}deg` };
	return /* @__PURE__ */ jsxs("figure", {
		style: tilt,
		"data-frame": photo.style,
		"data-decoration": photo.decoration,
		className: `relative rotate-(--tilt) transition-transform duration-200 focus-within:z-10 focus-within:rotate-0 hover:z-10 hover:rotate-0 motion-safe:hover:scale-[1.03] ${classes.frame}`,
		children: [
			/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx(Decoration, { kind: photo.decoration })
			}),
			photo.featured && /* @__PURE__ */ jsx("span", {
				className: "absolute top-3 right-3 z-10 rounded bg-brand-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase",
				children: t("featured")
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: (event) => onOpen(photo, event.currentTarget),
				className: "block w-full cursor-zoom-in focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-accent-700",
				children: /* @__PURE__ */ jsx(ImageWithFallback, {
					src: photo.src,
					alt: photo.alt,
					width: photo.width,
					height: photo.height,
					loading,
					srcSet: `${photo.src} ${photo.width}w, ${photo.large.src} ${photo.large.width}w`,
					sizes,
					className: `block aspect-[4/3] h-auto w-full object-cover ${classes.image}`
				})
			}),
			/* @__PURE__ */ jsx("figcaption", {
				className: `text-center text-xs leading-snug sm:text-sm ${classes.caption}`,
				children: photo.caption
			})
		]
	});
}
// src/pages/gallery/useDelayedFilter.ts
/**
* A filter whose choice shows at once (the pressed button) while the filtered content follows
* after a short loading state. Choosing again during the delay restarts it with the new value.
*/
function useDelayedFilter(initial, delayMs) {
	const [chosen, setChosen] = useState(initial);
	const [shown, setShown] = useState(initial);
	const [loading, setLoading] = useState(false);
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	return {
		chosen,
		shown,
		loading,
		choose: useCallback((next) => {
			if (next === chosen) return;
			setChosen(next);
			setLoading(true);
			clearTimeout(timer.current);
			timer.current = setTimeout(() => {
				setShown(next);
				setLoading(false);
			}, delayMs);
		}, [chosen, delayMs])
	};
}
// src/pages/GalleryPage.tsx
/** How many prints load eagerly: the first rows, visible without scrolling on most screens. */
var eagerPhotoCount = 4;
var corkBackground = {
	backgroundColor: "#c79a6b",
	backgroundImage: "radial-gradient(circle at 20% 30%, rgba(120,72,32,.35) 1px, transparent 2px), radial-gradient(circle at 70% 60%, rgba(255,236,200,.35) 1px, transparent 2px), radial-gradient(circle at 40% 80%, rgba(90,50,20,.3) 1.5px, transparent 2.5px)",
	backgroundSize: "13px 13px, 17px 17px, 23px 23px"
};
function GalleryPage() {
	const { t } = useTranslation("gallery");
	const filter = useDelayedFilter("all", uiTimingsMs.galleryFilterDelay);
	const [open, setOpen] = useState(null);
	const filterLabels = t("filters", { returnObjects: true });
	const texts = t("photos", { returnObjects: true });
	const photos = photosFor(filter.shown).map((photo) => ({
		...photo,
		...texts[photo.id]
	}));
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-stone-50 pt-24 pb-16",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-6xl px-4",
			children: [
				/* @__PURE__ */ jsxs("header", {
					className: "mb-8 text-center",
					children: [/* @__PURE__ */ jsx("h1", {
						className: "text-3xl font-bold text-brand-900 sm:text-4xl",
						children: t("title")
					}), /* @__PURE__ */ jsx("p", {
						className: "mx-auto mt-3 max-w-2xl text-slate-700",
						children: t("intro")
					})]
				}),
				/* @__PURE__ */ jsx(GalleryFilterBar, {
					chosen: filter.chosen,
					onChoose: filter.choose
				}),
				/* @__PURE__ */ jsx("p", {
					"aria-live": "polite",
					className: "mt-4 text-center text-sm text-slate-700",
					children: filter.loading ? "" : t("showing", {
						count: photos.length,
						filter: filterLabels[filter.shown]
					})
				}),
				/* @__PURE__ */ jsx("section", {
					"aria-label": t("board"),
					"aria-busy": filter.loading,
					style: corkBackground,
					className: "mt-4 min-h-80 overflow-x-clip rounded-lg border-8 border-[#7a4b25] p-3 shadow-inner sm:border-[14px] sm:p-8",
					children: filter.loading ? /* @__PURE__ */ jsxs("div", {
						role: "status",
						className: "flex min-h-72 flex-col items-center justify-center gap-3",
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "h-12 w-12 animate-spin rounded-full border-4 border-white/60 border-t-brand-900"
						}), /* @__PURE__ */ jsx("span", {
							className: "rounded bg-white/90 px-3 py-1 text-sm font-medium text-brand-900",
							children: t("loading")
						})]
					}) : /* @__PURE__ */ jsx("ul", {
						className: "grid grid-flow-row-dense grid-cols-2 items-start gap-4 sm:grid-cols-3 sm:gap-8 lg:grid-cols-4",
						children: photos.map((photo, index) => /* @__PURE__ */ jsx("li", {
							className: photo.featured ? "col-span-2 sm:row-span-2" : void 0,
							children: /* @__PURE__ */ jsx(PhotoCard, {
								photo,
								eager: index < eagerPhotoCount,
								onOpen: (chosen, opener) => setOpen({
									photo: chosen,
									opener
								})
							})
						}, photo.id))
					})
				})
			]
		}), open && /* @__PURE__ */ jsx(Lightbox, {
			image: {
				...open.photo.large,
				alt: open.photo.alt
			},
			caption: open.photo.caption,
			badge: filterLabels[open.photo.category],
			returnFocusTo: open.opener,
			onClose: () => setOpen(null)
		})]
	});
}
export { GalleryPage };
