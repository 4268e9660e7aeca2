import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/UploadProgress.tsx
/** The progress of a file upload, as a native progress bar with a visible percentage. */
function UploadProgress({ fraction, label }) {
	const { t } = useTranslation("forms");
	const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-3",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex justify-between text-sm text-gray-700",
			children: [/* @__PURE__ */ jsx("span", {
				id: "upload-progress-label",
				children: label ?? t("uploading")
			}), /* @__PURE__ */ jsxs("span", {
				"aria-hidden": "true",
				children: [percent, "%"]
			})]
		}), /* @__PURE__ */ jsxs("progress", {
			"aria-labelledby": "upload-progress-label",
			max: 100,
			value: percent,
			className: "mt-1 h-2 w-full overflow-hidden rounded accent-brand-700",
			children: [percent, "%"]
		})]
	});
}
export { UploadProgress as t };
