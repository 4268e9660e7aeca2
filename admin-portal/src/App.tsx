import './index.css';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGate } from './auth/AdminGate';
import { AuthProvider } from './auth/AuthProvider';
import { AdminLayout } from './layout/AdminLayout';
import { TeamSection } from './sections/team/TeamSection';
import { paths } from './paths';
import { BankStatementsSection, StatementReview } from './sections/bank-statements';
import { DashboardSection } from './sections/dashboard/DashboardSection';
import { PaymentsSection } from './sections/payments/PaymentsSection';
import { EditRegistrationScreen } from './sections/registrations/EditRegistrationScreen';
import { RegistrationsSection } from './sections/registrations/RegistrationsSection';
import { StatisticsSection } from './sections/statistics/StatisticsSection';

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
        <AdminGate>
          <Routes>
            <Route element={<AdminLayout />}>
              <Route index element={<DashboardSection />} />
              <Route path="registrations" element={<RegistrationsSection />} />
              <Route path="registrations/:id/edit" element={<EditRegistrationScreen />} />
              <Route path="payments" element={<PaymentsSection />} />
              <Route path="statistics" element={<StatisticsSection />} />
              <Route path="team" element={<TeamSection />} />
              <Route path="bank-statements" element={<BankStatementsSection />} />
              <Route path="bank-statements/:id" element={<StatementReview />} />
              <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
            </Route>
          </Routes>
        </AdminGate>
      </AuthProvider>
    </QueryClientProvider>
  );
}
