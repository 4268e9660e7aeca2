import {
  formatUsd,
  intlLocales,
  type Language,
  type MyRegistration,
  type PaymentStatus,
} from '@caawg11/conference';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useChoiceLabel, useIntlLocale } from '../../forms/text';
import { useLanguage } from '../../i18n/language';

const statusColours: Record<PaymentStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  verified: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  const choiceLabel = useChoiceLabel();
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${statusColours[status]}`}
    >
      {choiceLabel('paymentStatuses', status)}
    </span>
  );
}

/**
 * A day (YYYY-MM-DD) or a moment as the registrant reads it, with Intl in the page's language:
 * 15 September 2025, 15 septembre 2025, 15 de setembro de 2025.
 */
export function formatDate(value: string, language: Language = 'en'): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString(intlLocales[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
}

/** formatDate in the page's language. */
export function useFormatDate(): (value: string) => string {
  const language = useLanguage();
  return (value) => formatDate(value, language);
}

/** The registration's facts as a definition list. */
export function RegistrationSummary({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation('myRegistration');
  const choiceLabel = useChoiceLabel();
  const locale = useIntlLocale();
  // The api's decimal text, turned into a number only to be formatted for reading.
  const usd = (amount: string) =>
    t('summary.usd', {
      text: formatUsd(Number(amount), { cents: true }),
      amount: Number(amount),
      locale,
    });
  const partPaid = registration.paymentStatus === 'pending' && Number(registration.amountPaid) > 0;
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t('summary.reference'),
      value: <span className="font-mono">{registration.reference}</span>,
    },
    {
      label: t('summary.name'),
      value: [
        registration.title && choiceLabel('titles', registration.title),
        registration.firstName,
        registration.familyName,
      ]
        .filter(Boolean)
        .join(' '),
    },
    { label: t('summary.email'), value: registration.email },
    {
      label: t('summary.category'),
      value: choiceLabel('participantCategories', registration.participantCategory),
    },
    {
      label: t('summary.pricingTier'),
      value: choiceLabel('pricingTiers', registration.pricingTier),
    },
    {
      label: t('summary.fee'),
      value: t('summary.feeAmount', {
        fee: formatUsd(registration.feeUsd),
        amount: registration.feeUsd,
        locale,
      }),
    },
    {
      label: t('summary.fieldTrip'),
      value: choiceLabel('yesNo', registration.fieldTrip ? 'Yes' : 'No'),
    },
    {
      label: t('summary.paymentStatus'),
      value: (
        <>
          <StatusBadge status={registration.paymentStatus} />
          {partPaid && (
            <span className="ml-2 text-sm font-normal">
              {t('summary.partPaid', { due: usd(registration.balanceDue) })}
            </span>
          )}
        </>
      ),
    },
    { label: t('summary.amountPaid'), value: usd(registration.amountPaid) },
    { label: t('summary.balanceDue'), value: usd(registration.balanceDue) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="rounded-lg bg-gray-50 p-3">
          <dt className="text-sm text-gray-700">{row.label}</dt>
          <dd className="mt-0.5 font-semibold break-words text-gray-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The payments sent so far, newest first as the server lists them. */
export function PaymentsList({ payments }: { payments: MyRegistration['payments'] }) {
  const { t } = useTranslation('myRegistration');
  const choiceLabel = useChoiceLabel();
  const formatDay = useFormatDate();
  const locale = useIntlLocale();
  if (payments.length === 0) {
    return <p className="text-gray-700">{t('payments.none')}</p>;
  }
  return (
    <ul className="space-y-3" aria-label={t('paymentsHeading')}>
      {payments.map((payment) => (
        <li key={payment._id} className="rounded-lg border border-gray-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-gray-900">
              {t('payments.amount', {
                amount: formatUsd(payment.amount),
                value: payment.amount,
                locale,
                method: choiceLabel('paymentMethods', payment.method),
              })}
            </p>
            <StatusBadge status={payment.status} />
          </div>
          <p className="mt-1 text-sm text-gray-700">
            <Trans
              t={t}
              i18nKey="payments.reference"
              values={{ reference: payment.reference, date: formatDay(payment.paymentDate) }}
              components={{ mono: <span className="font-mono" /> }}
            />
          </p>
          {payment.status === 'rejected' && payment.notes && (
            <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
              {t('payments.reason', { notes: payment.notes })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
