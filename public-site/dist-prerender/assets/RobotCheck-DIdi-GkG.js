import { i as getJson, n as apiBase } from "./api-client-DDhruTBY.js";
import { h as ErrorText } from "./useSubmissionForm-DKr67HaA.js";
import { t as useLanguage } from "./language-DqggqH3Z.js";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { useQuery } from "@tanstack/react-query";
// src/captcha/loadAltcha.ts
var translations = {
	"fr-fr": () => import("altcha/i18n/fr-fr"),
	"pt-pt": () => import("altcha/i18n/pt-pt")
};
/**
* Loads the ALTCHA web component (`<altcha-widget>`) on demand, so that pages without a
* form never download it, with its texts in the page's language when that is not English.
* Resolves once the element is defined.
*/
async function loadAltcha(language) {
	await Promise.all([import("altcha"), language ? translations[language]() : void 0]);
	await customElements.whenDefined("altcha-widget");
}
// src/captcha/loadRecaptcha.ts
var recaptchaScriptUrl = "https://www.google.com/recaptcha/api.js?render=explicit";
var loading;
/**
* Loads Google's reCAPTCHA script on demand and only once, so that pages without a form, and
* sites using ALTCHA, never contact Google. Resolves once the API is ready to render widgets.
* `language` (fr, pt) sets the checkbox's texts; without it Google follows the browser. The
* script loads once, so the first form's language stays until the page reloads.
*/
function loadRecaptcha(language) {
	loading ??= new Promise((resolve, reject) => {
		const script = document.createElement("script");
		script.src = language ? `${recaptchaScriptUrl}&hl=${encodeURIComponent(language)}` : recaptchaScriptUrl;
		script.async = true;
		script.onload = () => {
			const api = window.grecaptcha;
			if (api) api.ready(() => resolve(api));
			else reject(/* @__PURE__ */ new Error("reCAPTCHA script loaded without defining grecaptcha"));
		};
		script.onerror = () => {
			script.remove();
			reject(/* @__PURE__ */ new Error("reCAPTCHA script could not be loaded"));
		};
		document.head.append(script);
	}).catch((error) => {
		loading = void 0;
		throw error;
	});
	return loading;
}
// src/captcha/RobotCheck.tsx
var challengeUrl = `${apiBase}/captcha/challenge`;
/** Short: a slow answer only delays the fallback to ALTCHA, which the api always accepts by default. */
var captchaConfigTimeoutMs = 5e3;
/** The widget's own texts: English is its default; the others load with it. */
var altchaLanguages = {
	en: void 0,
	fr: "fr-fr",
	pt: "pt-pt"
};
/**
* Asks the api which provider checks robots. ALTCHA is the api's default, so any failure to
* find out falls back to it rather than leaving the form without a check.
*/
async function fetchProvider() {
	try {
		const config = await getJson("/captcha/config", { timeoutMs: captchaConfigTimeoutMs });
		if (config.provider === "recaptcha" && config.siteKey) return {
			kind: "recaptcha",
			siteKey: config.siteKey
		};
	} catch {}
	return { kind: "altcha" };
}
/**
* The robot check of the public forms: the self-hosted ALTCHA proof of work by default, or
* Google's reCAPTCHA v2 checkbox when the api is configured for it. The widget is fetched
* lazily; its token is what the forms send in `recaptchaToken`.
*/
function RobotCheck({ id, onChange, error, ref }) {
	const { t } = useTranslation("forms");
	const language = useLanguage();
	const widgetLanguage = altchaLanguages[language];
	const recaptchaLanguage = language === "en" ? void 0 : language;
	const provider = useQuery({
		queryKey: ["captcha-provider"],
		queryFn: fetchProvider
	}).data ?? null;
	const [widgetLoad, setWidgetLoad] = useState(null);
	const load = provider !== null && widgetLoad?.provider === provider ? widgetLoad.state : "loading";
	const [challengeFailed, setChallengeFailed] = useState(false);
	const widget = useRef(null);
	const recaptchaContainer = useRef(null);
	const recaptchaApi = useRef(null);
	const recaptcha = useRef(null);
	const latestOnChange = useRef(onChange);
	useEffect(() => {
		latestOnChange.current = onChange;
	}, [onChange]);
	useEffect(() => {
		if (provider === null) return;
		let live = true;
		const start = async () => {
			if (provider.kind === "recaptcha") recaptchaApi.current = await (recaptchaLanguage ? loadRecaptcha(recaptchaLanguage) : loadRecaptcha());
			else await (widgetLanguage ? loadAltcha(widgetLanguage) : loadAltcha());
		};
		start().then(() => {
			if (live) setWidgetLoad({
				provider,
				state: "ready"
			});
		}, () => {
			if (live) setWidgetLoad({
				provider,
				state: "failed"
			});
		});
		return () => {
			live = false;
		};
	}, [
		provider,
		widgetLanguage,
		recaptchaLanguage
	]);
	useEffect(() => {
		const element = widget.current;
		if (load !== "ready" || provider?.kind !== "altcha" || !element) return;
		const onStateChange = (event) => {
			const detail = event.detail;
			setChallengeFailed(detail.state === "error");
			latestOnChange.current(detail.state === "verified" && detail.payload ? detail.payload : "");
		};
		element.addEventListener("statechange", onStateChange);
		const keepOptional = () => {
			for (const box of element.querySelectorAll("input[type=\"checkbox\"][required]")) box.removeAttribute("required");
		};
		keepOptional();
		const observer = new MutationObserver(keepOptional);
		observer.observe(element, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ["required"]
		});
		return () => {
			element.removeEventListener("statechange", onStateChange);
			observer.disconnect();
		};
	}, [load, provider]);
	useEffect(() => {
		const container = recaptchaContainer.current;
		const api = recaptchaApi.current;
		if (load !== "ready" || provider?.kind !== "recaptcha" || !container || !api) return;
		const target = document.createElement("div");
		container.append(target);
		const widgetId = api.render(target, {
			sitekey: provider.siteKey,
			callback: (token) => {
				setChallengeFailed(false);
				latestOnChange.current(token);
			},
			"expired-callback": () => latestOnChange.current(""),
			"error-callback": () => {
				setChallengeFailed(true);
				latestOnChange.current("");
			}
		});
		recaptcha.current = {
			api,
			widgetId
		};
		return () => {
			recaptcha.current = null;
			target.remove();
		};
	}, [load, provider]);
	useImperativeHandle(ref, () => ({ reset() {
		setChallengeFailed(false);
		if (recaptcha.current) recaptcha.current.api.reset(recaptcha.current.widgetId);
		else widget.current?.reset();
		latestOnChange.current("");
	} }), []);
	const errorId = `${id}-error`;
	const problem = load === "failed" ? t("robotCheck.unavailable") : challengeFailed ? provider?.kind === "recaptcha" ? t("robotCheck.unavailable") : t("robotCheck.challengeFailed") : null;
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsxs("div", {
			id,
			role: "group",
			"aria-label": t("robotCheck.label"),
			tabIndex: -1,
			"aria-describedby": error ? errorId : void 0,
			className: "rounded-md focus:outline-2 focus:outline-offset-2 focus:outline-brand-500",
			children: [
				load === "loading" && /* @__PURE__ */ jsx("p", {
					className: "text-sm text-gray-600",
					role: "status",
					children: t("robotCheck.loading")
				}),
				load === "ready" && provider?.kind === "altcha" && /* @__PURE__ */ jsx("altcha-widget", {
					ref: widget,
					challenge: challengeUrl,
					name: "recaptchaToken",
					language: widgetLanguage
				}),
				load === "ready" && provider?.kind === "recaptcha" && /* @__PURE__ */ jsx("div", { ref: recaptchaContainer })
			]
		}),
		problem && /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "mt-2 text-sm text-red-700",
			children: problem
		}),
		/* @__PURE__ */ jsx(ErrorText, {
			id: errorId,
			message: error
		})
	] });
}
export { RobotCheck as t };
