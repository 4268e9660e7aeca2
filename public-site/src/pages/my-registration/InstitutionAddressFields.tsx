import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../forms/Field';

export type InstitutionField = 'institutionName' | 'postalAddress' | 'taxId';

/** The institution an invoice is addressed to: its name, postal address and tax ID. */
export function InstitutionAddressFields({
  idOf,
  field,
}: {
  idOf: (name: InstitutionField) => string;
  field: (name: InstitutionField) => UseFormRegisterReturn & { error?: string };
}) {
  const { t } = useTranslation('institutionInvoices');
  return (
    <>
      <TextField
        id={idOf('institutionName')}
        label={t('fields.institutionName')}
        required
        className="sm:col-span-2"
        {...field('institutionName')}
      />
      <TextAreaField
        id={idOf('postalAddress')}
        label={t('fields.postalAddress')}
        required
        rows={3}
        className="sm:col-span-2"
        {...field('postalAddress')}
      />
      <TextField id={idOf('taxId')} label={t('fields.taxId')} {...field('taxId')} />
    </>
  );
}
