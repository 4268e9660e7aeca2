import { test as setup } from '@playwright/test';
import { signInAndSaveAdminState } from '../support/admin-sign-in';

/** Signs the first admin in once through the login screen; the admin journeys reuse the state. */
setup('an admin signs in', async ({ page }) => {
  await signInAndSaveAdminState(page);
});
