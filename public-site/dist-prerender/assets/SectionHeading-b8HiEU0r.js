import { jsx, jsxs } from "react/jsx-runtime";
// src/components/SectionHeading.tsx
/** A section's h2 with an optional eyebrow above and lead paragraph below. */
function SectionHeading({ id, eyebrow, title, lead, light = false, align = "center" }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `mb-10 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`,
		children: [
			eyebrow && /* @__PURE__ */ jsx("p", {
				className: `text-sm font-bold tracking-wider uppercase ${light ? "text-accent-400" : "text-accent-700"}`,
				children: eyebrow
			}),
			/* @__PURE__ */ jsx("h2", {
				id,
				className: `mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${light ? "text-white" : "text-brand-900"}`,
				children: title
			}),
			lead && /* @__PURE__ */ jsx("p", {
				className: `mt-4 text-lg ${light ? "text-brand-100" : "text-gray-700"}`,
				children: lead
			})
		]
	});
}
export { SectionHeading as t };
