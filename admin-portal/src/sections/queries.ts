/** TanStack Query keys of the admin data, so an action can refresh what it changed. */
export const queryKeys = {
  dashboard: ['dashboard'] as const,
  registrations: ['registrations'] as const,
  registrationPage: (page: number, limit: number, status: string, fieldTrip = '') =>
    ['registrations', 'page', page, limit, status, fieldTrip] as const,
  registrationSearch: (text: string) => ['registrations', 'search', text] as const,
  registration: (id: string) => ['registrations', 'one', id] as const,
  payments: ['payments'] as const,
  paymentList: (status: string) => ['payments', status] as const,
  team: ['team'] as const,
  bankStatements: ['bank-statements'] as const,
  bankStatement: (id: string) => ['bank-statements', id] as const,
};
