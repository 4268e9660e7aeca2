import { t as Link } from "./routing-D53QYojt.js";
import { t as deadlines } from "./dates-NmdKWk7H.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { a as phones, o as socialLinks, r as mailboxes } from "./organisers-CeFl4K1M.js";
import { c as quickLinks, t as logo_default } from "./logo-Bcab9yAe.js";
import { t as CalendarIcon } from "./icons-DC9vTPq_.js";
import { M as WhatsAppIcon, S as PhoneIcon, d as FacebookIcon, v as LinkedInIcon, y as MailIcon } from "./content-icons-Y7Riem4R.js";
import { n as useClock } from "./useClock-_xkCYvo6.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/layout/Footer.tsx
function telHref(phone) {
	return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
function whatsAppHref(phone) {
	return `https://wa.me/${phone.replace(/\D/g, "")}`;
}
function FooterHeading({ children }) {
	return /* @__PURE__ */ jsx("h2", {
		className: "mb-4 text-base font-bold text-white",
		children
	});
}
var utcDay = (isoDate) => /* @__PURE__ */ new Date(`${isoDate}T00:00:00Z`);
var dayBefore = (day) => /* @__PURE__ */ new Date(day.getTime() - 864e5);
/**
* The footer's Important Dates (libs/conference `footerImportantDates`, whose English the
* `footer` catalogue repeats word for word), with the days other languages format with Intl.
*/
var importantDates = [
	{
		key: "footer:dates.abstractDeadline",
		days: { date: utcDay(deadlines.abstractSubmission) }
	},
	{
		key: "footer:dates.acceptance",
		days: { date: utcDay(deadlines.acceptanceNotification) }
	},
	{
		key: "footer:dates.anniversary",
		days: { date: utcDay(edition.startDate) }
	},
	{
		key: "footer:dates.conference",
		days: {
			from: utcDay(edition.startDate),
			to: dayBefore(utcDay(edition.fieldTrip.startDate))
		}
	},
	{
		key: "footer:dates.fieldTrip",
		days: {
			from: utcDay(edition.fieldTrip.startDate),
			to: utcDay(edition.fieldTrip.endDate)
		}
	}
];
var socialClass = "inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-500 hover:text-brand-900";
/** What the footer holds; the layout draws the `<footer>` landmark around it. */
function FooterContent() {
	const { t } = useTranslation(["common", "footer"]);
	const localized = useLocalizedPath();
	const year = useClock().now().getFullYear();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsxs(Link, {
					to: localized("/"),
					className: "inline-flex items-center gap-3 rounded-md",
					children: [/* @__PURE__ */ jsx("img", {
						src: logo_default,
						alt: "",
						width: 48,
						height: 48,
						className: "h-12 w-12",
						loading: "lazy"
					}), /* @__PURE__ */ jsxs("span", {
						className: "text-lg font-extrabold text-white",
						children: [
							edition.shortName,
							" ",
							edition.year
						]
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 text-sm leading-relaxed",
					children: t("footer:mission")
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: "mt-5 flex gap-3",
					"aria-label": t("footer:followUs"),
					children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: socialLinks.facebook,
							className: socialClass,
							"aria-label": t("footer:facebook"),
							target: "_blank",
							rel: "noopener noreferrer",
							children: /* @__PURE__ */ jsx(FacebookIcon, { size: 18 })
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: socialLinks.linkedin,
							className: socialClass,
							"aria-label": t("footer:linkedIn"),
							target: "_blank",
							rel: "noopener noreferrer",
							children: /* @__PURE__ */ jsx(LinkedInIcon, { size: 18 })
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: `mailto:${mailboxes.secretariat}`,
							className: socialClass,
							"aria-label": t("footer:emailSecretariat", { address: mailboxes.secretariat }),
							children: /* @__PURE__ */ jsx(MailIcon, { size: 18 })
						}) })
					]
				})
			] }),
			/* @__PURE__ */ jsxs("nav", {
				"aria-labelledby": "footer-quick-links",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "footer-quick-links",
					className: "mb-4 text-base font-bold text-white",
					children: t("footer.quickLinks")
				}), /* @__PURE__ */ jsx("ul", {
					className: "space-y-2 text-sm",
					children: quickLinks.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: localized(item.to),
						className: "hover:text-accent-400 hover:underline",
						children: t(item.label)
					}) }, item.to))
				})]
			}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(FooterHeading, { children: t("footer.contact") }), /* @__PURE__ */ jsxs("ul", {
				className: "space-y-3 text-sm",
				children: [
					/* @__PURE__ */ jsxs("li", {
						className: "flex items-start gap-2",
						children: [/* @__PURE__ */ jsx(MailIcon, {
							size: 18,
							className: "mt-0.5 shrink-0 text-accent-400"
						}), /* @__PURE__ */ jsx("a", {
							href: `mailto:${mailboxes.secretariat}`,
							className: "break-all hover:underline",
							children: mailboxes.secretariat
						})]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "flex items-start gap-2",
						children: [/* @__PURE__ */ jsx(PhoneIcon, {
							size: 18,
							className: "mt-0.5 shrink-0 text-accent-400"
						}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: t("footer:phone")
						}), /* @__PURE__ */ jsx("a", {
							href: telHref(phones.main),
							className: "hover:underline",
							children: phones.main
						})] })]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "flex items-start gap-2",
						children: [/* @__PURE__ */ jsx(WhatsAppIcon, {
							size: 18,
							className: "mt-0.5 shrink-0 text-accent-400"
						}), /* @__PURE__ */ jsxs("span", { children: [
							t("footer:whatsApp"),
							" ",
							phones.whatsapp.map((phone, index) => /* @__PURE__ */ jsxs("span", { children: [index > 0 && ", ", /* @__PURE__ */ jsx("a", {
								href: whatsAppHref(phone),
								className: "hover:underline",
								children: phone
							})] }, phone))
						] })]
					})
				]
			})] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(FooterHeading, { children: t("footer.importantDates") }), /* @__PURE__ */ jsx("ul", {
				className: "space-y-3 text-sm",
				children: importantDates.map(({ key, days }) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-start gap-2",
					children: [/* @__PURE__ */ jsx(CalendarIcon, {
						size: 18,
						className: "mt-0.5 shrink-0 text-accent-400"
					}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-white",
						children: t(`${key}.date`, days)
					}), /* @__PURE__ */ jsx("span", {
						className: "block",
						children: t(`${key}.event`)
					})] })]
				}, key))
			})] })
		]
	}), /* @__PURE__ */ jsx("div", {
		className: "border-t border-white/10",
		children: /* @__PURE__ */ jsxs("p", {
			className: "mx-auto max-w-7xl px-4 py-5 text-center text-xs sm:px-6",
			children: [
				t("footer:copyright", {
					year,
					associationName: edition.associationName,
					associationShortName: edition.associationShortName
				}),
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: localized("/privacy"),
					className: "underline hover:text-accent-400",
					children: t("footer:privacyNotice")
				})
			]
		})
	})] });
}
export { FooterContent };
