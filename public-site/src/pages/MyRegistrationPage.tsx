import { mailboxes, requestTimeoutsMs, type MyRegistration } from '@caawg11/conference';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { ApiRequestError } from '@caawg11/conference/http';
import { fetchMyRegistration } from '../forms/calls';
import { describeFailure, type Failure } from '../forms/failure';
import { PaymentProofForm } from '../forms/PaymentProofForm';
import { useFailureText } from '../forms/text';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useLocalizedPath } from '../i18n/language';
import { useMessageText } from '../i18n/message-text';
import { forgetAccessToken, takeAccessToken } from './my-registration/accessToken';
import { GroupInvoiceRequest } from './my-registration/GroupInvoiceRequest';
import { MyCertificates } from './my-registration/MyCertificates';
import { PaymentDocuments } from './my-registration/PaymentDocuments';
import { CancelRegistration } from './my-registration/CancelRegistration';
import { FieldTripSeatNote } from './my-registration/FieldTripSeatNote';
import { MyData } from './my-registration/MyData';
import {
  PaymentsList,
  RegistrationSummary,
  useFormatDate,
} from './my-registration/RegistrationSummary';
import { SingleInvoiceRequest } from './my-registration/SingleInvoiceRequest';
import { VisaLetterRequest } from './my-registration/VisaLetterRequest';
import { BankDetailsList } from './registration/PaymentDetails';

type View =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'error'; failure: Failure }
  | { kind: 'ready'; registration: MyRegistration };

function Frame({ children }: { children: ReactNode }) {
  return <main className="flex-1 bg-gray-50 px-4 pt-28 pb-16">{children}</main>;
}

function LinkProblem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('myRegistration');
  const localizedPath = useLocalizedPath();
  return (
    <Frame>
      <div className="mx-auto max-w-md rounded-xl bg-white p-6 text-center shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-gray-700">{text}</p>
        <Link
          to={localizedPath('/verify')}
          className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('requestNewLink')}
        </Link>
      </div>
    </Frame>
  );
}

/**
 * For a refused link: the server's message, or '' when it sent none (the page then shows its
 * own text); null for any other failure.
 */
const unauthorizedMessage = (error: unknown): string | null =>
  error instanceof ApiRequestError && error.status === 401 ? (error.serverMessage ?? '') : null;

/** What the page shows for the state of its registration query. */
function viewOf(
  loadProblem: string,
  token: string | null | undefined,
  query: {
    data: Awaited<ReturnType<typeof fetchMyRegistration>> | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  },
): View {
  // A pre-rendered page looks for its token on hydration.
  if (token === undefined) return { kind: 'loading' };
  if (!token) return { kind: 'no-token' };
  // Try again shows the loading text while it asks once more.
  if (query.isPending || (query.isError && query.isFetching)) return { kind: 'loading' };
  if (query.isError) {
    const message = unauthorizedMessage(query.error);
    if (message !== null) return { kind: 'unauthorized', message };
    const failure = describeFailure(query.error, {
      fallback: loadProblem,
      preferServerMessage: true,
      timeoutMs: requestTimeoutsMs.accessRequest,
    });
    return { kind: 'error', failure };
  }
  const answer = query.data;
  if (!answer?.success) {
    return { kind: 'error', failure: { message: answer?.message || loadProblem } };
  }
  return { kind: 'ready', registration: answer.data };
}

/** The registrant's own page, opened from the e-mailed access link. */
export function MyRegistrationPage() {
  const { t } = useTranslation('myRegistration');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const formatDate = useFormatDate();
  const token = useBrowserValue(takeAccessToken);
  // A proof upload that finds the link expired ends the page's use of it.
  const [rejectedLink, setRejectedLink] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['my-registration', token],
    queryFn: () => fetchMyRegistration(token ?? ''),
    enabled: Boolean(token) && rejectedLink === null,
  });
  const refetch = query.refetch;

  const unauthorized = useCallback((message: string) => {
    forgetAccessToken();
    setRejectedLink(message);
  }, []);

  const expired = query.isError && unauthorizedMessage(query.error) !== null;
  useEffect(() => {
    if (expired) forgetAccessToken();
  }, [expired]);

  const reload = useCallback(() => void refetch(), [refetch]);

  const view: View =
    rejectedLink !== null
      ? { kind: 'unauthorized', message: rejectedLink }
      : viewOf(t('loadProblem'), token, query);

  switch (view.kind) {
    case 'no-token':
      return <LinkProblem title={t('noToken.title')} text={t('noToken.text')} />;
    case 'unauthorized':
      return (
        <LinkProblem
          title={t('expiredTitle')}
          text={view.message ? messageText(view.message) : t('invalidLink')}
        />
      );
    case 'loading':
      return (
        <Frame>
          <h1 className="sr-only">{t('title')}</h1>
          <p role="status" className="mx-auto max-w-4xl text-gray-700">
            {t('loading')}
          </p>
        </Frame>
      );
    case 'error': {
      const { message, detail } = failureText(view.failure);
      return (
        <Frame>
          <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
            <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
            <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
              <p>{message}</p>
              {detail && <p className="mt-1 text-sm">{detail}</p>}
            </div>
            <button
              type="button"
              onClick={reload}
              className="mt-4 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('tryAgain')}
            </button>
          </div>
        </Frame>
      );
    }
    case 'ready': {
      const { registration } = view;
      return (
        <Frame>
          <div className="mx-auto max-w-5xl space-y-8">
            <header>
              <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
              <p className="mt-2 text-gray-700">{t('welcome', { name: registration.firstName })}</p>
            </header>
            <section
              aria-labelledby="summary-heading"
              className="rounded-xl bg-white p-5 shadow sm:p-6"
            >
              <h2 id="summary-heading" className="mb-4 text-xl font-bold text-brand-900">
                {t('detailsHeading')}
              </h2>
              <RegistrationSummary registration={registration} />
            </section>
            <FieldTripSeatNote registration={registration} />
            <div className="grid gap-8 lg:grid-cols-2">
              <section
                aria-labelledby="payments-heading"
                className="rounded-xl bg-white p-5 shadow sm:p-6"
              >
                <h2 id="payments-heading" className="mb-4 text-xl font-bold text-brand-900">
                  {t('paymentsHeading')}
                </h2>
                <PaymentsList payments={registration.payments} />
              </section>
              <section
                aria-labelledby="bank-heading"
                className="rounded-xl bg-white p-5 shadow sm:p-6"
              >
                <h2 id="bank-heading" className="mb-4 text-xl font-bold text-brand-900">
                  {t('howToPayHeading')}
                </h2>
                {registration.paymentStatus !== 'verified' && (
                  <p className="mb-4 font-semibold text-gray-900">
                    {t('payBy', { date: formatDate(registration.paymentDueDate) })}
                  </p>
                )}
                <BankDetailsList />
                <p className="mt-4 rounded-md bg-accent-400/20 p-3 text-sm text-gray-900">
                  <Trans
                    t={t}
                    i18nKey="quoteReference"
                    values={{ reference: registration.reference }}
                    components={{ strong: <strong className="font-mono" /> }}
                  />
                </p>
                <p className="mt-3 text-sm text-gray-700">
                  {t('confirmationNote', { email: mailboxes.registration })}
                </p>
              </section>
            </div>
            <section
              aria-labelledby="proof-heading"
              className="rounded-xl bg-white p-5 shadow sm:p-6"
            >
              <h2 id="proof-heading" className="mb-2 text-xl font-bold text-brand-900">
                {t('proofHeading')}
              </h2>
              <p className="mb-5 text-sm text-gray-700">{t('proofIntro')}</p>
              <PaymentProofForm
                token={token ?? ''}
                feeUsd={registration.feeUsd}
                onUploaded={reload}
                onUnauthorized={unauthorized}
              />
            </section>
            <section
              aria-labelledby="documents-heading"
              className="rounded-xl bg-white p-5 shadow sm:p-6"
            >
              <h2 id="documents-heading" className="mb-2 text-xl font-bold text-brand-900">
                {t('documentsHeading')}
              </h2>
              <PaymentDocuments token={token ?? ''} paid={Number(registration.amountPaid) > 0} />
            </section>
            <CancelRegistration
              token={token ?? ''}
              registration={registration}
              onCancelled={reload}
            />
            <SingleInvoiceRequest token={token ?? ''} />
            <GroupInvoiceRequest token={token ?? ''} />
            <MyData token={token ?? ''} />
            <VisaLetterRequest token={token ?? ''} />
            <MyCertificates token={token ?? ''} />
          </div>
        </Frame>
      );
    }
  }
}
