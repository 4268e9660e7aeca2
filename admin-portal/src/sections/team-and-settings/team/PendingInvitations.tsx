import { staffRoleLabels } from '@caawg11/conference';
import { QueryContent } from '../../../components/QueryContent';
import { ScrollArea } from '../../../components/ScrollArea';
import { wrapAnywhereClass } from '../../../components/table';
import { formatDateTime } from '../../../format';
import { useSectionQuery } from '../../use-section-query';
import { fetchInvitations, invitationsQueryKey } from './team-api';

const loadFailed = 'Failed to load the pending invitations';

/** Invitations whose link can still be used. */
export function PendingInvitations() {
  const invitations = useSectionQuery({ queryKey: invitationsQueryKey, queryFn: fetchInvitations });

  return (
    <section
      aria-labelledby="pending-invitations-heading"
      className="space-y-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="pending-invitations-heading" className="text-lg font-semibold text-gray-900">
        Pending invitations
      </h2>
      <QueryContent
        query={invitations}
        loading="Loading the pending invitations"
        failure={loadFailed}
      >
        {({ data: rows }) =>
          rows.length === 0 ? (
            <p className="text-sm text-gray-600">No pending invitations.</p>
          ) : (
            <ScrollArea label="Invitations not yet accepted">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      E-mail
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Invited by
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Expires
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((invitation) => (
                    <tr key={invitation.id}>
                      <td className={`px-4 py-2 ${wrapAnywhereClass}`}>{invitation.email}</td>
                      <td className="px-4 py-2">
                        {staffRoleLabels[invitation.role]}
                        {invitation.subthemes.length > 0 && (
                          <p className="text-xs text-gray-600">{invitation.subthemes.join('; ')}</p>
                        )}
                      </td>
                      <td className={`px-4 py-2 ${wrapAnywhereClass}`}>{invitation.invitedBy}</td>
                      <td className="whitespace-nowrap px-4 py-2">
                        <time dateTime={invitation.expiresAt}>
                          {formatDateTime(invitation.expiresAt)}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollArea>
          )
        }
      </QueryContent>
    </section>
  );
}
