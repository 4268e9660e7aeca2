import { t as edition } from "./edition-Bb7ga_Hr.js";
import { g as subthemeTitles } from "./choices-DP_QLLLU.js";
import { i as getJson, n as apiBase } from "./api-client-DDhruTBY.js";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useQuery } from "@tanstack/react-query";
// ../libs/conference/dist/programme.js
function daysBetween(first, last) {
	const days = [];
	for (let day = /* @__PURE__ */ new Date(`${first}T00:00:00Z`); day <= /* @__PURE__ */ new Date(`${last}T00:00:00Z`); day = new Date(day.getTime() + 864e5)) days.push(day.toISOString().slice(0, 10));
	return days;
}
daysBetween(edition.startDate, edition.endDate);
/** "Wednesday 1 October" for a YYYY-MM-DD conference day. */
function programmeDayLabel(day) {
	return new Intl.DateTimeFormat("en-GB", {
		weekday: "long",
		day: "numeric",
		month: "long",
		timeZone: "UTC"
	}).format(/* @__PURE__ */ new Date(`${day}T00:00:00Z`));
}
`${edition.datesLabel}`;
// src/pages/program/FullProgramme.tsx
var loadTimeoutMs = 15e3;
var wholeProgrammeCalendar = `${apiBase}/programme.ics`;
function sessionCalendar(id) {
	return `${apiBase}/programme/sessions/${encodeURIComponent(id)}.ics`;
}
async function fetchProgramme() {
	return (await getJson("/programme", {
		timeoutMs: loadTimeoutMs,
		credentials: "omit",
		cache: "no-cache"
	})).data;
}
function matches(session, subtheme, words) {
	if (subtheme && session.subtheme !== subtheme) return false;
	if (words.length === 0) return true;
	const text = [
		session.title,
		session.room,
		session.chair ?? "",
		session.subtheme,
		...session.talks.flatMap((talk) => [
			talk.title,
			talk.presenter,
			talk.reference
		])
	].join(" ").toLowerCase();
	return words.every((word) => text.includes(word));
}
/**
* A day of the published programme in the page's language: English keeps the libs' label
* ("Wednesday 1 October"), French and Portuguese format the date with Intl.
*/
function useDayLabel() {
	const { t } = useTranslation("program");
	return (day) => t("full.dayLabel", {
		label: programmeDayLabel(day),
		programmeDay: /* @__PURE__ */ new Date(`${day}T00:00:00Z`)
	});
}
/** A subtheme's title in the page's language; the api's English value is the filter's value. */
function useSubthemeTitle() {
	const { t } = useTranslation("program");
	const titles = t("subthemeTitles", { returnObjects: true });
	return (subtheme) => {
		const index = subthemeTitles.findIndex((title) => title === subtheme);
		return titles[index] ?? subtheme;
	};
}
function SessionBlock({ session }) {
	const { t } = useTranslation("program");
	const subthemeTitle = useSubthemeTitle();
	const kinds = t("full.kinds", { returnObjects: true });
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className: "break-inside-avoid rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "text-sm font-semibold text-brand-700",
				children: [
					/* @__PURE__ */ jsx("time", { children: session.start }),
					"–",
					/* @__PURE__ */ jsx("time", { children: session.end }),
					" · ",
					kinds[session.kind]
				]
			}),
			/* @__PURE__ */ jsx("h4", {
				id: headingId,
				className: "mt-1 text-lg font-bold break-words text-slate-900",
				children: session.title
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]",
				children: [
					/* @__PURE__ */ jsx("dt", {
						className: "font-semibold",
						children: t("full.room")
					}),
					/* @__PURE__ */ jsx("dd", {
						className: "break-words",
						children: session.room
					}),
					session.chair && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
						className: "font-semibold",
						children: t("full.chair")
					}), /* @__PURE__ */ jsx("dd", {
						className: "break-words",
						children: session.chair
					})] }),
					/* @__PURE__ */ jsx("dt", {
						className: "font-semibold",
						children: t("full.subtheme")
					}),
					/* @__PURE__ */ jsx("dd", {
						className: "break-words",
						children: subthemeTitle(session.subtheme)
					})
				]
			}),
			session.talks.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "mt-3 divide-y divide-slate-100 border-t border-slate-100",
				children: session.talks.map((talk) => /* @__PURE__ */ jsxs("li", {
					className: "py-2 text-sm",
					children: [
						talk.start && talk.end && /* @__PURE__ */ jsxs("span", {
							className: "mr-2 font-semibold whitespace-nowrap text-slate-600",
							children: [
								talk.start,
								"–",
								talk.end
							]
						}),
						/* @__PURE__ */ jsx("span", {
							className: "font-medium break-words text-slate-900",
							children: talk.title
						}),
						/* @__PURE__ */ jsx("span", {
							className: "block break-words text-slate-600",
							children: talk.presenter
						})
					]
				}, talk.reference))
			}),
			/* @__PURE__ */ jsx("a", {
				href: sessionCalendar(session.id),
				download: true,
				"aria-label": t("full.addToCalendarFor", { title: session.title }),
				className: "mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 print:hidden",
				children: t("full.addToCalendar")
			})
		]
	});
}
function Programme({ days }) {
	const { t } = useTranslation("program");
	const dayLabel = useDayLabel();
	const subthemeTitle = useSubthemeTitle();
	const baseId = useId();
	const [selected, setSelected] = useState(0);
	const [subtheme, setSubtheme] = useState("");
	const [search, setSearch] = useState("");
	const tabs = useRef([]);
	const subthemes = useMemo(() => [...new Set(days.flatMap((day) => day.sessions.map((session) => session.subtheme)))].sort(), [days]);
	const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
	const choose = (index) => {
		setSelected(index);
		tabs.current[index]?.focus();
	};
	const onTabKey = (event) => {
		const last = days.length - 1;
		const next = {
			ArrowRight: selected === last ? 0 : selected + 1,
			ArrowLeft: selected === 0 ? last : selected - 1,
			Home: 0,
			End: last
		}[event.key];
		if (next === void 0) return;
		event.preventDefault();
		choose(next);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "mb-6 grid gap-4 sm:grid-cols-2 print:hidden",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${baseId}-subtheme`,
					className: "block text-sm font-semibold text-slate-800",
					children: t("full.subtheme")
				}), /* @__PURE__ */ jsxs("select", {
					id: `${baseId}-subtheme`,
					value: subtheme,
					onChange: (event) => setSubtheme(event.target.value),
					className: "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm",
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: t("full.allSubthemes")
					}), subthemes.map((title) => /* @__PURE__ */ jsx("option", {
						value: title,
						children: subthemeTitle(title)
					}, title))]
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${baseId}-search`,
					className: "block text-sm font-semibold text-slate-800",
					children: t("full.search")
				}), /* @__PURE__ */ jsx("input", {
					id: `${baseId}-search`,
					type: "search",
					value: search,
					onChange: (event) => setSearch(event.target.value),
					placeholder: t("full.searchPlaceholder"),
					className: "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
				})]
			})]
		}),
		/* @__PURE__ */ jsx("div", {
			role: "tablist",
			"aria-label": t("full.days"),
			className: "mb-6 flex flex-wrap gap-2 print:hidden",
			children: days.map((day, index) => /* @__PURE__ */ jsx("button", {
				ref: (element) => {
					tabs.current[index] = element;
				},
				type: "button",
				role: "tab",
				id: `${baseId}-tab-${index}`,
				"aria-selected": index === selected,
				"aria-controls": `${baseId}-panel-${index}`,
				tabIndex: index === selected ? 0 : -1,
				onClick: () => setSelected(index),
				onKeyDown: onTabKey,
				className: `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${index === selected ? "bg-brand-900 text-white ring-brand-900" : "bg-white text-brand-900 ring-slate-300 hover:bg-brand-50"}`,
				children: dayLabel(day.date)
			}, day.date))
		}),
		days.map((day, index) => {
			const sessions = day.sessions.filter((session) => matches(session, subtheme, words));
			return /* @__PURE__ */ jsxs("div", {
				role: "tabpanel",
				id: `${baseId}-panel-${index}`,
				"aria-labelledby": `${baseId}-tab-${index}`,
				"aria-hidden": index === selected ? void 0 : true,
				className: `space-y-4 ${index === selected ? "" : "hidden print:block"} print:mb-8`,
				children: [/* @__PURE__ */ jsx("h3", {
					className: "text-xl font-extrabold text-brand-900",
					children: /* @__PURE__ */ jsx("time", {
						dateTime: day.date,
						children: dayLabel(day.date)
					})
				}), sessions.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-600",
					children: t("full.noMatch")
				}) : sessions.map((session) => /* @__PURE__ */ jsx(SessionBlock, { session }, session.id))]
			}, day.date);
		})
	] });
}
/** The published programme below the outline, or a sentence saying it is not out yet. */
function FullProgramme() {
	const { t } = useTranslation("program");
	const query = useQuery({
		queryKey: ["programme"],
		queryFn: fetchProgramme
	});
	const programme = query.data;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "full-programme-heading",
		className: "mt-16",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-6 flex flex-wrap items-baseline justify-between gap-3",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "full-programme-heading",
				className: "text-2xl font-extrabold text-brand-900",
				children: t("full.title")
			}), programme?.publishedAt && programme.days.length > 0 && /* @__PURE__ */ jsx("a", {
				href: wholeProgrammeCalendar,
				download: true,
				className: "text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 print:hidden",
				children: t("full.downloadAll")
			})]
		}), query.isPending ? /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "text-slate-600",
			children: t("full.loading")
		}) : query.isError ? /* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: "rounded-lg bg-red-50 p-4 text-sm text-red-800",
			children: [/* @__PURE__ */ jsx("p", { children: t("full.loadFailed") }), /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => void query.refetch(),
				className: "mt-2 font-semibold underline",
				children: t("full.tryAgain")
			})]
		}) : !programme?.publishedAt || programme.days.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200",
			children: t("full.notPublished")
		}) : /* @__PURE__ */ jsx(Programme, { days: programme.days })]
	});
}
export { FullProgramme };
