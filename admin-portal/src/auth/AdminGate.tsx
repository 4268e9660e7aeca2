import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { useAuth } from './auth-context';
import { LoginScreen } from './LoginScreen';

/** A spinner while the session loads, the login screen when signed out, / for a non-admin. */
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
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
