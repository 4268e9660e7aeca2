import type { Page } from '@playwright/test';

/**
 * The registrant's page stands on api answers of its own: a member with one pending payment, who
 * has asked for no invitation letter and has no certificate yet.
 */
export async function standInForMyRegistration(page: Page): Promise<void> {
  await page.route('**/api/my-registration/visa-letter', (route) =>
    route.fulfill({ json: { success: true, message: '', data: null } }),
  );
  await page.route('**/api/my-registration/certificates', (route) =>
    route.fulfill({ json: { success: true, message: '', data: [] } }),
  );
  await page.route('**/api/my-registration', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: '',
        data: {
          reference: 'CAAWG11-0042',
          title: 'Dr.',
          firstName: 'Amina',
          familyName: 'Nakato',
          email: 'amina@example.org',
          participantCategory: 'member',
          categoryLabel: 'AAWG member',
          pricingTier: 'standard',
          feeUsd: 150,
          fieldTrip: true,
          paymentStatus: 'pending',
          amountPaid: '0.00',
          balanceDue: '150.00',
          paymentDueDate: '2025-08-16',
          payments: [
            {
              _id: '1',
              amount: 150,
              method: 'bank-transfer',
              reference: 'FT-1234',
              paymentDate: '2025-08-02',
              status: 'pending',
              notes: null,
              createdAt: '2025-08-02T09:00:00Z',
            },
          ],
        },
      },
    }),
  );
}
