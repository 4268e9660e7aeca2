import { bankDetails, edition, mailboxes, phones } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { fieldTripDays } from '../../content/calendar';

/** The bank's own details, never translated; only their labels are. */
const bankRows: readonly { label: string; value: string }[] = [
  { label: 'bank.accountNumber', value: bankDetails.accountNumber },
  { label: 'bank.accountName', value: bankDetails.accountName },
  { label: 'bank.bank', value: bankDetails.bank },
  { label: 'bank.swiftCode', value: bankDetails.swiftCode },
  { label: 'bank.address', value: bankDetails.address },
];

const contactEmails = [mailboxes.registration, mailboxes.general];

/** The bank details as a definition list; used on the registration and registrant pages. */
export function BankDetailsList() {
  const { t } = useTranslation('registration');
  return (
    <dl className="grid gap-2 text-sm">
      {bankRows.map((row) => (
        <div key={row.label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-gray-700">{t(row.label)}</dt>
          <dd className="break-words text-gray-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Payment notes, bank details, and how to confirm a payment. */
export function PaymentDetails() {
  const { t } = useTranslation('registration');
  const notes = t('payment.notes', {
    returnObjects: true,
    ...fieldTripDays,
    price: edition.fieldTrip.priceUsd,
  }) as string[];
  return (
    <section aria-labelledby="payment-heading" className="rounded-xl bg-white p-6 shadow">
      <h2 id="payment-heading" className="text-xl font-bold text-brand-900">
        {t('payment.heading')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-brand-900">{t('payment.bankTransfer')}</h3>
      <div className="mt-2">
        <BankDetailsList />
      </div>
      <p className="mt-4 rounded-md bg-accent-400/20 p-3 text-sm text-gray-900">
        {t('payment.referenceNote')}
      </p>
      <p className="mt-3 text-sm text-gray-700">
        {t('payment.confirmationNote', { email: mailboxes.registration })}
      </p>
    </section>
  );
}

/** The registration mailboxes and WhatsApp numbers. */
export function RegistrationContacts() {
  const { t } = useTranslation('registration');
  return (
    <section aria-labelledby="registration-contacts" className="rounded-xl bg-white p-6 shadow">
      <h2 id="registration-contacts" className="text-xl font-bold text-brand-900">
        {t('contacts.heading')}
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {contactEmails.map((email) => (
          <li key={email}>
            {t('contacts.email')}{' '}
            <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
              {email}
            </a>
          </li>
        ))}
        {phones.whatsapp.map((phone) => (
          <li key={phone}>
            {t('contacts.whatsapp')}{' '}
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
