import { bankDetails } from '@caawg11/conference';
import { registrationContent as text } from '../../content/registration';

const bankRows: readonly { label: string; value: string }[] = [
  { label: 'Account number', value: bankDetails.accountNumber },
  { label: 'Account name', value: bankDetails.accountName },
  { label: 'Bank', value: bankDetails.bank },
  { label: 'Swift code', value: bankDetails.swiftCode },
  { label: 'Address', value: bankDetails.address },
];

/** The bank details as a definition list; used on the registration and registrant pages. */
export function BankDetailsList() {
  return (
    <dl className="grid gap-2 text-sm">
      {bankRows.map((row) => (
        <div key={row.label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-gray-700">{row.label}</dt>
          <dd className="break-words text-gray-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Payment notes, bank details, and how to confirm a payment. */
export function PaymentDetails() {
  return (
    <section aria-labelledby="payment-heading" className="rounded-xl bg-white p-6 shadow">
      <h2 id="payment-heading" className="text-xl font-bold text-brand-900">
        {text.paymentHeading}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
        {text.paymentNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-brand-900">Bank transfer</h3>
      <div className="mt-2">
        <BankDetailsList />
      </div>
      <p className="mt-4 rounded-md bg-accent-400/20 p-3 text-sm text-gray-900">
        {text.referenceNote}
      </p>
      <p className="mt-3 text-sm text-gray-700">{text.confirmationNote}</p>
    </section>
  );
}

/** The registration mailboxes and WhatsApp numbers. */
export function RegistrationContacts() {
  return (
    <section aria-labelledby="registration-contacts" className="rounded-xl bg-white p-6 shadow">
      <h2 id="registration-contacts" className="text-xl font-bold text-brand-900">
        {text.contactHeading}
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {text.contactEmails.map((email) => (
          <li key={email}>
            E-mail:{' '}
            <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
              {email}
            </a>
          </li>
        ))}
        {text.whatsapp.map((phone) => (
          <li key={phone}>
            WhatsApp:{' '}
            <a
              href={`https://wa.me/${phone.replace(/\D/g, '')}`}
              className="font-medium text-brand-700 underline"
              rel="noreferrer"
              target="_blank"
            >
              {phone}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
