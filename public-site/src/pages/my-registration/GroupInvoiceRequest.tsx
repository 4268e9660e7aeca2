import {
  checkFields,
  myGroupInvoiceRules,
  type MyGroupInvoiceRequest,
  type MyGroupInvoiceRequestState,
} from '@caawg11/conference';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../forms/ErrorText';
import { inputClass, TextField } from '../../forms/Field';
import { useMessageText } from '../../i18n/message-text';
import { InvoiceDownload } from './InvoiceDownload';
import { InvoiceRequestPart } from './InvoiceRequestPart';
import { requestGroupInvoice } from './invoice-calls';
import { useInvoiceRequest } from './useInvoiceRequest';

const fieldOrder = ['institutionName', 'postalAddress', 'taxId', 'purchaseOrder'] as const;
const emptyColleague = { reference: '', email: '' };

const linkButtonClass =
  'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Where the registrant's request stands: who has agreed, and why it made no invoice. */
function RequestState({ state }: { state: MyGroupInvoiceRequestState }) {
  const { t } = useTranslation('institutionInvoices');
  const messageText = useMessageText();
  const date = new Date(state.expiresAt);
  const declined = state.colleagues.find((colleague) => colleague.answer === 'declined');
  return (
    <div role="status">
      <p className="font-semibold">
        {state.status === 'waiting' &&
          t('group.waiting', { institution: state.institutionName, date })}
        {state.status === 'declined' &&
          t('group.declined', {
            institution: state.institutionName,
            reference: declined?.reference ?? '',
          })}
        {state.status === 'expired' &&
          t('group.expired', { institution: state.institutionName, date })}
        {state.status === 'refused' && t('group.refused', { institution: state.institutionName })}
      </p>
      {state.status === 'refused' && state.reason && (
        <p className="mt-1">{messageText(state.reason)}</p>
      )}
      <ul className="my-2 list-disc pl-5">
        {state.colleagues.map((colleague) => (
          <li key={colleague.reference}>
            <span className="font-mono">{colleague.reference}</span>{' '}
            {t(`group.answers.${colleague.answer}`)}
          </li>
        ))}
      </ul>
      <p className="text-gray-700">
        {state.status === 'waiting' ? t('group.askAgainReplaces') : t('group.askAgain')}
      </p>
    </div>
  );
}

/**
 * One invoice to the institution for the registrant and colleagues already registered, each
 * named by registration ID and e-mail address and asked by e-mail to agree, with one group
 * reference to quote on the institution's single transfer.
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
  const asked = request.invoices?.groupRequest ?? null;

  return (
    <InvoiceRequestPart
      request={request}
      made={
        asked && !current ? (
          <RequestState state={asked} />
        ) : (
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
