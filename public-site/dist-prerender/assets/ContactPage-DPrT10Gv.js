import { n as privacyNoticeVersion, u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { O as messages, a as useMessageText, f as validateContact, i as useIntlLocale } from "./text-BaFe9vHY.js";
import { t as uiTimingsMs } from "./ui-timings-BBcsO9uR.js";
import { o as postJson } from "./api-client-DDhruTBY.js";
import { D as SendIcon, M as WhatsAppIcon, S as PhoneIcon, b as MountainIcon, j as UsersIcon, l as ExternalLinkIcon, y as MailIcon } from "./content-icons-Y7Riem4R.js";
import { a as HoneypotField, h as ErrorText, m as inputClass, p as describedBy, s as primaryButtonClass, t as useSubmissionForm } from "./useSubmissionForm-DKr67HaA.js";
import { t as StatusBanner } from "./StatusBanner-BZECBjv-.js";
import { t as PrivacyNoticeLine } from "./PrivacyNoticeLine-CbGVlWl0.js";
import { t as Link } from "./routing-D53QYojt.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { i as primaryButton } from "./buttonStyles-D9XHDFiq.js";
import { o as MapPinIcon, r as ClockIcon, t as CalendarIcon } from "./icons-DC9vTPq_.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { a as phones, i as organisers, n as contactTopics, r as mailboxes } from "./organisers-CeFl4K1M.js";
import { useEffect } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/forms/ContactForm.tsx
var emptyContact = {
	name: "",
	email: "",
	subject: "",
	message: ""
};
function sendContactMessage(message, hidden) {
	return postJson("/contact.php", {
		...message,
		email: message.email.trim(),
		privacyNoticeVersion,
		...hidden
	}, { timeoutMs: requestTimeoutsMs.contact });
}
var contactProblem = () => ({ message: messages.contactProblem });
function Label({ htmlFor, children }) {
	return /* @__PURE__ */ jsxs("label", {
		htmlFor,
		className: "block text-sm font-medium text-gray-800",
		children: [children, /* @__PURE__ */ jsxs("span", {
			"aria-hidden": "true",
			className: "text-red-700",
			children: [" ", "*"]
		})]
	});
}
var fieldOrder = [
	"name",
	"email",
	"subject",
	"message"
];
var idOf = (field) => `contact-${field}`;
/**
* The contact form: all four fields are required, and an empty submit names every missing one; "Sending..." while the message
* goes; on success a notice shows for 5 seconds and the form clears; any failure shows
* the fixed failure text naming the secretariat mailbox.
*/
function ContactForm() {
	const { t } = useTranslation("forms");
	const messageText = useMessageText();
	const { field, errors, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
		defaultValues: emptyContact,
		rules: validateContact,
		fieldOrder,
		idOf,
		send: sendContactMessage,
		describeFailure: contactProblem,
		describeRefusal: contactProblem
	});
	const succeeded = outcome?.kind === "success";
	useEffect(() => {
		if (!succeeded) return;
		const timer = setTimeout(dismissOutcome, uiTimingsMs.contactSuccessNotice);
		return () => clearTimeout(timer);
	}, [succeeded, dismissOutcome]);
	const input = (name) => {
		const { error, ...registration } = field(name);
		return {
			...registration,
			...describedBy(idOf(name), error),
			required: true,
			className: inputClass
		};
	};
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		"aria-busy": sending,
		className: "space-y-4",
		children: [
			/* @__PURE__ */ jsx("div", {
				"aria-live": "polite",
				children: succeeded && /* @__PURE__ */ jsx(StatusBanner, {
					tone: "success",
					title: t("contact.success")
				})
			}),
			outcome?.kind === "failure" && /* @__PURE__ */ jsx(StatusBanner, {
				tone: "error",
				title: messageText(messages.contactProblem)
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx(Label, {
						htmlFor: "contact-name",
						children: t("contact.name")
					}),
					/* @__PURE__ */ jsx("input", {
						...input("name"),
						type: "text",
						autoComplete: "name"
					}),
					/* @__PURE__ */ jsx(ErrorText, {
						id: `${idOf("name")}-error`,
						message: errors.name
					})
				] }), /* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx(Label, {
						htmlFor: "contact-email",
						children: t("contact.email")
					}),
					/* @__PURE__ */ jsx("input", {
						...input("email"),
						type: "email",
						autoComplete: "email"
					}),
					/* @__PURE__ */ jsx(ErrorText, {
						id: `${idOf("email")}-error`,
						message: errors.email
					})
				] })]
			}),
			/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(Label, {
					htmlFor: "contact-subject",
					children: t("contact.subject")
				}),
				/* @__PURE__ */ jsx("input", {
					...input("subject"),
					type: "text"
				}),
				/* @__PURE__ */ jsx(ErrorText, {
					id: `${idOf("subject")}-error`,
					message: errors.subject
				})
			] }),
			/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(Label, {
					htmlFor: "contact-message",
					children: t("contact.message")
				}),
				/* @__PURE__ */ jsx("textarea", {
					...input("message"),
					rows: 6
				}),
				/* @__PURE__ */ jsx(ErrorText, {
					id: `${idOf("message")}-error`,
					message: errors.message
				})
			] }),
			/* @__PURE__ */ jsx(HoneypotField, {}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					disabled: sending,
					className: `${primaryButtonClass} w-full sm:w-auto`,
					children: sending ? t("sending") : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SendIcon, {
						size: 18,
						className: "mr-2"
					}), t("contact.send")] })
				}), /* @__PURE__ */ jsx(PrivacyNoticeLine, {})]
			})
		]
	});
}
// src/pages/contact/ConferenceInformation.tsx
/** A day of the edition's calendar, for the catalogues' date formats. */
var utcDay = (day) => /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
/**
* The abstract deadline is written out as this page shows it, rather than formatted from the
* shared dates, whose deadline label reads differently.
*/
function ConferenceInformation() {
	const { t } = useTranslation("contact");
	const localizedPath = useLocalizedPath();
	const locale = useIntlLocale();
	const facts = [
		{
			icon: ClockIcon,
			label: t("information.abstractDeadline"),
			value: t("information.abstractDeadlineValue", {
				day: utcDay("2025-06-30"),
				locale
			})
		},
		{
			icon: CalendarIcon,
			label: t("information.conferenceDates"),
			value: t("information.conferenceDatesValue", {
				dates: edition.datesLabel,
				start: utcDay(edition.startDate),
				end: utcDay(edition.endDate),
				locale
			})
		},
		{
			icon: MountainIcon,
			label: t("information.fieldTrip"),
			value: t("information.fieldTripValue", {
				dates: edition.fieldTrip.datesLabel,
				start: utcDay(edition.fieldTrip.startDate),
				end: utcDay(edition.fieldTrip.endDate),
				locale
			})
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "information-title",
		className: "rounded-2xl bg-brand-900 p-6 text-white sm:p-8",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "information-title",
				className: "text-2xl font-extrabold",
				children: t("information.title")
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "mt-5 space-y-4",
				children: facts.map(({ icon: Icon, label, value }) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("dt", {
					className: "flex items-center gap-3 text-sm text-brand-100",
					children: [/* @__PURE__ */ jsx(Icon, {
						size: 22,
						className: "shrink-0 text-accent-400"
					}), label]
				}), /* @__PURE__ */ jsx("dd", {
					className: "ml-[34px] text-lg font-bold",
					children: value
				})] }, label))
			}),
			/* @__PURE__ */ jsx(Link, {
				to: localizedPath("/registration"),
				className: `${primaryButton} mt-6 w-full sm:w-auto`,
				children: t("information.register")
			})
		]
	});
}
// src/pages/contact/ContactHero.tsx
function ContactHero() {
	const { t } = useTranslation("contact");
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "contact-title",
		className: "bg-brand-900 pt-32 pb-16 text-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-4xl px-4 text-center sm:px-6",
			children: [/* @__PURE__ */ jsx("h1", {
				id: "contact-title",
				className: "text-4xl font-extrabold tracking-tight sm:text-5xl",
				children: t("title")
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-4 text-lg text-brand-100",
				children: t("lead")
			})]
		})
	});
}
// src/assets/contact/entebbe-map.svg
var entebbe_map_default = "https://caawg11-public-site.invalid/assets/entebbe-map-BpFXT1aW.svg";
// src/content/contact.ts
/**
* The contact page's map: a hotel in Entebbe, on the shore of Lake Victoria. The hotel is not
* named yet, so the page names the area (its texts are in the contact catalogues); the links
* open the spot in a map service.
*/
var entebbeMap = {
	latitude: .0512,
	longitude: 32.4637
};
var openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${entebbeMap.latitude}&mlon=${entebbeMap.longitude}#map=14/${entebbeMap.latitude}/${entebbeMap.longitude}`;
var googleMapsUrl = `https://www.google.com/maps/search/?api=1&query=${entebbeMap.latitude},${entebbeMap.longitude}`;
// src/pages/contact/EntebbeMap.tsx
/**
* A drawn map of the Entebbe hotel instead of an embedded map, so the page loads nothing
* from other sites; the links open the spot in a map service.
*/
function EntebbeMap() {
	const { t } = useTranslation("contact");
	const addressLines = t("map.addressLines", { returnObjects: true });
	const linkClass = "inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white";
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "map-title",
		className: "overflow-hidden rounded-2xl bg-white shadow-sm",
		children: [/* @__PURE__ */ jsx("img", {
			src: entebbe_map_default,
			alt: t("map.imageAlt"),
			width: 800,
			height: 480,
			loading: "lazy",
			className: "h-auto w-full"
		}), /* @__PURE__ */ jsxs("div", {
			className: "p-6",
			children: [
				/* @__PURE__ */ jsxs("h2", {
					id: "map-title",
					className: "flex items-center gap-2 text-xl font-bold text-brand-900",
					children: [/* @__PURE__ */ jsx(MapPinIcon, { className: "text-accent-700" }), t("map.title")]
				}),
				/* @__PURE__ */ jsx("address", {
					className: "mt-2 text-gray-700 not-italic",
					children: addressLines.map((line) => /* @__PURE__ */ jsx("span", {
						className: "block",
						children: line
					}, line))
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-4 flex flex-wrap gap-3",
					children: [/* @__PURE__ */ jsxs("a", {
						href: openStreetMapUrl,
						target: "_blank",
						rel: "noopener noreferrer",
						className: linkClass,
						children: [
							t("map.openStreetMap"),
							/* @__PURE__ */ jsx(ExternalLinkIcon, { size: 16 }),
							/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: t("map.newTab")
							})
						]
					}), /* @__PURE__ */ jsxs("a", {
						href: googleMapsUrl,
						target: "_blank",
						rel: "noopener noreferrer",
						className: linkClass,
						children: [
							t("map.googleMaps"),
							/* @__PURE__ */ jsx(ExternalLinkIcon, { size: 16 }),
							/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: t("map.newTab")
							})
						]
					})]
				})
			]
		})]
	});
}
// src/pages/contact/Mailboxes.tsx
function telHref(phone) {
	return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
/** The organisers' roles, by their English wording in the shared facts. */
var organiserRoleKeys = {
	"Host association": "host",
	"Conference organisation, Kampala": "committee"
};
function Mailboxes() {
	const { t } = useTranslation("contact");
	const topics = t("mailboxes.topics", { returnObjects: true });
	const roles = t("mailboxes.roles", { returnObjects: true });
	const roleOf = (role) => {
		const key = organiserRoleKeys[role];
		return key ? roles[key] : role;
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "mailboxes-title",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "mailboxes-title",
					className: "text-2xl font-extrabold text-brand-900",
					children: t("mailboxes.title")
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-5 grid gap-4 sm:grid-cols-2",
					children: contactTopics.map((topic) => /* @__PURE__ */ jsxs("li", {
						className: "rounded-xl border border-gray-100 bg-white p-4 shadow-sm",
						children: [
							/* @__PURE__ */ jsxs("h3", {
								className: "flex items-center gap-2 font-bold text-brand-900",
								children: [/* @__PURE__ */ jsx(MailIcon, {
									size: 18,
									className: "text-accent-700"
								}), topics[topic.mailbox].label]
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 text-sm text-gray-700",
								children: topics[topic.mailbox].description
							}),
							/* @__PURE__ */ jsx("a", {
								href: `mailto:${mailboxes[topic.mailbox]}`,
								className: "mt-2 inline-block text-sm font-semibold break-all text-brand-700 hover:underline",
								children: mailboxes[topic.mailbox]
							})
						]
					}, topic.mailbox))
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "phones-title",
				className: "rounded-xl bg-brand-50 p-5",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "phones-title",
					className: "text-lg font-bold text-brand-900",
					children: t("mailboxes.phonesTitle")
				}), /* @__PURE__ */ jsxs("ul", {
					className: "mt-3 space-y-2 text-gray-800",
					children: [/* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(PhoneIcon, {
							size: 18,
							className: "text-brand-700"
						}), /* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Trans, {
							t,
							i18nKey: "mailboxes.phone",
							values: { phone: phones.main },
							components: { number: /* @__PURE__ */ jsx("a", {
								href: telHref(phones.main),
								className: "font-semibold hover:underline"
							}) }
						}) })]
					}), phones.whatsapp.map((phone) => /* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(WhatsAppIcon, {
							size: 18,
							className: "text-brand-700"
						}), /* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(Trans, {
							t,
							i18nKey: "mailboxes.whatsapp",
							values: { phone },
							components: { number: /* @__PURE__ */ jsx("a", {
								href: `https://wa.me/${phone.replace(/\D/g, "")}`,
								className: "font-semibold hover:underline"
							}) }
						}) })]
					}, phone))]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "organisers-title",
				className: "rounded-xl bg-brand-50 p-5",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "organisers-title",
					className: "text-lg font-bold text-brand-900",
					children: t("mailboxes.organisersTitle")
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-3 space-y-3",
					children: organisers.map((organiser) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-2",
						children: [/* @__PURE__ */ jsx(UsersIcon, {
							size: 18,
							className: "mt-0.5 shrink-0 text-brand-700"
						}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
							className: "block font-semibold text-gray-900",
							children: organiser.name
						}), /* @__PURE__ */ jsx("span", {
							className: "text-sm text-gray-700",
							children: roleOf(organiser.role)
						})] })]
					}, organiser.name))
				})]
			})
		]
	});
}
// src/pages/ContactPage.tsx
function ContactPage() {
	const { t } = useTranslation("contact");
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-gray-50",
		children: [/* @__PURE__ */ jsx(ContactHero, {}), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2",
			children: [
				/* @__PURE__ */ jsx(Mailboxes, {}),
				/* @__PURE__ */ jsxs("div", {
					className: "space-y-8",
					children: [/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "contact-form-title",
						className: "rounded-2xl bg-white p-6 shadow-sm sm:p-8",
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "contact-form-title",
								className: "text-2xl font-extrabold text-brand-900",
								children: t("formTitle")
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 mb-5 text-sm text-gray-600",
								children: t("allRequired")
							}),
							/* @__PURE__ */ jsx(ContactForm, {})
						]
					}), /* @__PURE__ */ jsx(ConferenceInformation, {})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "lg:col-span-2",
					children: /* @__PURE__ */ jsx(EntebbeMap, {})
				})
			]
		})]
	});
}
export { ContactPage };
