import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  groupInvoiceMessages,
  groupInvoiceRules,
  languageNames,
  languages,
  type FormRules,
  type GroupInvoiceView,
  type Language,
} from '@caawg11/conference';
import { searchRegistrations } from '../../../api/registrations-api';
import { failureText } from '../../../api/failure-text';
import type { AdminRegistrationDetails } from '../../../api/types';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { rulesResolver } from '../../../components/rules-resolver';
import { formatUsdDecimal, registrantName } from '../../../format';
import { queryKeys } from '../../queries';
import { createGroupInvoice, groupInvoiceQueryKeys } from './group-invoices-api';

interface InstitutionFields {
  institutionName: string;
  postalAddress: string;
  taxId: string;
  purchaseOrder: string;
  language: Language;
}

const institutionRules: FormRules<InstitutionFields> = {
  institutionName: groupInvoiceRules.institutionName,
  postalAddress: groupInvoiceRules.postalAddress,
  taxId: groupInvoiceRules.taxId,
  purchaseOrder: groupInvoiceRules.purchaseOrder,
  language: groupInvoiceRules.language,
};

interface Props {
  onClose: () => void;
  onCreated: (invoice: GroupInvoiceView) => void;
}

/** The institution's address and the registrations, found by name or e-mail, it pays for. */
export function CreateGroupInvoiceDialog({ onClose, onCreated }: Props) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<AdminRegistrationDetails[]>([]);
  const [searchText, setSearchText] = useState('');
  const [searched, setSearched] = useState('');
  const [registrationsError, setRegistrationsError] = useState<string | null>(null);
  const form = useForm<InstitutionFields>({
    resolver: rulesResolver(institutionRules),
    defaultValues: {
      institutionName: '',
      postalAddress: '',
      taxId: '',
      purchaseOrder: '',
      language: 'en',
    },
  });
  const results = useQuery({
    queryKey: queryKeys.registrationSearch(searched),
    queryFn: () => searchRegistrations(searched),
    enabled: searched.length >= 2,
  });
  const create = useMutation({
    mutationFn: createGroupInvoice,
    onSuccess: async (invoice) => {
      await queryClient.invalidateQueries({ queryKey: groupInvoiceQueryKeys.all });
      onCreated(invoice);
    },
  });
  const submit = form.handleSubmit((fields) => {
    if (chosen.length === 0) {
      setRegistrationsError(groupInvoiceMessages.registrations);
      return;
    }
    create.mutate({
      ...fields,
      registrationIds: chosen.map((registration) => registration._id),
    });
  });
  const errors = form.formState.errors;
  const found = (results.data ?? []).filter(
    (registration) => !chosen.some((one) => one._id === registration._id),
  );

  const choose = (registration: AdminRegistrationDetails) => {
    setChosen((current) => [...current, registration]);
    setRegistrationsError(null);
  };

  return (
    <Dialog
      title="New group invoice"
      wide
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="group-invoice"
            className={buttonClass.primary}
            disabled={create.isPending}
          >
            {create.isPending ? 'Creating…' : 'Create invoice'}
          </button>
        </>
      }
    >
      <form
        id="group-invoice"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-3"
      >
        <FormField
          id="group-institution"
          label="Institution"
          error={errors.institutionName?.message}
        >
          {(control) => (
            <input className={inputClass} {...control} {...form.register('institutionName')} />
          )}
        </FormField>
        <FormField id="group-address" label="Postal address" error={errors.postalAddress?.message}>
          {(control) => (
            <textarea
              rows={3}
              className={inputClass}
              {...control}
              {...form.register('postalAddress')}
            />
          )}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField id="group-tax-id" label="Tax ID (optional)" error={errors.taxId?.message}>
            {(control) => <input className={inputClass} {...control} {...form.register('taxId')} />}
          </FormField>
          <FormField
            id="group-purchase-order"
            label="Purchase order (optional)"
            error={errors.purchaseOrder?.message}
          >
            {(control) => (
              <input className={inputClass} {...control} {...form.register('purchaseOrder')} />
            )}
          </FormField>
          <FormField id="group-language" label="Invoice language" error={errors.language?.message}>
            {(control) => (
              <select className={inputClass} {...control} {...form.register('language')}>
                {languages.map((language) => (
                  <option key={language} value={language}>
                    {languageNames[language]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </form>

      <section aria-labelledby="group-delegates" className="mt-5">
        <h3 id="group-delegates" className="text-sm font-semibold text-gray-900">
          Delegates on the invoice ({chosen.length})
        </h3>
        {chosen.length > 0 && (
          <ul className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200">
            {chosen.map((registration) => (
              <li
                key={registration._id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-semibold">{registration.reference}</span>{' '}
                  {registrantName(registration)}, {formatUsdDecimal(registration.balanceDue)} due
                </span>
                <button
                  type="button"
                  className={buttonClass.link}
                  aria-label={`Remove ${registration.reference}`}
                  onClick={() =>
                    setChosen((current) => current.filter((one) => one._id !== registration._id))
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {registrationsError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {registrationsError}
          </p>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(searchText.trim());
          }}
          className="mt-3 flex flex-wrap items-end gap-2"
        >
          <div className="grow">
            <label htmlFor="group-search" className="block text-sm font-medium text-gray-700">
              Find a registration by name or e-mail
            </label>
            <input
              id="group-search"
              type="search"
              className={inputClass}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <button type="submit" className={buttonClass.secondary}>
            Search
          </button>
        </form>
        <div className="mt-2" aria-live="polite">
          {results.isFetching ? (
            <p className="text-sm text-gray-600">Searching…</p>
          ) : results.isError ? (
            <p role="alert" className="text-sm text-red-700">
              Failed to search registrations
            </p>
          ) : searched.length >= 2 && found.length === 0 ? (
            <p className="text-sm text-gray-600">No other registration matches “{searched}”.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {found.map((registration) => (
                <li
                  key={registration._id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span>
                    <span className="font-semibold">{registration.reference}</span>{' '}
                    {registrantName(registration)}, {registration.email}
                  </span>
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => choose(registration)}
                  >
                    Add {registration.reference}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {create.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failureText(create.error, 'Failed to create the group invoice')}
        </p>
      )}
    </Dialog>
  );
}
