import { Link, useLocation, useParams } from '@caawg11/conference/routing';
import {
  inboxSubjects,
  inboxTitles,
  type AdminAbstract,
  type AdminContactMessage,
  type AdminSponsorshipInquiry,
  type InboxName,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../paths';
import { AbstractFileButton } from './AbstractFileButton';
import { AssignForm } from './AssignForm';
import { ContactThread } from './ContactThread';
import { ConsentList } from './ConsentList';
import { HistoryList } from './HistoryList';
import { fetchInboxRecord } from './inbox-api';
import { useSectionQuery } from '../../use-section-query';
import { inboxKeys } from './inbox-queries';
import { InboxStatusBadge } from './InboxStatusBadge';
import { NotesPanel } from './NotesPanel';
import { SponsorshipAmountForm } from './SponsorshipAmountForm';
import { StatusChangeForm } from './StatusChangeForm';
import { inboxView } from './views';

const cardClass = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** The list view the organiser came from, if they came from one. */
function listSearchOf(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/** One record of an inbox: every field, its status, who holds it, notes and history. */
export function InboxDetailSection({ name }: { name: InboxName }) {
  const { id = '' } = useParams();
  // Forms start afresh on another record's page.
  return <RecordDetail key={id} name={name} id={id} />;
}

function RecordDetail({ name, id }: { name: InboxName; id: string }) {
  const location = useLocation();
  const view = inboxView(name);
  const title = inboxTitles[name];
  const permissions = usePermissions();
  const canUpdate = permissions.can('update', inboxSubjects[name]);
  const record = useSectionQuery({
    queryKey: inboxKeys.record(name, id),
    queryFn: () => fetchInboxRecord(name, id),
  });
  const failed = 'Failed to load the record';

  const back = (
    <Link to={`${paths.inbox(name)}${listSearchOf(location.state)}`} className={buttonClass.link}>
      Back to {title}
    </Link>
  );

  if (record.isPending) {
    return (
      <div className="space-y-6">
        {back}
        <Spinner label="Loading the record" />
      </div>
    );
  }
  if (record.isError) {
    const missing = record.error instanceof ApiRequestError && record.error.status === 404;
    return (
      <div className="space-y-6">
        {back}
        <ErrorPanel
          message={missing ? 'This record does not exist or is not yours to see.' : failed}
        />
      </div>
    );
  }

  const { item, notes, history, replies, consents } = record.data;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{view.heading(item)}</h1>
        <InboxStatusBadge status={item.status} />
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <section aria-labelledby="details-heading" className={cardClass}>
            <h2 id="details-heading" className="text-lg font-semibold text-gray-900">
              Details
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
              {view.fields.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="font-medium text-gray-600">{field.label}</dt>
                  <dd className="wrap-anywhere text-gray-900">{field.value(item)}</dd>
                </div>
              ))}
            </dl>
            {name === 'abstracts' && (
              <div className="mt-4">
                <AbstractFileButton abstract={item as AdminAbstract} />
              </div>
            )}
          </section>
          {name === 'contact-messages' && (
            <div className={cardClass}>
              <ContactThread
                message={item as AdminContactMessage}
                replies={replies ?? []}
                canReply={canUpdate}
              />
            </div>
          )}
          <div className={cardClass}>
            <NotesPanel name={name} id={item.id} notes={notes} canWrite={canUpdate} />
          </div>
        </div>
        <div className="space-y-6">
          {canUpdate && (
            <section aria-labelledby="actions-heading" className={`${cardClass} space-y-6`}>
              <h2 id="actions-heading" className="text-lg font-semibold text-gray-900">
                Actions
              </h2>
              <StatusChangeForm name={name} id={item.id} current={item.status} />
              <AssignForm name={name} id={item.id} current={item.assignee} />
              {name === 'sponsorship-inquiries' && (
                <SponsorshipAmountForm
                  id={item.id}
                  current={(item as AdminSponsorshipInquiry).amountUsd}
                />
              )}
            </section>
          )}
          <div className={cardClass}>
            <ConsentList consents={consents ?? []} />
          </div>
          <div className={cardClass}>
            <HistoryList history={history} />
          </div>
        </div>
      </div>
    </div>
  );
}
