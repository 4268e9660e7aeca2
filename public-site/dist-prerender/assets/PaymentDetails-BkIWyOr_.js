import { a as phones, r as mailboxes, t as bankDetails } from "./organisers-CeFl4K1M.js";
import { t as edition } from "./edition-Bb7ga_Hr.js";
import { r as fieldTripDays } from "./calendar-DqF7nH6b.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages/registration/PaymentDetails.tsx
/** The bank's own details, never translated; only their labels are. */
var bankRows = [
	{
		label: "bank.accountNumber",
		value: bankDetails.accountNumber
	},
	{
		label: "bank.accountName",
		value: bankDetails.accountName
	},
	{
		label: "bank.bank",
		value: bankDetails.bank
	},
	{
		label: "bank.swiftCode",
		value: bankDetails.swiftCode
	},
	{
		label: "bank.address",
		value: bankDetails.address
	}
];
var contactEmails = [mailboxes.registration, mailboxes.general];
/** The bank details as a definition list; used on the registration and registrant pages. */
function BankDetailsList() {
	const { t } = useTranslation("registration");
	return /* @__PURE__ */ jsx("dl", {
		className: "grid gap-2 text-sm",
		children: bankRows.map((row) => /* @__PURE__ */ jsxs("div", {
			className: "grid gap-0.5 sm:grid-cols-[9rem_1fr]",
			children: [/* @__PURE__ */ jsx("dt", {
				className: "font-medium text-gray-700",
				children: t(row.label)
			}), /* @__PURE__ */ jsx("dd", {
				className: "break-words text-gray-900",
				children: row.value
			})]
		}, row.label))
	});
}
/** Payment notes, bank details, and how to confirm a payment. */
function PaymentDetails() {
	const { t } = useTranslation("registration");
	const notes = t("payment.notes", {
		returnObjects: true,
		...fieldTripDays,
		price: edition.fieldTrip.priceUsd
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "payment-heading",
		className: "rounded-xl bg-white p-6 shadow",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "payment-heading",
				className: "text-xl font-bold text-brand-900",
				children: t("payment.heading")
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700",
				children: notes.map((note) => /* @__PURE__ */ jsx("li", { children: note }, note))
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-5 font-semibold text-brand-900",
				children: t("payment.bankTransfer")
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-2",
				children: /* @__PURE__ */ jsx(BankDetailsList, {})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 rounded-md bg-accent-400/20 p-3 text-sm text-gray-900",
				children: t("payment.referenceNote")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-sm text-gray-700",
				children: t("payment.confirmationNote", { email: mailboxes.registration })
			})
		]
	});
}
/** The registration mailboxes and WhatsApp numbers. */
function RegistrationContacts() {
	const { t } = useTranslation("registration");
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "registration-contacts",
		className: "rounded-xl bg-white p-6 shadow",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "registration-contacts",
			className: "text-xl font-bold text-brand-900",
			children: t("contacts.heading")
		}), /* @__PURE__ */ jsxs("ul", {
			className: "mt-3 space-y-1 text-sm",
			children: [contactEmails.map((email) => /* @__PURE__ */ jsxs("li", { children: [
				t("contacts.email"),
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `mailto:${email}`,
					className: "font-medium text-brand-700 underline",
					children: email
				})
			] }, email)), phones.whatsapp.map((phone) => /* @__PURE__ */ jsxs("li", { children: [
				t("contacts.whatsapp"),
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `https://wa.me/${phone.replace(/\D/g, "")}`,
					className: "font-medium text-brand-700 underline",
					rel: "noreferrer",
					target: "_blank",
					children: phone
				})
			] }, phone))]
		})]
	});
}
export { PaymentDetails as n, RegistrationContacts as r, BankDetailsList as t };
