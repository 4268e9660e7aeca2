import { useState, type FormEvent } from 'react';

export function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(!email || !password ? 'Please provide email and password' : null);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <h1 className="text-center text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-2 text-center text-sm text-gray-600">
          Please login to access the admin dashboard
        </p>
        {error && (
          <div
            role="alert"
            className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
          >
            {error}
          </div>
        )}
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <div>
            <label htmlFor="admin-email" className="block text-sm font-medium text-gray-700">
              Email address
            </label>
            <input
              id="admin-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="block text-sm font-medium text-gray-700">
              Password
            </label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
            />
          </div>
          <button
            type="submit"
            className="w-full rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            Sign in
          </button>
        </form>
        <a
          href="/"
          className="mt-4 block w-full rounded-md border border-brand-900 px-4 py-2 text-center font-semibold text-brand-900 hover:bg-brand-50"
        >
          Return to Homepage
        </a>
      </div>
    </main>
  );
}
