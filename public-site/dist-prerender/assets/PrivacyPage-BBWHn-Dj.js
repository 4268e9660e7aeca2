import { t as Link } from "./routing-D53QYojt.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { n as privacyNoticeVersion } from "./privacy-CClEhbFt.js";
import { i as fetchRetentionPeriods } from "./calls-BGXXkh4G.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { useQuery } from "@tanstack/react-query";
// ../libs/conference/dist/roles.js
/** The organisers' roles; an account of any other role reaches no admin screen. */
var staffRoles = [
	"admin",
	"finance",
	"reviewer",
	"logistics",
	"communications",
	"check-in"
];
// src/content/privacy.ts
/**
* The forms the privacy notice describes, in the order the site offers them: each names its
* texts in the privacy catalogue (`name`, `collects` and `why` under the key).
*/
var privacyForms = [
	"forms.registration",
	"forms.abstracts",
	"forms.membership",
	"forms.contact",
	"forms.accommodation",
	"forms.sponsorship",
	"forms.visaLetters"
];
/**
* What each staff role (libs/conference `staffRoles`) sees: `name` and `sees` under the key.
* Typed by role, so a new role cannot be left out of the notice.
*/
var privacyRoles = {
	admin: "roles.admin",
	finance: "roles.finance",
	reviewer: "roles.reviewer",
	logistics: "roles.logistics",
	communications: "roles.communications",
	"check-in": "roles.checkIn"
};
/**
* The periods the notice states, read from the retention settings, each with its sentence
* (counted in days or months). Typed by setting, so a new setting cannot be left out.
*/
var retentionStatements = {
	studentIdDays: "retention.studentIdDays",
	paymentProofDays: "retention.paymentProofDays",
	passportDays: "retention.passportDays",
	unpaidRegistrationDays: "retention.unpaidRegistrationDays",
	inquiryMonths: "retention.inquiryMonths",
	mailBodyDays: "retention.mailBodyDays"
};
// src/pages/PrivacyPage.tsx
function Section({ id, title, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: "mt-10",
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "text-xl font-bold text-brand-900",
			children: title
		}), children]
	});
}
function MailLink() {
	return /* @__PURE__ */ jsx("a", {
		href: `mailto:${mailboxes.secretariat}`,
		className: "font-medium text-brand-700 underline",
		children: mailboxes.secretariat
	});
}
/** How long each kind of data is kept: the numbers the retention job purges by. */
function RetentionPeriods() {
	const { t } = useTranslation("privacy");
	const periods = useQuery({
		queryKey: ["privacy", "retention"],
		queryFn: fetchRetentionPeriods
	});
	if (periods.isPending) return /* @__PURE__ */ jsx("p", {
		className: "mt-3 text-gray-700",
		children: t("retention.loading")
	});
	if (periods.isError) return /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "mt-3 rounded-md bg-red-50 p-4 text-red-900",
		children: t("retention.failed", { address: mailboxes.secretariat })
	});
	const settings = periods.data.data;
	return /* @__PURE__ */ jsx("ul", {
		className: "mt-3 list-disc space-y-2 pl-6 text-gray-700",
		children: Object.keys(retentionStatements).map((setting) => /* @__PURE__ */ jsx("li", { children: t(retentionStatements[setting], { count: settings[setting] }) }, setting))
	});
}
/**
* The privacy notice: who holds the data, what each form collects and why, who sees it, how
* long it is kept (read from the retention settings the daily job follows) and how to ask for
* a copy or erasure. Each form links here beside its submit button and sends this version.
*/
function PrivacyPage() {
	const { t } = useTranslation("privacy");
	const localized = useLocalizedPath();
	return /* @__PURE__ */ jsx("main", {
		className: "flex-1 bg-gray-50 px-4 pt-28 pb-16",
		children: /* @__PURE__ */ jsxs("article", {
			className: "mx-auto w-full max-w-3xl rounded-xl bg-white p-6 shadow-sm sm:p-10",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-extrabold text-brand-900",
					children: t("title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 text-sm text-gray-600",
					children: t("version", { version: privacyNoticeVersion })
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 text-gray-700",
					children: t("intro")
				}),
				/* @__PURE__ */ jsx(Section, {
					id: "privacy-controller",
					title: t("controller.title"),
					children: /* @__PURE__ */ jsxs("p", {
						className: "mt-3 text-gray-700",
						children: [
							t("controller.body", {
								associationName: edition.associationName,
								associationShortName: edition.associationShortName
							}),
							" ",
							/* @__PURE__ */ jsx(MailLink, {})
						]
					})
				}),
				/* @__PURE__ */ jsx(Section, {
					id: "privacy-forms",
					title: t("formsTitle"),
					children: /* @__PURE__ */ jsx("dl", {
						className: "mt-3 space-y-4",
						children: privacyForms.map((form) => /* @__PURE__ */ jsxs("div", {
							className: "rounded-lg border border-gray-200 p-4",
							children: [
								/* @__PURE__ */ jsx("dt", {
									className: "font-semibold text-brand-900",
									children: t(`${form}.name`)
								}),
								/* @__PURE__ */ jsx("dd", {
									className: "mt-1 text-gray-700",
									children: t(`${form}.collects`)
								}),
								/* @__PURE__ */ jsx("dd", {
									className: "mt-1 text-gray-700",
									children: t(`${form}.why`)
								})
							]
						}, form))
					})
				}),
				/* @__PURE__ */ jsxs(Section, {
					id: "privacy-roles",
					title: t("rolesTitle"),
					children: [/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-gray-700",
						children: t("rolesIntro")
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-3 list-disc space-y-2 pl-6 text-gray-700",
						children: staffRoles.map((role) => /* @__PURE__ */ jsxs("li", { children: [
							/* @__PURE__ */ jsx("span", {
								className: "font-semibold",
								children: t(`${privacyRoles[role]}.name`)
							}),
							":",
							" ",
							t(`${privacyRoles[role]}.sees`)
						] }, role))
					})]
				}),
				/* @__PURE__ */ jsxs(Section, {
					id: "privacy-retention",
					title: t("retention.title"),
					children: [/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-gray-700",
						children: t("retention.intro")
					}), /* @__PURE__ */ jsx(RetentionPeriods, {})]
				}),
				/* @__PURE__ */ jsxs(Section, {
					id: "privacy-rights",
					title: t("rights.title"),
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 text-gray-700",
							children: t("rights.body")
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "mt-3 text-gray-700",
							children: [
								t("rights.registrants"),
								" ",
								/* @__PURE__ */ jsx(Link, {
									to: localized("/verify"),
									className: "font-medium text-brand-700 underline",
									children: t("rights.accessLink")
								})
							]
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "mt-3 text-gray-700",
							children: [
								t("rights.others"),
								" ",
								/* @__PURE__ */ jsx(MailLink, {})
							]
						})
					]
				})
			]
		})
	});
}
export { PrivacyPage };
