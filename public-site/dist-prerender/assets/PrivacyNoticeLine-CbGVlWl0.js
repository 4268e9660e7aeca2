import { n as useLocalizedPath } from "./language-DqggqH3Z.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/PrivacyNoticeLine.tsx
/**
* The line beside a form's submit button that leads to the privacy notice. The form sends the
* version of the notice it links to (`privacyNoticeVersion`), stored with the submission. The
* notice opens in a new tab, so what the visitor has typed stays where it is; a plain link
* does that, and lets the forms render outside the router too (in a dialog, in tests).
*/
function PrivacyNoticeLine({ className = "" }) {
	const { t } = useTranslation("forms");
	const localized = useLocalizedPath();
	return /* @__PURE__ */ jsxs("p", {
		className: `text-sm text-gray-600 ${className}`,
		children: [
			t("privacyLine.lead"),
			" ",
			/* @__PURE__ */ jsx("a", {
				href: localized("/privacy"),
				target: "_blank",
				rel: "noopener",
				className: "font-medium text-brand-700 underline hover:text-brand-900",
				children: t("privacyLine.link")
			})
		]
	});
}
export { PrivacyNoticeLine as t };
