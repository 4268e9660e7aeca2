import { o as honeypotField } from "./privacy-CClEhbFt.js";
import { a as useMessageText } from "./text-BaFe9vHY.js";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
// src/forms/ErrorText.tsx
/** A field's validation message, tied to its input through aria-describedby. */
function ErrorText({ id, message }) {
	const messageText = useMessageText();
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		id,
		className: "mt-1 text-sm font-medium text-red-700",
		children: messageText(message)
	});
}
// src/forms/Field.tsx
var inputClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500 aria-[invalid=true]:border-red-600 disabled:bg-gray-100";
/** The attributes that tie an input to its hint and error message. */
function describedBy(id, error, hint) {
	const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
	return {
		id,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": ids.length > 0 ? ids.join(" ") : void 0
	};
}
function Label({ id, label, required }) {
	return /* @__PURE__ */ jsxs("label", {
		htmlFor: id,
		className: "block text-sm font-medium text-gray-800",
		children: [label, required && /* @__PURE__ */ jsxs("span", {
			"aria-hidden": "true",
			className: "text-red-700",
			children: [" ", "*"]
		})]
	});
}
function Hint({ id, hint }) {
	if (!hint) return null;
	return /* @__PURE__ */ jsx("p", {
		id: `${id}-hint`,
		className: "mt-1 text-xs text-gray-600",
		children: hint
	});
}
function TextField({ id, label, error, hint, required, className, ref, ...input }) {
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [
			/* @__PURE__ */ jsx(Label, {
				id,
				label,
				required
			}),
			/* @__PURE__ */ jsx("input", {
				ref,
				type: "text",
				...input,
				...describedBy(id, error, hint),
				"aria-required": required || void 0,
				className: inputClass
			}),
			/* @__PURE__ */ jsx(Hint, {
				id,
				hint
			}),
			/* @__PURE__ */ jsx(ErrorText, {
				id: `${id}-error`,
				message: error
			})
		]
	});
}
function SelectField({ id, label, error, hint, required, className, options, placeholder, ...select }) {
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [
			/* @__PURE__ */ jsx(Label, {
				id,
				label,
				required
			}),
			/* @__PURE__ */ jsxs("select", {
				...select,
				...describedBy(id, error, hint),
				"aria-required": required || void 0,
				className: inputClass,
				children: [placeholder !== void 0 && /* @__PURE__ */ jsx("option", {
					value: "",
					children: placeholder
				}), options.map((option) => /* @__PURE__ */ jsx("option", {
					value: option.value,
					children: option.label
				}, option.value))]
			}),
			/* @__PURE__ */ jsx(Hint, {
				id,
				hint
			}),
			/* @__PURE__ */ jsx(ErrorText, {
				id: `${id}-error`,
				message: error
			})
		]
	});
}
function TextAreaField({ id, label, error, hint, required, className, ...textarea }) {
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [
			/* @__PURE__ */ jsx(Label, {
				id,
				label,
				required
			}),
			/* @__PURE__ */ jsx("textarea", {
				rows: 4,
				...textarea,
				...describedBy(id, error, hint),
				"aria-required": required || void 0,
				className: inputClass
			}),
			/* @__PURE__ */ jsx(Hint, {
				id,
				hint
			}),
			/* @__PURE__ */ jsx(ErrorText, {
				id: `${id}-error`,
				message: error
			})
		]
	});
}
/** A checkbox with its label beside it; `required` here is the browser's own check. */
function CheckboxField({ id, label, error, className, ...input }) {
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-3",
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				...input,
				...describedBy(id, error),
				className: "mt-1 h-4 w-4 shrink-0 rounded border-gray-400 text-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
			}), /* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "text-sm text-gray-800",
				children: label
			})]
		}), /* @__PURE__ */ jsx(ErrorText, {
			id: `${id}-error`,
			message: error
		})]
	});
}
/** A set of radio buttons in a fieldset with its legend. */
function ChoiceGroup({ id, name, legend, options, value, onChange, error, required, className }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className,
		"aria-describedby": error ? `${id}-error` : void 0,
		"aria-invalid": error ? true : void 0,
		children: [
			/* @__PURE__ */ jsxs("legend", {
				className: "text-sm font-medium text-gray-800",
				children: [legend, required && /* @__PURE__ */ jsxs("span", {
					"aria-hidden": "true",
					className: "text-red-700",
					children: [" ", "*"]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-2 flex flex-wrap gap-x-6 gap-y-2",
				children: options.map((option, index) => {
					const optionId = index === 0 ? id : `${id}-${index}`;
					return /* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							id: optionId,
							name,
							value: option.value,
							checked: value === option.value,
							onChange: () => onChange(option.value),
							className: "h-4 w-4 text-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
						}), /* @__PURE__ */ jsx("label", {
							htmlFor: optionId,
							className: "text-sm text-gray-800",
							children: option.label
						})]
					}, option.value);
				})
			}),
			/* @__PURE__ */ jsx(ErrorText, {
				id: `${id}-error`,
				message: error
			})
		]
	});
}
// src/forms/SubmitButton.tsx
var primaryButtonClass = "inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
/** A form's submit button: disabled and labelled 'Processing...' while the request runs. */
function SubmitButton({ busy, children, className = "" }) {
	const { t } = useTranslation("forms");
	return /* @__PURE__ */ jsx("button", {
		type: "submit",
		disabled: busy,
		className: `${primaryButtonClass} ${className}`,
		children: busy ? t("processing") : children
	});
}
// src/forms/HoneypotField.tsx
/**
* A field people never see, never reach with the keyboard and that assistive technology never
* announces; form bots fill it, and the server then drops the submission.
*/
function HoneypotField() {
	const id = useId();
	const { t } = useTranslation("forms");
	return /* @__PURE__ */ jsxs("div", {
		"aria-hidden": "true",
		className: "sr-only",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: t("honeypotLabel")
		}), /* @__PURE__ */ jsx("input", {
			id,
			type: "text",
			name: honeypotField,
			tabIndex: -1,
			autoComplete: "off",
			defaultValue: ""
		})]
	});
}
/** What was typed in the form's hidden field: nothing, unless a bot filled it. */
function honeypotValue(form) {
	const value = new FormData(form).get(honeypotField);
	return typeof value === "string" && value !== "" ? { [honeypotField]: value } : {};
}
// src/forms/scroll.ts
/** True when the visitor asked the system for less motion. */
function prefersReducedMotion() {
	return typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)").matches : false;
}
function behaviour() {
	return prefersReducedMotion() ? "auto" : "smooth";
}
function scrollToTop() {
	window.scrollTo({
		top: 0,
		behavior: behaviour()
	});
}
/** Scrolls an element into view below the fixed header. */
function scrollToElement(element) {
	element?.scrollIntoView({
		behavior: behaviour(),
		block: "start"
	});
}
/**
* Scrolls to and focuses the first field, in form order, that has an error. Returns the
* field's name, or null when no field has one.
*/
function focusFirstInvalid(fieldOrder, errors, idOf) {
	const first = fieldOrder.find((field) => errors[field]);
	if (!first) return null;
	const element = document.getElementById(idOf(first));
	if (element) {
		element.scrollIntoView({
			behavior: behaviour(),
			block: "center"
		});
		element.focus({ preventScroll: true });
	}
	return first;
}
// src/forms/useSubmissionForm.ts
/**
* A react-hook-form resolver over one of the shared rule sets, so the site checks a form with
* the same functions and messages as the api.
*/
function ruleSetResolver(rules) {
	return (values) => {
		const errors = {};
		for (const [name, message] of Object.entries(rules(values))) if (message) errors[name] = {
			type: "rule",
			message
		};
		return Object.keys(errors).length > 0 ? {
			values: {},
			errors
		} : {
			values,
			errors: {}
		};
	};
}
function messagesOf(errors) {
	const found = {};
	for (const [name, error] of Object.entries(errors)) if (typeof error?.message === "string") found[name] = error.message;
	return found;
}
/**
* The site's form pattern: react-hook-form holds the fields and checks them with the shared
* rule set on submit; a mutation sends them through the api client; the server's field
* messages land on the fields. A field's error goes as soon as the field is edited, and only
* the next submit checks again. A confirmed success clears the fields.
*/
function useSubmissionForm(options) {
	const form = useForm({
		defaultValues: options.defaultValues,
		resolver: ruleSetResolver(options.rules),
		mode: "onSubmit",
		reValidateMode: "onSubmit",
		shouldFocusError: options.focusFirstError ?? false
	});
	const mutation = useMutation({ mutationFn: ({ values, hidden }) => options.send(values, hidden) });
	const [dismissed, setDismissed] = useState(false);
	const dismissOutcome = useCallback(() => setDismissed(true), []);
	const errors = messagesOf(form.formState.errors);
	const showFieldErrors = (fieldErrors) => {
		form.clearErrors();
		for (const [name, message] of Object.entries(fieldErrors)) form.setError(name, {
			type: "server",
			message
		});
	};
	const onSubmit = (event) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const hidden = honeypotValue(event.currentTarget);
		form.handleSubmit((values) => {
			setDismissed(false);
			mutation.mutate({
				values,
				hidden
			}, {
				onSuccess: (answer) => {
					if (answer.success && (options.clearOnSuccess ?? true)) form.reset(options.defaultValues);
				},
				onError: (error) => {
					const { fieldErrors } = options.describeFailure(error);
					if (fieldErrors) showFieldErrors(fieldErrors);
				}
			});
		}, (invalid) => {
			if (options.invalidClearsOutcome) dismissOutcome();
			if (options.fieldOrder && options.idOf) focusFirstInvalid(options.fieldOrder, messagesOf(invalid), options.idOf);
		})(event);
	};
	/** A field's registration: its value, its error cleared on edit, and its message. */
	const field = (name) => ({
		...form.register(name, { onChange: () => form.clearErrors(name) }),
		error: errors[name]
	});
	let outcome = null;
	if (!dismissed && mutation.isSuccess) outcome = mutation.data.success ? {
		kind: "success",
		answer: mutation.data
	} : {
		kind: "failure",
		failure: options.describeRefusal(mutation.data)
	};
	else if (!dismissed && mutation.isError) outcome = {
		kind: "failure",
		failure: options.describeFailure(mutation.error)
	};
	return {
		form,
		field,
		errors,
		onSubmit,
		sending: mutation.isPending,
		outcome,
		/** Removes the banner of the last attempt (a success notice that has had its time). */
		dismissOutcome
	};
}
export { HoneypotField as a, CheckboxField as c, TextAreaField as d, TextField as f, ErrorText as h, scrollToTop as i, ChoiceGroup as l, inputClass as m, prefersReducedMotion as n, SubmitButton as o, describedBy as p, scrollToElement as r, primaryButtonClass as s, useSubmissionForm as t, SelectField as u };
