import type { ApiResult } from '@caawg11/conference';
import { Link } from '@caawg11/conference/routing';
import { useMutation } from '@tanstack/react-query';
import { useLocalizedPath } from '../../i18n/language';
import { useMessageText } from '../../i18n/message-text';
import { linkButtonClass, linkFailure, PersonalLinkPage, useLinkToken } from './PersonalLinkPage';

interface OneClickLinkPageProps {
  /** The page's words, in its language. */
  text: {
    title: string;
    question: string;
    act: string;
    acting: string;
    problem: string;
    openRegistration: string;
  };
  /** The api's messages (English, as the catalogue keys them) for done and for a link without a token. */
  done: string;
  linkInvalid: string;
  /** The one call the link's click makes. */
  act: (token: string) => Promise<ApiResult>;
}

/**
 * A page an e-mailed link opens to do one thing on a click (confirm an address, stop the
 * reminders): what the click does, the button, and what came of it. Opening the page does
 * nothing, so a mail scanner that follows the link changes nothing.
 */
export function OneClickLinkPage({ text, done, linkInvalid, act }: OneClickLinkPageProps) {
  const messageText = useMessageText();
  const localizedPath = useLocalizedPath();
  const token = useLinkToken();
  const action = useMutation({ mutationFn: () => act(token ?? '') });
  const problem = action.isError ? linkFailure(action.error, text.problem) : null;

  return (
    <PersonalLinkPage
      title={text.title}
      problem={problem}
      footer={
        <p className="mt-6 text-sm">
          <Link to={localizedPath('/verify')} className="font-medium text-brand-700 underline">
            {text.openRegistration}
          </Link>
        </p>
      }
    >
      {action.isSuccess ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-4 text-green-900">
          {messageText(done)}
        </p>
      ) : token ? (
        <>
          <p className="mt-3 text-gray-700">{text.question}</p>
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => action.mutate()}
            className={`mt-5 ${linkButtonClass.primary}`}
          >
            {action.isPending ? text.acting : text.act}
          </button>
        </>
      ) : (
        token === '' && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
            {messageText(linkInvalid)}
          </p>
        )
      )}
    </PersonalLinkPage>
  );
}
