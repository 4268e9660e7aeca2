import {
  defaultRetentionSettings,
  mailboxes,
  privacyNoticeVersion,
  staffRoleLabels,
  staffRoles,
} from '@caawg11/conference';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { i18n } from '../i18n/i18n';
import { PrivacyPage } from './PrivacyPage';

const periods = { ...defaultRetentionSettings, studentIdDays: 45, inquiryMonths: 1 };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('PrivacyPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('names the controller, its address and the version, and states the periods the api holds', async () => {
    renderAt('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByText(`Version of ${privacyNoticeVersion}`)).toBeVisible();
    expect(screen.getAllByRole('link', { name: mailboxes.secretariat })[0]).toHaveAttribute(
      'href',
      `mailto:${mailboxes.secretariat}`,
    );

    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/privacy/retention');
    await settle(() =>
      call.respond(200, { success: true, message: 'Retention periods', data: periods }),
    );
    const retention = screen.getByRole('region', { name: 'How long your data is kept' });
    expect(
      await within(retention).findByText(
        'Student ID scans: deleted 45 days after the payment is verified or the registration rejected.',
      ),
    ).toBeVisible();
    expect(
      within(retention).getByText(
        'Contact messages and sponsorship inquiries: anonymised 1 month after they were sent.',
      ),
    ).toBeVisible();
    expect(
      within(retention).getByText(
        'Payment proofs: kept 2,557 days after the payment, as accounting records.',
      ),
    ).toBeVisible();
  });

  it('lists every staff role under its label, and every form', () => {
    renderAt('/privacy');
    const roles = screen.getByRole('region', { name: 'Who sees your data' });
    for (const role of staffRoles) {
      expect(within(roles).getByText(staffRoleLabels[role])).toBeVisible();
    }
    const forms = screen.getByRole('region', { name: 'What each form collects and why' });
    for (const name of [
      'Registration',
      'Abstracts',
      'Membership',
      'Contact',
      'Accommodation',
      'Sponsorship',
      'Visa letters',
    ]) {
      expect(within(forms).getByText(name)).toBeVisible();
    }
  });

  it('points registrants to their access link for a copy or erasure', () => {
    renderAt('/privacy');
    expect(screen.getByRole('link', { name: 'get your registration link' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it('says so when the periods cannot be read', async () => {
    renderAt('/privacy');
    await settle(() => callAt(calls, 0).respond(500, { success: false, message: 'Down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The retention periods could not be loaded.',
    );
  });

  it('speaks French under /fr, with the periods in French', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('privacy');
    renderAt('/fr/privacy');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await settle(() =>
      callAt(calls, 0).respond(200, { success: true, message: 'Retention periods', data: periods }),
    );
    expect(
      await screen.findByText(
        "Cartes d'étudiant : supprimées 45 jours après la vérification du paiement ou le refus de l'inscription.",
      ),
    ).toBeVisible();
    // French groups thousands with a space (a narrow no-break one, which the query reads as a space).
    expect(
      screen.getByText(
        'Justificatifs de paiement : conservés 2 557 jours après le paiement, comme pièces comptables.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'obtenir le lien de votre inscription' }),
    ).toHaveAttribute('href', '/fr/verify');
  });
});
