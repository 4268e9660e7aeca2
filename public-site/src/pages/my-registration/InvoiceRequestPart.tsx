import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { InstitutionAddressFields, type InstitutionField } from './InstitutionAddressFields';
import type { InvoiceRequest } from './useInvoiceRequest';

interface InvoiceRequestPartProps {
  request: Pick<
    InvoiceRequest<Record<InstitutionField, string>>,
    'kind' | 'idOf' | 'field' | 'onSubmit' | 'sending' | 'failure' | 'setOpen'
  >;
  /** The invoice already made, with its download; absent until there is one. */
  made: ReactNode;
  submitLabel: string;
  /** The fields this kind of invoice asks for beside the institution's address. */
  children?: ReactNode;
}

/**
 * A part of the access-link page that stays closed until the registrant opens it: what the
 * invoice is for, the one already made, why the last request failed, and the request's form.
 */
export function InvoiceRequestPart({
  request: { kind, idOf, field, onSubmit, sending, failure, setOpen },
  made,
  submitLabel,
  children,
}: InvoiceRequestPartProps) {
  const { t } = useTranslation('institutionInvoices');
  return (
    <details
      className="group rounded-xl bg-white p-5 shadow sm:p-6"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <h2 id={idOf('heading')} className="inline">
          {t(`${kind}.heading`)}
        </h2>
      </summary>
      <div className="mt-3">
        <p className="mb-5 text-sm text-gray-700">{t(`${kind}.intro`)}</p>
        {made && (
          <div className="mb-5 rounded-md bg-brand-50 p-4 text-sm text-gray-900">{made}</div>
        )}
        {failure && (
          <StatusBanner tone="error" title={t(`${kind}.failureTitle`)} className="mb-4">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
          </StatusBanner>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          <InstitutionAddressFields idOf={idOf} field={field} />
          {children}
          <div className="sm:col-span-2">
            <SubmitButton busy={sending} className="w-full sm:w-auto">
              {submitLabel}
            </SubmitButton>
          </div>
        </form>
      </div>
    </details>
  );
}
