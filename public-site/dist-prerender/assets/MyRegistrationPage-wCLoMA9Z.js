import { r as mailboxes } from "./organisers-CeFl4K1M.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { t as Link } from "./routing-D53QYojt.js";
import { i as getJson, o as postJson, r as downloadFile, s as saveFile, t as ApiRequestError } from "./api-client-DDhruTBY.js";
import { n as fetchMyDocument, r as fetchMyRegistration, u as submitPaymentProof } from "./calls-BGXXkh4G.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { T as checkFields, _ as visaLetterRequestRules, a as useMessageText, b as myGroupInvoiceRules, i as useIntlLocale, m as validatePaymentProof, n as useChoiceOptions, r as useFailureText, s as checkProofFile, t as useChoiceLabel, x as singleInvoiceRules } from "./text-BaFe9vHY.js";
import { u as paymentMethods } from "./choices-DP_QLLLU.js";
import { d as TextAreaField, f as TextField, h as ErrorText, m as inputClass, o as SubmitButton, t as useSubmissionForm, u as SelectField } from "./useSubmissionForm-DKr67HaA.js";
import { t as StatusBanner } from "./StatusBanner-BZECBjv-.js";
import { t as UploadProgress } from "./UploadProgress-m3EtyVYN.js";
import { n as useLocalizedPath, t as useLanguage } from "./language-DqggqH3Z.js";
import { t as accessTokenHeader } from "./api-types-CC5nqn5n.js";
import { a as requestVisaLetter, i as fetchMyVisaLetterPdf, n as fetchMyCertificates, r as fetchMyVisaLetter, t as fetchMyCertificatePdf } from "./document-calls-B7q0ax85.js";
import { n as Dialog } from "./dialogStyles-CYoNl3yq.js";
import { i as formatUsd } from "./fees-GobSK0Bv.js";
import { t as intlLocales } from "./languages-BsWByg80.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { t as BankDetailsList } from "./PaymentDetails-BkIWyOr_.js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFieldArray } from "react-hook-form";
// src/forms/PaymentProofForm.tsx
var fieldOrder$3 = [
	"method",
	"reference",
	"amount",
	"paymentDate",
	"proofFile"
];
var idOf$3 = (field) => `proof-${field}`;
var proofRules = ({ proofFile, ...values }) => validatePaymentProof(values, proofFile);
var describeProofFailure = (error, fallback) => describeFailure(error, {
	fallback,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.paymentProof
});
/** The registrant's payment proof: method, reference, amount, date and a PDF/JPEG/PNG file. */
function PaymentProofForm({ token, feeUsd, onUploaded, onUnauthorized }) {
	const { t } = useTranslation("forms");
	const choiceOptions = useChoiceOptions();
	const failureText = useFailureText();
	const problem = t("paymentProof.problem");
	const initial = {
		method: "bank-transfer",
		reference: "",
		amount: String(feeUsd),
		paymentDate: "",
		proofFile: null
	};
	const [progress, setProgress] = useState(null);
	const fileInput = useRef(null);
	const upload = async ({ proofFile, ...values }) => {
		if (!proofFile) throw new Error("no proof file");
		setProgress(0);
		try {
			const answer = await submitPaymentProof(token, values, proofFile, setProgress);
			if (answer.success) {
				if (fileInput.current) fileInput.current.value = "";
				onUploaded();
			}
			return answer;
		} catch (error) {
			const failure = describeProofFailure(error, problem);
			if (failure.status === 401) onUnauthorized(failure.message);
			throw error;
		} finally {
			setProgress(null);
		}
	};
	const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: initial,
		rules: proofRules,
		fieldOrder: fieldOrder$3,
		idOf: idOf$3,
		send: upload,
		describeFailure: (error) => describeProofFailure(error, problem),
		describeRefusal: (answer) => ({ message: answer.message || problem })
	});
	const onFileChosen = (chosen) => {
		const problem = chosen ? checkProofFile(chosen) : null;
		if (chosen && problem) {
			form.setValue("proofFile", null);
			if (fileInput.current) fileInput.current.value = "";
			form.setError("proofFile", {
				type: "rule",
				message: problem
			});
			return;
		}
		form.setValue("proofFile", chosen);
		form.clearErrors("proofFile");
	};
	const fileId = idOf$3("proofFile");
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-5 sm:grid-cols-2",
		children: [
			outcome?.kind === "success" && /* @__PURE__ */ jsx(StatusBanner, {
				tone: "success",
				title: t("paymentProof.successTitle"),
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx("p", { children: t("paymentProof.received") })
			}),
			failure && /* @__PURE__ */ jsxs(StatusBanner, {
				tone: "error",
				title: t("paymentProof.failureTitle"),
				className: "sm:col-span-2",
				children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
					className: "mt-1",
					children: failure.detail
				})]
			}),
			/* @__PURE__ */ jsx(SelectField, {
				id: idOf$3("method"),
				label: t("paymentProof.method"),
				required: true,
				options: choiceOptions("paymentMethods", paymentMethods),
				...field("method")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: idOf$3("reference"),
				label: t("paymentProof.reference"),
				required: true,
				...field("reference")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: idOf$3("amount"),
				label: t("paymentProof.amount"),
				required: true,
				inputMode: "decimal",
				...field("amount")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: idOf$3("paymentDate"),
				label: t("paymentProof.date"),
				type: "date",
				required: true,
				...field("paymentDate")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "sm:col-span-2",
				children: [
					/* @__PURE__ */ jsxs("label", {
						htmlFor: fileId,
						className: "block text-sm font-medium text-gray-800",
						children: [t("paymentProof.file"), /* @__PURE__ */ jsxs("span", {
							"aria-hidden": "true",
							className: "text-red-700",
							children: [" ", "*"]
						})]
					}),
					/* @__PURE__ */ jsx("input", {
						ref: fileInput,
						id: fileId,
						type: "file",
						accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
						"aria-required": "true",
						"aria-invalid": errors.proofFile ? true : void 0,
						"aria-describedby": `${fileId}-hint${errors.proofFile ? ` ${fileId}-error` : ""}`,
						onChange: (e) => onFileChosen(e.target.files?.[0] ?? null),
						className: "mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
					}),
					/* @__PURE__ */ jsx("p", {
						id: `${fileId}-hint`,
						className: "mt-1 text-xs text-gray-600",
						children: t("paymentProof.fileHint")
					}),
					/* @__PURE__ */ jsx(ErrorText, {
						id: `${fileId}-error`,
						message: errors.proofFile
					})
				]
			}),
			progress !== null && /* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(UploadProgress, {
					fraction: progress,
					label: t("paymentProof.uploading")
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(SubmitButton, {
					busy: sending,
					className: "w-full sm:w-auto",
					children: t("paymentProof.submit")
				})
			})
		]
	});
}
// src/pages/my-registration/accessToken.ts
/** Where the registrant's access token is kept for the tab's lifetime. */
var accessTokenStorageKey = "caawg11.accessToken";
function storage() {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
/**
* Takes the token of an e-mailed access link out of the address bar (so it does not stay in
* the history, get bookmarked or leak through a Referer) and keeps it in sessionStorage.
* Returns the token of the link, or the one kept earlier in this tab, or null.
*/
function takeAccessToken() {
	const url = new URL(window.location.href);
	const fromLink = url.searchParams.get("token");
	if (fromLink) {
		storage()?.setItem(accessTokenStorageKey, fromLink);
		url.searchParams.delete("token");
		window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
		return fromLink;
	}
	return storage()?.getItem("caawg11.accessToken") ?? null;
}
function forgetAccessToken() {
	storage()?.removeItem(accessTokenStorageKey);
}
// src/pages/my-registration/invoice-calls.ts
var options$1 = (token) => ({
	timeoutMs: requestTimeoutsMs.accessRequest,
	headers: { [accessTokenHeader]: token }
});
/** The invoices the registrant asked for so far: one to their institution, a group one. */
function fetchMyInvoices(token) {
	return getJson("/my-registration/invoices", options$1(token));
}
function requestSingleInvoice(token, values) {
	return postJson("/my-registration/single-invoice", values, options$1(token));
}
function requestGroupInvoice(token, values) {
	return postJson("/my-registration/group-invoice", values, options$1(token));
}
function downloadInvoice(token, kind) {
	return downloadFile(`/my-registration/${kind}`, `${kind}.pdf`, options$1(token));
}
var myInvoicesQueryKey = (token) => [
	"my-registration",
	token,
	"invoices"
];
// src/pages/my-registration/InvoiceDownload.tsx
var buttonClass$3 = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
/** A button that downloads one of the registrant's invoices, saying so if it cannot. */
function InvoiceDownload({ token, kind, label }) {
	const { t } = useTranslation("institutionInvoices");
	const failureText = useFailureText();
	const download = useMutation({
		mutationFn: () => downloadInvoice(token, kind),
		onSuccess: saveFile
	});
	const failure = download.isError ? failureText(describeFailure(download.error, {
		fallback: t("downloadProblem"),
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	})) : null;
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: buttonClass$3,
		disabled: download.isPending,
		onClick: () => download.mutate(),
		children: label
	}), failure && /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "mt-2 text-sm text-red-800",
		children: failure.message
	})] });
}
// src/pages/my-registration/GroupInvoiceRequest.tsx
var idOf$2 = (field) => `group-invoice-${field}`;
var fieldOrder$2 = [
	"institutionName",
	"postalAddress",
	"taxId",
	"purchaseOrder"
];
var emptyColleague = {
	reference: "",
	email: ""
};
var linkButtonClass = "text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
/**
* One invoice to the institution for the registrant and colleagues already registered, each
* named by registration ID and e-mail address, with one group reference to quote on the
* institution's single transfer.
*/
function GroupInvoiceRequest({ token }) {
	const { t } = useTranslation("institutionInvoices");
	const failureText = useFailureText();
	const queryClient = useQueryClient();
	const [open, setOpen] = useState(false);
	const invoices = useQuery({
		queryKey: myInvoicesQueryKey(token),
		queryFn: () => fetchMyInvoices(token),
		enabled: open
	});
	const problem = t("group.problem");
	const describe = (error) => describeFailure(error, {
		fallback: problem,
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	});
	const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: {
			institutionName: "",
			postalAddress: "",
			taxId: "",
			purchaseOrder: "",
			colleagues: [emptyColleague]
		},
		rules: (values) => checkFields(myGroupInvoiceRules, values),
		fieldOrder: fieldOrder$2,
		idOf: idOf$2,
		send: async (values) => {
			const answer = await requestGroupInvoice(token, values);
			await queryClient.invalidateQueries({ queryKey: myInvoicesQueryKey(token) });
			return answer;
		},
		describeFailure: describe,
		describeRefusal: (answer) => ({ message: answer.message || problem })
	});
	const colleagues = useFieldArray({
		control: form.control,
		name: "colleagues"
	});
	const current = invoices.data?.data.group ?? null;
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("details", {
		className: "group rounded-xl bg-white p-5 shadow sm:p-6",
		onToggle: (event) => setOpen(event.currentTarget.open),
		children: [/* @__PURE__ */ jsx("summary", {
			className: "cursor-pointer text-xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
			children: /* @__PURE__ */ jsx("h2", {
				id: "group-invoice-heading",
				className: "inline",
				children: t("group.heading")
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-3",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "mb-5 text-sm text-gray-700",
					children: t("group.intro")
				}),
				current && /* @__PURE__ */ jsxs("div", {
					className: "mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900",
					children: [
						/* @__PURE__ */ jsx("p", { children: t("group.ready", {
							reference: current.reference,
							institution: current.institutionName,
							count: current.delegates.length
						}) }),
						/* @__PURE__ */ jsx("ul", {
							className: "my-2 list-disc pl-5",
							children: current.delegates.map((delegate) => /* @__PURE__ */ jsxs("li", { children: [
								/* @__PURE__ */ jsx("span", {
									className: "font-mono",
									children: delegate.reference
								}),
								" ",
								delegate.name
							] }, delegate.reference))
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mb-3",
							children: t("group.quote", { reference: current.reference })
						}),
						/* @__PURE__ */ jsx(InvoiceDownload, {
							token,
							kind: "group-invoice",
							label: t("group.download")
						})
					]
				}),
				failure && /* @__PURE__ */ jsxs(StatusBanner, {
					tone: "error",
					title: t("group.failureTitle"),
					className: "mb-4",
					children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
						className: "mt-1",
						children: failure.detail
					})]
				}),
				/* @__PURE__ */ jsxs("form", {
					noValidate: true,
					onSubmit,
					className: "grid gap-5 sm:grid-cols-2",
					children: [
						/* @__PURE__ */ jsx(TextField, {
							id: idOf$2("institutionName"),
							label: t("fields.institutionName"),
							required: true,
							className: "sm:col-span-2",
							...field("institutionName")
						}),
						/* @__PURE__ */ jsx(TextAreaField, {
							id: idOf$2("postalAddress"),
							label: t("fields.postalAddress"),
							required: true,
							rows: 3,
							className: "sm:col-span-2",
							...field("postalAddress")
						}),
						/* @__PURE__ */ jsx(TextField, {
							id: idOf$2("taxId"),
							label: t("fields.taxId"),
							...field("taxId")
						}),
						/* @__PURE__ */ jsx(TextField, {
							id: idOf$2("purchaseOrder"),
							label: t("fields.purchaseOrder"),
							...field("purchaseOrder")
						}),
						/* @__PURE__ */ jsxs("fieldset", {
							className: "sm:col-span-2",
							"aria-describedby": errors.colleagues ? idOf$2("colleagues-error") : void 0,
							children: [
								/* @__PURE__ */ jsx("legend", {
									className: "text-sm font-medium text-gray-800",
									children: t("group.colleagues")
								}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-1 text-xs text-gray-600",
									children: t("group.colleaguesHint")
								}),
								/* @__PURE__ */ jsx("ul", {
									className: "mt-3 space-y-3",
									children: colleagues.fields.map((colleague, index) => /* @__PURE__ */ jsxs("li", {
										className: "grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end",
										children: [
											/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
												htmlFor: idOf$2(`reference-${index}`),
												className: "block text-sm font-medium text-gray-800",
												children: t("group.reference", { number: index + 1 })
											}), /* @__PURE__ */ jsx("input", {
												id: idOf$2(`reference-${index}`),
												className: inputClass,
												autoComplete: "off",
												...form.register(`colleagues.${index}.reference`, { onChange: () => form.clearErrors("colleagues") })
											})] }),
											/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
												htmlFor: idOf$2(`email-${index}`),
												className: "block text-sm font-medium text-gray-800",
												children: t("group.email", { number: index + 1 })
											}), /* @__PURE__ */ jsx("input", {
												id: idOf$2(`email-${index}`),
												type: "email",
												className: inputClass,
												autoComplete: "off",
												...form.register(`colleagues.${index}.email`, { onChange: () => form.clearErrors("colleagues") })
											})] }),
											colleagues.fields.length > 1 && /* @__PURE__ */ jsx("button", {
												type: "button",
												className: linkButtonClass,
												onClick: () => colleagues.remove(index),
												children: t("group.remove", { number: index + 1 })
											})
										]
									}, colleague.id))
								}),
								/* @__PURE__ */ jsx("button", {
									type: "button",
									className: `${linkButtonClass} mt-3`,
									onClick: () => colleagues.append(emptyColleague),
									children: t("group.add")
								}),
								/* @__PURE__ */ jsx(ErrorText, {
									id: idOf$2("colleagues-error"),
									message: errors.colleagues
								})
							]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "sm:col-span-2",
							children: /* @__PURE__ */ jsx(SubmitButton, {
								busy: sending,
								className: "w-full sm:w-auto",
								children: t("group.submit")
							})
						})
					]
				})
			]
		})]
	});
}
// src/pages/my-registration/MyCertificates.tsx
var buttonClass$2 = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
/** The registrant's certificates of attendance and presentation, once issued after the conference. */
function MyCertificates({ token }) {
	const { t } = useTranslation("documents");
	const failureText = useFailureText();
	const certificates = useQuery({
		queryKey: ["my-certificates", token],
		queryFn: () => fetchMyCertificates(token),
		enabled: !!token
	});
	const download = useMutation({
		mutationFn: (code) => fetchMyCertificatePdf(token, code),
		onSuccess: saveFile
	});
	const list = certificates.data?.data ?? [];
	const failure = download.isError ? failureText(describeFailure(download.error, {
		fallback: t("certificates.problem"),
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	})) : null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "certificates-heading",
		className: "rounded-xl bg-white p-5 shadow sm:p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "certificates-heading",
				className: "mb-2 text-xl font-bold text-brand-900",
				children: t("certificates.heading")
			}),
			list.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-gray-700",
				children: t("certificates.none")
			}) : /* @__PURE__ */ jsx("ul", {
				className: "space-y-3",
				children: list.map((certificate) => /* @__PURE__ */ jsxs("li", {
					className: "flex flex-wrap items-center justify-between gap-3 rounded-md border border-gray-200 p-3",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold text-gray-900",
						children: certificate.kind === "attendance" ? t("certificates.kind.attendance") : t("certificates.kind.presentation")
					}), /* @__PURE__ */ jsx("p", {
						className: "text-sm text-gray-700",
						children: certificate.title
					})] }), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: buttonClass$2,
						disabled: download.isPending,
						onClick: () => download.mutate(certificate.code),
						children: t("certificates.download")
					})]
				}, certificate.code))
			}),
			failure && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900",
				children: failure.message
			})
		]
	});
}
// src/pages/my-registration/PaymentDocuments.tsx
var buttonClass$1 = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
/**
* The registration's payment documents: a pro-forma invoice at any time (for an institution
* that pays against one) and the newest receipt once money has been received.
*/
function PaymentDocuments({ token, paid }) {
	const { t } = useTranslation("myRegistration");
	const failureText = useFailureText();
	const download = useMutation({
		mutationFn: (document) => fetchMyDocument(token, document),
		onSuccess: saveFile
	});
	const failure = download.isError ? failureText(describeFailure(download.error, {
		fallback: t("documents.problem"),
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	})) : null;
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx("p", {
			className: "text-sm text-gray-700",
			children: paid ? t("documents.paid") : t("documents.unpaid")
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "mt-4 flex flex-wrap gap-3",
			children: [paid && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: buttonClass$1,
				disabled: download.isPending,
				onClick: () => download.mutate("receipt"),
				children: t("documents.receipt")
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: buttonClass$1,
				disabled: download.isPending,
				onClick: () => download.mutate("invoice"),
				children: t("documents.invoice")
			})]
		}),
		download.isPending && /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "mt-3 text-sm text-gray-700",
			children: t("documents.preparing")
		}),
		failure && /* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: "mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900",
			children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
				className: "mt-1",
				children: failure.detail
			})]
		})
	] });
}
// src/pages/my-registration/cancellation-calls.ts
var options = (token) => ({
	timeoutMs: requestTimeoutsMs.accessRequest,
	headers: { [accessTokenHeader]: token }
});
/** The cancellation policy and the refund due were the registrant to cancel today. */
function fetchMyCancellation(token) {
	return getJson("/my-registration/cancellation", options(token));
}
function cancelMyRegistration(token) {
	return postJson("/my-registration/cancel", {}, options(token));
}
// src/pages/my-registration/RegistrationSummary.tsx
var statusColours = {
	pending: "bg-yellow-100 text-yellow-900",
	verified: "bg-green-100 text-green-900",
	rejected: "bg-red-100 text-red-900"
};
function StatusBadge({ status }) {
	const choiceLabel = useChoiceLabel();
	return /* @__PURE__ */ jsx("span", {
		className: `inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${statusColours[status]}`,
		children: choiceLabel("paymentStatuses", status)
	});
}
/**
* A day (YYYY-MM-DD) or a moment as the registrant reads it, with Intl in the page's language:
* 15 September 2025, 15 septembre 2025, 15 de setembro de 2025.
*/
function formatDate(value, language = "en") {
	const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
	return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(intlLocales[language], {
		day: "numeric",
		month: "long",
		year: "numeric"
	});
}
/** formatDate in the page's language. */
function useFormatDate() {
	const language = useLanguage();
	return (value) => formatDate(value, language);
}
/** The registration's facts as a definition list. */
function RegistrationSummary({ registration }) {
	const { t } = useTranslation("myRegistration");
	const choiceLabel = useChoiceLabel();
	const locale = useIntlLocale();
	const usd = (amount) => t("summary.usd", {
		text: formatUsd(Number(amount), { cents: true }),
		amount: Number(amount),
		locale
	});
	const partPaid = registration.paymentStatus === "pending" && Number(registration.amountPaid) > 0;
	const rows = [
		{
			label: t("summary.reference"),
			value: /* @__PURE__ */ jsx("span", {
				className: "font-mono",
				children: registration.reference
			})
		},
		{
			label: t("summary.name"),
			value: [
				registration.title && choiceLabel("titles", registration.title),
				registration.firstName,
				registration.familyName
			].filter(Boolean).join(" ")
		},
		{
			label: t("summary.email"),
			value: registration.email
		},
		{
			label: t("summary.category"),
			value: choiceLabel("participantCategories", registration.participantCategory)
		},
		{
			label: t("summary.pricingTier"),
			value: choiceLabel("pricingTiers", registration.pricingTier)
		},
		{
			label: t("summary.fee"),
			value: t("summary.feeAmount", {
				fee: formatUsd(registration.feeUsd),
				amount: registration.feeUsd,
				locale
			})
		},
		{
			label: t("summary.fieldTrip"),
			value: choiceLabel("yesNo", registration.fieldTrip ? "Yes" : "No")
		},
		{
			label: t("summary.paymentStatus"),
			value: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(StatusBadge, { status: registration.paymentStatus }), partPaid && /* @__PURE__ */ jsx("span", {
				className: "ml-2 text-sm font-normal",
				children: t("summary.partPaid", { due: usd(registration.balanceDue) })
			})] })
		},
		{
			label: t("summary.amountPaid"),
			value: usd(registration.amountPaid)
		},
		{
			label: t("summary.balanceDue"),
			value: usd(registration.balanceDue)
		}
	];
	return /* @__PURE__ */ jsx("dl", {
		className: "grid gap-3 sm:grid-cols-2",
		children: rows.map((row) => /* @__PURE__ */ jsxs("div", {
			className: "rounded-lg bg-gray-50 p-3",
			children: [/* @__PURE__ */ jsx("dt", {
				className: "text-sm text-gray-700",
				children: row.label
			}), /* @__PURE__ */ jsx("dd", {
				className: "mt-0.5 font-semibold break-words text-gray-900",
				children: row.value
			})]
		}, row.label))
	});
}
/** The payments sent so far, newest first as the server lists them. */
function PaymentsList({ payments }) {
	const { t } = useTranslation("myRegistration");
	const choiceLabel = useChoiceLabel();
	const formatDay = useFormatDate();
	const locale = useIntlLocale();
	if (payments.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "text-gray-700",
		children: t("payments.none")
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "space-y-3",
		"aria-label": t("paymentsHeading"),
		children: payments.map((payment) => /* @__PURE__ */ jsxs("li", {
			className: "rounded-lg border border-gray-200 p-4",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center justify-between gap-2",
					children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold text-gray-900",
						children: t("payments.amount", {
							amount: formatUsd(payment.amount),
							value: payment.amount,
							locale,
							method: choiceLabel("paymentMethods", payment.method)
						})
					}), /* @__PURE__ */ jsx(StatusBadge, { status: payment.status })]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-gray-700",
					children: /* @__PURE__ */ jsx(Trans, {
						t,
						i18nKey: "payments.reference",
						values: {
							reference: payment.reference,
							date: formatDay(payment.paymentDate)
						},
						components: { mono: /* @__PURE__ */ jsx("span", { className: "font-mono" }) }
					})
				}),
				payment.status === "rejected" && payment.notes && /* @__PURE__ */ jsx("p", {
					className: "mt-2 rounded bg-red-50 p-2 text-sm text-red-900",
					children: t("payments.reason", { notes: payment.notes })
				})
			]
		}, payment._id))
	});
}
// src/pages/my-registration/usd.ts
/** An amount of the api ('150.00') as the page's language writes dollars. */
function useUsd() {
	const language = useLanguage();
	return (amount) => language === "en" ? formatUsd(Number(amount), { cents: true }) : new Intl.NumberFormat(intlLocales[language], {
		style: "currency",
		currency: "USD"
	}).format(Number(amount));
}
// src/pages/my-registration/CancelRegistration.tsx
var dangerButton = "rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60";
var plainButton = "rounded-md border border-gray-300 px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
/** The policy in the page's words, and the refund due were they to cancel today. */
function PolicyAndRefund({ view }) {
	const { t } = useTranslation("myCancellation");
	const formatDate = useFormatDate();
	const usd = useUsd();
	const { policy } = view;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("h3", {
			className: "mt-4 font-semibold text-gray-900",
			children: t("policy.heading")
		}),
		/* @__PURE__ */ jsxs("ul", {
			className: "mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700",
			children: [
				/* @__PURE__ */ jsx("li", { children: t("policy.full", { date: formatDate(policy.fullRefundBefore) }) }),
				/* @__PURE__ */ jsx("li", { children: t("policy.partial", {
					percent: policy.partialRefundPercent,
					date: formatDate(policy.partialRefundBefore)
				}) }),
				/* @__PURE__ */ jsx("li", { children: t("policy.none", { date: formatDate(policy.partialRefundBefore) }) })
			]
		}),
		/* @__PURE__ */ jsx("p", {
			className: "mt-4 rounded-md bg-accent-400/20 p-3 font-semibold text-gray-900",
			children: t("refundToday", {
				amount: usd(view.refundDueToday),
				percent: view.refundPercentToday
			})
		})
	] });
}
/**
* "Cancel my registration" on the access-link page: a dialog shows the policy and the refund
* due today before the registrant confirms; once cancelled, when and the refund due.
*/
function CancelRegistration({ token, registration, onCancelled }) {
	const { t } = useTranslation("myCancellation");
	const failureText = useFailureText();
	const formatDate = useFormatDate();
	const usd = useUsd();
	const titleId = useId();
	const [open, setOpen] = useState(false);
	const policy = useQuery({
		queryKey: ["my-cancellation", token],
		queryFn: () => fetchMyCancellation(token),
		enabled: open
	});
	const cancel = useMutation({
		mutationFn: () => cancelMyRegistration(token),
		onSuccess: () => {
			setOpen(false);
			onCancelled();
		}
	});
	const failureOf = (error, fallback) => failureText(describeFailure(error, {
		fallback,
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	}));
	const failure = cancel.isError ? failureOf(cancel.error, t("cancelProblem")) : policy.isError ? failureOf(policy.error, t("loadProblem")) : null;
	const { cancellation } = registration;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "cancel-heading",
		className: "rounded-xl bg-white p-5 shadow sm:p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "cancel-heading",
				className: "mb-4 text-xl font-bold text-brand-900",
				children: t("heading")
			}),
			cancellation ? /* @__PURE__ */ jsxs("div", {
				className: "rounded-md bg-red-50 p-4 text-red-900",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: t("cancelledOn", { date: formatDate(cancellation.cancelledAt) })
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1",
					children: t("refundDue", {
						amount: usd(cancellation.refundDue),
						percent: cancellation.refundPercent
					})
				})]
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "mb-4 text-sm text-gray-700",
				children: t("intro")
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: dangerButton,
				onClick: () => {
					cancel.reset();
					setOpen(true);
				},
				children: t("cancelButton")
			})] }),
			open && /* @__PURE__ */ jsxs(Dialog, {
				"aria-labelledby": titleId,
				onClose: () => setOpen(false),
				className: "m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-2xl backdrop:bg-black/40",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: "text-xl font-bold text-brand-900",
						children: t("confirm.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-gray-700",
						children: t("confirm.text")
					}),
					policy.isPending && !policy.isError && /* @__PURE__ */ jsx("p", {
						role: "status",
						className: "mt-4 text-gray-700",
						children: t("loading")
					}),
					policy.data && /* @__PURE__ */ jsx(PolicyAndRefund, { view: policy.data.data }),
					failure && /* @__PURE__ */ jsxs("div", {
						role: "alert",
						className: "mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900",
						children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
							className: "mt-1",
							children: failure.detail
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-6 flex flex-wrap justify-end gap-3",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							className: plainButton,
							onClick: () => setOpen(false),
							children: t("confirm.keep")
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: dangerButton,
							disabled: !policy.data || cancel.isPending,
							onClick: () => cancel.mutate(),
							children: cancel.isPending ? t("confirm.busy") : t("confirm.cancel")
						})]
					})
				]
			})
		]
	});
}
// src/pages/my-registration/FieldTripSeatNote.tsx
/**
* The registrant's field-trip seat: held until a day, paid, or their place on the waiting list,
* where the trip is not charged yet. Nothing without the trip.
*/
function FieldTripSeatNote({ registration }) {
	const { t } = useTranslation("myCancellation");
	const formatDate = useFormatDate();
	const usd = useUsd();
	const seat = registration.fieldTripSeat;
	if (!seat) return null;
	const price = usd(edition.fieldTrip.priceUsd);
	const text = seat.status === "waiting" ? t("fieldTrip.waiting", {
		position: seat.position ?? 0,
		price
	}) : seat.status === "held" ? t("fieldTrip.held", {
		price,
		date: formatDate(seat.payBy ?? "")
	}) : t("fieldTrip.paid");
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "field-trip-seat-heading",
		className: "rounded-xl bg-white p-5 shadow sm:p-6",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "field-trip-seat-heading",
			className: "mb-2 text-xl font-bold text-brand-900",
			children: t("fieldTrip.heading")
		}), /* @__PURE__ */ jsx("p", {
			className: "text-gray-700",
			children: text
		})]
	});
}
// src/pages/my-registration/MyData.tsx
var buttonClass = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
var confirmClass = "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
function downloadMyData(token) {
	return downloadFile("/my-registration/data", "my-data.zip", {
		timeoutMs: requestTimeoutsMs.accessRequest,
		headers: { [accessTokenHeader]: token }
	});
}
function askForErasure(token) {
	return postJson("/my-registration/erasure-request", void 0, {
		timeoutMs: requestTimeoutsMs.accessRequest,
		headers: { [accessTokenHeader]: token }
	});
}
/**
* The registrant's own data: a copy of everything held about them (the ZIP the organisers
* export) and a request to erase it, which the organisers act on because the books may require
* keeping part.
*/
function MyData({ token }) {
	const { t } = useTranslation("myData");
	const failureText = useFailureText();
	const [confirming, setConfirming] = useState(false);
	const download = useMutation({
		mutationFn: () => downloadMyData(token),
		onSuccess: saveFile
	});
	const erasure = useMutation({
		mutationFn: () => askForErasure(token),
		onSuccess: () => setConfirming(false)
	});
	const failure = (error) => failureText(describeFailure(error, {
		fallback: t("problem"),
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	}));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "my-data-heading",
		className: "rounded-xl bg-white p-5 shadow sm:p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "my-data-heading",
				className: "mb-2 text-xl font-bold text-brand-900",
				children: t("heading")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-gray-700",
				children: t("intro")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-4 flex flex-wrap gap-3",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: buttonClass,
					disabled: download.isPending,
					onClick: () => download.mutate(),
					children: t("download")
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: buttonClass,
					disabled: erasure.isSuccess,
					onClick: () => setConfirming(true),
					children: t("askErasure")
				})]
			}),
			download.isPending && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "mt-3 text-sm text-gray-700",
				children: t("preparing")
			}),
			download.isError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900",
				children: failure(download.error).message
			}),
			erasure.isSuccess && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900",
				children: t("requested")
			}),
			confirming && /* @__PURE__ */ jsx(Dialog, {
				"aria-labelledby": "erasure-dialog-title",
				onClose: () => setConfirming(false),
				className: `fixed inset-0 h-full max-h-none w-full max-w-none backdrop:bg-transparent flex items-start justify-center overflow-y-auto bg-black/60 p-4 focus:outline-none sm:items-center`,
				children: /* @__PURE__ */ jsxs("div", {
					className: "my-8 w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "erasure-dialog-title",
							className: "text-xl font-bold text-brand-900",
							children: t("confirmTitle")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 text-sm text-gray-700",
							children: t("confirmText")
						}),
						erasure.isError && /* @__PURE__ */ jsx("p", {
							role: "alert",
							className: "mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900",
							children: failure(erasure.error).message
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-6 flex flex-wrap justify-end gap-3",
							children: [/* @__PURE__ */ jsx("button", {
								type: "button",
								className: buttonClass,
								onClick: () => setConfirming(false),
								children: t("cancel")
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: confirmClass,
								disabled: erasure.isPending,
								onClick: () => erasure.mutate(),
								children: t("confirm")
							})]
						})
					]
				})
			})
		]
	});
}
// src/pages/my-registration/SingleInvoiceRequest.tsx
var idOf$1 = (field) => `single-invoice-${field}`;
var fieldOrder$1 = [
	"institutionName",
	"postalAddress",
	"taxId"
];
/**
* An invoice for this registration made out to the registrant's institution, with its address
* and tax ID, for an institution that pays only against such an invoice.
*/
function SingleInvoiceRequest({ token }) {
	const { t } = useTranslation("institutionInvoices");
	const failureText = useFailureText();
	const queryClient = useQueryClient();
	const [open, setOpen] = useState(false);
	const invoices = useQuery({
		queryKey: myInvoicesQueryKey(token),
		queryFn: () => fetchMyInvoices(token),
		enabled: open
	});
	const problem = t("single.problem");
	const describe = (error) => describeFailure(error, {
		fallback: problem,
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	});
	const { field, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: {
			institutionName: "",
			postalAddress: "",
			taxId: ""
		},
		rules: (values) => checkFields(singleInvoiceRules, values),
		fieldOrder: fieldOrder$1,
		idOf: idOf$1,
		send: async (values) => {
			const answer = await requestSingleInvoice(token, values);
			await queryClient.invalidateQueries({ queryKey: myInvoicesQueryKey(token) });
			return answer;
		},
		describeFailure: describe,
		describeRefusal: (answer) => ({ message: answer.message || problem })
	});
	const current = invoices.data?.data.single ?? null;
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("details", {
		className: "group rounded-xl bg-white p-5 shadow sm:p-6",
		onToggle: (event) => setOpen(event.currentTarget.open),
		children: [/* @__PURE__ */ jsx("summary", {
			className: "cursor-pointer text-xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
			children: /* @__PURE__ */ jsx("h2", {
				id: "single-invoice-heading",
				className: "inline",
				children: t("single.heading")
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-3",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "mb-5 text-sm text-gray-700",
					children: t("single.intro")
				}),
				current && /* @__PURE__ */ jsxs("div", {
					className: "mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900",
					children: [/* @__PURE__ */ jsx("p", {
						className: "mb-3",
						children: t("single.ready", {
							reference: current.reference,
							institution: current.institutionName
						})
					}), /* @__PURE__ */ jsx(InvoiceDownload, {
						token,
						kind: "single-invoice",
						label: t("single.download")
					})]
				}),
				failure && /* @__PURE__ */ jsxs(StatusBanner, {
					tone: "error",
					title: t("single.failureTitle"),
					className: "mb-4",
					children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
						className: "mt-1",
						children: failure.detail
					})]
				}),
				/* @__PURE__ */ jsxs("form", {
					noValidate: true,
					onSubmit,
					className: "grid gap-5 sm:grid-cols-2",
					children: [
						/* @__PURE__ */ jsx(TextField, {
							id: idOf$1("institutionName"),
							label: t("fields.institutionName"),
							required: true,
							className: "sm:col-span-2",
							...field("institutionName")
						}),
						/* @__PURE__ */ jsx(TextAreaField, {
							id: idOf$1("postalAddress"),
							label: t("fields.postalAddress"),
							required: true,
							rows: 3,
							className: "sm:col-span-2",
							...field("postalAddress")
						}),
						/* @__PURE__ */ jsx(TextField, {
							id: idOf$1("taxId"),
							label: t("fields.taxId"),
							...field("taxId")
						}),
						/* @__PURE__ */ jsx("div", {
							className: "sm:col-span-2",
							children: /* @__PURE__ */ jsx(SubmitButton, {
								busy: sending,
								className: "w-full sm:w-auto",
								children: current ? t("single.submitAgain") : t("single.submit")
							})
						})
					]
				})
			]
		})]
	});
}
// src/pages/my-registration/VisaLetterRequest.tsx
var fieldOrder = [
	"fullName",
	"passportNumber",
	"nationality",
	"dateOfBirth",
	"passportExpiry",
	"embassy"
];
var idOf = (field) => `visa-${field}`;
var emptyRequest = {
	fullName: "",
	passportNumber: "",
	nationality: "",
	dateOfBirth: "",
	passportExpiry: "",
	embassy: ""
};
var describeLetterFailure = (error, fallback) => describeFailure(error, {
	fallback,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.accessRequest
});
var downloadButtonClass = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
/**
* The access-link page's visa invitation letter: the request form (passport data as the
* passport prints it), the state of a request made, and the letter once it is issued.
*/
function VisaLetterRequest({ token }) {
	const { t } = useTranslation("documents");
	const failureText = useFailureText();
	const messageText = useMessageText();
	const formatDate = useFormatDate();
	const queryClient = useQueryClient();
	const queryKey = ["my-visa-letter", token];
	const current = useQuery({
		queryKey,
		queryFn: () => fetchMyVisaLetter(token),
		enabled: !!token
	});
	const download = useMutation({
		mutationFn: () => fetchMyVisaLetterPdf(token),
		onSuccess: saveFile
	});
	const problem = t("visaLetter.problem");
	const { field, onSubmit, sending, outcome } = useSubmissionForm({
		defaultValues: emptyRequest,
		rules: (values) => checkFields(visaLetterRequestRules, values),
		fieldOrder,
		idOf,
		send: async (values) => {
			const answer = await requestVisaLetter(token, values);
			queryClient.invalidateQueries({ queryKey });
			return answer;
		},
		describeFailure: (error) => describeLetterFailure(error, problem),
		describeRefusal: (answer) => ({ message: answer.message || problem })
	});
	const letter = current.data?.data ?? null;
	const statusText = (status, date) => {
		switch (status) {
			case "requested": return t("visaLetter.status.requested", { date });
			case "issued": return t("visaLetter.status.issued", { date });
			case "refused": return t("visaLetter.status.refused", { date });
		}
	};
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	const downloadFailure = download.isError ? failureText(describeLetterFailure(download.error, problem)) : null;
	const mayAsk = letter === null || letter.status !== "issued";
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "visa-heading",
		className: "rounded-xl bg-white p-5 shadow sm:p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "visa-heading",
				className: "mb-2 text-xl font-bold text-brand-900",
				children: t("visaLetter.heading")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mb-5 text-sm text-gray-700",
				children: t("visaLetter.intro")
			}),
			letter && /* @__PURE__ */ jsxs("div", {
				className: "mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900",
				role: "status",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "font-semibold",
						children: statusText(letter.status, formatDate((letter.decidedAt ?? letter.requestedAt).slice(0, 10)))
					}),
					letter.status === "refused" && letter.refusalReason && /* @__PURE__ */ jsx("p", {
						className: "mt-1",
						children: t("visaLetter.reason", { reason: letter.refusalReason })
					}),
					letter.status === "issued" && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: `mt-3 ${downloadButtonClass}`,
						disabled: download.isPending,
						onClick: () => download.mutate(),
						children: t("visaLetter.download")
					}),
					downloadFailure && /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "mt-2 text-red-900",
						children: downloadFailure.message
					})
				]
			}),
			mayAsk && /* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit,
				className: "grid gap-5 sm:grid-cols-2",
				children: [
					outcome?.kind === "success" && /* @__PURE__ */ jsx(StatusBanner, {
						tone: "success",
						title: t("visaLetter.sentTitle"),
						className: "sm:col-span-2",
						children: /* @__PURE__ */ jsx("p", { children: messageText(outcome.answer.message) })
					}),
					failure && /* @__PURE__ */ jsxs(StatusBanner, {
						tone: "error",
						title: t("visaLetter.failureTitle"),
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
							className: "mt-1",
							children: failure.detail
						})]
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("fullName"),
						label: t("visaLetter.fullName"),
						hint: t("visaLetter.fullNameHint"),
						required: true,
						autoComplete: "name",
						className: "sm:col-span-2",
						...field("fullName")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("passportNumber"),
						label: t("visaLetter.passportNumber"),
						required: true,
						autoComplete: "off",
						...field("passportNumber")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("nationality"),
						label: t("visaLetter.nationality"),
						required: true,
						...field("nationality")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("dateOfBirth"),
						label: t("visaLetter.dateOfBirth"),
						type: "date",
						required: true,
						autoComplete: "bday",
						...field("dateOfBirth")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("passportExpiry"),
						label: t("visaLetter.passportExpiry"),
						hint: t("visaLetter.passportExpiryHint"),
						type: "date",
						required: true,
						...field("passportExpiry")
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: idOf("embassy"),
						label: t("visaLetter.embassy"),
						hint: t("visaLetter.embassyHint"),
						required: true,
						className: "sm:col-span-2",
						...field("embassy")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-xs text-gray-600 sm:col-span-2",
						children: t("visaLetter.privacy")
					}),
					/* @__PURE__ */ jsx("div", {
						className: "sm:col-span-2",
						children: /* @__PURE__ */ jsx(SubmitButton, {
							busy: sending,
							className: "w-full sm:w-auto",
							children: letter ? t("visaLetter.submitAgain") : t("visaLetter.submit")
						})
					})
				]
			})
		]
	});
}
// src/pages/MyRegistrationPage.tsx
function Frame({ children }) {
	return /* @__PURE__ */ jsx("main", {
		className: "flex-1 bg-gray-50 px-4 pt-28 pb-16",
		children
	});
}
function LinkProblem({ title, text }) {
	const { t } = useTranslation("myRegistration");
	const localizedPath = useLocalizedPath();
	return /* @__PURE__ */ jsx(Frame, { children: /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-md rounded-xl bg-white p-6 text-center shadow-lg sm:p-8",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-brand-900",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-gray-700",
				children: text
			}),
			/* @__PURE__ */ jsx(Link, {
				to: localizedPath("/verify"),
				className: "mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
				children: t("requestNewLink")
			})
		]
	}) });
}
/**
* For a refused link: the server's message, or '' when it sent none (the page then shows its
* own text); null for any other failure.
*/
var unauthorizedMessage = (error) => error instanceof ApiRequestError && error.status === 401 ? error.serverMessage ?? "" : null;
/** What the page shows for the state of its registration query. */
function viewOf(loadProblem, token, query) {
	if (!token) return { kind: "no-token" };
	if (query.isPending || query.isError && query.isFetching) return { kind: "loading" };
	if (query.isError) {
		const message = unauthorizedMessage(query.error);
		if (message !== null) return {
			kind: "unauthorized",
			message
		};
		return {
			kind: "error",
			failure: describeFailure(query.error, {
				fallback: loadProblem,
				preferServerMessage: true,
				timeoutMs: requestTimeoutsMs.accessRequest
			})
		};
	}
	const answer = query.data;
	if (!answer?.success) return {
		kind: "error",
		failure: { message: answer?.message || loadProblem }
	};
	return {
		kind: "ready",
		registration: answer.data
	};
}
/** The registrant's own page, opened from the e-mailed access link. */
function MyRegistrationPage() {
	const { t } = useTranslation("myRegistration");
	const messageText = useMessageText();
	const failureText = useFailureText();
	const formatDate = useFormatDate();
	const [token] = useState(takeAccessToken);
	const [rejectedLink, setRejectedLink] = useState(null);
	const query = useQuery({
		queryKey: ["my-registration", token],
		queryFn: () => fetchMyRegistration(token ?? ""),
		enabled: Boolean(token) && rejectedLink === null
	});
	const refetch = query.refetch;
	const unauthorized = useCallback((message) => {
		forgetAccessToken();
		setRejectedLink(message);
	}, []);
	const expired = query.isError && unauthorizedMessage(query.error) !== null;
	useEffect(() => {
		if (expired) forgetAccessToken();
	}, [expired]);
	const reload = useCallback(() => void refetch(), [refetch]);
	const view = rejectedLink !== null ? {
		kind: "unauthorized",
		message: rejectedLink
	} : viewOf(t("loadProblem"), token, query);
	switch (view.kind) {
		case "no-token": return /* @__PURE__ */ jsx(LinkProblem, {
			title: t("noToken.title"),
			text: t("noToken.text")
		});
		case "unauthorized": return /* @__PURE__ */ jsx(LinkProblem, {
			title: t("expiredTitle"),
			text: view.message ? messageText(view.message) : t("invalidLink")
		});
		case "loading": return /* @__PURE__ */ jsxs(Frame, { children: [/* @__PURE__ */ jsx("h1", {
			className: "sr-only",
			children: t("title")
		}), /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "mx-auto max-w-4xl text-gray-700",
			children: t("loading")
		})] });
		case "error": {
			const { message, detail } = failureText(view.failure);
			return /* @__PURE__ */ jsx(Frame, { children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "text-2xl font-bold text-brand-900",
						children: t("title")
					}),
					/* @__PURE__ */ jsxs("div", {
						role: "alert",
						className: "mt-4 rounded-md bg-red-50 p-4 text-red-900",
						children: [/* @__PURE__ */ jsx("p", { children: message }), detail && /* @__PURE__ */ jsx("p", {
							className: "mt-1 text-sm",
							children: detail
						})]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: reload,
						className: "mt-4 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
						children: t("tryAgain")
					})
				]
			}) });
		}
		case "ready": {
			const { registration } = view;
			return /* @__PURE__ */ jsx(Frame, { children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-5xl space-y-8",
				children: [
					/* @__PURE__ */ jsxs("header", { children: [/* @__PURE__ */ jsx("h1", {
						className: "text-3xl font-bold text-brand-900",
						children: t("title")
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-2 text-gray-700",
						children: t("welcome", { name: registration.firstName })
					})] }),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "summary-heading",
						className: "rounded-xl bg-white p-5 shadow sm:p-6",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "summary-heading",
							className: "mb-4 text-xl font-bold text-brand-900",
							children: t("detailsHeading")
						}), /* @__PURE__ */ jsx(RegistrationSummary, { registration })]
					}),
					/* @__PURE__ */ jsx(FieldTripSeatNote, { registration }),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-8 lg:grid-cols-2",
						children: [/* @__PURE__ */ jsxs("section", {
							"aria-labelledby": "payments-heading",
							className: "rounded-xl bg-white p-5 shadow sm:p-6",
							children: [/* @__PURE__ */ jsx("h2", {
								id: "payments-heading",
								className: "mb-4 text-xl font-bold text-brand-900",
								children: t("paymentsHeading")
							}), /* @__PURE__ */ jsx(PaymentsList, { payments: registration.payments })]
						}), /* @__PURE__ */ jsxs("section", {
							"aria-labelledby": "bank-heading",
							className: "rounded-xl bg-white p-5 shadow sm:p-6",
							children: [
								/* @__PURE__ */ jsx("h2", {
									id: "bank-heading",
									className: "mb-4 text-xl font-bold text-brand-900",
									children: t("howToPayHeading")
								}),
								registration.paymentStatus !== "verified" && /* @__PURE__ */ jsx("p", {
									className: "mb-4 font-semibold text-gray-900",
									children: t("payBy", { date: formatDate(registration.paymentDueDate) })
								}),
								/* @__PURE__ */ jsx(BankDetailsList, {}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-4 rounded-md bg-accent-400/20 p-3 text-sm text-gray-900",
									children: /* @__PURE__ */ jsx(Trans, {
										t,
										i18nKey: "quoteReference",
										values: { reference: registration.reference },
										components: { strong: /* @__PURE__ */ jsx("strong", { className: "font-mono" }) }
									})
								}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-3 text-sm text-gray-700",
									children: t("confirmationNote", { email: mailboxes.registration })
								})
							]
						})]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "proof-heading",
						className: "rounded-xl bg-white p-5 shadow sm:p-6",
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "proof-heading",
								className: "mb-2 text-xl font-bold text-brand-900",
								children: t("proofHeading")
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mb-5 text-sm text-gray-700",
								children: t("proofIntro")
							}),
							/* @__PURE__ */ jsx(PaymentProofForm, {
								token: token ?? "",
								feeUsd: registration.feeUsd,
								onUploaded: reload,
								onUnauthorized: unauthorized
							})
						]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "documents-heading",
						className: "rounded-xl bg-white p-5 shadow sm:p-6",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "documents-heading",
							className: "mb-2 text-xl font-bold text-brand-900",
							children: t("documentsHeading")
						}), /* @__PURE__ */ jsx(PaymentDocuments, {
							token: token ?? "",
							paid: Number(registration.amountPaid) > 0
						})]
					}),
					/* @__PURE__ */ jsx(CancelRegistration, {
						token: token ?? "",
						registration,
						onCancelled: reload
					}),
					/* @__PURE__ */ jsx(SingleInvoiceRequest, { token: token ?? "" }),
					/* @__PURE__ */ jsx(GroupInvoiceRequest, { token: token ?? "" }),
					/* @__PURE__ */ jsx(MyData, { token: token ?? "" }),
					/* @__PURE__ */ jsx(VisaLetterRequest, { token: token ?? "" }),
					/* @__PURE__ */ jsx(MyCertificates, { token: token ?? "" })
				]
			}) });
		}
	}
}
export { MyRegistrationPage };
