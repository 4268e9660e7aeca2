import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/StatusBanner.tsx
/** The success or failure banner of a form, announced to assistive technology. */
function StatusBanner({ tone, title, children, ref, className = "" }) {
	return /* @__PURE__ */ jsxs("div", {
		ref,
		tabIndex: -1,
		role: tone === "success" ? "status" : "alert",
		className: `scroll-mt-28 rounded-lg border-l-4 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500 ${tone === "success" ? "border-green-600 bg-green-50 text-green-900" : "border-red-600 bg-red-50 text-red-900"} ${className}`,
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold",
			children: title
		}), children && /* @__PURE__ */ jsx("div", {
			className: "mt-1 text-sm",
			children
		})]
	});
}
export { StatusBanner as t };
