import { requestTimeoutsMs, type MyRegistration } from '@caawg11/conference';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from '@caawg11/conference/routing';
import { ApiRequestError } from '@caawg11/conference/http';
import { registrationContent } from '../content/registration';
import { fetchMyRegistration } from '../forms/calls';
import { describeFailure } from '../forms/failure';
import { PaymentProofForm } from '../forms/PaymentProofForm';
import { forgetAccessToken, takeAccessToken } from './my-registration/accessToken';
import { PaymentDocuments } from './my-registration/PaymentDocuments';
import {
  formatDate,
  PaymentsList,
  RegistrationSummary,
} from './my-registration/RegistrationSummary';
import { BankDetailsList } from './registration/PaymentDetails';

type View =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'error'; message: string; detail?: string }
  | { kind: 'ready'; registration: MyRegistration };

const loadProblem = 'We could not load your registration. Please try again in a moment.';
const invalidLinkText =
  'This access link has expired or is not valid. Links are valid for 24 hours; request a new one and we will e-mail it to you.';

function Frame({ children }: { children: ReactNode }) {
  return <main className="flex-1 bg-gray-50 px-4 pt-28 pb-16">{children}</main>;
}

function LinkProblem({ title, text }: { title: string; text: string }) {
  return (
    <Frame>
      <div className="mx-auto max-w-md rounded-xl bg-white p-6 text-center shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-gray-700">{text}</p>
        <Link
          to="/verify"
          className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Request a new access link
        </Link>
      </div>
    </Frame>
  );
}

const unauthorizedMessage = (error: unknown): string | null =>
  error instanceof ApiRequestError && error.status === 401
    ? (error.serverMessage ?? invalidLinkText)
    : null;

/** What the page shows for the state of its registration query. */
function viewOf(
  token: string | null,
  query: {
    data: Awaited<ReturnType<typeof fetchMyRegistration>> | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  },
): View {
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
    return { kind: 'error', message: failure.message, detail: failure.detail };
  }
  const answer = query.data;
  if (!answer?.success) return { kind: 'error', message: answer?.message || loadProblem };
  return { kind: 'ready', registration: answer.data };
}

/** The registrant's own page, opened from the e-mailed access link. */
export function MyRegistrationPage() {
  const [token] = useState(takeAccessToken);
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
    rejectedLink !== null ? { kind: 'unauthorized', message: rejectedLink } : viewOf(token, query);

  switch (view.kind) {
    case 'no-token':
      return (
        <LinkProblem
          title="Open your registration"
          text="This page opens from the secure link we e-mail you. Request a link with the email address you registered with."
        />
      );
    case 'unauthorized':
      return (
        <LinkProblem title="This link is no longer valid" text={view.message || invalidLinkText} />
      );
    case 'loading':
      return (
        <Frame>
          <h1 className="sr-only">Your Registration</h1>
          <p role="status" className="mx-auto max-w-4xl text-gray-700">
            Loading your registration...
          </p>
        </Frame>
      );
    case 'error':
      return (
        <Frame>
          <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
            <h1 className="text-2xl font-bold text-brand-900">Your Registration</h1>
            <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
              <p>{view.message}</p>
              {view.detail && <p className="mt-1 text-sm">{view.detail}</p>}
            </div>
            <button
              type="button"
              onClick={reload}
              className="mt-4 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Try again
            </button>
          </div>
        </Frame>
      );
    case 'ready': {
      const { registration } = view;
      return (
        <Frame>
          <div className="mx-auto max-w-5xl space-y-8">
            <header>
              <h1 className="text-3xl font-bold text-brand-900">Your Registration</h1>
              <p className="mt-2 text-gray-700">
                Welcome, {registration.firstName}. Here is your registration and its payment status.
              </p>
            </header>
            <section
              aria-labelledby="summary-heading"
              className="rounded-xl bg-white p-5 shadow sm:p-6"
            >
              <h2 id="summary-heading" className="mb-4 text-xl font-bold text-brand-900">
                Registration details
              </h2>
              <RegistrationSummary registration={registration} />
            </section>
            <div className="grid gap-8 lg:grid-cols-2">
              <section
                aria-labelledby="payments-heading"
                className="rounded-xl bg-white p-5 shadow sm:p-6"
              >
                <h2 id="payments-heading" className="mb-4 text-xl font-bold text-brand-900">
                  Payments sent
                </h2>
                <PaymentsList payments={registration.payments} />
              </section>
              <section
                aria-labelledby="bank-heading"
                className="rounded-xl bg-white p-5 shadow sm:p-6"
              >
                <h2 id="bank-heading" className="mb-4 text-xl font-bold text-brand-900">
                  How to pay
                </h2>
                {registration.paymentStatus !== 'verified' && (
                  <p className="mb-4 font-semibold text-gray-900">
                    Please pay by {formatDate(registration.paymentDueDate)}.
                  </p>
                )}
                <BankDetailsList />
                <p className="mt-4 rounded-md bg-accent-400/20 p-3 text-sm text-gray-900">
                  Quote your registration ID{' '}
                  <strong className="font-mono">{registration.reference}</strong> as the payment
                  reference.
                </p>
                <p className="mt-3 text-sm text-gray-700">{registrationContent.confirmationNote}</p>
              </section>
            </div>
            <section
              aria-labelledby="proof-heading"
              className="rounded-xl bg-white p-5 shadow sm:p-6"
            >
              <h2 id="proof-heading" className="mb-2 text-xl font-bold text-brand-900">
                Upload a payment proof
              </h2>
              <p className="mb-5 text-sm text-gray-700">
                Once you have paid, send us the proof here; our team verifies it and updates your
                payment status.
              </p>
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
                Receipt and invoice
              </h2>
              <PaymentDocuments
                token={token ?? ''}
                paid={registration.paymentStatus === 'verified'}
              />
            </section>
          </div>
        </Frame>
      );
    }
  }
}
