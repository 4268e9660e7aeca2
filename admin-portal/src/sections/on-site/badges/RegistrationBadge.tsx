import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { badgeNameMaxLength, type DataResult } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { apiDownload, apiRequest } from '../../../api/client';
import type { AdminRegistrationDetails } from '../../../api/types';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { inputClass } from '../../../components/forms';

interface BadgeSettings {
  badgeName: string | null;
  printedName: string;
  version: number;
}

const settingsPath = (id: string) =>
  `/admin/registrations/${encodeURIComponent(id)}/badge/settings`;

function failureText(error: Error, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

/** The registration's badge: the name it prints, the PDF, and a re-issue that revokes the old one. */
export function RegistrationBadge({ registration }: { registration: AdminRegistrationDetails }) {
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const mayRead = permissions.can('read', 'Badge');
  const queryKey = ['badge-settings', registration._id];
  const settings = useQuery({
    queryKey,
    queryFn: () => apiRequest<DataResult<BadgeSettings>>(settingsPath(registration._id)),
    enabled: mayRead,
  });
  const [name, setName] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const saved = (answer: DataResult<BadgeSettings>) => {
    queryClient.setQueryData(queryKey, answer);
    setName(null);
  };
  const rename = useMutation({
    mutationFn: (badgeName: string) =>
      apiRequest<DataResult<BadgeSettings>>(settingsPath(registration._id), {
        method: 'PUT',
        body: { badgeName },
      }),
    onSuccess: saved,
  });
  const reissue = useMutation({
    mutationFn: () =>
      apiRequest<DataResult<BadgeSettings>>(
        `/admin/registrations/${encodeURIComponent(registration._id)}/badge/reissue`,
        { method: 'POST' },
      ),
    onSuccess: (answer) => {
      saved(answer);
      setConfirming(false);
    },
  });
  const download = useMutation({
    mutationFn: () =>
      apiDownload(
        `/admin/registrations/${encodeURIComponent(registration._id)}/badge`,
        `badge-${registration.reference}.pdf`,
      ),
  });
  if (!mayRead) return null;
  const current = settings.data?.data;
  const shownName = name ?? current?.badgeName ?? '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(shownName);
  }

  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">Badge</h3>
      {current && (
        <p className="mt-1 text-sm text-gray-700">
          Prints as <strong>{current.printedName}</strong>
          {current.version > 1
            ? ` (re-issued ${current.version - 1} time${current.version > 2 ? 's' : ''})`
            : ''}
          .
        </p>
      )}
      {permissions.can('update', 'Badge') && (
        <form onSubmit={onSubmit} className="mt-2 flex flex-wrap items-end gap-2">
          <label className="block min-w-0 flex-1 text-sm font-medium text-gray-700">
            Name on the badge (blank: first name and other names)
            <input
              className={inputClass}
              value={shownName}
              maxLength={badgeNameMaxLength}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" className={buttonClass.secondary} disabled={rename.isPending}>
            Save badge name
          </button>
        </form>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          Badge (PDF)
        </button>
        {permissions.can('create', 'Badge') && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setConfirming(true)}
          >
            Re-issue badge
          </button>
        )}
      </div>
      {(rename.isError || download.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {rename.isError
            ? failureText(rename.error, 'The badge name could not be saved. Please try again.')
            : 'The badge could not be downloaded. Please try again.'}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title="Re-issue this badge?"
          confirmLabel="Re-issue badge"
          busyLabel="Re-issuing…"
          tone="danger"
          busy={reissue.isPending}
          onConfirm={() => reissue.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The badge printed so far stops working at the door (it answers &ldquo;revoked&rdquo;),
            and so does typing the reference: only the new badge checks in. Print the new badge and
            hand it over.
          </p>
          {reissue.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              The badge could not be re-issued. Please try again.
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
