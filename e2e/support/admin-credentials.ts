/** The first admin of the e2e system, created by the api from ADMIN_EMAIL/ADMIN_PASSWORD. Test-only values. */
export const e2eAdmin = {
  email: 'e2e.admin@example.org',
  password: 'e2e-admin-password-for-tests-only',
} as const;

/** Where the setup project keeps the signed-in admin's browser state for the admin journeys. */
export const adminStorageState = '../reports/e2e-auth/admin.json';
