import { requestTimeoutsMs } from '@caawg11/conference';
import { saveFile } from '@caawg11/conference/http';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';
import { fetchMyCertificatePdf, fetchMyCertificates } from './document-calls';

const buttonClass =
  'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** The registrant's certificates of attendance and presentation, once issued after the conference. */
export function MyCertificates({ token }: { token: string }) {
  const { t } = useTranslation('documents');
  const failureText = useFailureText();
  const certificates = useQuery({
    queryKey: ['my-certificates', token],
    queryFn: () => fetchMyCertificates(token),
    enabled: !!token,
  });
  const download = useMutation({
    mutationFn: (code: string) => fetchMyCertificatePdf(token, code),
    onSuccess: saveFile,
  });
  const list = certificates.data?.data ?? [];
  const failure = download.isError
    ? failureText(
        describeFailure(download.error, {
          fallback: t('certificates.problem'),
          preferServerMessage: true,
          timeoutMs: requestTimeoutsMs.accessRequest,
        }),
      )
    : null;

  return (
    <section
      aria-labelledby="certificates-heading"
      className="rounded-xl bg-white p-5 shadow sm:p-6"
    >
      <h2 id="certificates-heading" className="mb-2 text-xl font-bold text-brand-900">
        {t('certificates.heading')}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-gray-700">{t('certificates.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((certificate) => (
            <li
              key={certificate.code}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gray-200 p-3"
            >
              <div>
                <p className="font-semibold text-gray-900">
                  {certificate.kind === 'attendance'
                    ? t('certificates.kind.attendance')
                    : t('certificates.kind.presentation')}
                </p>
                <p className="text-sm text-gray-700">{certificate.title}</p>
              </div>
              <button
                type="button"
                className={buttonClass}
                disabled={download.isPending}
                onClick={() => download.mutate(certificate.code)}
              >
                {t('certificates.download')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure.message}
        </p>
      )}
    </section>
  );
}
