import { a as useMessageText, i as useIntlLocale, r as useFailureText, y as certificateMessages } from "./text-BaFe9vHY.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { u as requestTimeoutsMs } from "./privacy-CClEhbFt.js";
import { t as ApiRequestError } from "./api-client-DDhruTBY.js";
import { l as useParams } from "./routing-D53QYojt.js";
import { t as describeFailure } from "./failure-DFZQO8pz.js";
import { o as verifyDocumentCode } from "./document-calls-B7q0ax85.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { useQuery } from "@tanstack/react-query";
// src/pages/CertificatePage.tsx
/**
* The public check of a certificate or invitation letter, opened from the QR code printed on
* it: who it was issued to, what it is, and when; or that the code is not one of ours.
*/
function CertificatePage() {
	const { t } = useTranslation("certificates");
	const messageText = useMessageText();
	const failureText = useFailureText();
	const locale = useIntlLocale();
	const { code = "" } = useParams();
	const check = useQuery({
		queryKey: ["certificate", code],
		queryFn: () => verifyDocumentCode(code),
		retry: false
	});
	const unknown = check.error instanceof ApiRequestError && check.error.status === 404;
	const failure = check.isError && !unknown ? failureText(describeFailure(check.error, {
		fallback: t("problem"),
		preferServerMessage: true,
		timeoutMs: requestTimeoutsMs.accessRequest
	})) : null;
	const verified = check.data;
	const kindLabels = {
		attendance: t("kinds.attendance"),
		presentation: t("kinds.presentation"),
		"invitation-letter": t("kinds.invitation-letter")
	};
	return /* @__PURE__ */ jsx("main", {
		className: "flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16",
		children: /* @__PURE__ */ jsxs("div", {
			className: "w-full max-w-lg rounded-xl bg-white p-6 shadow-lg sm:p-8",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold text-brand-900",
					children: t("title")
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-2 text-sm text-gray-700",
					children: [
						t("code"),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "font-mono font-semibold",
							children: code
						})
					]
				}),
				check.isPending && /* @__PURE__ */ jsx("p", {
					role: "status",
					className: "mt-4 text-gray-700",
					children: t("checking")
				}),
				verified && /* @__PURE__ */ jsxs("div", {
					role: "status",
					className: "mt-5 rounded-md border-l-4 border-green-600 bg-green-50 p-4",
					children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold text-green-900",
						children: t("valid")
					}), /* @__PURE__ */ jsxs("dl", {
						className: "mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm text-gray-900",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "font-medium text-gray-700",
								children: t("name")
							}),
							/* @__PURE__ */ jsx("dd", { children: verified.name }),
							/* @__PURE__ */ jsx("dt", {
								className: "font-medium text-gray-700",
								children: t("kind")
							}),
							/* @__PURE__ */ jsx("dd", { children: kindLabels[verified.kind] }),
							/* @__PURE__ */ jsx("dt", {
								className: "font-medium text-gray-700",
								children: t("documentTitleLabel")
							}),
							/* @__PURE__ */ jsx("dd", { children: verified.title }),
							/* @__PURE__ */ jsx("dt", {
								className: "font-medium text-gray-700",
								children: t("issued")
							}),
							/* @__PURE__ */ jsx("dd", { children: new Intl.DateTimeFormat(locale, {
								day: "numeric",
								month: "long",
								year: "numeric",
								timeZone: edition.timeZone
							}).format(new Date(verified.issuedAt)) })
						]
					})]
				}),
				unknown && /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "mt-5 rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-red-900",
					children: messageText(certificateMessages.unknownCode)
				}),
				failure && /* @__PURE__ */ jsxs("div", {
					role: "alert",
					className: "mt-5 rounded-md bg-red-50 p-4 text-red-900",
					children: [/* @__PURE__ */ jsx("p", { children: failure.message }), failure.detail && /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm",
						children: failure.detail
					})]
				})
			]
		})
	});
}
export { CertificatePage };
