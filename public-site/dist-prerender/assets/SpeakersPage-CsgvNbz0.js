import { t as Link } from "./routing-D53QYojt.js";
import { O as SparklesIcon, n as AwardIcon, t as ArrowRightIcon } from "./content-icons-Y7Riem4R.js";
import { n as editionDates } from "./edition-dates-zMm91D4R.js";
import { l as speakers_default } from "./speakers-NiXxMEj0.js";
import { t as publicAssetUrl } from "./asset-url-BMICWS5g.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { t as ImageWithFallback } from "./ImageWithFallback-BPzyhyJc.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/content/speakers.ts
/**
* The keynote line-up. These profiles are illustrative: the names and institutions are
* invented for the website until the organisers publish the confirmed speakers, and the
* page says so (the catalogue's `notice`).
*/
var identities = [
	{
		id: "adaeze-okonkwo-balogun",
		name: "Prof. Adaeze Okonkwo-Balogun",
		organization: "Institute for Mineral Systems, Lagos",
		imageUrl: publicAssetUrl("images/speakers/speaker-1.webp")
	},
	{
		id: "wanjiru-kamau-odhiambo",
		name: "Dr. Wanjiru Kamau-Odhiambo",
		organization: "Rift Valley Geothermal Research Centre",
		imageUrl: publicAssetUrl("images/speakers/speaker-2.webp")
	},
	{
		id: "thandeka-mthembu-nkosi",
		name: "Prof. Thandeka Mthembu-Nkosi",
		organization: "Southern Africa Water Research Institute",
		imageUrl: publicAssetUrl("images/speakers/speaker-3.webp")
	},
	{
		id: "fatoumata-diallo-keita",
		name: "Dr. Fatoumata Diallo-Keïta",
		organization: "Sahel Earth Observation Laboratory",
		imageUrl: publicAssetUrl("images/speakers/speaker-4.webp")
	},
	{
		id: "nakato-birungi-ssekitoleko",
		name: "Prof. Nakato Birungi-Ssekitoleko",
		organization: "Great Lakes Institute of Earth Sciences",
		imageUrl: publicAssetUrl("images/speakers/speaker-5.webp")
	},
	{
		id: "yasmina-benali-haddad",
		name: "Dr. Yasmina Benali-Haddad",
		organization: "Maghreb Centre for Geohazards and Climate",
		imageUrl: publicAssetUrl("images/speakers/speaker-6.webp")
	},
	{
		id: "ama-serwaa-owusu-mensah",
		name: "Prof. Ama Serwaa Owusu-Mensah",
		organization: "Centre for Responsible Extractives, Accra",
		imageUrl: publicAssetUrl("images/speakers/speaker-7.webp")
	},
	{
		id: "selamawit-tesfaye-gebru",
		name: "Dr. Selamawit Tesfaye-Gebru",
		organization: "Horn of Africa Volcano Observatory",
		imageUrl: publicAssetUrl("images/speakers/speaker-8.webp")
	}
];
var englishProfiles = (/* #__PURE__ */ Object.assign({ "../locales/en/speakers.json": speakers_default }))["../locales/en/speakers.json"]?.profiles ?? {};
/** The speakers with their English profiles, the reference the other languages translate. */
var speakers = identities.map((identity) => {
	const profile = englishProfiles[identity.id];
	if (!profile) throw new Error(`No profile for speaker ${identity.id}`);
	return {
		...identity,
		...profile
	};
});
// src/pages/speakers/ComingSoonCard.tsx
/** Holds the place of the speakers still to be announced. */
function ComingSoonCard() {
	const { t } = useTranslation("speakers");
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": "more-speakers-heading",
		className: "flex min-h-80 flex-col items-center justify-center rounded-2xl border-4 border-dashed border-brand-500 bg-brand-50 p-8 text-center",
		children: [
			/* @__PURE__ */ jsx(SparklesIcon, {
				size: 48,
				className: "text-brand-700"
			}),
			/* @__PURE__ */ jsx("h2", {
				id: "more-speakers-heading",
				className: "mt-4 text-xl font-bold text-brand-900",
				children: t("comingSoon.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm text-slate-700",
				children: t("comingSoon.text")
			})
		]
	});
}
// src/pages/speakers/SpeakerCard.tsx
function SpeakerCard({ speaker, profile, eager }) {
	const { t } = useTranslation("speakers");
	const loading = eager ? "eager" : "lazy";
	const headingId = `speaker-${speaker.id}`;
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": headingId,
		className: "flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200",
		children: [/* @__PURE__ */ jsx(ImageWithFallback, {
			src: speaker.imageUrl,
			alt: t("card.portraitAlt", { name: speaker.name }),
			width: 480,
			height: 480,
			loading,
			className: "aspect-square h-auto w-full object-cover"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: headingId,
					className: "text-lg font-bold text-brand-900",
					children: speaker.name
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold text-brand-700",
					children: profile?.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-600",
					children: speaker.organization
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block text-xs font-bold tracking-wide text-accent-700 uppercase",
						children: t("card.topic")
					}), profile?.topic]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-3 text-sm text-slate-700",
					children: profile?.bio
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "mt-4 text-xs font-bold tracking-wide text-slate-600 uppercase",
					children: t("card.accolades")
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "mt-2 space-y-2 text-sm text-slate-700",
					children: profile?.accolades.map((accolade) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-2",
						children: [/* @__PURE__ */ jsx(AwardIcon, {
							size: 18,
							className: "mt-0.5 shrink-0 text-accent-700"
						}), /* @__PURE__ */ jsx("span", { children: accolade })]
					}, accolade))
				})
			]
		})]
	});
}
// src/pages/SpeakersPage.tsx
/** Portraits in the first row load at once; the rest wait until they scroll near. */
var eagerPortraitCount = 4;
function SpeakersPage() {
	const { t } = useTranslation("speakers");
	const to = useLocalizedPath();
	const registrationPath = to("/registration");
	const programPath = to("/program");
	const profiles = t("profiles", { returnObjects: true });
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-slate-50",
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: "bg-gradient-to-br from-brand-900 to-brand-700 px-4 pt-28 pb-14 text-center text-white",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-sm font-bold tracking-wider text-accent-400 uppercase",
						children: t("hero.eyebrow", editionDates)
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-2 text-3xl font-extrabold sm:text-5xl",
						children: t("hero.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mx-auto mt-4 max-w-2xl text-lg text-brand-100",
						children: t("hero.lead")
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-7xl px-4 py-12",
				children: [/* @__PURE__ */ jsx("p", {
					className: "mx-auto mb-8 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-center text-sm text-amber-900 ring-1 ring-amber-200",
					children: t("notice")
				}), /* @__PURE__ */ jsxs("ul", {
					className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
					children: [speakers.map((speaker, index) => /* @__PURE__ */ jsx("li", {
						className: "flex",
						children: /* @__PURE__ */ jsx(SpeakerCard, {
							speaker,
							profile: profiles[speaker.id],
							eager: index < eagerPortraitCount
						})
					}, speaker.id)), /* @__PURE__ */ jsx("li", {
						className: "flex",
						children: /* @__PURE__ */ jsx(ComingSoonCard, {})
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "speakers-next-steps",
				className: "bg-brand-900 px-4 py-12 text-center text-white",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "speakers-next-steps",
						className: "text-2xl font-bold",
						children: t("nextSteps.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mx-auto mt-2 max-w-xl text-brand-100",
						children: t("nextSteps.text")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-6 flex flex-wrap justify-center gap-4",
						children: [/* @__PURE__ */ jsxs(Link, {
							to: registrationPath,
							className: "inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-400",
							children: [t("nextSteps.register"), /* @__PURE__ */ jsx(ArrowRightIcon, { size: 18 })]
						}), /* @__PURE__ */ jsx(Link, {
							to: programPath,
							className: "inline-flex items-center gap-2 rounded-full border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white hover:text-brand-900",
							children: t("nextSteps.viewProgram")
						})]
					})
				]
			})
		]
	});
}
export { SpeakersPage };
