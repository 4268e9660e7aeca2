import './index.css';
import { Suspense, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, Route, Routes } from '@caawg11/conference/routing';
import { AdminGate } from './auth/AdminGate';
import { AuthProvider } from './auth/AuthProvider';
import { AdminLayout } from './layout/AdminLayout';
import { adminSections, lazyScreen, type AdminSection } from './layout/admin-sections';
import { basePath, paths } from './paths';
import { Spinner } from './components/Spinner';

// The pages reached from an e-mail before signing in; the sections are declared in the side bar's
// list (layout/admin-sections.ts), with their screens.
const InvitationPage = lazyScreen(
  () => import('./sections/team-and-settings/invitation/InvitationPage'),
  'InvitationPage',
);
const ForgotPasswordPage = lazyScreen(
  () => import('./sections/team-and-settings/password-reset/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('./sections/team-and-settings/password-reset/ResetPasswordPage'),
  'ResetPasswordPage',
);

/** The routes of a section: its screen at its path, and the screens below it. */
function sectionRoutes(section: AdminSection) {
  const Screen = section.screen;
  if (section.end) return [<Route key={section.to} index element={<Screen />} />];
  const path = section.to.slice(basePath.length + 1);
  return [
    <Route key={section.to} path={path} element={<Screen />} />,
    ...(section.subScreens ?? []).map(({ path: below, screen: SubScreen }) => (
      <Route key={`${path}/${below}`} path={`${path}/${below}`} element={<SubScreen />} />
    )),
  ];
}

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
              {adminSections.flatMap(sectionRoutes)}
              <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
            </Route>
          </Route>
        </Routes>
      </AuthProvider>
    </QueryClientProvider>
  );
}
