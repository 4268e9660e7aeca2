import { t as Link } from "./routing-D53QYojt.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { o as MapPinIcon } from "./icons-DC9vTPq_.js";
import { C as PresentationIcon, i as CheckCircleIcon, j as UsersIcon, l as ExternalLinkIcon, r as BuildingIcon, t as ArrowRightIcon } from "./content-icons-Y7Riem4R.js";
import { n as conferenceDays, r as fieldTripDays, t as calendarDay } from "./calendar-DqF7nH6b.js";
import { t as publicAssetUrl } from "./asset-url-BMICWS5g.js";
import { r as galleryPhotos, t as ImageWithFallback } from "./ImageWithFallback-BPzyhyJc.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/content/venue.ts
function venuePhoto(id) {
	const photo = galleryPhotos.find((candidate) => candidate.id === id);
	if (!photo) throw new Error(`no gallery photo ${id}`);
	return photo;
}
/**
* The venue's pictures are the gallery's venue photos, so each file ships once; their captions
* and alt texts are the venue catalogue's `photos.<id>`.
*/
var venuePhotos = [
	venuePhoto("venue-hotel-exterior"),
	venuePhoto("venue-plenary-hall"),
	venuePhoto("venue-lobby"),
	venuePhoto("venue-lake-terrace")
];
var venueFacilities = [
	{
		icon: "presentation",
		key: "facilities.plenaryHall"
	},
	{
		icon: "users",
		key: "facilities.breakoutRooms"
	},
	{
		icon: "building",
		key: "facilities.exhibitionArea"
	},
	{
		icon: "wifi",
		key: "facilities.wifi"
	},
	{
		icon: "coffee",
		key: "facilities.meals"
	},
	{
		icon: "bed",
		key: "facilities.accommodation"
	}
];
var venueTimeline = [
	{
		key: "timeline.openingDay",
		date: edition.startDate,
		day: calendarDay(edition.startDate)
	},
	{
		key: "timeline.secondDay",
		date: "2025-10-02",
		day: calendarDay("2025-10-02")
	},
	{
		key: "timeline.fieldTripDeparts",
		date: edition.fieldTrip.startDate,
		day: fieldTripDays.departs
	},
	{
		key: "timeline.fieldTripReturns",
		date: edition.fieldTrip.endDate,
		day: fieldTripDays.returns
	}
];
var venueMap = {
	src: publicAssetUrl("images/venue/venue-map.svg"),
	width: 1200,
	height: 800
};
/** Opens a real, interactive map in a new tab: nothing is loaded from it on this page. */
var externalMapLink = "https://www.openstreetmap.org/?mlat=0.3136&mlon=32.5811#map=12/0.3136/32.5811";
var eVisaPortal = "https://visas.immigration.go.ug/";
// src/pages/venue/ExternalLink.tsx
/** A link that opens another site in a new tab, and says so to screen readers. */
function ExternalLink({ href, children, className = "" }) {
	const { t } = useTranslation("venue");
	return /* @__PURE__ */ jsxs("a", {
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		className: `inline-flex items-center gap-1.5 font-semibold ${className}`,
		children: [
			children,
			/* @__PURE__ */ jsx(ExternalLinkIcon, { size: 16 }),
			/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: t("opensInNewTab")
			})
		]
	});
}
// src/pages/venue/FacilityIcon.tsx
/** Line icons in the style of components/icons for the facilities that set lacks. */
function LineIcon({ children }) {
	return /* @__PURE__ */ jsx("svg", {
		width: 28,
		height: 28,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	});
}
function FacilityIcon({ name }) {
	switch (name) {
		case "presentation": return /* @__PURE__ */ jsx(PresentationIcon, { size: 28 });
		case "users": return /* @__PURE__ */ jsx(UsersIcon, { size: 28 });
		case "building": return /* @__PURE__ */ jsx(BuildingIcon, { size: 28 });
		case "wifi": return /* @__PURE__ */ jsxs(LineIcon, { children: [/* @__PURE__ */ jsx("path", { d: "M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a15 15 0 0 1 20 0" }), /* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "19.5",
			r: "1"
		})] });
		case "coffee": return /* @__PURE__ */ jsx(LineIcon, { children: /* @__PURE__ */ jsx("path", { d: "M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V8zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3" }) });
		case "bed": return /* @__PURE__ */ jsx(LineIcon, { children: /* @__PURE__ */ jsx("path", { d: "M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" }) });
	}
}
// src/pages/VenuePage.tsx
/** The main photo's rendered width at each breakpoint, for the browser's srcset choice. */
var mainPhotoSizes = "(min-width: 1024px) 560px, 100vw";
function Section({ id, title, children, tinted = false }) {
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": id,
		className: `px-4 py-14 ${tinted ? "bg-slate-50" : "bg-white"}`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-6xl",
			children: [/* @__PURE__ */ jsx("h2", {
				id,
				className: "mb-8 text-2xl font-extrabold text-brand-900 sm:text-3xl",
				children: title
			}), children]
		})
	});
}
function Fact({ value, label }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-sm font-semibold text-brand-700",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "mt-1 text-xl font-extrabold text-brand-900",
			children: value
		})]
	});
}
function VenuePage() {
	const { t } = useTranslation("venue");
	const localizedPath = useLocalizedPath();
	const photoTexts = t("photos", { returnObjects: true });
	const [mainPhoto, ...otherPhotos] = venuePhotos;
	const venueName = t("venueName");
	const accommodationPath = localizedPath("/accommodation");
	const fieldTripPath = localizedPath("/fieldtrip");
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-white",
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: "bg-gradient-to-br from-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-sm font-bold tracking-wider text-accent-400 uppercase",
						children: t("hero.kicker", {
							shortName: edition.shortName,
							...conferenceDays
						})
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-2 text-3xl font-extrabold sm:text-5xl",
						children: t("hero.title")
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-4 inline-flex items-center gap-2 text-xl font-semibold",
						children: [/* @__PURE__ */ jsx(MapPinIcon, {
							size: 22,
							className: "text-accent-400"
						}), venueName]
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "venue-about",
				className: "px-4 py-14",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "mx-auto grid max-w-6xl gap-8 lg:grid-cols-2 lg:items-center",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						id: "venue-about",
						className: "text-2xl font-extrabold text-brand-900 sm:text-3xl",
						children: t("about.heading")
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-4 text-lg text-slate-700",
						children: t("about.intro")
					})] }), mainPhoto && /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx(ImageWithFallback, {
						src: mainPhoto.large.src,
						srcSet: `${mainPhoto.src} ${mainPhoto.width}w, ${mainPhoto.large.src} ${mainPhoto.large.width}w`,
						sizes: mainPhotoSizes,
						alt: photoTexts[mainPhoto.id]?.alt ?? "",
						width: mainPhoto.large.width,
						height: mainPhoto.large.height,
						className: "h-auto w-full rounded-2xl shadow-lg"
					}), /* @__PURE__ */ jsx("figcaption", {
						className: "mt-2 text-sm text-slate-600",
						children: photoTexts[mainPhoto.id]?.caption
					})] })]
				}), /* @__PURE__ */ jsx("ul", {
					"aria-label": t("about.photosLabel"),
					className: "mx-auto mt-8 grid max-w-6xl gap-4 sm:grid-cols-3",
					children: otherPhotos.map((photo) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx(ImageWithFallback, {
						src: photo.src,
						alt: photoTexts[photo.id]?.alt ?? "",
						width: photo.width,
						height: photo.height,
						loading: "lazy",
						className: "h-auto w-full rounded-xl shadow"
					}), /* @__PURE__ */ jsx("figcaption", {
						className: "mt-2 text-sm text-slate-600",
						children: photoTexts[photo.id]?.caption
					})] }) }, photo.id))
				})]
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "venue-facilities",
				title: t("facilities.heading"),
				tinted: true,
				children: /* @__PURE__ */ jsx("ul", {
					className: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
					children: venueFacilities.map((facility) => /* @__PURE__ */ jsxs("li", {
						className: "rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "inline-flex rounded-lg bg-brand-50 p-2 text-brand-700",
								children: /* @__PURE__ */ jsx(FacilityIcon, { name: facility.icon })
							}),
							/* @__PURE__ */ jsx("h3", {
								className: "mt-3 text-lg font-bold text-brand-900",
								children: t(`${facility.key}.title`)
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 text-slate-700",
								children: t(`${facility.key}.description`)
							}),
							facility.icon === "bed" && /* @__PURE__ */ jsxs(Link, {
								to: accommodationPath,
								className: "mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline",
								children: [t("facilities.accommodationLink"), /* @__PURE__ */ jsx(ArrowRightIcon, { size: 16 })]
							})
						]
					}, facility.key))
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "venue-accessibility",
				title: t("accessibility.heading"),
				children: /* @__PURE__ */ jsx("ul", {
					className: "grid gap-3 md:grid-cols-2",
					children: t("accessibility.points", {
						returnObjects: true,
						email: mailboxes.logistics
					}).map((point) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3 text-slate-700",
						children: [/* @__PURE__ */ jsx(CheckCircleIcon, {
							size: 22,
							className: "mt-0.5 shrink-0 text-brand-700"
						}), /* @__PURE__ */ jsx("span", {
							className: "min-w-0 break-words",
							children: point
						})]
					}, point))
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "venue-timeline",
				title: t("timeline.heading"),
				tinted: true,
				children: /* @__PURE__ */ jsx("ol", {
					className: "relative space-y-6 border-l-4 border-brand-100 pl-6",
					children: venueTimeline.map((entry) => /* @__PURE__ */ jsxs("li", {
						className: "relative",
						children: [
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "absolute top-1.5 -left-[2.1rem] h-4 w-4 rounded-full border-4 border-white bg-accent-500 ring-2 ring-accent-500"
							}),
							/* @__PURE__ */ jsx("p", {
								className: "font-bold text-brand-900",
								children: /* @__PURE__ */ jsx("time", {
									dateTime: entry.date,
									children: t(`${entry.key}.when`, {
										on: entry.day,
										at: entry.day
									})
								})
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-slate-700",
								children: t(`${entry.key}.event`)
							})
						]
					}, entry.key))
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "venue-map",
				title: t("map.heading"),
				children: /* @__PURE__ */ jsxs("div", {
					className: "grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start",
					children: [/* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx("img", {
						src: venueMap.src,
						alt: t("map.alt"),
						width: venueMap.width,
						height: venueMap.height,
						loading: "lazy",
						decoding: "async",
						className: "h-auto w-full rounded-2xl bg-slate-100 shadow ring-1 ring-slate-200"
					}), /* @__PURE__ */ jsx("figcaption", {
						className: "mt-2 text-sm text-slate-600",
						children: t("map.description")
					})] }), /* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("p", {
							className: "text-lg font-semibold text-brand-900",
							children: venueName
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-slate-700",
							children: t("map.addressNote")
						}),
						/* @__PURE__ */ jsx(ExternalLink, {
							href: externalMapLink,
							className: "mt-4 rounded-full bg-brand-700 px-5 py-3 text-white hover:bg-brand-900",
							children: t("map.externalLink")
						})
					] })]
				})
			}),
			/* @__PURE__ */ jsxs(Section, {
				id: "venue-travel",
				title: t("travel.heading"),
				tinted: true,
				children: [/* @__PURE__ */ jsxs("dl", {
					className: "grid gap-4 sm:grid-cols-3",
					children: [
						/* @__PURE__ */ jsx(Fact, {
							label: t("travel.fromAirport"),
							value: t("travel.distanceValue")
						}),
						/* @__PURE__ */ jsx(Fact, {
							label: t("travel.drivingTime"),
							value: t("travel.drivingTimeValue")
						}),
						/* @__PURE__ */ jsx(Fact, {
							label: t("travel.taxiFare"),
							value: t("travel.taxiFareValue")
						})
					]
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-8 space-y-3",
					children: t("travel.tips", { returnObjects: true }).map((tip) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3 text-slate-700",
						children: [/* @__PURE__ */ jsx(CheckCircleIcon, {
							size: 22,
							className: "mt-0.5 shrink-0 text-brand-700"
						}), /* @__PURE__ */ jsx("span", { children: tip })]
					}, tip))
				})]
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "venue-visa",
				title: t("visa.heading"),
				children: /* @__PURE__ */ jsxs("div", {
					className: "grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start",
					children: [/* @__PURE__ */ jsx("ul", {
						className: "space-y-3",
						children: t("visa.points", { returnObjects: true }).map((point) => /* @__PURE__ */ jsxs("li", {
							className: "flex gap-3 text-slate-700",
							children: [/* @__PURE__ */ jsx(CheckCircleIcon, {
								size: 22,
								className: "mt-0.5 shrink-0 text-brand-700"
							}), /* @__PURE__ */ jsx("span", { children: point })]
						}, point))
					}), /* @__PURE__ */ jsxs("div", {
						className: "rounded-2xl bg-accent-400/20 p-6 ring-1 ring-accent-400",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-sm font-semibold text-brand-900",
								children: t("visa.singleEntry")
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-3xl font-extrabold text-brand-900",
								children: t("visa.singleEntryFee")
							}),
							/* @__PURE__ */ jsx(ExternalLink, {
								href: eVisaPortal,
								className: "mt-4 text-brand-900 underline underline-offset-4",
								children: t("visa.portalLink")
							})
						]
					})]
				})
			}),
			/* @__PURE__ */ jsxs(Section, {
				id: "venue-field-trip",
				title: t("fieldTrip.heading"),
				tinted: true,
				children: [/* @__PURE__ */ jsx("p", {
					className: "max-w-3xl text-lg text-slate-700",
					children: t("fieldTrip.summary", {
						...fieldTripDays,
						sites: edition.fieldTrip.sites,
						price: edition.fieldTrip.priceUsd
					})
				}), /* @__PURE__ */ jsxs(Link, {
					to: fieldTripPath,
					className: "mt-6 inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-400",
					children: [t("fieldTrip.link"), /* @__PURE__ */ jsx(ArrowRightIcon, { size: 18 })]
				})]
			})
		]
	});
}
export { VenuePage };
