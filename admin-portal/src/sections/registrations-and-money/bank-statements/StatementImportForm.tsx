import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@caawg11/conference/routing';
import {
  csvLayoutRules,
  statementDateFormats,
  type CsvLayout,
  type NewCsvLayout,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { importBankStatement } from './bank-statements-api';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { rulesResolver } from '../../../components/rules-resolver';
import { paths } from '../../../paths';
import { queryKeys } from '../../queries';

const fieldClass = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm';
const labelClass = 'block text-sm font-medium text-gray-700';

interface ImportValues {
  file: FileList | null;
}

type LayoutValues = Omit<CsvLayout, 'payerNameColumn' | 'currencyColumn'> & {
  payerNameColumn: string;
  currencyColumn: string;
};

const noLayout: LayoutValues = {
  dateColumn: '',
  amountColumn: '',
  referenceColumn: '',
  payerNameColumn: '',
  currencyColumn: '',
  defaultCurrency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  decimalSeparator: '.',
};

function asLayout(values: LayoutValues): CsvLayout {
  return {
    ...values,
    payerNameColumn: values.payerNameColumn || undefined,
    currencyColumn: values.currencyColumn || undefined,
  };
}

function newLayoutOf(error: unknown): NewCsvLayout | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const layout = (error.body as { layout?: NewCsvLayout } | undefined)?.layout;
  return layout && Array.isArray(layout.headers) ? layout : null;
}

function importFailureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.kind === 'timeout')
    return 'The upload took too long. Check the connection and try again.';
  if (error instanceof ApiRequestError && error.kind === 'network')
    return 'The server could not be reached. Check the connection and try again.';
  return failureText(error, 'The statement could not be imported.');
}

/**
 * Uploads a statement to be read and matched. A CSV in a layout never seen comes back with its
 * columns, which the officer maps once; the mapping is kept for the bank's next files.
 */
export function StatementImportForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [newLayout, setNewLayout] = useState<NewCsvLayout | null>(null);
  const upload = useForm<ImportValues>({ defaultValues: { file: null } });
  const mapping = useForm<LayoutValues>({
    resolver: rulesResolver<LayoutValues>(csvLayoutRules),
    defaultValues: noLayout,
  });

  const importing = useMutation({
    mutationFn: ({ file, layout }: { file: File; layout: CsvLayout | null }) =>
      importBankStatement(file, layout, setProgress),
    onSettled: () => setProgress(null),
    onSuccess: async (statement) => {
      setNewLayout(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.bankStatements });
      void navigate(paths.bankStatement(statement.id));
    },
    onError: (error) => {
      const layout = newLayoutOf(error);
      if (layout) {
        setNewLayout(layout);
        mapping.reset(noLayout);
      }
    },
  });

  const chosenFile = (): File | null => upload.getValues('file')?.[0] ?? null;

  const onImport = upload.handleSubmit(() => {
    const file = chosenFile();
    if (file) importing.mutate({ file, layout: null });
  });

  const onMap = mapping.handleSubmit((values) => {
    const file = chosenFile();
    if (file) importing.mutate({ file, layout: asLayout(values) });
  });

  const error = importing.error && !newLayoutOf(importing.error) ? importing.error : null;
  const headers = newLayout?.headers ?? [];
  const columnOptions = (optional: boolean) => (
    <>
      <option value="">{optional ? 'Not in this file' : 'Choose a column'}</option>
      {headers.map((header) => (
        <option key={header} value={header}>
          {header}
        </option>
      ))}
    </>
  );

  return (
    <section
      aria-labelledby="import-statement"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="import-statement" className="font-semibold">
        Import a statement
      </h2>
      <form noValidate onSubmit={(event) => void onImport(event)} className="space-y-3">
        <div>
          <label htmlFor="statement-file" className={labelClass}>
            Statement file (CSV, CAMT.053 or MT940)
          </label>
          <input
            id="statement-file"
            type="file"
            accept=".csv,.txt,.xml,.sta,.940,.mt940"
            aria-invalid={upload.formState.errors.file ? true : undefined}
            aria-describedby={upload.formState.errors.file ? 'statement-file-error' : undefined}
            className={fieldClass}
            {...upload.register('file', {
              validate: (files) =>
                (files?.length ?? 0) > 0 || 'Choose the bank statement file to import',
              onChange: () => setNewLayout(null),
            })}
          />
          {upload.formState.errors.file && (
            <p id="statement-file-error" className="mt-1 text-sm text-red-700">
              {upload.formState.errors.file.message}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass.primary} disabled={importing.isPending}>
          {importing.isPending ? 'Importing…' : 'Import statement'}
        </button>
        {progress !== null && (
          <div>
            <label htmlFor="statement-progress" className="text-sm text-gray-700">
              Uploading {Math.round(progress * 100)}%
            </label>
            <progress id="statement-progress" max={1} value={progress} className="block w-full" />
          </div>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
          >
            {importFailureText(error)}
          </p>
        )}
      </form>

      {newLayout && (
        <form
          noValidate
          onSubmit={(event) => void onMap(event)}
          aria-labelledby="map-columns"
          className="space-y-3 border-t border-gray-200 pt-4"
        >
          <h3 id="map-columns" className="font-semibold">
            Map the columns of this bank’s CSV
          </h3>
          <p className="text-sm text-gray-700">
            This is the first statement in this layout. Say which column holds what; the mapping is
            kept for this bank’s next statements.
          </p>
          {newLayout.sampleRows.length > 0 && (
            <p className="text-sm text-gray-600">
              First row: {newLayout.sampleRows[0]?.join(' | ')}
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            {(
              [
                ['dateColumn', 'Date column', false],
                ['amountColumn', 'Amount column (money received)', false],
                ['referenceColumn', 'Reference or description column', false],
                ['payerNameColumn', 'Payer name column', true],
                ['currencyColumn', 'Currency column', true],
              ] as const
            ).map(([name, label, optional]) => (
              <div key={name}>
                <label htmlFor={`layout-${name}`} className={labelClass}>
                  {label}
                </label>
                <select
                  id={`layout-${name}`}
                  className={fieldClass}
                  aria-invalid={mapping.formState.errors[name] ? true : undefined}
                  {...mapping.register(name)}
                >
                  {columnOptions(optional)}
                </select>
                {mapping.formState.errors[name] && (
                  <p className="mt-1 text-sm text-red-700">
                    {mapping.formState.errors[name]?.message}
                  </p>
                )}
              </div>
            ))}
            <div>
              <label htmlFor="layout-defaultCurrency" className={labelClass}>
                Account currency
              </label>
              <input
                id="layout-defaultCurrency"
                className={fieldClass}
                maxLength={3}
                {...mapping.register('defaultCurrency')}
              />
              {mapping.formState.errors.defaultCurrency && (
                <p className="mt-1 text-sm text-red-700">
                  {mapping.formState.errors.defaultCurrency.message}
                </p>
              )}
            </div>
            <div>
              <label htmlFor="layout-dateFormat" className={labelClass}>
                How dates are written
              </label>
              <select
                id="layout-dateFormat"
                className={fieldClass}
                {...mapping.register('dateFormat')}
              >
                {statementDateFormats.map((format) => (
                  <option key={format} value={format}>
                    {format}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="layout-decimalSeparator" className={labelClass}>
                Decimal separator
              </label>
              <select
                id="layout-decimalSeparator"
                className={fieldClass}
                {...mapping.register('decimalSeparator')}
              >
                <option value=".">Point (1,250.50)</option>
                <option value=",">Comma (1.250,50)</option>
              </select>
            </div>
          </div>
          <button type="submit" className={buttonClass.primary} disabled={importing.isPending}>
            Import with these columns
          </button>
        </form>
      )}
    </section>
  );
}
