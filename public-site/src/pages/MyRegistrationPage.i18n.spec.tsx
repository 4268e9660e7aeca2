import type { MyRegistration } from '@caawg11/conference';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callAt,
  installFakeXhr,
  settle,
  stubFetch,
  type FetchCall,
} from '../forms/testing/network';
import { i18n } from '../i18n/i18n';
import { MyRegistrationPage } from './MyRegistrationPage';

const registration: MyRegistration = {
  reference: 'CAAWG11-0042',
  title: 'Dr.',
  firstName: 'Amina',
  familyName: 'Nakato',
  email: 'amina@example.org',
  participantCategory: 'member',
  categoryLabel: 'AAWG member',
  pricingTier: 'early-bird',
  feeUsd: 100,
  fieldTrip: true,
  paymentStatus: 'pending',
  amountPaid: '20.00',
  balanceDue: '80.00',
  paymentDueDate: '2025-07-15',
  payments: [
    {
      _id: 'p1',
      amount: 100,
      method: 'bank-transfer',
      reference: 'TT-123',
      paymentDate: '2025-07-01',
      status: 'pending',
      notes: '',
      createdAt: '2025-07-01T10:00:00Z',
    },
  ],
};

async function renderIn(language: 'fr' | 'pt') {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['myRegistration', 'forms', 'choices']);
  window.history.replaceState(null, '', '/my-registration?token=secret-token');
  render(
    <MemoryRouter>
      <MyRegistrationPage />
    </MemoryRouter>,
  );
}

describe('MyRegistrationPage in French and Portuguese', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    installFakeXhr();
    sessionStorage.clear();
  });
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('en');
  });

  it('shows the registration in French, with Intl dates and amounts', async () => {
    await renderIn('fr');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre inscription...');
    await settle(() =>
      callAt(calls, 0).respond(200, { success: true, message: '', data: registration }),
    );

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Votre inscription');
    expect(screen.getByText('Dr Amina Nakato')).toBeInTheDocument();
    expect(screen.getByText("Membre de l'AAWG")).toBeInTheDocument();
    expect(screen.getByText(/^100,00\s\$US$/)).toBeInTheDocument();
    expect(screen.getByText('Veuillez payer au plus tard le 15 juillet 2025.')).toBeInTheDocument();
    expect(screen.getByText(/^payé en partie : 80,00\s\$US restant dû$/)).toBeInTheDocument();
    expect(screen.getByText('Montant payé').nextSibling).toHaveTextContent(/^20,00\s\$US$/);
    expect(screen.getByText('Solde dû').nextSibling).toHaveTextContent(/^80,00\s\$US$/);
    const payments = screen.getByRole('list', { name: 'Paiements envoyés' });
    expect(payments).toHaveTextContent('Virement bancaire');
    expect(payments).toHaveTextContent('En attente');
    expect(payments).toHaveTextContent('payé le 1 juillet 2025');
  });

  it('points an expired link to the Portuguese access page', async () => {
    await renderIn('pt');
    await settle(() => callAt(calls, 0).respond(401, { success: false, message: '' }));

    expect(
      await screen.findByRole('heading', { name: 'Esta ligação já não é válida' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/As ligações são válidas durante 24 horas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir uma nova ligação de acesso' })).toHaveAttribute(
      'href',
      '/pt/verify',
    );
  });
});
