import { requestTimeoutsMs, type AuthorResponse } from '@caawg11/conference';
import type { ReactNode } from 'react';
import { describeFailure, type Failure } from '../../forms/failure';
import { useFailureText } from '../../forms/text';
import { useBrowserValue } from '../../hooks/useBrowserValue';

const tokenOfAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * The token of the e-mailed link the page was opened from: undefined until the page has read its
 * address (a pre-rendered page does so on hydration), '' when the address carries none.
 */
export function useLinkToken(): string | undefined {
  return useBrowserValue(tokenOfAddress);
}

/** Why a call made from the link failed: the server's word where it gave one. */
export function linkFailure(error: unknown, fallback: string): Failure {
  return describeFailure(error, {
    fallback,
    preferServerMessage: true,
    timeoutMs: requestTimeoutsMs.accessRequest,
  });
}

/**
 * What a page opened from a link shows as its problem: a link without a token, or the first of
 * its calls (reading what the link is about, then the answer) that failed.
 */
export function linkProblem(
  token: string | undefined,
  missingToken: string,
  calls: readonly { isError: boolean; error: unknown; fallback: string }[],
): Failure | null {
  if (token === '') return { message: missingToken };
  const failed = calls.find((call) => call.isError);
  return failed ? linkFailure(failed.error, failed.fallback) : null;
}

const buttonBase =
  'rounded-md px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** The buttons of a page opened from a link: the answer asked for, the other, the one undone. */
export const linkButtonClass = {
  primary: `${buttonBase} bg-brand-700 text-white hover:bg-brand-900`,
  secondary: `${buttonBase} border border-gray-400 text-gray-900 hover:bg-gray-100`,
  danger: `${buttonBase} border border-red-700 text-red-800 hover:bg-red-50`,
} as const;

/**
 * The answer to an acceptance: confirm the presentation, or withdraw after the browser's own
 * confirm dialog has asked whether the author means it.
 */
export function ConfirmOrWithdraw({
  busy,
  confirmLabel,
  withdrawLabel,
  withdrawQuestion,
  onAnswer,
  className = '',
}: {
  busy: boolean;
  confirmLabel: string;
  withdrawLabel: string;
  withdrawQuestion: string;
  onAnswer: (response: AuthorResponse) => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <button
        type="button"
        disabled={busy}
        onClick={() => onAnswer('confirmed')}
        className={linkButtonClass.primary}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(withdrawQuestion)) onAnswer('withdrawn');
        }}
        className={linkButtonClass.danger}
      >
        {withdrawLabel}
      </button>
    </div>
  );
}

interface PersonalLinkPageProps {
  title: string;
  /** What went wrong, shown below the page's content; null while nothing has. */
  problem: Failure | null;
  width?: 'md' | 'lg';
  children: ReactNode;
  /** Below the problem: where to go next. */
  footer?: ReactNode;
}

/**
 * A page opened from a personal link in an e-mail (a confirmation, an answer, an opt-out): one
 * card with its heading, what the link asks, and why the last call failed, in the page's
 * language. The pages act on a click only, so a mail scanner that opens the link does nothing.
 */
export function PersonalLinkPage({
  title,
  problem,
  width = 'md',
  children,
  footer,
}: PersonalLinkPageProps) {
  const failureText = useFailureText();
  const shown = problem && failureText(problem);
  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div
        className={`w-full ${width === 'lg' ? 'max-w-lg' : 'max-w-md'} rounded-xl bg-white p-6 shadow-lg sm:p-8`}
      >
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {children}
        {shown && (
          <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
            <p>{shown.message}</p>
            {shown.detail && <p className="mt-1 text-sm">{shown.detail}</p>}
          </div>
        )}
        {footer}
      </div>
    </main>
  );
}
