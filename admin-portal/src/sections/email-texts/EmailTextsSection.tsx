import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@caawg11/conference/routing';
import { inboxMessages } from '@caawg11/conference';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../paths';
import { fetchNoticeTexts, noticeTextsQueryKey } from './email-texts-api';
import { EmailTextEditor } from './EmailTextEditor';

const loadFailed = 'Failed to load the e-mail texts';

/** The e-mails organisers trigger (decisions, replies, reminders) and the texts they are sent with. */
export function EmailTextsSection() {
  const [params] = useSearchParams();
  const texts = useQuery({ queryKey: noticeTextsQueryKey, queryFn: fetchNoticeTexts });
  const views = texts.data?.data;
  const chosenKey = params.get('text');
  const chosen = views?.find((view) => view.key === chosenKey);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">E-mail texts</h1>
      {texts.isError && (
        <ErrorPanel message={loadFailed}>
          {views && <p className="text-sm">{inboxMessages.notCurrent}</p>}
        </ErrorPanel>
      )}
      {texts.isPending ? (
        <Spinner label="Loading the e-mail texts" />
      ) : !views ? null : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <nav
            aria-label="E-mail texts"
            className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-gray-200"
          >
            <ul className="space-y-1">
              {views.map((view) => (
                <li key={view.key}>
                  <Link
                    to={`${paths.emailTexts}?text=${encodeURIComponent(view.key)}`}
                    aria-current={view.key === chosen?.key ? 'page' : undefined}
                    className={`block rounded-md px-3 py-2 text-sm ${
                      view.key === chosen?.key
                        ? 'bg-brand-50 font-semibold text-brand-900'
                        : 'text-gray-800 hover:bg-gray-50'
                    }`}
                  >
                    {view.label}
                  </Link>
                  <p className="px-3 text-xs text-gray-500">
                    {view.key}
                    {view.edited && ' · changed'}
                  </p>
                </li>
              ))}
            </ul>
          </nav>
          {chosen ? (
            <EmailTextEditor key={chosen.key} view={chosen} />
          ) : (
            <p className="text-sm text-gray-600">
              Choose an e-mail to see and change its text. Each one is sent when an organiser
              decides on a record, replies to a message, sends the committee’s decisions from Author
              notices, or when a payment reminder goes out.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
