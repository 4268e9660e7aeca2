import { Link } from '@caawg11/conference/routing';
import { AccessRequestForm } from './verify/AccessRequestForm';

export function VerifyPage() {
  return (
    <main className="flex flex-1 items-center justify-center bg-gray-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Access Your Registration</h1>
        <p className="mt-2 mb-6 text-sm text-gray-700">
          Enter the email address you registered with. We will send you a secure link to view your
          registration, its payment status, and to upload your payment proof.
        </p>
        <AccessRequestForm />
        <nav aria-label="Other pages" className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/" className="font-medium text-brand-700 underline">
            Back to the homepage
          </Link>
          <Link to="/registration" className="font-medium text-brand-700 underline">
            Not registered yet? Register
          </Link>
        </nav>
      </div>
    </main>
  );
}
