import './index.css';
import { lazy, Suspense, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, Route, Routes } from '@caawg11/conference/routing';
import { inboxNames } from '@caawg11/conference';
import { AdminGate } from './auth/AdminGate';
import { AuthProvider } from './auth/AuthProvider';
import { AdminLayout } from './layout/AdminLayout';
import { paths } from './paths';
import { DashboardSection } from './sections/overview/dashboard/DashboardSection';
import { Spinner } from './components/Spinner';

// The dashboard comes with the first load; every other section is fetched when it is opened.
const RegistrationsSection = lazy(() =>
  import('./sections/registrations-and-money/registrations/RegistrationsSection').then(
    (module) => ({
      default: module.RegistrationsSection,
    }),
  ),
);
const EditRegistrationScreen = lazy(() =>
  import('./sections/registrations-and-money/registrations/EditRegistrationScreen').then(
    (module) => ({
      default: module.EditRegistrationScreen,
    }),
  ),
);
const PaymentsSection = lazy(() =>
  import('./sections/registrations-and-money/payments/PaymentsSection').then((module) => ({
    default: module.PaymentsSection,
  })),
);
const FinanceSection = lazy(() =>
  import('./sections/registrations-and-money/finance/FinanceSection').then((module) => ({
    default: module.FinanceSection,
  })),
);
const StatisticsSection = lazy(() =>
  import('./sections/overview/statistics/StatisticsSection').then((module) => ({
    default: module.StatisticsSection,
  })),
);
const TeamSection = lazy(() =>
  import('./sections/team-and-settings/team/TeamSection').then((module) => ({
    default: module.TeamSection,
  })),
);
const GroupInvoicesSection = lazy(() =>
  import('./sections/registrations-and-money/group-invoices').then((module) => ({
    default: module.GroupInvoicesSection,
  })),
);
const GroupInvoiceDetail = lazy(() =>
  import('./sections/registrations-and-money/group-invoices').then((module) => ({
    default: module.GroupInvoiceDetail,
  })),
);
const BankStatementsSection = lazy(() =>
  import('./sections/registrations-and-money/bank-statements').then((module) => ({
    default: module.BankStatementsSection,
  })),
);
const StatementReview = lazy(() =>
  import('./sections/registrations-and-money/bank-statements').then((module) => ({
    default: module.StatementReview,
  })),
);
const InboxListSection = lazy(() =>
  import('./sections/inboxes/inbox').then((module) => ({ default: module.InboxListSection })),
);
const InboxDetailSection = lazy(() =>
  import('./sections/inboxes/inbox').then((module) => ({ default: module.InboxDetailSection })),
);
const InvitationPage = lazy(() =>
  import('./sections/team-and-settings/invitation/InvitationPage').then((module) => ({
    default: module.InvitationPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('./sections/team-and-settings/password-reset/ForgotPasswordPage').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('./sections/team-and-settings/password-reset/ResetPasswordPage').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const PrivacySection = lazy(() =>
  import('./sections/team-and-settings/privacy/PrivacySection').then((module) => ({
    default: module.PrivacySection,
  })),
);
const AccountSection = lazy(() =>
  import('./sections/team-and-settings/account/AccountSection').then((module) => ({
    default: module.AccountSection,
  })),
);
const PeopleSection = lazy(() =>
  import('./sections/team-and-settings/people/PeopleSection').then((module) => ({
    default: module.PeopleSection,
  })),
);
const AuditLogSection = lazy(() =>
  import('./sections/team-and-settings/audit-log/AuditLogSection').then((module) => ({
    default: module.AuditLogSection,
  })),
);
const MailSection = lazy(() =>
  import('./sections/messages/mail/MailSection').then((module) => ({
    default: module.MailSection,
  })),
);
const EmailTextsSection = lazy(() =>
  import('./sections/messages/email-texts/EmailTextsSection').then((module) => ({
    default: module.EmailTextsSection,
  })),
);
const MyReviewsSection = lazy(() =>
  import('./sections/abstracts-and-programme/review/MyReviewsSection').then((module) => ({
    default: module.MyReviewsSection,
  })),
);
const CommitteeSection = lazy(() =>
  import('./sections/abstracts-and-programme/review/CommitteeSection').then((module) => ({
    default: module.CommitteeSection,
  })),
);
const ReviewSettingsSection = lazy(() =>
  import('./sections/abstracts-and-programme/review/ReviewSettingsSection').then((module) => ({
    default: module.ReviewSettingsSection,
  })),
);
const AuthorNoticesSection = lazy(() =>
  import('./sections/messages/author-notices/AuthorNoticesSection').then((module) => ({
    default: module.AuthorNoticesSection,
  })),
);

const ProgrammeSection = lazy(() =>
  import('./sections/abstracts-and-programme/programme/ProgrammeSection').then((module) => ({
    default: module.ProgrammeSection,
  })),
);

const CheckInSection = lazy(() =>
  import('./sections/on-site/check-in/CheckInSection').then((module) => ({
    default: module.CheckInSection,
  })),
);

const WalkInSection = lazy(() =>
  import('./sections/on-site/walk-ins/WalkInSection').then((module) => ({
    default: module.WalkInSection,
  })),
);

const BadgesSection = lazy(() =>
  import('./sections/on-site/badges').then((module) => ({
    default: module.BadgesSection,
  })),
);

const AnnouncementsSection = lazy(() =>
  import('./sections/messages/announcements/AnnouncementsSection').then((module) => ({
    default: module.AnnouncementsSection,
  })),
);

const VisaLettersSection = lazy(() =>
  import('./sections/registrations-and-money/visa-letters/VisaLettersSection').then((module) => ({
    default: module.VisaLettersSection,
  })),
);

const CertificatesSection = lazy(() =>
  import('./sections/on-site/certificates/CertificatesSection').then((module) => ({
    default: module.CertificatesSection,
  })),
);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: 0 },
    },
  });
}

/**
 * The admin area, rendered by the shell under /dashboard/*: relative routes, no router of its
 * own. Each section has its own URL.
 */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Routes>
          {/* The invitee opens this before they have an account, so it stands outside the gate. */}
          <Route
            path="invitation"
            element={
              <Suspense fallback={<Spinner label="Loading the invitation" />}>
                <InvitationPage />
              </Suspense>
            }
          />
          {/* A member who cannot sign in asks for a link here and chooses a new password. */}
          <Route
            path="forgot-password"
            element={
              <Suspense fallback={<Spinner label="Loading" />}>
                <ForgotPasswordPage />
              </Suspense>
            }
          />
          <Route
            path="reset-password"
            element={
              <Suspense fallback={<Spinner label="Loading" />}>
                <ResetPasswordPage />
              </Suspense>
            }
          />
          <Route
            element={
              <AdminGate>
                <Outlet />
              </AdminGate>
            }
          >
            <Route element={<AdminLayout />}>
              <Route index element={<DashboardSection />} />
              <Route path="registrations" element={<RegistrationsSection />} />
              <Route path="registrations/:id/edit" element={<EditRegistrationScreen />} />
              <Route path="payments" element={<PaymentsSection />} />
              <Route path="finance" element={<FinanceSection />} />
              <Route path="statistics" element={<StatisticsSection />} />
              <Route path="team" element={<TeamSection />} />
              <Route path="bank-statements" element={<BankStatementsSection />} />
              <Route path="bank-statements/:id" element={<StatementReview />} />
              <Route path="group-invoices" element={<GroupInvoicesSection />} />
              <Route path="group-invoices/:id" element={<GroupInvoiceDetail />} />
              {inboxNames.flatMap((name) => [
                <Route
                  key={name}
                  path={name}
                  element={<InboxListSection key={name} name={name} />}
                />,
                <Route
                  key={`${name}/:id`}
                  path={`${name}/:id`}
                  element={<InboxDetailSection key={name} name={name} />}
                />,
              ])}
              <Route path="account" element={<AccountSection />} />
              <Route path="audit-log" element={<AuditLogSection />} />
              <Route path="people" element={<PeopleSection />} />
              <Route path="mail" element={<MailSection />} />
              <Route path="email-texts" element={<EmailTextsSection />} />
              <Route path="my-reviews" element={<MyReviewsSection />} />
              <Route path="committee" element={<CommitteeSection />} />
              <Route path="review-settings" element={<ReviewSettingsSection />} />
              <Route path="author-notices" element={<AuthorNoticesSection />} />
              <Route path="programme" element={<ProgrammeSection />} />
              <Route path="announcements" element={<AnnouncementsSection />} />
              <Route path="privacy" element={<PrivacySection />} />
              <Route path="check-in" element={<CheckInSection />} />
              <Route path="walk-ins" element={<WalkInSection />} />
              <Route path="badges" element={<BadgesSection />} />
              <Route path="visa-letters" element={<VisaLettersSection />} />
              <Route path="certificates" element={<CertificatesSection />} />
              <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
            </Route>
          </Route>
        </Routes>
      </AuthProvider>
    </QueryClientProvider>
  );
}
