import { checkFields, myGroupInvoiceRules, type MyGroupInvoiceRequest } from '@caawg11/conference';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../forms/ErrorText';
import { inputClass, TextField } from '../../forms/Field';
import { InvoiceDownload } from './InvoiceDownload';
import { InvoiceRequestPart } from './InvoiceRequestPart';
import { requestGroupInvoice } from './invoice-calls';
import { useInvoiceRequest } from './useInvoiceRequest';

const fieldOrder = ['institutionName', 'postalAddress', 'taxId', 'purchaseOrder'] as const;
const emptyColleague = { reference: '', email: '' };

const linkButtonClass =
  'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * One invoice to the institution for the registrant and colleagues already registered, each
 * named by registration ID and e-mail address, with one group reference to quote on the
 * institution's single transfer.
 */
export function GroupInvoiceRequest({ token }: { token: string }) {
  const { t } = useTranslation('institutionInvoices');
  const request = useInvoiceRequest(token, 'group', {
    defaultValues: {
      institutionName: '',
      postalAddress: '',
      taxId: '',
      purchaseOrder: '',
      colleagues: [emptyColleague],
    },
    rules: (values: MyGroupInvoiceRequest) => checkFields(myGroupInvoiceRules, values),
    fieldOrder,
    request: requestGroupInvoice,
  });
  const { form, field, errors, idOf } = request;
  const colleagues = useFieldArray({ control: form.control, name: 'colleagues' });
  const current = request.invoices?.group ?? null;

  return (
    <InvoiceRequestPart
      request={request}
      made={
        current && (
          <>
            <p>
              {t('group.ready', {
                reference: current.reference,
                institution: current.institutionName,
                count: current.delegates.length,
              })}
            </p>
            <ul className="my-2 list-disc pl-5">
              {current.delegates.map((delegate) => (
                <li key={delegate.reference}>
                  <span className="font-mono">{delegate.reference}</span> {delegate.name}
                </li>
              ))}
            </ul>
            <p className="mb-3">{t('group.quote', { reference: current.reference })}</p>
            <InvoiceDownload token={token} kind="group-invoice" label={t('group.download')} />
          </>
        )
      }
      submitLabel={t('group.submit')}
    >
      <TextField
        id={idOf('purchaseOrder')}
        label={t('fields.purchaseOrder')}
        {...field('purchaseOrder')}
      />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.colleagues ? idOf('colleagues-error') : undefined}
      >
        <legend className="text-sm font-medium text-gray-800">{t('group.colleagues')}</legend>
        <p className="mt-1 text-xs text-gray-600">{t('group.colleaguesHint')}</p>
        <ul className="mt-3 space-y-3">
          {colleagues.fields.map((colleague, index) => (
            <li key={colleague.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div>
                <label
                  htmlFor={idOf(`reference-${index}`)}
                  className="block text-sm font-medium text-gray-800"
                >
                  {t('group.reference', { number: index + 1 })}
                </label>
                <input
                  id={idOf(`reference-${index}`)}
                  className={inputClass}
                  autoComplete="off"
                  {...form.register(`colleagues.${index}.reference`, {
                    onChange: () => form.clearErrors('colleagues'),
                  })}
                />
              </div>
              <div>
                <label
                  htmlFor={idOf(`email-${index}`)}
                  className="block text-sm font-medium text-gray-800"
                >
                  {t('group.email', { number: index + 1 })}
                </label>
                <input
                  id={idOf(`email-${index}`)}
                  type="email"
                  className={inputClass}
                  autoComplete="off"
                  {...form.register(`colleagues.${index}.email`, {
                    onChange: () => form.clearErrors('colleagues'),
                  })}
                />
              </div>
              {colleagues.fields.length > 1 && (
                <button
                  type="button"
                  className={linkButtonClass}
                  onClick={() => colleagues.remove(index)}
                >
                  {t('group.remove', { number: index + 1 })}
                </button>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${linkButtonClass} mt-3`}
          onClick={() => colleagues.append(emptyColleague)}
        >
          {t('group.add')}
        </button>
        <ErrorText id={idOf('colleagues-error')} message={errors.colleagues} />
      </fieldset>
    </InvoiceRequestPart>
  );
}
