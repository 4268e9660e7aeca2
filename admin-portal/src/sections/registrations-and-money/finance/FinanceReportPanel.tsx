import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  conferenceDayOf,
  financeReportMessages,
  financeReportRules,
  type FinanceReportRange,
} from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { QueryContent } from '../../../components/QueryContent';
import { formatDate } from '../../../format';
import { useSectionQuery } from '../../use-section-query';
import {
  downloadFinanceReport,
  fetchFinanceReport,
  financeQueryKeys,
  type FinanceExportFormat,
} from './finance-api';
import { FinanceReportTables } from './FinanceReportTables';
import { rulesResolver } from '../../../components/rules-resolver';

/**
 * The month so far, in conference time: finance closes its books by the month and checks them
 * against the bank's monthly statements, so that is the range it opens most often.
 */
export function monthToDate(now: Date = new Date()): FinanceReportRange {
  const today = conferenceDayOf(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const downloads: { format: FinanceExportFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'xlsx', label: 'Download XLSX' },
];

export function FinanceReportPanel() {
  const permissions = usePermissions();
  const [range, setRange] = useState(monthToDate);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FinanceReportRange>({
    defaultValues: range,
    resolver: rulesResolver(financeReportRules),
  });
  const report = useSectionQuery({
    queryKey: financeQueryKeys.report(range),
    queryFn: () => fetchFinanceReport(range),
  });

  const download = useMutation({
    mutationFn: ({ shown, format }: { shown: FinanceReportRange; format: FinanceExportFormat }) =>
      downloadFinanceReport(shown, format),
  });

  const show = handleSubmit((values) => {
    // A download still under way keeps its busy buttons; only an old failure is forgotten.
    if (download.isError) download.reset();
    if (values.from === range.from && values.to === range.to) void report.refetch();
    else setRange({ from: values.from, to: values.to });
  });

  return (
    <section aria-labelledby="finance-report-heading" className="space-y-4">
      <h2 id="finance-report-heading" className="text-xl font-semibold text-gray-900">
        Finance report
      </h2>
      <form
        noValidate
        onSubmit={(event) => void show(event)}
        className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:flex-row sm:items-start"
      >
        <FormField id="finance-from" label="From" error={errors.from?.message}>
          {(control) => (
            <input {...control} type="date" className={inputClass} {...register('from')} />
          )}
        </FormField>
        <FormField id="finance-to" label="To" error={errors.to?.message}>
          {(control) => (
            <input {...control} type="date" className={inputClass} {...register('to')} />
          )}
        </FormField>
        <button
          type="submit"
          className={`${buttonClass.primary} sm:mt-6`}
          disabled={report.isFetching}
        >
          Show report
        </button>
      </form>

      <QueryContent
        query={report}
        loading="Loading the finance report"
        failure={financeReportMessages.loadFailed}
      >
        {(data) => (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-gray-700">
                From {formatDate(data.from)} to {formatDate(data.to)}
              </p>
              {permissions.can('export', 'Payment') && (
                <div className="flex flex-wrap gap-2">
                  {downloads.map(({ format, label }) => (
                    <button
                      key={format}
                      type="button"
                      className={buttonClass.secondary}
                      disabled={download.isPending}
                      aria-busy={download.isPending && download.variables.format === format}
                      onClick={() =>
                        download.mutate({ shown: { from: data.from, to: data.to }, format })
                      }
                    >
                      {label}
                    </button>
                  ))}
                </div>
              )}
            </div>
            {download.isError && (
              <p role="alert" className="text-sm text-red-700">
                The download failed. Please try again.
              </p>
            )}
            <FinanceReportTables report={data} />
          </>
        )}
      </QueryContent>
    </section>
  );
}
