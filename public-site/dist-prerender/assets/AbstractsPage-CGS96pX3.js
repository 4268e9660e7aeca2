import { t as deadlines } from "./dates-NmdKWk7H.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { n as conferenceDays, t as calendarDay } from "./calendar-DqF7nH6b.js";
import { g as subthemeTitles, n as abstractPresentationTypes, t as abstractLanguages } from "./choices-DP_QLLLU.js";
import { E as hasErrors, O as messages, l as validateAbstract, n as useChoiceOptions, o as checkAbstractFile, r as useFailureText } from "./text-BaFe9vHY.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { t as RobotCheck } from "./RobotCheck-DIdi-GkG.js";
import { c as submitAbstract } from "./calls-BGXXkh4G.js";
import { c as CheckboxField, d as TextAreaField, f as TextField, h as ErrorText, o as SubmitButton, r as scrollToElement, t as useSubmissionForm, u as SelectField } from "./useSubmissionForm-DKr67HaA.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { t as StatusBanner } from "./StatusBanner-BZECBjv-.js";
import { t as UploadProgress } from "./UploadProgress-m3EtyVYN.js";
import { t as PrivacyNoticeLine } from "./PrivacyNoticeLine-CbGVlWl0.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { useWatch } from "react-hook-form";
// src/content/abstracts.ts
/** The abstracts page's dates, each under its key, with the days its catalogue text formats. */
var abstractDates = [
	{
		key: "dates.submissionDeadline",
		days: { date: calendarDay(deadlines.abstractSubmission) }
	},
	{
		key: "dates.acceptanceNotification",
		days: { date: calendarDay(deadlines.acceptanceNotification) }
	},
	{
		key: "dates.conference",
		days: conferenceDays
	}
];
/** The two stages of the call for papers, each under its key, with the date it ends on. */
var callStages = [{
	key: "call.submissionStage",
	date: calendarDay(deadlines.abstractSubmission)
}, {
	key: "call.reviewStage",
	date: calendarDay(deadlines.acceptanceNotification)
}];
// src/forms/AbstractForm.tsx
var emptyAbstract = {
	fullName: "",
	affiliation: "",
	email: "",
	phone: "",
	abstractTitle: "",
	subtheme: "",
	language: "English",
	presentationType: "Oral Presentation",
	comments: "",
	recaptchaToken: "",
	abstractFile: null,
	terms: false
};
var fieldOrder = [
	"fullName",
	"affiliation",
	"email",
	"phone",
	"abstractTitle",
	"subtheme",
	"language",
	"presentationType",
	"abstractFile",
	"comments",
	"terms",
	"recaptchaToken"
];
var idOf = (field) => `abstract-${field}`;
var abstractRules = ({ abstractFile, terms, ...values }) => ({
	...validateAbstract(values, abstractFile),
	...terms ? {} : { terms: messages.abstractGuidelines }
});
var describeAbstractFailure = (error) => describeFailure(error, {
	fallback: messages.abstractProblem,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.abstract
});
/**
* The abstract form. `onOutcome` brings the
* form's section into view after a validation failure, a success or an error.
*/
function AbstractForm({ onOutcome }) {
	const { t } = useTranslation("forms");
	const choiceOptions = useChoiceOptions();
	const failureText = useFailureText();
	const [progress, setProgress] = useState(null);
	const robotCheck = useRef(null);
	const fileInput = useRef(null);
	const banner = useRef(null);
	const send = async ({ abstractFile, terms: _terms, ...values }) => {
		if (!abstractFile) throw new Error("no abstract file");
		setProgress(0);
		try {
			const answer = await submitAbstract(values, abstractFile, setProgress);
			if (answer.success && fileInput.current) fileInput.current.value = "";
			return answer;
		} finally {
			setProgress(null);
			robotCheck.current?.reset();
		}
	};
	const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: emptyAbstract,
		rules: abstractRules,
		fieldOrder,
		idOf,
		send,
		describeFailure: describeAbstractFailure,
		describeRefusal: (answer) => ({ message: answer.message || messages.abstractFailed })
	});
	const file = useWatch({
		control: form.control,
		name: "abstractFile"
	});
	const outcomeKind = outcome?.kind;
	useEffect(() => {
		if (!outcomeKind) return;
		onOutcome();
		banner.current?.focus({ preventScroll: true });
	}, [outcomeKind, onOutcome]);
	const submit = (event) => {
		if (!sending && hasErrors(abstractRules(form.getValues()))) onOutcome();
		onSubmit(event);
	};
	const onFileChosen = (chosen) => {
		if (!chosen) {
			form.setValue("abstractFile", null);
			return;
		}
		const problem = checkAbstractFile(chosen);
		if (problem) {
			form.setValue("abstractFile", null);
			if (fileInput.current) fileInput.current.value = "";
			form.setError("abstractFile", {
				type: "rule",
				message: problem
			});
		} else {
			form.setValue("abstractFile", chosen);
			form.clearErrors("abstractFile");
		}
	};
	const fileId = idOf("abstractFile");
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("div", { children: [
		outcome?.kind === "success" && /* @__PURE__ */ jsx(StatusBanner, {
			ref: banner,
			tone: "success",
			title: t("abstract.successTitle"),
			className: "mb-6",
			children: /* @__PURE__ */ jsx("p", { children: t("abstract.successText") })
		}),
		failure && /* @__PURE__ */ jsxs(StatusBanner, {
			ref: banner,
			tone: "error",
			title: t("abstract.failureTitle"),
			className: "mb-6",
			children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
				className: "mt-1",
				children: failure.detail
			})]
		}),
		/* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: "grid gap-5 sm:grid-cols-2",
			children: [
				/* @__PURE__ */ jsx(TextField, {
					id: idOf("fullName"),
					label: t("abstract.fullName"),
					required: true,
					autoComplete: "name",
					...field("fullName")
				}),
				/* @__PURE__ */ jsx(TextField, {
					id: idOf("affiliation"),
					label: t("abstract.affiliation"),
					required: true,
					autoComplete: "organization",
					...field("affiliation")
				}),
				/* @__PURE__ */ jsx(TextField, {
					id: idOf("email"),
					label: t("abstract.email"),
					inputMode: "email",
					autoComplete: "email",
					required: true,
					...field("email")
				}),
				/* @__PURE__ */ jsx(TextField, {
					id: idOf("phone"),
					label: t("abstract.phone"),
					type: "tel",
					autoComplete: "tel",
					...field("phone")
				}),
				/* @__PURE__ */ jsx(TextField, {
					id: idOf("abstractTitle"),
					label: t("abstract.abstractTitle"),
					required: true,
					className: "sm:col-span-2",
					...field("abstractTitle")
				}),
				/* @__PURE__ */ jsx(SelectField, {
					id: idOf("subtheme"),
					label: t("abstract.subtheme"),
					required: true,
					className: "sm:col-span-2",
					placeholder: t("abstract.selectSubtheme"),
					options: choiceOptions("subthemes", subthemeTitles),
					...field("subtheme")
				}),
				/* @__PURE__ */ jsx(SelectField, {
					id: idOf("language"),
					label: t("abstract.language"),
					options: choiceOptions("abstractLanguages", abstractLanguages),
					...field("language")
				}),
				/* @__PURE__ */ jsx(SelectField, {
					id: idOf("presentationType"),
					label: t("abstract.presentationType"),
					options: choiceOptions("abstractPresentationTypes", abstractPresentationTypes),
					...field("presentationType")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "sm:col-span-2",
					children: [
						/* @__PURE__ */ jsxs("label", {
							htmlFor: fileId,
							className: "block text-sm font-medium text-gray-800",
							children: [t("abstract.fileLabel"), /* @__PURE__ */ jsxs("span", {
								"aria-hidden": "true",
								className: "text-red-700",
								children: [" ", "*"]
							})]
						}),
						/* @__PURE__ */ jsx("input", {
							ref: fileInput,
							id: fileId,
							type: "file",
							accept: ".doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
							"aria-required": "true",
							"aria-invalid": errors.abstractFile ? true : void 0,
							"aria-describedby": `${fileId}-hint${errors.abstractFile ? ` ${fileId}-error` : ""}`,
							onChange: (e) => onFileChosen(e.target.files?.[0] ?? null),
							className: "mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
						}),
						/* @__PURE__ */ jsxs("p", {
							id: `${fileId}-hint`,
							className: "mt-1 text-xs text-gray-600",
							children: [t("abstract.fileHint"), file && /* @__PURE__ */ jsx("span", {
								className: "ml-1 font-medium text-gray-800",
								children: t("abstract.chosen", { name: file.name })
							})]
						}),
						/* @__PURE__ */ jsx(ErrorText, {
							id: `${fileId}-error`,
							message: errors.abstractFile
						})
					]
				}),
				/* @__PURE__ */ jsx(TextAreaField, {
					id: idOf("comments"),
					label: t("abstract.comments"),
					className: "sm:col-span-2",
					...field("comments")
				}),
				/* @__PURE__ */ jsx(CheckboxField, {
					id: idOf("terms"),
					className: "sm:col-span-2",
					required: true,
					label: t("abstract.terms"),
					...field("terms")
				}),
				/* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
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
				progress !== null && /* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: /* @__PURE__ */ jsx(UploadProgress, {
						fraction: progress,
						label: t("abstract.uploading")
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6",
					children: [/* @__PURE__ */ jsx(SubmitButton, {
						busy: sending,
						className: "w-full sm:w-auto",
						children: t("abstract.submit")
					}), /* @__PURE__ */ jsx(PrivacyNoticeLine, {})]
				})
			]
		})
	] });
}
// src/pages/abstracts/CallForPapers.tsx
/** A decorative tick before each guideline, hidden from screen readers. */
var tick = "✓";
function CallForPapers() {
	const { t } = useTranslation("abstracts");
	const enquiries = mailboxes.abstracts;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "call-heading",
		className: "mx-auto max-w-6xl px-4 py-12",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "call-heading",
				className: "text-2xl font-bold text-brand-900 sm:text-3xl",
				children: t("call.heading")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 max-w-3xl text-gray-700",
				children: t("call.intro")
			}),
			/* @__PURE__ */ jsx("ol", {
				className: "mt-6 grid gap-6 md:grid-cols-2",
				children: callStages.map((stage) => /* @__PURE__ */ jsxs("li", {
					className: "rounded-xl border-t-4 border-accent-500 bg-white p-6 shadow",
					children: [
						/* @__PURE__ */ jsx("h3", {
							className: "text-lg font-semibold text-brand-900",
							children: t(`${stage.key}.title`)
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1 font-medium text-accent-700",
							children: t(`${stage.key}.deadline`, { date: stage.date })
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-gray-700",
							children: t(`${stage.key}.text`)
						})
					]
				}, stage.key))
			}),
			/* @__PURE__ */ jsxs("ul", {
				className: "mt-6 list-disc space-y-2 pl-5 text-gray-700",
				children: [t("call.points", { returnObjects: true }).map((point) => /* @__PURE__ */ jsx("li", { children: point }, point)), /* @__PURE__ */ jsxs("li", { children: [
					t("call.enquiries"),
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${enquiries}`,
						className: "font-medium text-brand-700 underline",
						children: enquiries
					})
				] })]
			})
		]
	});
}
function Guidelines() {
	const { t } = useTranslation("abstracts");
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "guidelines-heading",
		className: "bg-brand-50 py-12",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-6xl px-4",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "guidelines-heading",
				className: "text-2xl font-bold text-brand-900 sm:text-3xl",
				children: t("guidelines.heading")
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-6 grid gap-3 sm:grid-cols-2",
				children: t("guidelines.items", { returnObjects: true }).map((line) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-3 rounded-lg bg-white p-4 text-gray-800 shadow-sm",
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "font-bold text-brand-500",
						children: tick
					}), line]
				}, line))
			})]
		})
	});
}
// src/pages/abstracts/ImportantDates.tsx
/** A vertical list of dates and what happens on them. */
function ImportantDates({ id, heading, dates }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: "rounded-xl bg-white p-6 shadow",
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "text-2xl font-bold text-brand-900",
			children: heading
		}), /* @__PURE__ */ jsx("ol", {
			className: "mt-4 space-y-4 border-l-2 border-brand-100 pl-5",
			children: dates.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "relative",
				children: [
					/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "absolute top-1.5 -left-[27px] h-3 w-3 rounded-full bg-accent-500"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "font-semibold text-brand-900",
						children: item.date
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-gray-700",
						children: item.event
					})
				]
			}, item.event))
		})]
	});
}
// src/pages/AbstractsPage.tsx
function AbstractsPage() {
	const formSection = useRef(null);
	const scrollToForm = useCallback(() => scrollToElement(formSection.current), []);
	const { t } = useTranslation("abstracts");
	const importantDates = abstractDates.map((item) => ({
		date: t(`${item.key}.date`, item.days),
		event: t(`${item.key}.event`)
	}));
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
							className: "mt-3 text-lg text-accent-400",
							children: t("hero.dates", {
								date: calendarDay(deadlines.abstractSubmission),
								...conferenceDays
							})
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 max-w-2xl text-brand-100",
							children: t("hero.intro", { shortName: edition.shortName })
						}),
						/* @__PURE__ */ jsx("a", {
							href: "#submission-form",
							className: "mt-6 inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
							children: t("hero.submitLink")
						})
					]
				})
			}),
			/* @__PURE__ */ jsx(CallForPapers, {}),
			/* @__PURE__ */ jsx(Guidelines, {}),
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto mt-12 grid max-w-6xl gap-8 px-4 lg:grid-cols-3",
				children: [/* @__PURE__ */ jsxs("section", {
					ref: formSection,
					id: "submission-form",
					"aria-labelledby": "submission-form-heading",
					className: "scroll-mt-28 rounded-xl bg-white p-5 shadow sm:p-8 lg:col-span-2",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "submission-form-heading",
						className: "mb-6 text-2xl font-bold text-brand-900",
						children: t("formHeading")
					}), /* @__PURE__ */ jsx(AbstractForm, { onOutcome: scrollToForm })]
				}), /* @__PURE__ */ jsxs("div", {
					className: "space-y-8",
					children: [/* @__PURE__ */ jsx(ImportantDates, {
						id: "abstract-dates",
						heading: t("dates.heading"),
						dates: importantDates
					}), /* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "questions-heading",
						className: "rounded-xl bg-brand-900 p-6 text-white",
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "questions-heading",
								className: "text-xl font-bold",
								children: t("questions.heading")
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-2 text-brand-100",
								children: t("questions.text")
							}),
							/* @__PURE__ */ jsx("a", {
								href: `mailto:${mailboxes.abstracts}`,
								className: "mt-4 inline-block rounded-md bg-accent-400 px-5 py-2.5 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
								children: t("questions.button")
							})
						]
					})]
				})]
			})
		]
	});
}
export { AbstractsPage };
