import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPageSizeDefault,
  certificateMessages,
  certificateSettingsRules,
  documentKindLabels,
  maxCertificateSignatories,
  type CertificateSignatory,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { Pagination } from '../../../components/Pagination';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import {
  certificatesQueryKey,
  fetchAttendance,
  fetchCertificateSettings,
  fetchCertificates,
  markAttendance,
  saveCertificateSettings,
  sendCertificates,
} from './certificates-api';

const cellClass = 'px-3 py-2 align-top';

function SignatoriesForm({ initial }: { initial: CertificateSignatory[] }) {
  const queryClient = useQueryClient();
  const [signatories, setSignatories] = useState<CertificateSignatory[]>(
    initial.length > 0 ? initial : [{ name: '', title: '' }],
  );
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveCertificateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesQueryKey }),
  });
  const change = (index: number, patch: Partial<CertificateSignatory>) =>
    setSignatories(signatories.map((one, at) => (at === index ? { ...one, ...patch } : one)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = certificateSettingsRules.signatories(signatories);
    setError(problem);
    if (!problem) save.mutate({ signatories });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h2 className="text-lg font-semibold">Chairs who sign the certificates</h2>
      {signatories.map((signatory, index) => (
        <fieldset key={index} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Chair {index + 1}</legend>
          <FormField id={`signatory-name-${index}`} label={`Chair ${index + 1}: name`}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                value={signatory.name}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`signatory-title-${index}`} label={`Chair ${index + 1}: title`}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                value={signatory.title}
                onChange={(event) => change(index, { title: event.target.value })}
              />
            )}
          </FormField>
        </fieldset>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {signatories.length < maxCertificateSignatories && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setSignatories([...signatories, { name: '', title: '' }])}
          >
            Add a chair
          </button>
        )}
        {signatories.length > 1 && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setSignatories(signatories.slice(0, -1))}
          >
            Remove the last chair
          </button>
        )}
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          Save chairs
        </button>
      </div>
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          {save.data.message}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(save.error, 'Failed to save the chairs. Please try again.')}
        </p>
      )}
    </form>
  );
}

function AttendancePanel() {
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const attendance = useSectionQuery({
    queryKey: [...certificatesQueryKey, 'attendance'],
    queryFn: fetchAttendance,
  });
  const mark = useMutation({
    mutationFn: markAttendance,
    onSuccess: async () => {
      setReference('');
      await queryClient.invalidateQueries({ queryKey: certificatesQueryKey });
    },
  });
  return (
    <section
      aria-labelledby="attendance-heading"
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="attendance-heading" className="text-lg font-semibold">
        Attendance
      </h2>
      <p className="text-sm text-gray-700">
        Delegates marked here as attended receive a certificate of attendance, as do those checked
        in at the door.
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          mark.mutate({ reference, attended: true });
        }}
      >
        <FormField id="attendance-reference" label="Registration ID">
          {(control) => (
            <input
              {...control}
              className={inputClass}
              placeholder="CAAWG11-0042"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass.primary} disabled={mark.isPending}>
          Mark as attended
        </button>
      </form>
      {mark.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(mark.error, 'Failed to save the attendance. Please try again.')}
        </p>
      )}
      <QueryContent
        query={attendance}
        loading="Loading the attendance"
        failure="Failed to load the attendance"
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-gray-600">Nobody marked as attended yet.</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm">
              {rows.map((row) => (
                <li key={row.registrationId} className="flex flex-wrap items-center gap-x-3 py-1">
                  <span className="font-mono">{row.reference}</span>
                  <span className="font-medium text-gray-900">{row.name}</span>
                  <button
                    type="button"
                    className={buttonClass.link}
                    onClick={() => mark.mutate({ reference: row.reference, attended: false })}
                  >
                    Unmark {row.reference}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </section>
  );
}

/**
 * Certificates of attendance and presentation: the chairs who sign them, who attended, and the
 * bulk issue and e-mail once the conference is over (each certificate e-mailed once).
 */
export function CertificatesSection() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const settings = useSectionQuery({
    queryKey: [...certificatesQueryKey, 'settings'],
    queryFn: fetchCertificateSettings,
  });
  const certificates = useSectionQuery({
    queryKey: [...certificatesQueryKey, 'list', page],
    queryFn: () => fetchCertificates(page),
  });
  const send = useMutation({
    mutationFn: sendCertificates,
    onSuccess: async (answer) => {
      setNotice(`${answer.data.issued} certificates issued, ${answer.data.queued} e-mails queued.`);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: certificatesQueryKey });
    },
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Certificates</h1>
      {notice && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {notice}
        </p>
      )}
      <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <QueryContent
          query={settings}
          loading="Loading the certificate settings"
          failure="Failed to load the certificate settings"
        >
          {(data) => <SignatoriesForm initial={data.signatories} />}
        </QueryContent>
      </section>
      <AttendancePanel />
      <section
        aria-labelledby="issued-heading"
        className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="issued-heading" className="text-lg font-semibold">
            Issued certificates
          </h2>
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => {
              setNotice(null);
              send.reset();
              setConfirming(true);
            }}
          >
            Issue and send certificates
          </button>
        </div>
        <p className="text-sm text-gray-700">{certificateMessages.tooEarly}</p>
        <QueryContent
          query={certificates}
          loading="Loading the certificates"
          failure="Failed to load the certificates"
        >
          {(data) =>
            data.data.length === 0 ? (
              <p className="text-sm text-gray-600">No certificates issued yet.</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className="min-w-full divide-y divide-gray-200 text-sm">
                    <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-600 uppercase">
                      <tr>
                        <th scope="col" className={cellClass}>
                          Name
                        </th>
                        <th scope="col" className={cellClass}>
                          Certificate
                        </th>
                        <th scope="col" className={cellClass}>
                          Code
                        </th>
                        <th scope="col" className={cellClass}>
                          E-mailed
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-gray-100">
                      {data.data.map((row) => (
                        <tr key={row.id}>
                          <td className={cellClass}>
                            <p className="font-medium">{row.name}</p>
                            <p className="text-xs text-gray-600">{row.email}</p>
                          </td>
                          <td className={cellClass}>
                            <p>{documentKindLabels[row.kind]}</p>
                            <p className="text-xs text-gray-600">{row.title}</p>
                          </td>
                          <td className={`${cellClass} font-mono`}>{row.code}</td>
                          <td className={cellClass}>
                            {row.emailedAt ? row.emailedAt.slice(0, 10) : 'Not yet'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination
                  page={page}
                  pageSize={adminPageSizeDefault}
                  shown={data.data.length}
                  total={data.count}
                  onPage={setPage}
                />
              </>
            )
          }
        </QueryContent>
      </section>
      {confirming && (
        <ConfirmDialog
          title="Issue and send the certificates?"
          confirmLabel="Issue and send"
          busyLabel="Sending…"
          tone="success"
          busy={send.isPending}
          onConfirm={() => send.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-gray-700">
            Every delegate who attended and every presenter in the published programme gets a
            certificate by e-mail, in their language. A certificate already e-mailed is not sent
            again.
          </p>
          {send.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failureText(send.error, 'Failed to send the certificates. Please try again.')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
