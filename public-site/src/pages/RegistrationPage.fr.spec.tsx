import type { Clock } from '@caawg11/conference';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../hooks/useClock';
import { i18n } from '../i18n/i18n';
import { RegistrationPage } from './RegistrationPage';

vi.mock('../captcha/RobotCheck', async () => await import('../forms/testing/FakeRobotCheck'));

/** A clock that starts at `start` and moves with the fake timers. */
function clockFrom(start: string): Clock {
  const origin = Date.now();
  const startMs = new Date(start).getTime();
  return { now: () => new Date(startMs + (Date.now() - origin)) };
}

function renderAt(start: string) {
  render(
    <MemoryRouter>
      <ClockProvider clock={clockFrom(start)}>
        <RegistrationPage />
      </ClockProvider>
    </MemoryRouter>,
  );
}

/** Intl separates amounts with no-break spaces; the page reads them as spaces. */
function spaced(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

describe('RegistrationPage in French', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('registration');
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('shows the early-bird fees in French-formatted US dollars, dates in French and plural units', () => {
    vi.useFakeTimers();
    renderAt('2025-07-29T21:58:50+03:00');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Inscription à la conférence',
    );
    expect(screen.getByText('du 1 au 5 octobre 2025 · Kampala, Ouganda')).toBeInTheDocument();

    const fees = screen.getByRole('table');
    expect(spaced(within(fees).getByRole('caption').textContent)).toBe(
      "Tarif préférentiel (inscription anticipée), jusqu'au 31 juillet 2025",
    );
    const nonMember = within(fees).getByRole('row', { name: /^Non-membre/ });
    expect(spaced(nonMember.textContent)).toBe('Non-membre150,00 $US');
    expect(spaced(within(fees).getByRole('row', { name: /^Étudiant/ }).textContent)).toBe(
      'Étudiant(e)50,00 $US',
    );
    expect(
      screen.getByText(
        (_, element) =>
          spaced(element?.textContent).startsWith(
            "À partir du 1 août 2025, le tarif standard s'applique",
          ) && element?.tagName === 'P',
      ),
    ).toHaveTextContent(/Non-membre 200,00\s\$US, Membre de l'AAWG 150,00\s\$US/);

    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-description', '2 jours, 2 heures, 1 minute et 9 secondes');
    expect(within(timer).getByText('Minute')).toBeInTheDocument();
    expect(within(timer).getByText('Jours')).toBeInTheDocument();
    expect(screen.getByText(/prend fin à l'issue du 31 juillet 2025/)).toBeInTheDocument();
  });

  it('switches to the standard fees and the conference name after the cutoff', () => {
    vi.useFakeTimers();
    renderAt('2025-07-31T23:59:58+03:00');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      screen.getByText("11e Conférence de l'African Association of Women in Geosciences"),
    ).toBeInTheDocument();
    const fees = screen.getByRole('table');
    expect(within(fees).getByRole('caption')).toHaveTextContent('Tarif standard');
    expect(spaced(within(fees).getByRole('row', { name: /^Non-membre/ }).textContent)).toBe(
      'Non-membre200,00 $US',
    );
  });

  it('labels the bank details in French and leaves the details themselves untouched', () => {
    renderAt('2025-06-01T10:00:00+03:00');
    expect(screen.getByText('Code SWIFT')).toBeInTheDocument();
    expect(screen.getByText('SBICUGKX')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Virement bancaire' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'LI' && spaced(element.textContent).includes('coûte 250,00 $US'),
      ),
    ).toHaveTextContent(/^L'excursion géologique \(du 3 au 5 octobre 2025\)/);
    expect(screen.getByText(/registration@caawg11\.org\.$/)).toHaveTextContent(
      /^Après le paiement, envoyez la confirmation de paiement/,
    );
  });
});
