import { n as Dialog, t as fullScreenDialogClass } from "./dialogStyles-CYoNl3yq.js";
import { i as CloseIcon } from "./icons-DC9vTPq_.js";
import { n as privacyNoticeVersion, u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { o as membershipTitles } from "./choices-DP_QLLLU.js";
import { O as messages, a as useMessageText, n as useChoiceOptions, p as validateMembership, r as useFailureText } from "./text-BaFe9vHY.js";
import { t as uiTimingsMs } from "./ui-timings-BBcsO9uR.js";
import { o as postJson } from "./api-client-DDhruTBY.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { a as HoneypotField, d as TextAreaField, f as TextField, o as SubmitButton, t as useSubmissionForm, u as SelectField } from "./useSubmissionForm-DKr67HaA.js";
import { t as StatusBanner } from "./StatusBanner-BZECBjv-.js";
import { t as PrivacyNoticeLine } from "./PrivacyNoticeLine-CbGVlWl0.js";
import { t as hero_background_default } from "./hero-background-D4fG2c9V.js";
import { i as primaryButton, t as brandButton } from "./buttonStyles-D9XHDFiq.js";
import { C as PresentationIcon, O as SparklesIcon, _ as LightbulbIcon, b as MountainIcon, i as CheckCircleIcon, j as UsersIcon, k as TargetIcon, n as AwardIcon, u as EyeIcon, w as QuoteIcon, x as NetworkIcon } from "./content-icons-Y7Riem4R.js";
import { t as Link } from "./routing-D53QYojt.js";
import { n as editionDates } from "./edition-dates-zMm91D4R.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { t as SectionHeading } from "./SectionHeading-b8HiEU0r.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/MembershipForm.tsx
var emptyMembership = {
	title: "",
	name: "",
	organisation: "",
	profession: "",
	qualification: "",
	address: "",
	phone: "",
	mobile: "",
	fax: "",
	email: "",
	webpage: ""
};
var fieldOrder = [
	"title",
	"name",
	"organisation",
	"profession",
	"qualification",
	"address",
	"phone",
	"mobile",
	"fax",
	"email",
	"webpage"
];
var idOf = (field) => `membership-${field}`;
function submitMembership(application, hidden) {
	return postJson("/membership.php", {
		...application,
		email: application.email.trim(),
		privacyNoticeVersion,
		...hidden
	}, { timeoutMs: requestTimeoutsMs.membership });
}
var membershipFailure = (error) => describeFailure(error, {
	fallback: messages.membershipProblem,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.membership
});
var membershipRefusal = (answer) => ({ message: answer.message || messages.membershipFailed });
/**
* The membership application: checked on submit with the shared rules;
* "Processing..." while sent; on success the fields clear and, 3 seconds later, the modal
* closes (`onDone`) and the status resets; on failure the entries stay with a red message.
*/
function MembershipForm({ onCancel, onDone }) {
	const { t } = useTranslation("forms");
	const messageText = useMessageText();
	const choiceOptions = useChoiceOptions();
	const failureText = useFailureText();
	const { field, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
		defaultValues: emptyMembership,
		rules: validateMembership,
		fieldOrder,
		idOf,
		send: submitMembership,
		describeFailure: membershipFailure,
		describeRefusal: membershipRefusal,
		invalidClearsOutcome: true
	});
	const bannerRef = useRef(null);
	const done = useRef(onDone);
	useEffect(() => {
		done.current = onDone;
	});
	const shown = outcome?.kind ?? null;
	useEffect(() => {
		if (shown) bannerRef.current?.focus();
		if (shown !== "success") return;
		const timer = setTimeout(() => {
			dismissOutcome();
			done.current();
		}, uiTimingsMs.membershipSuccessClose);
		return () => clearTimeout(timer);
	}, [shown, dismissOutcome]);
	const text = (name) => ({
		id: idOf(name),
		...field(name)
	});
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		"aria-busy": sending,
		children: [
			outcome?.kind === "success" && /* @__PURE__ */ jsx(StatusBanner, {
				ref: bannerRef,
				tone: "success",
				title: messageText(messages.membershipSuccess),
				className: "mb-5"
			}),
			failure && /* @__PURE__ */ jsx(StatusBanner, {
				ref: bannerRef,
				tone: "error",
				title: failure.message,
				className: "mb-5",
				children: failure.detail
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mb-4 text-sm text-gray-600",
				children: /* @__PURE__ */ jsx(Trans, {
					t,
					i18nKey: "membership.required",
					components: { mark: /* @__PURE__ */ jsx("span", { className: "text-red-700" }) }
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [
					/* @__PURE__ */ jsx(SelectField, {
						...text("title"),
						label: t("membership.title"),
						required: true,
						placeholder: t("membership.selectTitle"),
						options: choiceOptions("titles", membershipTitles)
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("name"),
						label: t("membership.name"),
						required: true,
						autoComplete: "name"
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("organisation"),
						label: t("membership.organisation"),
						required: true,
						autoComplete: "organization"
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("profession"),
						label: t("membership.profession"),
						required: true
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("qualification"),
						label: t("membership.qualification"),
						required: true
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("email"),
						type: "email",
						label: t("membership.email"),
						required: true,
						autoComplete: "email",
						inputMode: "email"
					}),
					/* @__PURE__ */ jsx(TextAreaField, {
						...text("address"),
						label: t("membership.address"),
						rows: 3,
						className: "sm:col-span-2",
						autoComplete: "street-address"
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("phone"),
						type: "tel",
						label: t("membership.phone"),
						autoComplete: "tel"
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("mobile"),
						type: "tel",
						label: t("membership.mobile")
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("fax"),
						type: "tel",
						label: t("membership.fax")
					}),
					/* @__PURE__ */ jsx(TextField, {
						...text("webpage"),
						type: "url",
						label: t("membership.webpage"),
						autoComplete: "url"
					})
				]
			}),
			/* @__PURE__ */ jsx(PrivacyNoticeLine, { className: "mt-6 sm:text-right" }),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onCancel,
					className: "rounded-md border border-gray-400 px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50",
					children: t("cancel")
				}), /* @__PURE__ */ jsx(SubmitButton, {
					busy: sending,
					children: t("membership.submit")
				})]
			}),
			/* @__PURE__ */ jsx(HoneypotField, {})
		]
	});
}
// src/forms/MembershipFormModal.tsx
/**
* The membership application in a modal dialog: focus stays inside while it is open and
* goes back to the button that opened it; Escape, Cancel and the close icon close it.
*/
function MembershipFormModal({ onClose }) {
	const closeRef = useRef(null);
	const { t } = useTranslation("forms");
	return /* @__PURE__ */ jsx(Dialog, {
		"aria-labelledby": "membership-dialog-title",
		"aria-describedby": "membership-dialog-intro",
		onClose,
		initialFocus: closeRef,
		className: `${fullScreenDialogClass} flex items-start justify-center overflow-y-auto bg-gray-900/60 p-3 sm:items-center sm:p-6`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "relative my-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-2xl sm:p-8",
			children: [
				/* @__PURE__ */ jsx("button", {
					ref: closeRef,
					type: "button",
					onClick: onClose,
					"aria-label": t("membership.close"),
					className: "absolute top-3 right-3 rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900",
					children: /* @__PURE__ */ jsx(CloseIcon, { size: 20 })
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "membership-dialog-title",
					className: "pr-10 text-2xl font-extrabold text-brand-900",
					children: t("membership.dialogTitle")
				}),
				/* @__PURE__ */ jsx("p", {
					id: "membership-dialog-intro",
					className: "mt-2 mb-6 text-sm text-gray-700",
					children: t("membership.dialogIntro")
				}),
				/* @__PURE__ */ jsx(MembershipForm, {
					onCancel: onClose,
					onDone: onClose
				})
			]
		})
	});
}
// src/pages/about/AboutHero.tsx
function AboutHero() {
	const { t } = useTranslation("about");
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "about-title",
		className: "relative isolate overflow-hidden bg-brand-900 pt-32 pb-20 text-white",
		children: [/* @__PURE__ */ jsx("img", {
			src: hero_background_default,
			alt: "",
			width: 1600,
			height: 900,
			className: "absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
		}), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-4xl px-4 text-center sm:px-6",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "inline-block rounded-full bg-accent-500 px-4 py-1 text-sm font-bold text-brand-900",
					children: t("hero.badge")
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "about-title",
					className: "mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl",
					children: t("hero.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-5 text-lg text-brand-100",
					children: t("hero.lead")
				})
			]
		})]
	});
}
// src/pages/about/CommunitySection.tsx
function CommunitySection({ onBecomeMember }) {
	const { t } = useTranslation("about");
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "community-title",
		className: "bg-brand-900 py-20 text-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-4xl px-4 text-center sm:px-6",
			children: [
				/* @__PURE__ */ jsxs("figure", { children: [
					/* @__PURE__ */ jsx(QuoteIcon, {
						size: 40,
						className: "mx-auto text-accent-400"
					}),
					/* @__PURE__ */ jsx("blockquote", {
						className: "mt-6 text-xl leading-relaxed font-medium sm:text-2xl",
						children: /* @__PURE__ */ jsx("p", { children: t("community.quote") })
					}),
					/* @__PURE__ */ jsx("figcaption", {
						className: "mt-4 text-brand-100",
						children: t("community.author")
					})
				] }),
				/* @__PURE__ */ jsx("h2", {
					id: "community-title",
					className: "mt-14 text-3xl font-extrabold",
					children: t("community.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mx-auto mt-3 max-w-2xl text-lg text-brand-100",
					children: t("community.text")
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onBecomeMember,
					className: `${primaryButton} mt-8`,
					children: t("community.becomeMember")
				})
			]
		})
	});
}
// src/assets/about/eleventh-conference.svg
var eleventh_conference_default = "https://caawg11-public-site.invalid/assets/eleventh-conference-C4l4nhTU.svg";
// src/pages/about/EleventhConferenceSection.tsx
function EleventhConferenceSection() {
	const { t } = useTranslation("about");
	const programPath = useLocalizedPath()("/program");
	const paragraphs = [t("eleventh.gathering", editionDates), t("eleventh.anniversary")];
	const highlights = t("eleventh.highlights", {
		returnObjects: true,
		anniversary: editionDates.start
	});
	const objectives = t("eleventh.objectives", { returnObjects: true });
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "eleventh-title",
		className: "bg-brand-50/60 py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-sm font-bold tracking-wider text-accent-700 uppercase",
					children: t("eleventh.eyebrow")
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "eleventh-title",
					className: "mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl",
					children: t("eleventh.title")
				}),
				paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", {
					className: "mt-4 text-lg text-gray-700",
					children: paragraph
				}, paragraph)),
				/* @__PURE__ */ jsx("ul", {
					className: "mt-6 space-y-2",
					children: highlights.map((highlight) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-2 text-gray-800",
						children: [/* @__PURE__ */ jsx(CheckCircleIcon, {
							size: 20,
							className: "mt-0.5 shrink-0 text-brand-700"
						}), highlight]
					}, highlight))
				}),
				/* @__PURE__ */ jsx(Link, {
					to: programPath,
					className: `${brandButton} mt-8`,
					children: t("eleventh.viewProgram")
				})
			] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("img", {
				src: eleventh_conference_default,
				alt: t("eleventh.imageAlt"),
				width: 800,
				height: 600,
				loading: "lazy",
				className: "h-auto w-full rounded-2xl shadow-lg"
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-8 rounded-2xl bg-white p-6 shadow-sm",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "text-xl font-bold text-brand-900",
					children: t("eleventh.objectivesTitle")
				}), /* @__PURE__ */ jsx("ol", {
					className: "mt-4 space-y-3",
					children: objectives.map((objective, index) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3 text-gray-800",
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-bold text-brand-900",
							children: index + 1
						}), objective]
					}, objective))
				})]
			})] })]
		})
	});
}
// src/content/about.ts
/** The mission, vision and goal cards, by their key in the catalogue's `missionVisionGoal`. */
var missionVisionGoal = [
	{
		key: "mission",
		icon: "target"
	},
	{
		key: "vision",
		icon: "eye"
	},
	{
		key: "goal",
		icon: "award"
	}
];
/** The four figure tiles of the About page: founded 1995, 41 countries, 10 previous conferences, 500+ members. */
var statistics = [
	{
		key: "founded",
		value: String(edition.foundedYear)
	},
	{
		key: "countries",
		value: "41"
	},
	{
		key: "previousConferences",
		value: "10"
	},
	{
		key: "members",
		value: "500+"
	}
];
/** What to expect, by each card's key in the catalogue's `expect.items`. */
var whatToExpect = [
	{
		key: "keynotes",
		icon: "presentation"
	},
	{
		key: "sessions",
		icon: "users"
	},
	{
		key: "workshops",
		icon: "lightbulb"
	},
	{
		key: "networking",
		icon: "network"
	},
	{
		key: "anniversary",
		icon: "sparkles"
	},
	{
		key: "fieldTrip",
		icon: "mountain"
	}
];
/** The years of the ten earlier conferences, oldest first; `past.conferences` holds their texts in the same order. */
var pastConferenceYears = [
	2002,
	2004,
	2006,
	2008,
	2010,
	2012,
	2014,
	2016,
	2018,
	2023
];
// src/pages/about/ExpectSection.tsx
var icons$1 = {
	presentation: PresentationIcon,
	users: UsersIcon,
	lightbulb: LightbulbIcon,
	network: NetworkIcon,
	sparkles: SparklesIcon,
	mountain: MountainIcon
};
function ExpectSection() {
	const { t } = useTranslation("about");
	const texts = t("expect.items", { returnObjects: true });
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "expect-title",
		className: "bg-white py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "expect-title",
				eyebrow: t("expect.eyebrow"),
				title: t("expect.title")
			}), /* @__PURE__ */ jsx("ul", {
				className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
				children: whatToExpect.map((item) => {
					const Icon = icons$1[item.icon];
					const text = texts[item.key];
					return /* @__PURE__ */ jsxs("li", {
						className: "rounded-2xl border border-gray-100 p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-500/20 text-accent-700",
								children: /* @__PURE__ */ jsx(Icon, {})
							}),
							/* @__PURE__ */ jsx("h3", {
								className: "mt-4 text-lg font-bold text-brand-900",
								children: text?.title
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-2 text-gray-700",
								children: text?.text
							})
						]
					}, item.key);
				})
			})]
		})
	});
}
// src/pages/about/MissionSection.tsx
var icons = {
	target: TargetIcon,
	eye: EyeIcon,
	award: AwardIcon
};
function MissionSection() {
	const { t } = useTranslation("about");
	const texts = t("missionVisionGoal", { returnObjects: true });
	const statisticLabels = t("statistics", { returnObjects: true });
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "mission-title",
		className: "bg-white py-20",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "mission-title",
			className: "sr-only",
			children: t("missionHeading")
		}), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx("div", {
				className: "grid gap-6 md:grid-cols-3",
				children: missionVisionGoal.map((item) => {
					const Icon = icons[item.icon];
					const text = texts[item.key];
					return /* @__PURE__ */ jsxs("article", {
						className: "rounded-2xl border border-gray-100 p-8 shadow-sm",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700",
								children: /* @__PURE__ */ jsx(Icon, {})
							}),
							/* @__PURE__ */ jsx("h3", {
								className: "mt-4 text-xl font-bold text-brand-900",
								children: text?.title
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-2 text-gray-700",
								children: text?.text
							})
						]
					}, item.key);
				})
			}), /* @__PURE__ */ jsx("dl", {
				className: "mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4",
				children: statistics.map((stat) => /* @__PURE__ */ jsxs("div", {
					className: "flex flex-col-reverse rounded-2xl bg-brand-700 p-6 text-center text-white",
					children: [/* @__PURE__ */ jsx("dt", {
						className: "mt-1 text-sm font-medium text-brand-100",
						children: statisticLabels[stat.key]
					}), /* @__PURE__ */ jsx("dd", {
						className: "text-3xl font-extrabold sm:text-4xl",
						children: stat.value
					})]
				}, stat.key))
			})]
		})]
	});
}
// src/assets/partners/african-women-in-energy-forum.svg
var african_women_in_energy_forum_default = "https://caawg11-public-site.invalid/assets/african-women-in-energy-forum-Cmcmbmi8.svg";
// src/assets/partners/geodata-africa-initiative.svg
var geodata_africa_initiative_default = "https://caawg11-public-site.invalid/assets/geodata-africa-initiative-Zoz8aGzt.svg";
// src/assets/partners/great-lakes-earth-science-alliance.svg
var great_lakes_earth_science_alliance_default = "https://caawg11-public-site.invalid/assets/great-lakes-earth-science-alliance-CI-prMCs.svg";
// src/assets/partners/kampala-school-of-earth-sciences.svg
var kampala_school_of_earth_sciences_default = "https://caawg11-public-site.invalid/assets/kampala-school-of-earth-sciences-C9kQzrW0.svg";
// src/assets/partners/pan-african-geoscience-network.svg
var pan_african_geoscience_network_default = "https://caawg11-public-site.invalid/assets/pan-african-geoscience-network-DEwzai4A.svg";
// src/assets/partners/rift-valley-geothermal-institute.svg
var rift_valley_geothermal_institute_default = "https://caawg11-public-site.invalid/assets/rift-valley-geothermal-institute-Bfn0PqFC.svg";
// src/content/partners.ts
/** Logos are 200 x 140. */
var partnerLogoSize = {
	width: 200,
	height: 140
};
var partners = [
	{
		name: "Pan-African Geoscience Network",
		logo: pan_african_geoscience_network_default
	},
	{
		name: "Great Lakes Earth Science Alliance",
		logo: great_lakes_earth_science_alliance_default
	},
	{
		name: "Rift Valley Geothermal Institute",
		logo: rift_valley_geothermal_institute_default
	},
	{
		name: "Kampala School of Earth Sciences",
		logo: kampala_school_of_earth_sciences_default
	},
	{
		name: "African Women in Energy Forum",
		logo: african_women_in_energy_forum_default
	},
	{
		name: "GeoData Africa Initiative",
		logo: geodata_africa_initiative_default
	}
];
// src/pages/about/PartnersSection.tsx
function PartnersSection() {
	const { t } = useTranslation("about");
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "partners-title",
		className: "bg-white py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "partners-title",
				eyebrow: t("partners.eyebrow"),
				title: t("partners.title")
			}), /* @__PURE__ */ jsx("ul", {
				className: "grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6",
				children: partners.map((partner) => /* @__PURE__ */ jsx("li", {
					className: "flex items-center justify-center rounded-xl border border-gray-100 bg-white p-3 shadow-sm grayscale transition hover:grayscale-0",
					children: /* @__PURE__ */ jsx("img", {
						src: partner.logo,
						alt: partner.name,
						width: partnerLogoSize.width,
						height: partnerLogoSize.height,
						loading: "lazy",
						className: "h-auto w-full max-w-[180px]"
					})
				}, partner.name))
			})]
		})
	});
}
// src/pages/about/PastConferencesSection.tsx
function PastConferencesSection() {
	const { t } = useTranslation("about");
	const texts = t("past.conferences", { returnObjects: true });
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "past-title",
		className: "bg-brand-50/60 py-20",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-5xl px-4 sm:px-6",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "past-title",
				eyebrow: t("past.eyebrow"),
				title: t("past.title"),
				lead: t("past.lead", { number: pastConferenceYears.length })
			}), /* @__PURE__ */ jsx("div", {
				className: "overflow-x-auto rounded-2xl bg-white shadow-sm",
				tabIndex: 0,
				role: "region",
				"aria-labelledby": "past-title",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full min-w-[320px] text-left text-sm sm:text-base",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: t("past.caption")
						}),
						/* @__PURE__ */ jsx("thead", {
							className: "bg-brand-700 text-white",
							children: /* @__PURE__ */ jsxs("tr", { children: [
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "px-4 py-3 font-semibold",
									children: t("past.year")
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "px-4 py-3 font-semibold",
									children: t("past.hostCountry")
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "px-4 py-3 font-semibold",
									children: t("past.theme")
								})
							] })
						}),
						/* @__PURE__ */ jsx("tbody", { children: pastConferenceYears.map((year, index) => /* @__PURE__ */ jsxs("tr", {
							className: "border-t border-gray-100 even:bg-brand-50/40",
							children: [
								/* @__PURE__ */ jsx("th", {
									scope: "row",
									className: "px-4 py-3 font-bold text-brand-900",
									children: year
								}),
								/* @__PURE__ */ jsx("td", {
									className: "px-4 py-3 text-gray-800",
									children: texts[index]?.location
								}),
								/* @__PURE__ */ jsx("td", {
									className: "px-4 py-3 text-gray-700",
									children: texts[index]?.theme
								})
							]
						}, year)) })
					]
				})
			})]
		})
	});
}
// src/pages/AboutPage.tsx
function AboutPage() {
	const [membershipOpen, setMembershipOpen] = useState(false);
	const closeMembership = useCallback(() => setMembershipOpen(false), []);
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1",
		children: [
			/* @__PURE__ */ jsx(AboutHero, {}),
			/* @__PURE__ */ jsx(MissionSection, {}),
			/* @__PURE__ */ jsx(EleventhConferenceSection, {}),
			/* @__PURE__ */ jsx(ExpectSection, {}),
			/* @__PURE__ */ jsx(PastConferencesSection, {}),
			/* @__PURE__ */ jsx(CommunitySection, { onBecomeMember: () => setMembershipOpen(true) }),
			/* @__PURE__ */ jsx(PartnersSection, {}),
			membershipOpen && /* @__PURE__ */ jsx(MembershipFormModal, { onClose: closeMembership })
		]
	});
}
export { AboutPage };
