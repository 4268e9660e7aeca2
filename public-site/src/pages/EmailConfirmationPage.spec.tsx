import { emailChangeMessages } from '@caawg11/conference';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { i18n } from '../i18n/i18n';
import { EmailConfirmationPage } from './EmailConfirmationPage';

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <EmailConfirmationPage />
    </MemoryRouter>,
  );
  return user;
}

describe('EmailConfirmationPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('en');
  });

  it('confirms the address on a click, not on opening the link, and says so', async () => {
    const user = renderAt('/confirm-email?token=abc');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your e-mail address',
    );
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm this address' }));
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/registrations/confirm-email');
    expect(call.json).toEqual({ token: 'abc' });
    await settle(() =>
      call.respond(200, { success: true, message: emailChangeMessages.confirmed }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(emailChangeMessages.confirmed);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the api's refusal of a used or expired link", async () => {
    const user = renderAt('/confirm-email?token=used');
    await user.click(screen.getByRole('button', { name: 'Confirm this address' }));
    await settle(() =>
      callAt(calls, 0).respond(404, { success: false, message: emailChangeMessages.linkInvalid }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(emailChangeMessages.linkInvalid);
    expect(
      screen.getByRole('link', { name: 'Request an access link to your registration' }),
    ).toHaveAttribute('href', '/verify');
  });

  it('explains a link without its token', () => {
    renderAt('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent(emailChangeMessages.linkInvalid);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks French and Portuguese', async () => {
    for (const [language, button, confirmed] of [
      ['fr', 'Confirmer cette adresse', 'Votre adresse e-mail est confirmée.'],
      ['pt', 'Confirmar este endereço', 'O seu endereço de e-mail está confirmado.'],
    ] as const) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(['emailConfirmation', 'messages']);
      const user = renderAt(`/${language}/confirm-email?token=abc`);
      await user.click(screen.getByRole('button', { name: button }));
      await settle(() =>
        calls.at(-1)!.respond(200, { success: true, message: emailChangeMessages.confirmed }),
      );
      expect(await screen.findByRole('status')).toHaveTextContent(confirmed);
      document.body.innerHTML = '';
    }
  });
});
