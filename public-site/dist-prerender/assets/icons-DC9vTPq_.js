import { jsx, jsxs } from "react/jsx-runtime";
// src/components/icons.tsx
/** A 24 x 24 line icon drawn with the current text colour; decorative unless labelled. */
function Icon({ size = 24, children, ...props }) {
	return /* @__PURE__ */ jsx("svg", {
		xmlns: "http://www.w3.org/2000/svg",
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": props["aria-label"] ? void 0 : true,
		focusable: "false",
		...props,
		children
	});
}
var MenuIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M4 6h16M4 12h16M4 18h16" })
});
var CloseIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M18 6 6 18M6 6l12 12" })
});
var ChevronDownIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "m6 9 6 6 6-6" })
});
var CalendarIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("rect", {
		x: "3",
		y: "4",
		width: "18",
		height: "18",
		rx: "2"
	}), /* @__PURE__ */ jsx("path", { d: "M16 2v4M8 2v4M3 10h18" })]
});
var MapPinIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("path", { d: "M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" }), /* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "10",
		r: "3"
	})]
});
var ClockIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "10"
	}), /* @__PURE__ */ jsx("path", { d: "M12 6v6l4 2" })]
});
export { Icon as a, CloseIcon as i, ChevronDownIcon as n, MapPinIcon as o, ClockIcon as r, MenuIcon as s, CalendarIcon as t };
