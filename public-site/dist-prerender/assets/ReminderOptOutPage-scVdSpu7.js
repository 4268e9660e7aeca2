import { a as useMessageText, r as useFailureText, v as paymentReminderMessages } from "./text-BaFe9vHY.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { t as Link } from "./routing-D53QYojt.js";
import { a as optOutOfReminders } from "./calls-BGXXkh4G.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useMutation } from "@tanstack/react-query";
// src/pages/ReminderOptOutPage.tsx
/** Where the link at the foot of a payment reminder leads: one click, and no more reminders. */
function ReminderOptOutPage() {
	const { t } = useTranslation("reminderOptOut");
	const messageText = useMessageText();
	const failureText = useFailureText();
	const localizedPath = useLocalizedPath();
	const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
	const optOut = useMutation({ mutationFn: () => optOutOfReminders(token) });
	const failure = optOut.isError ? failureText(describeFailure(optOut.error, {
		fallback: t("problem"),
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	})) : null;
	return /* @__PURE__ */ jsx("main", {
		className: "flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16",
		children: /* @__PURE__ */ jsxs("div", {
			className: "w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold text-brand-900",
					children: t("title")
				}),
				optOut.isSuccess ? /* @__PURE__ */ jsx("p", {
					role: "status",
					className: "mt-4 rounded-md bg-green-50 p-4 text-green-900",
					children: messageText(paymentReminderMessages.optedOut)
				}) : token ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
					className: "mt-3 text-gray-700",
					children: t("question")
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					disabled: optOut.isPending,
					onClick: () => optOut.mutate(),
					className: "mt-5 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60",
					children: optOut.isPending ? t("stopping") : t("stop")
				})] }) : /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "mt-4 rounded-md bg-red-50 p-4 text-red-900",
					children: messageText(paymentReminderMessages.optOutInvalid)
				}),
				failure && /* @__PURE__ */ jsxs("div", {
					role: "alert",
					className: "mt-4 rounded-md bg-red-50 p-4 text-red-900",
					children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm",
						children: failure.detail
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-6 text-sm",
					children: /* @__PURE__ */ jsx(Link, {
						to: localizedPath("/verify"),
						className: "font-medium text-brand-700 underline",
						children: t("openRegistration")
					})
				})
			]
		})
	});
}
export { ReminderOptOutPage };
