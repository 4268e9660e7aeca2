import {
  checkFields,
  singleInvoiceRules,
  type SingleInvoiceRequest as SingleInvoiceValues,
} from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { InvoiceDownload } from './InvoiceDownload';
import { InvoiceRequestPart } from './InvoiceRequestPart';
import { requestSingleInvoice } from './invoice-calls';
import { useInvoiceRequest } from './useInvoiceRequest';

const fieldOrder = ['institutionName', 'postalAddress', 'taxId'] as const;

/**
 * An invoice for this registration made out to the registrant's institution, with its address
 * and tax ID, for an institution that pays only against such an invoice.
 */
export function SingleInvoiceRequest({ token }: { token: string }) {
  const { t } = useTranslation('institutionInvoices');
  const request = useInvoiceRequest(token, 'single', {
    defaultValues: { institutionName: '', postalAddress: '', taxId: '' },
    rules: (values: SingleInvoiceValues) => checkFields(singleInvoiceRules, values),
    fieldOrder,
    request: requestSingleInvoice,
  });
  const current = request.invoices?.single ?? null;

  return (
    <InvoiceRequestPart
      request={request}
      made={
        current && (
          <>
            <p className="mb-3">
              {t('single.ready', {
                reference: current.reference,
                institution: current.institutionName,
              })}
            </p>
            <InvoiceDownload token={token} kind="single-invoice" label={t('single.download')} />
          </>
        )
      }
      submitLabel={current ? t('single.submitAgain') : t('single.submit')}
    />
  );
}
