import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { s as sendAbstractResponse, t as fetchAbstractResponse } from "./calls-BGXXkh4G.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { a as useMessageText, r as useFailureText, t as useChoiceLabel } from "./text-BaFe9vHY.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { useMutation, useQuery } from "@tanstack/react-query";
// src/pages/AbstractResponsePage.tsx
var buttonBase = "rounded-md px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
/** Where the link in an acceptance notice leads: the author confirms or withdraws, once. */
function AbstractResponsePage() {
	const { t } = useTranslation("abstractResponse");
	const messageText = useMessageText();
	const failureText = useFailureText();
	const choiceLabel = useChoiceLabel();
	const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
	const abstract = useQuery({
		queryKey: ["abstract-response", token],
		queryFn: () => fetchAbstractResponse(token),
		enabled: token !== "",
		retry: false
	});
	const answer = useMutation({ mutationFn: (response) => sendAbstractResponse(token, response) });
	function withdraw() {
		if (window.confirm(t("withdrawQuestion"))) answer.mutate("withdrawn");
	}
	const failure = (error, fallback) => describeFailure(error, {
		fallback,
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	});
	const found = !token ? { message: t("missingToken") } : abstract.isError ? failure(abstract.error, t("loadProblem")) : answer.isError ? failure(answer.error, t("answerProblem")) : null;
	const problem = found && failureText(found);
	const view = abstract.data?.data;
	return /* @__PURE__ */ jsx("main", {
		className: "flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16",
		children: /* @__PURE__ */ jsxs("div", {
			className: "w-full max-w-lg rounded-xl bg-white p-6 shadow-lg sm:p-8",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold text-brand-900",
					children: t("title")
				}),
				abstract.isLoading && /* @__PURE__ */ jsx("p", {
					className: "mt-4 text-gray-700",
					children: t("loading")
				}),
				view && /* @__PURE__ */ jsxs("dl", {
					className: "mt-4 space-y-2 text-gray-800",
					children: [
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
							className: "text-sm font-medium text-gray-600",
							children: t("abstractTitle")
						}), /* @__PURE__ */ jsx("dd", {
							className: "font-semibold",
							children: view.title
						})] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
							className: "text-sm font-medium text-gray-600",
							children: t("presentationType")
						}), /* @__PURE__ */ jsx("dd", { children: choiceLabel("abstractPresentationTypes", view.presentationType) })] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
							className: "text-sm font-medium text-gray-600",
							children: t("reference")
						}), /* @__PURE__ */ jsx("dd", { children: view.reference })] })
					]
				}),
				answer.isSuccess ? /* @__PURE__ */ jsx("p", {
					role: "status",
					className: "mt-5 rounded-md bg-green-50 p-4 text-green-900",
					children: messageText(answer.data.message)
				}) : view && /* @__PURE__ */ jsxs("div", {
					className: "mt-6 flex flex-wrap gap-3",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						disabled: answer.isPending,
						onClick: () => answer.mutate("confirmed"),
						className: `${buttonBase} bg-brand-700 text-white hover:bg-brand-900`,
						children: t("confirm")
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						disabled: answer.isPending,
						onClick: withdraw,
						className: `${buttonBase} border border-red-700 text-red-800 hover:bg-red-50`,
						children: t("withdraw")
					})]
				}),
				problem && /* @__PURE__ */ jsxs("div", {
					role: "alert",
					className: "mt-4 rounded-md bg-red-50 p-4 text-red-900",
					children: [/* @__PURE__ */ jsx("p", { children: problem.message }), problem.detail && /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm",
						children: problem.detail
					})]
				})
			]
		})
	});
}
export { AbstractResponsePage };
