import { t as Link } from "./routing-D53QYojt.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { o as MapPinIcon, t as CalendarIcon } from "./icons-DC9vTPq_.js";
import { i as CheckCircleIcon, t as ArrowRightIcon } from "./content-icons-Y7Riem4R.js";
import { r as fieldTripDays, t as calendarDay } from "./calendar-DqF7nH6b.js";
import { n as fieldTripPoster, r as fieldTripSites, t as destinationGallery } from "./fieldtrip-qLien9nX.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { t as ImageWithFallback } from "./ImageWithFallback-BPzyhyJc.js";
import { t as Lightbox } from "./Lightbox-Iq-CBYAl.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/fieldtrip/DestinationGallery.tsx
function DestinationGallery() {
	const { t } = useTranslation("fieldtrip");
	const photoTexts = t("gallery.photos", { returnObjects: true });
	const [open, setOpen] = useState(null);
	const openTexts = open ? photoTexts[open.photo.id] : void 0;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
		className: "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3",
		children: destinationGallery.map((photo) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: (event) => setOpen({
				photo,
				opener: event.currentTarget
			}),
			className: "block w-full cursor-zoom-in overflow-hidden rounded-xl",
			children: /* @__PURE__ */ jsx(ImageWithFallback, {
				src: photo.thumbnail.src,
				alt: photoTexts[photo.id]?.alt ?? "",
				width: photo.thumbnail.width,
				height: photo.thumbnail.height,
				loading: "lazy",
				className: "h-auto w-full transition-transform duration-300 motion-safe:hover:scale-105"
			})
		}), /* @__PURE__ */ jsx("figcaption", {
			className: "mt-2 text-sm text-slate-700",
			children: photoTexts[photo.id]?.caption
		})] }) }, photo.id))
	}), open && /* @__PURE__ */ jsx(Lightbox, {
		image: {
			...open.photo.large,
			alt: openTexts?.alt ?? ""
		},
		caption: openTexts?.caption ?? "",
		badge: t("gallery.badge"),
		returnFocusTo: open.opener,
		onClose: () => setOpen(null)
	})] });
}
// src/pages/fieldtrip/SiteCard.tsx
var tripDayKeys = {
	1: "tripDays.first",
	2: "tripDays.second",
	3: "tripDays.third"
};
/** The calendar day of a day of the trip: day 1 is the trip's first day. */
function dayOfTrip(tripDay) {
	const day = calendarDay(edition.fieldTrip.startDate);
	day.setUTCDate(day.getUTCDate() + tripDay - 1);
	return day;
}
function SiteCard({ site }) {
	const { t } = useTranslation("fieldtrip");
	const texts = t("sites", { returnObjects: true })[site.id];
	const headingId = `site-${site.id}`;
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": headingId,
		className: "flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200",
		children: [/* @__PURE__ */ jsx(ImageWithFallback, {
			src: site.image.src,
			alt: texts?.alt ?? "",
			width: site.image.width,
			height: site.image.height,
			loading: "lazy",
			className: "aspect-[3/2] h-auto w-full object-cover"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "flex flex-wrap items-center gap-2 text-xs font-bold tracking-wide uppercase",
					children: [/* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-900",
						children: texts?.label
					}), /* @__PURE__ */ jsx("span", {
						className: "text-slate-600",
						children: t(tripDayKeys[site.tripDay], { on: dayOfTrip(site.tripDay) })
					})]
				}),
				/* @__PURE__ */ jsx("h3", {
					id: headingId,
					className: "mt-3 text-lg font-bold text-brand-900",
					children: texts?.name
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-1 flex items-center gap-1 text-sm text-slate-600",
					children: [/* @__PURE__ */ jsx(MapPinIcon, {
						size: 16,
						className: "shrink-0"
					}), texts?.location]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-3 text-slate-700",
					children: texts?.description
				})
			]
		})]
	});
}
// src/pages/FieldTripPage.tsx
function FieldTripPage() {
	const { t } = useTranslation("fieldtrip");
	const registrationPath = useLocalizedPath()("/registration");
	const trip = edition.fieldTrip;
	const quickFacts = [
		{
			label: t("facts.cost.label"),
			value: t("facts.cost.value", { price: trip.priceUsd }),
			detail: t("facts.cost.detail")
		},
		{
			label: t("facts.sites.label"),
			value: t("facts.sites.value", { count: trip.sites })
		},
		{
			label: t("facts.departs.label"),
			value: t("facts.departs.value", { at: fieldTripDays.departs })
		},
		{
			label: t("facts.returns.label"),
			value: t("facts.returns.value", { at: fieldTripDays.returns })
		},
		{
			label: t("facts.transport.label"),
			value: t("facts.transport.value")
		},
		{
			label: t("facts.accommodation.label"),
			value: t("facts.accommodation.value", { count: trip.accommodationNights })
		},
		{
			label: t("facts.availability.label"),
			value: t("facts.availability.value")
		}
	];
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-white",
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: "bg-gradient-to-br from-emerald-900 via-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "inline-flex items-center gap-2 text-sm font-bold tracking-wider text-accent-400 uppercase",
						children: [/* @__PURE__ */ jsx(CalendarIcon, { size: 18 }), t("hero.dates", fieldTripDays)]
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mx-auto mt-2 max-w-4xl text-3xl font-extrabold sm:text-5xl",
						children: t("hero.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mx-auto mt-4 max-w-3xl text-lg text-brand-100",
						children: t("hero.intro")
					})
				]
			}),
			/* @__PURE__ */ jsx("section", {
				"aria-label": t("overview.label"),
				className: "px-4 py-14",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto grid max-w-6xl gap-10 lg:grid-cols-[3fr_2fr]",
					children: [/* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("h2", {
							className: "text-2xl font-extrabold text-brand-900 sm:text-3xl",
							children: t("overview.highlightsHeading")
						}),
						/* @__PURE__ */ jsx("ul", {
							className: "mt-5 space-y-3",
							children: t("overview.highlights", { returnObjects: true }).map((highlight) => /* @__PURE__ */ jsxs("li", {
								className: "flex gap-3 text-slate-700",
								children: [/* @__PURE__ */ jsx(CheckCircleIcon, {
									size: 22,
									className: "mt-0.5 shrink-0 text-emerald-700"
								}), /* @__PURE__ */ jsx("span", { children: highlight })]
							}, highlight))
						}),
						/* @__PURE__ */ jsx("h2", {
							className: "mt-10 text-2xl font-extrabold text-brand-900 sm:text-3xl",
							children: t("overview.quickFactsHeading")
						}),
						/* @__PURE__ */ jsx("dl", {
							className: "mt-5 grid gap-3 sm:grid-cols-2",
							children: quickFacts.map((fact) => /* @__PURE__ */ jsxs("div", {
								className: "rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200",
								children: [/* @__PURE__ */ jsx("dt", {
									className: "text-sm font-semibold text-brand-700",
									children: fact.label
								}), /* @__PURE__ */ jsxs("dd", {
									className: "mt-1 text-lg font-bold text-brand-900",
									children: [fact.value, fact.detail && /* @__PURE__ */ jsx("span", {
										className: "block text-sm font-normal text-slate-700",
										children: fact.detail
									})]
								})]
							}, fact.label))
						})
					] }), /* @__PURE__ */ jsxs("aside", {
						"aria-label": t("reserve.label"),
						className: "lg:sticky lg:top-28 lg:self-start",
						children: [/* @__PURE__ */ jsx(ImageWithFallback, {
							src: fieldTripPoster.src,
							alt: t("reserve.posterAlt", fieldTripDays),
							width: fieldTripPoster.width,
							height: fieldTripPoster.height,
							className: "mx-auto h-auto w-full max-w-sm rounded-2xl shadow-xl"
						}), /* @__PURE__ */ jsxs("div", {
							className: "mt-6 text-center",
							children: [/* @__PURE__ */ jsxs(Link, {
								to: registrationPath,
								className: "inline-flex items-center gap-2 rounded-full bg-accent-500 px-8 py-4 text-lg font-bold text-brand-900 shadow-lg hover:bg-accent-400",
								children: [t("reserve.link"), /* @__PURE__ */ jsx(ArrowRightIcon, { size: 20 })]
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-3 font-semibold text-accent-700",
								children: t("reserve.slotsNote")
							})]
						})]
					})]
				})
			}),
			/* @__PURE__ */ jsx("section", {
				"aria-labelledby": "fieldtrip-places",
				className: "bg-slate-50 px-4 py-14",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto max-w-6xl",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "fieldtrip-places",
						className: "text-2xl font-extrabold text-brand-900 sm:text-3xl",
						children: t("places.heading", { count: trip.sites })
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
						children: fieldTripSites.map((site) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SiteCard, { site }) }, site.id))
					})]
				})
			}),
			/* @__PURE__ */ jsx("section", {
				"aria-labelledby": "fieldtrip-gallery",
				className: "px-4 py-14",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto max-w-6xl",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "fieldtrip-gallery",
							className: "text-2xl font-extrabold text-brand-900 sm:text-3xl",
							children: t("gallery.heading")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 mb-8 text-slate-700",
							children: t("gallery.intro")
						}),
						/* @__PURE__ */ jsx(DestinationGallery, {})
					]
				})
			})
		]
	});
}
export { FieldTripPage };
