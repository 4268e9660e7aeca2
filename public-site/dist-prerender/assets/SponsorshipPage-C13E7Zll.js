import { t as edition } from "./edition-Bb7ga_Hr.js";
import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { C as packageOptionLabel, D as isBlank, O as messages, S as customPackageOption, a as useMessageText, c as sponsorshipFieldErrors, g as validateSponsorship, i as useIntlLocale, r as useFailureText, t as useChoiceLabel, w as sponsorPackages } from "./text-BaFe9vHY.js";
import { n as conferenceDays } from "./calendar-DqF7nH6b.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { t as uiTimingsMs } from "./ui-timings-BBcsO9uR.js";
import { n as Dialog, t as fullScreenDialogClass } from "./dialogStyles-CYoNl3yq.js";
import { f as submitSponsorshipInquiry } from "./calls-BGXXkh4G.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { a as HoneypotField, d as TextAreaField, f as TextField, o as SubmitButton, s as primaryButtonClass, t as useSubmissionForm, u as SelectField } from "./useSubmissionForm-DKr67HaA.js";
import { t as PrivacyNoticeLine } from "./PrivacyNoticeLine-CbGVlWl0.js";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/SponsorshipInquiryDialog.tsx
var idOf = (field) => `sponsorship-${field}`;
var sponsorshipFailure = (error) => describeFailure(error, {
	fallback: messages.sponsorshipProblem,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.sponsorship
});
var sponsorshipRefusal = (answer) => ({ message: answer.message || messages.sponsorshipFailed });
/**
* The sponsorship inquiry as a modal dialog: focus moves in, stays in, and returns to the
* button that opened it; Escape or Cancel closes it. Mount it to open it: a fresh mount is a
* fresh form.
*/
function SponsorshipInquiryDialog({ initialPackage, onClose }) {
	const { t } = useTranslation("forms");
	const messageText = useMessageText();
	const choiceLabel = useChoiceLabel();
	const failureText = useFailureText();
	const locale = useIntlLocale();
	const { form, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: {
			name: "",
			email: "",
			company: "",
			phone: "",
			packageInterest: initialPackage,
			message: ""
		},
		rules: sponsorshipFieldErrors,
		send: submitSponsorshipInquiry,
		describeFailure: sponsorshipFailure,
		describeRefusal: sponsorshipRefusal
	});
	const [required, setRequired] = useState(null);
	const succeeded = outcome?.kind === "success";
	const dialog = useRef(null);
	const firstField = useRef(null);
	const latestOnClose = useRef(onClose);
	useEffect(() => {
		latestOnClose.current = onClose;
	}, [onClose]);
	useEffect(() => {
		if (!succeeded) return;
		dialog.current?.focus();
		const timer = setTimeout(() => latestOnClose.current(), uiTimingsMs.sponsorshipSuccessClose);
		return () => clearTimeout(timer);
	}, [succeeded]);
	const submit = (event) => {
		if (!sending) setRequired(validateSponsorship(form.getValues()));
		onSubmit(event);
	};
	const values = form.watch();
	const missing = (field) => required && isBlank(values[field]) ? messages.required : void 0;
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	const packageOptions = [...sponsorPackages.map((pkg) => ({
		value: packageOptionLabel(pkg),
		label: t("sponsorship.packageOption", {
			name: choiceLabel("sponsorshipPackages", pkg.name),
			price: pkg.priceUsd,
			locale
		})
	})), {
		value: customPackageOption,
		label: choiceLabel("sponsorshipPackages", customPackageOption)
	}];
	const busy = sending;
	const input = (name) => ({
		id: idOf(name),
		...form.register(name)
	});
	const { ref: registerName, ...nameInput } = input("name");
	const closeUnlessBusy = () => {
		if (!sending) onClose();
	};
	return /* @__PURE__ */ jsx(Dialog, {
		ref: dialog,
		"aria-labelledby": "sponsorship-dialog-title",
		onClose: closeUnlessBusy,
		initialFocus: firstField,
		className: `${fullScreenDialogClass} flex items-start justify-center overflow-y-auto bg-black/60 p-4 focus:outline-none sm:items-center`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "my-8 w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "sponsorship-dialog-title",
				className: "text-2xl font-bold text-brand-900",
				children: t("sponsorship.dialogTitle")
			}), succeeded ? /* @__PURE__ */ jsxs("div", {
				role: "status",
				className: "mt-6 rounded-lg bg-green-50 p-6 text-center text-green-900",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-2xl font-bold",
					children: t("sponsorship.thankYou")
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-2",
					children: messageText(messages.sponsorshipSuccess)
				})]
			}) : /* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: submit,
				className: "mt-4 grid gap-4",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-sm text-gray-700",
						children: t("sponsorship.intro")
					}),
					required && /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "rounded-md bg-red-50 p-3 text-sm font-medium text-red-800",
						children: messageText(required)
					}),
					failure && /* @__PURE__ */ jsxs("div", {
						role: "alert",
						className: "rounded-md bg-red-50 p-3 text-sm text-red-800",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-medium",
							children: failure.message
						}), failure.detail && /* @__PURE__ */ jsx("p", {
							className: "mt-1",
							children: failure.detail
						})]
					}),
					/* @__PURE__ */ jsx(TextField, {
						...nameInput,
						ref: (element) => {
							registerName(element);
							firstField.current = element;
						},
						label: t("sponsorship.fullName"),
						required: true,
						autoComplete: "name",
						error: missing("name")
					}),
					/* @__PURE__ */ jsx(TextField, {
						...input("email"),
						label: t("sponsorship.email"),
						type: "email",
						required: true,
						autoComplete: "email",
						error: missing("email")
					}),
					/* @__PURE__ */ jsx(TextField, {
						...input("company"),
						label: t("sponsorship.company"),
						required: true,
						autoComplete: "organization",
						error: missing("company")
					}),
					/* @__PURE__ */ jsx(TextField, {
						...input("phone"),
						label: t("sponsorship.phone"),
						type: "tel",
						autoComplete: "tel"
					}),
					/* @__PURE__ */ jsx(SelectField, {
						...input("packageInterest"),
						label: t("sponsorship.package"),
						placeholder: t("sponsorship.selectPackage"),
						options: packageOptions
					}),
					/* @__PURE__ */ jsx(TextAreaField, {
						...input("message"),
						label: t("sponsorship.message")
					}),
					/* @__PURE__ */ jsx(PrivacyNoticeLine, { className: "sm:text-right" }),
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col-reverse gap-3 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: onClose,
							disabled: busy,
							className: "rounded-md border border-gray-400 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60",
							children: t("cancel")
						}), /* @__PURE__ */ jsx(SubmitButton, {
							busy,
							children: t("sponsorship.submit")
						})]
					}),
					/* @__PURE__ */ jsx(HoneypotField, {})
				]
			})]
		})
	});
}
// src/pages/sponsorship/PackageCards.tsx
/** The packages as expandable cards: one open at a time, a click on an open one closes it. */
function PackageCards({ packages, onInquire }) {
	const { t } = useTranslation("sponsorship");
	const packageTexts = t("packages", { returnObjects: true });
	const [openId, setOpenId] = useState(null);
	return /* @__PURE__ */ jsx("ul", {
		className: "grid gap-4",
		children: packages.map((pkg) => {
			const open = pkg.id === openId;
			const panelId = `package-${pkg.id}-details`;
			const texts = packageTexts[pkg.id];
			return /* @__PURE__ */ jsxs("li", {
				className: `overflow-hidden rounded-xl border-2 bg-white shadow ${open ? "border-accent-500" : "border-transparent"}`,
				children: [/* @__PURE__ */ jsx("h3", { children: /* @__PURE__ */ jsxs("button", {
					id: `package-${pkg.id}-toggle`,
					type: "button",
					"aria-expanded": open,
					"aria-controls": panelId,
					onClick: () => setOpenId(open ? null : pkg.id),
					className: "flex w-full flex-wrap items-center justify-between gap-3 p-5 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "flex flex-wrap items-center gap-3",
						children: [/* @__PURE__ */ jsx("span", {
							className: "text-xl font-bold text-brand-900",
							children: texts?.name
						}), texts?.badge && /* @__PURE__ */ jsx("span", {
							className: "rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-900",
							children: texts.badge
						})]
					}), /* @__PURE__ */ jsxs("span", {
						className: "flex items-center gap-4",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "text-right",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block text-lg font-bold text-accent-700",
								children: t("packagesSection.price", { price: pkg.priceUsd })
							}), /* @__PURE__ */ jsx("span", {
								className: "block text-xs text-gray-700",
								children: texts?.availability
							})]
						}), /* @__PURE__ */ jsx("svg", {
							width: "20",
							height: "20",
							viewBox: "0 0 24 24",
							"aria-hidden": "true",
							focusable: "false",
							className: `text-brand-700 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`,
							children: /* @__PURE__ */ jsx("path", {
								d: "m6 9 6 6 6-6",
								fill: "none",
								stroke: "currentColor",
								strokeWidth: "2.5"
							})
						})]
					})]
				}) }), /* @__PURE__ */ jsxs("div", {
					id: panelId,
					role: "region",
					"aria-labelledby": `package-${pkg.id}-toggle`,
					hidden: !open,
					className: "border-t border-gray-200 p-5",
					children: [/* @__PURE__ */ jsx("div", {
						className: "grid gap-4 sm:grid-cols-3",
						children: texts?.benefits.map((group) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h4", {
							className: "font-semibold text-brand-900",
							children: group.category
						}), /* @__PURE__ */ jsx("ul", {
							className: "mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700",
							children: group.items.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
						})] }, group.category))
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: `${primaryButtonClass} mt-5`,
						onClick: () => onInquire(packageOptionLabel(pkg)),
						children: t("packagesSection.inquire")
					})]
				})]
			}, pkg.id);
		})
	});
}
// src/pages/SponsorshipPage.tsx
var accentButton = "inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
var outlineButton = "inline-block rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
function SponsorshipPage() {
	const { t } = useTranslation("sponsorship");
	const [inquiry, setInquiry] = useState(null);
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-gray-50 pt-24 pb-16",
		children: [
			/* @__PURE__ */ jsx("section", {
				className: "bg-gradient-to-br from-brand-900 to-brand-700 py-14 text-white",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto max-w-6xl px-4",
					children: [
						/* @__PURE__ */ jsx("h1", {
							className: "text-3xl font-bold sm:text-5xl",
							children: t("hero.title")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 text-lg font-semibold text-accent-400",
							children: t("hero.dates", conferenceDays)
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 max-w-2xl text-brand-100",
							children: t("hero.tagline", {
								shortName: edition.shortName,
								associationName: edition.associationName,
								years: edition.anniversaryYears
							})
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-6 flex flex-wrap gap-3",
							children: [/* @__PURE__ */ jsx("a", {
								href: "#sponsorship-packages",
								className: accentButton,
								children: t("hero.viewPackages")
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: outlineButton,
								onClick: () => setInquiry(""),
								children: t("contactUs")
							})]
						})
					]
				})
			}),
			/* @__PURE__ */ jsx("section", {
				className: "mx-auto max-w-4xl px-4 py-12",
				children: /* @__PURE__ */ jsx("p", {
					className: "text-lg text-gray-800",
					children: t("intro", { shortName: edition.shortName })
				})
			}),
			/* @__PURE__ */ jsx("section", {
				"aria-labelledby": "benefits-heading",
				className: "bg-brand-50 py-12",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto max-w-6xl px-4",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "benefits-heading",
						className: "text-2xl font-bold text-brand-900 sm:text-3xl",
						children: t("benefits.heading")
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
						children: t("benefits.items", { returnObjects: true }).map((benefit) => /* @__PURE__ */ jsxs("li", {
							className: "rounded-xl bg-white p-6 shadow",
							children: [/* @__PURE__ */ jsx("h3", {
								className: "text-lg font-semibold text-brand-900",
								children: benefit.title
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-2 text-gray-700",
								children: benefit.text
							})]
						}, benefit.title))
					})]
				})
			}),
			/* @__PURE__ */ jsxs("section", {
				id: "sponsorship-packages",
				"aria-labelledby": "packages-heading",
				className: "mx-auto max-w-4xl scroll-mt-28 px-4 py-12",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "packages-heading",
						className: "text-2xl font-bold text-brand-900 sm:text-3xl",
						children: t("packagesSection.heading")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 mb-6 text-gray-700",
						children: t("packagesSection.intro")
					}),
					/* @__PURE__ */ jsx(PackageCards, {
						packages: sponsorPackages,
						onInquire: (label) => setInquiry(label)
					})
				]
			}),
			/* @__PURE__ */ jsx("section", {
				"aria-labelledby": "cta-heading",
				className: "mx-auto max-w-6xl px-4",
				children: /* @__PURE__ */ jsxs("div", {
					className: "rounded-2xl bg-gradient-to-r from-brand-900 to-brand-700 p-8 text-center text-white sm:p-12",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "cta-heading",
							className: "text-2xl font-bold sm:text-3xl",
							children: t("cta.heading")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mx-auto mt-3 max-w-2xl text-brand-100",
							children: t("cta.text", { email: mailboxes.sponsorship })
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: `${accentButton} mt-6`,
							onClick: () => setInquiry(""),
							children: t("contactUs")
						})
					]
				})
			}),
			inquiry !== null && /* @__PURE__ */ jsx(SponsorshipInquiryDialog, {
				initialPackage: inquiry,
				onClose: () => setInquiry(null)
			})
		]
	});
}
export { SponsorshipPage };
