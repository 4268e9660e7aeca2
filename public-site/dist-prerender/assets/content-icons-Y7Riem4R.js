import { a as Icon } from "./icons-DC9vTPq_.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/content-icons.tsx
/** The icons of the pages fetched on demand and of the content below the fold. */
var ArrowRightIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M5 12h14M13 6l6 6-6 6" })
});
var MailIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("rect", {
		x: "2",
		y: "4",
		width: "20",
		height: "16",
		rx: "2"
	}), /* @__PURE__ */ jsx("path", { d: "m22 7-10 6L2 7" })]
});
var PhoneIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" })
});
var WhatsAppIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("path", { d: "M3 21l1.7-4.6A9 9 0 1 1 8 19.6z" }), /* @__PURE__ */ jsx("path", { d: "M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z" })]
});
var FacebookIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" })
});
var LinkedInIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" }),
		/* @__PURE__ */ jsx("rect", {
			x: "2",
			y: "9",
			width: "4",
			height: "12"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "4",
			cy: "4",
			r: "2"
		})
	]
});
var UserIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "8",
		r: "4"
	}), /* @__PURE__ */ jsx("path", { d: "M4 21a8 8 0 0 1 16 0" })]
});
var UsersIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "9",
		cy: "8",
		r: "4"
	}), /* @__PURE__ */ jsx("path", { d: "M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3" })]
});
var GlobeIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "10"
	}), /* @__PURE__ */ jsx("path", { d: "M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" })]
});
var AwardIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "8",
		r: "6"
	}), /* @__PURE__ */ jsx("path", { d: "M8.2 13 7 22l5-3 5 3-1.2-9" })]
});
var TargetIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "10"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "6"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "2"
		})
	]
});
var EyeIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("path", { d: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" }), /* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "3"
	})]
});
var CheckCircleIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "10"
	}), /* @__PURE__ */ jsx("path", { d: "m8 12 3 3 5-6" })]
});
var SendIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "m22 2-7 20-4-9-9-4zM22 2 11 13" })
});
var QuoteIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 6-4 6zM14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 6-4 6z" })
});
var ExternalLinkIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" })
});
var SparklesIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9zM5 2l.6 1.4L7 4l-1.4.6L5 6l-.6-1.4L3 4l1.4-.6z" })
});
var BuildingIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("rect", {
		x: "4",
		y: "2",
		width: "16",
		height: "20",
		rx: "1"
	}), /* @__PURE__ */ jsx("path", { d: "M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01" })]
});
var LightbulbIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" })
});
var PresentationIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M2 3h20M21 3v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V3M7 21l5-5 5 5" })
});
var NetworkIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "5",
			r: "3"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "5",
			cy: "19",
			r: "3"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "19",
			cy: "19",
			r: "3"
		}),
		/* @__PURE__ */ jsx("path", { d: "M12 8v3M12 11l-5.5 5.5M12 11l5.5 5.5" })
	]
});
var MountainIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "m8 3 4 8 5-5 5 15H2z" })
});
var GraduationCapIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 3 9 3 12 0v-5M22 10v6" })
});
var SatelliteIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("path", { d: "m13 7 4-4 4 4-4 4zM3 17l4-4 4 4-4 4zM9 9l6 6M9.5 12.5 12.5 9.5" }), /* @__PURE__ */ jsx("path", { d: "M16 21a5 5 0 0 0 5-5M16 17a1 1 0 0 0 1-1" })]
});
var CloudSunIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("path", { d: "M12 2v2M4.9 4.9l1.4 1.4M20 12h2M19.1 4.9l-1.4 1.4M15.9 13.1A4 4 0 0 0 8.3 10" }), /* @__PURE__ */ jsx("path", { d: "M13 22H7a5 5 0 1 1 4.9-6H13a3 3 0 0 1 0 6z" })]
});
var GemIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M6 3h12l4 6-10 13L2 9zM11 3 8 9l4 13 4-13-3-6M2 9h20" })
});
var FuelIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M3 22h12M4 9h10M14 22V4a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v18M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0V9.8a2 2 0 0 0-.6-1.4L18 5" })
});
var CpuIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [
		/* @__PURE__ */ jsx("rect", {
			x: "4",
			y: "4",
			width: "16",
			height: "16",
			rx: "2"
		}),
		/* @__PURE__ */ jsx("rect", {
			x: "9",
			y: "9",
			width: "6",
			height: "6"
		}),
		/* @__PURE__ */ jsx("path", { d: "M9 1v3M15 1v3M9 20v3M15 20v3M20 9h3M20 14h3M1 9h3M1 14h3" })
	]
});
var DropletsIcon = (p) => /* @__PURE__ */ jsxs(Icon, {
	...p,
	children: [/* @__PURE__ */ jsx("path", { d: "M7 16.3c2.2 0 4-1.8 4-4 0-1.2-.6-2.3-1.8-3.3S7.3 6.6 7 5.3c-.3 1.3-1 2.7-2.2 3.7S3 11.1 3 12.3c0 2.2 1.8 4 4 4z" }), /* @__PURE__ */ jsx("path", { d: "M12.6 6.6A11 11 0 0 0 14 3c.5 2.5 2 4.9 4 6.5s3 3.5 3 5.5a7 7 0 0 1-12 4.9" })]
});
var CityIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M3 22V9l6-4v17M9 22V2h8v20M17 22V10h4v12M2 22h20M12 6h2M12 10h2M12 14h2M12 18h2" })
});
var ScaleIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M12 3v18M7 21h10M3 7h18M6 7l-3 7a3 3 0 0 0 6 0zM18 7l-3 7a3 3 0 0 0 6 0z" })
});
var LandmarkIcon = (p) => /* @__PURE__ */ jsx(Icon, {
	...p,
	children: /* @__PURE__ */ jsx("path", { d: "M3 22h18M6 18v-7M10 18v-7M14 18v-7M18 18v-7M12 2l8 5H4z" })
});
export { UserIcon as A, PresentationIcon as C, SendIcon as D, ScaleIcon as E, WhatsAppIcon as M, SparklesIcon as O, PhoneIcon as S, SatelliteIcon as T, LightbulbIcon as _, CityIcon as a, MountainIcon as b, DropletsIcon as c, FacebookIcon as d, FuelIcon as f, LandmarkIcon as g, GraduationCapIcon as h, CheckCircleIcon as i, UsersIcon as j, TargetIcon as k, ExternalLinkIcon as l, GlobeIcon as m, AwardIcon as n, CloudSunIcon as o, GemIcon as p, BuildingIcon as r, CpuIcon as s, ArrowRightIcon as t, EyeIcon as u, LinkedInIcon as v, QuoteIcon as w, NetworkIcon as x, MailIcon as y };
