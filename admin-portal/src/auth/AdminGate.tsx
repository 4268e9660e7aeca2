import type { ReactNode } from 'react';
import { isStaffRole } from '@caawg11/conference';
import { Navigate } from '@caawg11/conference/routing';
import { Spinner } from '../components/Spinner';
import { useAuth } from './auth-context';
import { LoginScreen } from './LoginScreen';
import { TwoFactorSetupScreen } from './TwoFactorSetupScreen';

/**
 * A spinner while the session loads, the login screen when signed out, / for an account without
 * an organiser role, and the two-factor set-up for a member whose role needs it first.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, user } = useAuth();
  if (loading) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-brand-50">
        <Spinner label="Loading the admin panel" />
      </main>
    );
  }
  if (!isAuthenticated || !user) return <LoginScreen />;
  if (!isStaffRole(user.role)) return <Navigate to="/" replace />;
  if (user.twoFactorSetupRequired) return <TwoFactorSetupScreen />;
  return <>{children}</>;
}
