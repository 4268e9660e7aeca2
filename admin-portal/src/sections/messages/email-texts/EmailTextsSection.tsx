import { Link, useSearchParams } from '@caawg11/conference/routing';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  type NoticeTextKey,
} from '@caawg11/conference';
import { QueryContent } from '../../../components/QueryContent';
import { paths } from '../../../paths';
import { useSectionQuery } from '../../use-section-query';
import { fetchNoticeTexts, noticeTextsLanguageKey } from './email-texts-api';
import { EmailTextEditor } from './EmailTextEditor';
import { NoticeLanguageSelect } from './NoticeLanguageSelect';

const loadFailed = 'Failed to load the e-mail texts';

/** A text's page in the portal; English, the default, adds nothing to the address. */
function textLink(key: NoticeTextKey, language: Language): string {
  const inLanguage = language === defaultLanguage ? '' : `&language=${language}`;
  return `${paths.emailTexts}?text=${encodeURIComponent(key)}${inLanguage}`;
}

/** The e-mails organisers trigger (decisions, replies, reminders) and the texts they are sent with. */
export function EmailTextsSection() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('language');
  // Each language has its own version of every text; English unless the organiser picks another.
  const language: Language = isLanguage(requested) ? requested : defaultLanguage;
  const texts = useSectionQuery({
    queryKey: noticeTextsLanguageKey(language),
    queryFn: () => fetchNoticeTexts(language),
  });
  const chosenKey = params.get('text');
  const chosen = texts.data?.data.find((view) => view.key === chosenKey);
  const chooseLanguage = (next: Language) => {
    const merged = new URLSearchParams(params);
    if (next === defaultLanguage) merged.delete('language');
    else merged.set('language', next);
    setParams(merged);
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">E-mail texts</h1>
      <QueryContent query={texts} loading="Loading the e-mail texts" failure={loadFailed}>
        {({ data: views }) => (
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <nav
              aria-label="E-mail texts"
              className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-gray-200"
            >
              <ul className="space-y-1">
                {views.map((view) => (
                  <li key={view.key}>
                    <Link
                      to={textLink(view.key, language)}
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
              <div className="space-y-4">
                <NoticeLanguageSelect language={language} onChange={chooseLanguage} />
                <EmailTextEditor
                  key={`${chosen.key}:${language}`}
                  view={chosen}
                  language={language}
                />
              </div>
            ) : (
              <p className="text-sm text-gray-600">
                Choose an e-mail to see and change its text. Each one is sent when an organiser
                decides on a record, replies to a message, sends the committee’s decisions from
                Author notices, or when a payment reminder goes out.
              </p>
            )}
          </div>
        )}
      </QueryContent>
    </div>
  );
}
