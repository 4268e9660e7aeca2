import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@caawg11/conference/http';
import { apiDownload } from '../../../api/client';
import type { AdminRegistrationDetails } from '../../../api/types';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';

type DocumentKind = 'invoice' | 'single-invoice' | 'receipt';

const documents: Record<DocumentKind, { label: string; failed: string }> = {
  invoice: {
    label: 'Download invoice (PDF)',
    failed: 'The invoice could not be downloaded. Please try again.',
  },
  'single-invoice': {
    label: 'Download invoice to institution (PDF)',
    failed: 'The invoice to the institution could not be downloaded. Please try again.',
  },
  receipt: {
    label: 'Download receipt (PDF)',
    failed: 'The receipt could not be downloaded. Please try again.',
  },
};

function downloadDocument(registration: AdminRegistrationDetails, kind: DocumentKind) {
  return apiDownload(
    `/admin/registrations/${encodeURIComponent(registration._id)}/${kind}`,
    `${kind}-${registration.reference}.pdf`,
  );
}

/**
 * A refusal the api explains (no receipt before money is received, no invoice to an institution
 * before the registrant asks for one) says more than a retry hint.
 */
function failureMessage(error: Error, kind: DocumentKind): string {
  return error instanceof ApiRequestError && error.status === 404 && error.serverMessage
    ? error.serverMessage
    : documents[kind].failed;
}

/**
 * The registration's invoice, the invoice to the registrant's institution they asked for, and
 * the newest receipt once money has been received (the api issues a receipt for each payment),
 * for those who may read payments.
 */
export function RegistrationDocuments({
  registration,
}: {
  registration: AdminRegistrationDetails;
}) {
  const permissions = usePermissions();
  const download = useMutation({
    mutationFn: (kind: DocumentKind) => downloadDocument(registration, kind),
  });
  if (!permissions.can('read', 'Payment')) return null;

  // The invoice to an institution exists once the registrant asked for it on their page.
  const kinds: DocumentKind[] =
    Number(registration.amountPaid) > 0
      ? ['invoice', 'single-invoice', 'receipt']
      : ['invoice', 'single-invoice'];

  const failure = download.isError ? failureMessage(download.error, download.variables) : null;

  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">Documents</h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={buttonClass.secondary}
            disabled={download.isPending}
            aria-busy={download.isPending && download.variables === kind}
            onClick={() => download.mutate(kind)}
          >
            {documents[kind].label}
          </button>
        ))}
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
