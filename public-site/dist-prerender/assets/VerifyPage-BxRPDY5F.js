import { t as Link } from "./routing-D53QYojt.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { O as messages, r as useFailureText, u as validateAccessRequest } from "./text-BaFe9vHY.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { o as requestAccessLink } from "./calls-BGXXkh4G.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { f as TextField, s as primaryButtonClass, t as useSubmissionForm } from "./useSubmissionForm-DKr67HaA.js";
import { t as StatusBanner } from "./StatusBanner-BZECBjv-.js";
import { Trans, useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/verify/AccessRequestForm.tsx
var accessRequestRules = ({ email }) => ({ email: validateAccessRequest(email) ?? void 0 });
var sendAccessRequest = ({ email }) => requestAccessLink(email);
var accessRequestFailure = (error) => describeFailure(error, {
	fallback: messages.accessRequestProblem,
	preferServerMessage: true,
	timeoutMs: requestTimeoutsMs.accessRequest
});
var accessRequestRefusal = (answer) => ({ message: answer.message || messages.accessRequestProblem });
/** Asks for the registration e-mail and sends the access link. */
function AccessRequestForm() {
	const { t } = useTranslation(["verify", "forms"]);
	const failureText = useFailureText();
	const { form, field, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
		defaultValues: { email: "" },
		rules: accessRequestRules,
		send: sendAccessRequest,
		describeFailure: accessRequestFailure,
		describeRefusal: accessRequestRefusal,
		focusFirstError: true,
		clearOnSuccess: false
	});
	if (outcome?.kind === "success") return /* @__PURE__ */ jsxs(StatusBanner, {
		tone: "success",
		title: t("form.successTitle"),
		children: [
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, {
				t,
				i18nKey: "form.sent",
				values: { email: form.getValues("email").trim() },
				components: { strong: /* @__PURE__ */ jsx("strong", { className: "break-all" }) }
			}) }),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2",
				children: t("form.notReceived")
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "mt-3 font-semibold text-brand-700 underline",
				onClick: dismissOutcome,
				children: t("form.another")
			})
		]
	});
	const failure = outcome?.kind === "failure" ? failureText(outcome.failure) : null;
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		className: "space-y-4",
		children: [
			failure && /* @__PURE__ */ jsxs(StatusBanner, {
				tone: "error",
				title: t("form.failureTitle"),
				children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
					className: "mt-1",
					children: failure.detail
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				...field("email"),
				id: "access-email",
				label: t("form.email"),
				type: "email",
				autoComplete: "email",
				required: true
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: sending,
				className: `${primaryButtonClass} w-full`,
				children: sending ? t("forms:sending") : t("form.send")
			})
		]
	});
}
// src/pages/VerifyPage.tsx
function VerifyPage() {
	const { t } = useTranslation("verify");
	const localizedPath = useLocalizedPath();
	return /* @__PURE__ */ jsx("main", {
		className: "flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16",
		children: /* @__PURE__ */ jsxs("div", {
			className: "w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold text-brand-900",
					children: t("title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 mb-6 text-sm text-gray-700",
					children: t("intro")
				}),
				/* @__PURE__ */ jsx(AccessRequestForm, {}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-label": t("otherPages"),
					className: "mt-6 flex flex-wrap justify-between gap-2 text-sm",
					children: [/* @__PURE__ */ jsx(Link, {
						to: localizedPath("/"),
						className: "font-medium text-brand-700 underline",
						children: t("home")
					}), /* @__PURE__ */ jsx(Link, {
						to: localizedPath("/registration"),
						className: "font-medium text-brand-700 underline",
						children: t("register")
					})]
				})
			]
		})
	});
}
export { VerifyPage };
