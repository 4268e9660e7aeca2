import { t as uiTimingsMs } from "./ui-timings-BBcsO9uR.js";
import { i as nextCalendarDay, n as conferenceDays, t as calendarDay } from "./calendar-DqF7nH6b.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { a as participantCategories, i as formatUsd, n as feeFor, o as pricingTier } from "./fees-GobSK0Bv.js";
import { _ as yesNo, a as genders, c as participationTypes, m as registrationTitles, p as registrationPresentationTypes } from "./choices-DP_QLLLU.js";
import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { O as messages, a as useMessageText, h as validateRegistration, i as useIntlLocale, n as useChoiceOptions, r as useFailureText, t as useChoiceLabel } from "./text-BaFe9vHY.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { t as Link } from "./routing-D53QYojt.js";
import { t as RobotCheck } from "./RobotCheck-DIdi-GkG.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { d as submitRegistration } from "./calls-BGXXkh4G.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { c as CheckboxField, f as TextField, h as ErrorText, i as scrollToTop, l as ChoiceGroup, o as SubmitButton, r as scrollToElement, t as useSubmissionForm, u as SelectField } from "./useSubmissionForm-DKr67HaA.js";
import { t as StatusBanner } from "./StatusBanner-BZECBjv-.js";
import { t as UploadProgress } from "./UploadProgress-m3EtyVYN.js";
import { t as PrivacyNoticeLine } from "./PrivacyNoticeLine-CbGVlWl0.js";
import { t as deadlines } from "./dates-NmdKWk7H.js";
import { n as earlyBirdCountdown, r as padTwo } from "./early-bird-DLbTU5_L.js";
import { n as useClock } from "./useClock-_xkCYvo6.js";
import { n as PaymentDetails, r as RegistrationContacts } from "./PaymentDetails-BkIWyOr_.js";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useWatch } from "react-hook-form";
// src/forms/RegistrationForm.tsx
var emptyRegistration = {
	title: "",
	otherTitle: "",
	firstName: "",
	otherNames: "",
	gender: "",
	email: "",
	phone: "",
	country: "",
	city: "",
	institution: "",
	participationType: "",
	presentationType: "",
	participantCategory: "",
	fieldTrip: "",
	marketingConsent: false,
	paymentConfirmation: false,
	programConsent: false,
	emailConsent: false,
	invoiceRequested: false,
	recaptchaToken: "",
	studentIdFile: null
};
/** The order of the fields on screen: the first invalid one gets the focus. */
var fieldOrder = [
	"title",
	"otherTitle",
	"firstName",
	"otherNames",
	"gender",
	"email",
	"phone",
	"country",
	"city",
	"institution",
	"participationType",
	"presentationType",
	"participantCategory",
	"studentIdFile",
	"fieldTrip",
	"paymentConfirmation",
	"recaptchaToken"
];
var idOf = (field) => `registration-${field}`;
/** The file counts only for a student: another category never sends one. */
var studentFileOf = ({ studentIdFile, participantCategory }) => participantCategory === "student" ? studentIdFile : null;
var registrationRules = (values) => {
	const { studentIdFile: _file, ...fields } = values;
	return validateRegistration(fields, { studentIdFile: studentFileOf(values) });
};
var describeRegistrationFailure = (error) => describeFailure(error, {
	fallback: messages.registrationProblem,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.registration
});
/** A day of the edition's calendar (YYYY-MM-DD), for the catalogues' date formats. */
var utcDay = (day) => /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
/** The registration form with its states. */
function RegistrationForm({ tier }) {
	const { t } = useTranslation("forms");
	const localizedPath = useLocalizedPath();
	const choiceLabel = useChoiceLabel();
	const choiceOptions = useChoiceOptions();
	const failureText = useFailureText();
	const locale = useIntlLocale();
	const [progress, setProgress] = useState(null);
	const robotCheck = useRef(null);
	const banner = useRef(null);
	const fileInput = useRef(null);
	const send = async (values) => {
		const { studentIdFile: _file, ...fields } = values;
		const file = studentFileOf(values);
		setProgress(file ? 0 : null);
		try {
			return await submitRegistration(fields, file, file ? setProgress : void 0);
		} finally {
			setProgress(null);
			robotCheck.current?.reset();
		}
	};
	const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: emptyRegistration,
		rules: registrationRules,
		fieldOrder,
		idOf,
		send,
		describeFailure: describeRegistrationFailure,
		describeRefusal: (answer) => ({ message: answer.message || messages.registrationFailed })
	});
	const [title, participationType, presentationType, participantCategory, fieldTrip] = useWatch({
		control: form.control,
		name: [
			"title",
			"participationType",
			"presentationType",
			"participantCategory",
			"fieldTrip"
		]
	});
	const outcomeKind = outcome?.kind;
	useEffect(() => {
		if (!outcomeKind) return;
		if (outcomeKind === "success") scrollToTop();
		else scrollToElement(banner.current);
		banner.current?.focus({ preventScroll: true });
	}, [outcomeKind]);
	const isStudent = participantCategory === "student";
	const choose = (name, value) => {
		form.setValue(name, value);
		form.clearErrors(name);
	};
	const onFileChosen = (file) => {
		form.setValue("studentIdFile", file);
		const fileError = file ? registrationRules({
			...form.getValues(),
			studentIdFile: file
		}).studentIdFile : void 0;
		if (fileError) form.setError("studentIdFile", {
			type: "rule",
			message: fileError
		});
		else form.clearErrors("studentIdFile");
	};
	const category = field("participantCategory");
	if (outcome?.kind === "success") return /* @__PURE__ */ jsx(RegistrationSuccess, {
		result: outcome.answer,
		bannerRef: banner
	});
	const titleOptions = choiceOptions("titles", registrationTitles);
	const categoryOptions = participantCategories.map((category) => ({
		value: category,
		label: t("registration.categoryOption", {
			category: choiceLabel("participantCategories", category),
			fee: feeFor(category, tier),
			locale
		})
	}));
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("div", { children: [outcome?.kind === "failure" && failure && /* @__PURE__ */ jsxs(StatusBanner, {
		ref: banner,
		tone: "error",
		title: t("registration.failureTitle"),
		className: "mb-6",
		children: [
			/* @__PURE__ */ jsx("p", { children: failure.message }),
			failure.detail && /* @__PURE__ */ jsx("p", {
				className: "mt-1",
				children: failure.detail
			}),
			outcome.failure.status === 409 && /* @__PURE__ */ jsx("p", {
				className: "mt-1",
				children: /* @__PURE__ */ jsx(Link, {
					to: localizedPath("/verify"),
					className: "font-semibold underline",
					children: t("registration.requestLink")
				})
			})
		]
	}), /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		"aria-describedby": "registration-intro",
		children: [
			/* @__PURE__ */ jsx("p", {
				id: "registration-intro",
				className: "mb-6 text-sm text-gray-700",
				children: t("registration.intro")
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "grid gap-5 sm:grid-cols-2",
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "mb-4 text-lg font-semibold text-brand-900",
						children: t("registration.personalInformation")
					}),
					/* @__PURE__ */ jsx(SelectField, {
						id: idOf("title"),
						label: t("registration.title"),
						required: true,
						placeholder: t("registration.selectTitle"),
						options: titleOptions,
						...field("title")
					}),
					title === "Other" && /* @__PURE__ */ jsx(TextField, {
						id: idOf("otherTitle"),
						label: t("registration.otherTitle"),
						required: true,
						...field("otherTitle")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("firstName"),
						label: t("registration.firstName"),
						required: true,
						autoComplete: "given-name",
						...field("firstName")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("otherNames"),
						label: t("registration.otherNames"),
						required: true,
						autoComplete: "family-name",
						...field("otherNames")
					}),
					/* @__PURE__ */ jsx(SelectField, {
						id: idOf("gender"),
						label: t("registration.gender"),
						required: true,
						placeholder: t("registration.selectGender"),
						options: choiceOptions("genders", genders),
						...field("gender")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("email"),
						label: t("registration.email"),
						type: "email",
						required: true,
						autoComplete: "email",
						...field("email")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("phone"),
						label: t("registration.phone"),
						type: "tel",
						required: true,
						autoComplete: "tel",
						hint: t("registration.phoneHint"),
						...field("phone")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("country"),
						label: t("registration.country"),
						required: true,
						autoComplete: "country-name",
						...field("country")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("city"),
						label: t("registration.city"),
						required: true,
						autoComplete: "address-level2",
						...field("city")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("institution"),
						label: t("registration.institution"),
						required: true,
						autoComplete: "organization",
						className: "sm:col-span-2",
						...field("institution")
					})
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "mt-8 grid gap-5",
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "mb-4 text-lg font-semibold text-brand-900",
						children: t("registration.participation")
					}),
					/* @__PURE__ */ jsx(ChoiceGroup, {
						id: idOf("participationType"),
						name: "participationType",
						legend: t("registration.attendingAs"),
						required: true,
						options: participationTypes.map((type) => ({
							value: type,
							label: choiceLabel("participationTypes", type)
						})),
						value: participationType,
						error: errors.participationType,
						onChange: (value) => {
							choose("participationType", value);
							if (value !== "presenter") choose("presentationType", "");
						}
					}),
					participationType === "presenter" && /* @__PURE__ */ jsx(ChoiceGroup, {
						id: idOf("presentationType"),
						name: "presentationType",
						legend: t("registration.presentationType"),
						required: true,
						className: "ml-4 border-l-2 border-brand-100 pl-4",
						options: registrationPresentationTypes.map((type) => ({
							value: type,
							label: choiceLabel("registrationPresentationTypes", type)
						})),
						value: presentationType,
						error: errors.presentationType,
						onChange: (value) => choose("presentationType", value)
					}),
					/* @__PURE__ */ jsx(SelectField, {
						id: idOf("participantCategory"),
						label: t("registration.participantCategory"),
						required: true,
						placeholder: t("registration.selectCategory"),
						options: categoryOptions,
						...category,
						onChange: (event) => {
							category.onChange(event);
							form.clearErrors("studentIdFile");
						}
					}),
					isStudent && /* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsxs("label", {
							htmlFor: idOf("studentIdFile"),
							className: "block text-sm font-medium text-gray-800",
							children: [t("registration.studentFileLabel"), /* @__PURE__ */ jsxs("span", {
								"aria-hidden": "true",
								className: "text-red-700",
								children: [" ", "*"]
							})]
						}),
						/* @__PURE__ */ jsx("input", {
							ref: fileInput,
							id: idOf("studentIdFile"),
							type: "file",
							accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
							"aria-required": "true",
							"aria-invalid": errors.studentIdFile ? true : void 0,
							"aria-describedby": `${idOf("studentIdFile")}-hint${errors.studentIdFile ? ` ${idOf("studentIdFile")}-error` : ""}`,
							onChange: (e) => onFileChosen(e.target.files?.[0] ?? null),
							className: "mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
						}),
						/* @__PURE__ */ jsx("p", {
							id: `${idOf("studentIdFile")}-hint`,
							className: "mt-1 text-xs text-gray-600",
							children: t("registration.studentFileHint")
						}),
						/* @__PURE__ */ jsx(ErrorText, {
							id: `${idOf("studentIdFile")}-error`,
							message: errors.studentIdFile
						})
					] }),
					/* @__PURE__ */ jsx(ChoiceGroup, {
						id: idOf("fieldTrip"),
						name: "fieldTrip",
						legend: t("registration.fieldTripQuestion", {
							dates: edition.fieldTrip.datesLabel,
							start: utcDay(edition.fieldTrip.startDate),
							end: utcDay(edition.fieldTrip.endDate),
							locale
						}),
						required: true,
						options: choiceOptions("yesNo", yesNo),
						value: fieldTrip,
						error: errors.fieldTrip,
						onChange: (value) => choose("fieldTrip", value)
					})
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "mt-8 grid gap-4",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "mb-4 text-lg font-semibold text-brand-900",
					children: t("registration.invoiceLegend")
				}), /* @__PURE__ */ jsx(CheckboxField, {
					id: idOf("invoiceRequested"),
					label: t("registration.invoiceRequest"),
					...field("invoiceRequested")
				})]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "mt-8 grid gap-4",
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "mb-4 text-lg font-semibold text-brand-900",
						children: t("registration.consent")
					}),
					/* @__PURE__ */ jsx(CheckboxField, {
						id: idOf("paymentConfirmation"),
						label: /* @__PURE__ */ jsxs(Fragment, { children: [t("registration.consents.paymentConfirmation"), /* @__PURE__ */ jsxs("span", {
							"aria-hidden": "true",
							className: "text-red-700",
							children: [" ", "*"]
						})] }),
						"aria-required": "true",
						...field("paymentConfirmation")
					}),
					/* @__PURE__ */ jsx(CheckboxField, {
						id: idOf("programConsent"),
						label: t("registration.consents.programConsent"),
						...field("programConsent")
					}),
					/* @__PURE__ */ jsx(CheckboxField, {
						id: idOf("emailConsent"),
						label: t("registration.consents.emailConsent"),
						...field("emailConsent")
					}),
					/* @__PURE__ */ jsx(CheckboxField, {
						id: idOf("marketingConsent"),
						label: t("registration.consents.marketingConsent", { association: edition.associationShortName }),
						...field("marketingConsent")
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-8",
				children: /* @__PURE__ */ jsx(RobotCheck, {
					ref: robotCheck,
					id: idOf("recaptchaToken"),
					error: errors.recaptchaToken,
					onChange: (token) => {
						form.setValue("recaptchaToken", token);
						form.clearErrors("recaptchaToken");
					}
				})
			}),
			progress !== null && /* @__PURE__ */ jsx(UploadProgress, {
				fraction: progress,
				label: t("registration.uploading")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6",
				children: [/* @__PURE__ */ jsx(SubmitButton, {
					busy: sending,
					className: "w-full sm:w-auto",
					children: t("registration.submit")
				}), /* @__PURE__ */ jsx(PrivacyNoticeLine, {})]
			})
		]
	})] });
}
function RegistrationSuccess({ result, bannerRef }) {
	const { t } = useTranslation("forms");
	const localizedPath = useLocalizedPath();
	const messageText = useMessageText();
	const choiceLabel = useChoiceLabel();
	const locale = useIntlLocale();
	return /* @__PURE__ */ jsxs(StatusBanner, {
		ref: bannerRef,
		tone: "success",
		title: t("registration.successTitle"),
		children: [
			/* @__PURE__ */ jsx("p", { children: messageText(result.message) }),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3",
				children: /* @__PURE__ */ jsx(Trans, {
					t,
					i18nKey: "registration.yourId",
					values: { reference: result.reference },
					components: { strong: /* @__PURE__ */ jsx("strong", { className: "font-mono text-lg tracking-wide" }) }
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1",
				children: /* @__PURE__ */ jsx(Trans, {
					t,
					i18nKey: "registration.fee",
					tOptions: { locale },
					values: {
						fee: formatUsd(result.feeUsd),
						amount: result.feeUsd,
						tier: choiceLabel("pricingTiers", result.tier)
					},
					components: { strong: /* @__PURE__ */ jsx("strong", {}) }
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3",
				children: t("registration.successReferenceNote")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1",
				children: t("registration.confirmationNote", { email: mailboxes.registration })
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-3",
				children: [
					t("registration.accessLinkNote"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: localizedPath("/verify"),
						className: "font-semibold underline",
						children: t("registration.accessPage")
					})
				]
			})
		]
	});
}
// src/pages/registration/useNow.ts
/** The clock's current time, refreshed every `tickMs`. */
function useNow(tickMs) {
	const clock = useClock();
	const [now, setNow] = useState(() => clock.now());
	useEffect(() => {
		const timer = setInterval(() => setNow(clock.now()), tickMs);
		return () => clearInterval(timer);
	}, [clock, tickMs]);
	return now;
}
/**
* The pricing tier now, switching from early bird to standard by itself at the cutoff
* without re-rendering its users every second.
*/
function usePricingTier(tickMs) {
	const clock = useClock();
	const [tier, setTier] = useState(() => pricingTier(clock));
	useEffect(() => {
		const timer = setInterval(() => setTier(pricingTier(clock)), tickMs);
		return () => clearInterval(timer);
	}, [clock, tickMs]);
	return tier;
}
// src/pages/registration/CountdownBanner.tsx
/** Each unit of the countdown, with its label and its spoken form (plural by count). */
var units = [
	{
		key: "days",
		label: "countdown.units.days",
		spoken: "countdown.spokenUnits.days"
	},
	{
		key: "hours",
		label: "countdown.units.hours",
		spoken: "countdown.spokenUnits.hours"
	},
	{
		key: "minutes",
		label: "countdown.units.minutes",
		spoken: "countdown.spokenUnits.minutes"
	},
	{
		key: "seconds",
		label: "countdown.units.seconds",
		spoken: "countdown.spokenUnits.seconds"
	}
];
/**
* The registration banner: a countdown to the end of the early-bird period (refreshed every
* second) and its notice; after the cutoff, the conference's full name and theme.
*/
function CountdownBanner() {
	const { t } = useTranslation("registration");
	const now = useNow(uiTimingsMs.countdownTick);
	const left = earlyBirdCountdown({ now: () => now });
	if (!left) return /* @__PURE__ */ jsxs("div", {
		className: "mt-6",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-xl font-semibold text-white sm:text-2xl",
			children: t("countdown.afterCutoffHeading")
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-2 text-brand-100 italic",
			children: t("countdown.theme")
		})]
	});
	const [days, hours, minutes, seconds] = units.map((unit) => t(unit.spoken, { count: left[unit.key] }));
	const spoken = t("countdown.spoken", {
		days,
		hours,
		minutes,
		seconds
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-6",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "font-semibold text-accent-400",
				id: "countdown-heading",
				children: t("countdown.heading")
			}),
			/* @__PURE__ */ jsx("div", {
				role: "timer",
				"aria-labelledby": "countdown-heading",
				"aria-description": spoken,
				className: "mt-3 grid max-w-md grid-cols-4 gap-2 sm:gap-3",
				children: units.map((unit) => /* @__PURE__ */ jsxs("div", {
					className: "rounded-lg bg-white/10 px-2 py-3 text-center",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-mono text-2xl font-bold text-white tabular-nums sm:text-3xl",
						"data-unit": unit.key,
						children: padTwo(left[unit.key])
					}), /* @__PURE__ */ jsx("span", {
						className: "text-xs text-brand-100 uppercase",
						children: t(unit.label, { count: left[unit.key] })
					})]
				}, unit.key))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 max-w-2xl text-sm text-white",
				children: t("countdown.notice", { date: calendarDay(deadlines.earlyBirdLastDay) })
			})
		]
	});
}
// src/pages/registration/FeeTable.tsx
var captionKeys = {
	"early-bird": "fees.caption.earlyBird",
	standard: "fees.caption.standard"
};
/** The fees of the tier in force now, with what they cover. */
function FeeTable({ tier }) {
	const { t } = useTranslation("registration");
	const categoryLabels = t("categories", { returnObjects: true });
	const standardFees = participantCategories.map((category) => t("fees.standardFee", {
		category: categoryLabels[category],
		fee: feeFor(category, "standard")
	})).join(", ");
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "fees-heading",
		className: "rounded-xl bg-white p-6 shadow",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "fees-heading",
				className: "text-xl font-bold text-brand-900",
				children: t("fees.heading")
			}),
			/* @__PURE__ */ jsxs("table", {
				className: "mt-4 w-full text-left text-sm",
				children: [
					/* @__PURE__ */ jsx("caption", {
						className: "mb-2 text-left text-sm font-medium text-gray-700",
						children: t(captionKeys[tier], { date: calendarDay(deadlines.earlyBirdLastDay) })
					}),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", {
						className: "border-b border-gray-300",
						children: [/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 pr-2 font-semibold",
							children: t("fees.categoryColumn")
						}), /* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "py-2 text-right font-semibold",
							children: t("fees.feeColumn")
						})]
					}) }),
					/* @__PURE__ */ jsx("tbody", { children: participantCategories.map((category) => /* @__PURE__ */ jsxs("tr", {
						className: "border-b border-gray-100",
						children: [/* @__PURE__ */ jsx("th", {
							scope: "row",
							className: "py-2 pr-2 font-normal",
							children: categoryLabels[category]
						}), /* @__PURE__ */ jsx("td", {
							className: "py-2 text-right font-semibold tabular-nums",
							children: t("fees.amount", { fee: feeFor(category, tier) })
						})]
					}, category)) })
				]
			}),
			tier === "early-bird" && /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-xs text-gray-700",
				children: t("fees.standardNote", {
					date: nextCalendarDay(deadlines.earlyBirdLastDay),
					fees: standardFees
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-sm text-gray-700",
				children: t("fees.coverageNote")
			})
		]
	});
}
// src/pages/RegistrationPage.tsx
function RegistrationPage() {
	const { t } = useTranslation("registration");
	const tier = usePricingTier(uiTimingsMs.countdownTick);
	return /* @__PURE__ */ jsxs("main", {
		className: "flex-1 bg-gray-50 pt-24 pb-16",
		children: [/* @__PURE__ */ jsx("section", {
			className: "bg-gradient-to-br from-brand-900 to-brand-700 py-12 text-white",
			children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-6xl px-4",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "text-3xl font-bold sm:text-4xl",
						children: t("title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-brand-100",
						children: t("dates", conferenceDays)
					}),
					/* @__PURE__ */ jsx(CountdownBanner, {})
				]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "mx-auto mt-10 grid max-w-6xl gap-8 px-4 lg:grid-cols-3",
			children: [/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "registration-form-heading",
				className: "scroll-mt-28 rounded-xl bg-white p-5 shadow sm:p-8 lg:col-span-2",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "registration-form-heading",
					className: "mb-2 text-2xl font-bold text-brand-900",
					children: t("formHeading")
				}), /* @__PURE__ */ jsx(RegistrationForm, { tier })]
			}), /* @__PURE__ */ jsxs("div", {
				className: "space-y-8",
				children: [
					/* @__PURE__ */ jsx(FeeTable, { tier }),
					/* @__PURE__ */ jsx(PaymentDetails, {}),
					/* @__PURE__ */ jsx(RegistrationContacts, {})
				]
			})]
		})]
	});
}
export { RegistrationPage };
