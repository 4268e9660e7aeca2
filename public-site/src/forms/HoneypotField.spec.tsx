import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { honeypotField } from '@caawg11/conference';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from '../pages/AboutPage';
import { SponsorshipPage } from '../pages/SponsorshipPage';
import { renderWithRouter } from '../testing/renderWithRouter';
import { ContactForm } from './ContactForm';
import { callAt, settle, stubFetch, stubScrolling, type FetchCall } from './testing/network';

type User = ReturnType<typeof userEvent.setup>;

const forms: [string, (user: User) => Promise<void>][] = [
  [
    'contact',
    () => {
      renderWithRouter(<ContactForm />);
      return Promise.resolve();
    },
  ],
  [
    'membership',
    async (user) => {
      renderWithRouter(<AboutPage />, { path: '/about' });
      await user.click(screen.getByRole('button', { name: 'Become a Member' }));
    },
  ],
  [
    'sponsorship',
    async (user) => {
      render(<SponsorshipPage />);
      await user.click(screen.getByRole('button', { name: /^Platinum/ }));
      await user.click(screen.getByRole('button', { name: 'Inquire About This Package' }));
    },
  ],
];

function hiddenInput(): HTMLInputElement {
  const inputs = document.querySelectorAll<HTMLInputElement>(`input[name="${honeypotField}"]`);
  expect(inputs).toHaveLength(1);
  return inputs[0]!;
}

describe('the hidden field that catches form bots', () => {
  let calls: FetchCall[];

  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(forms)(
    'is in the %s form, out of reach of the keyboard, autofill and assistive technology',
    async (_name, open) => {
      await open(userEvent.setup());
      const input = hiddenInput();
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveAttribute('tabindex', '-1');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).toHaveValue('');
      expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(input.closest('.sr-only')).not.toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Website')).toBe(input);
    },
  );

  it('sends what a bot typed in it, and nothing when it is left empty', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    const fillIn = async () => {
      await user.type(screen.getByLabelText(/Your name/), 'Amina Diallo');
      await user.type(screen.getByLabelText(/Your email/), 'amina@example.org');
      await user.type(screen.getByLabelText(/Subject/), 'Visa letter');
      await user.type(screen.getByLabelText(/Message/), 'Hello');
    };
    await fillIn();
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(callAt(calls, 0).json).not.toHaveProperty(honeypotField);
    await settle(() => callAt(calls, 0).respond(201, { success: true, message: 'Sent' }));

    await fillIn();
    fireEvent.change(hiddenInput(), { target: { value: 'https://spam.example' } });
    await settle(() => fireEvent.submit(hiddenInput().form!));
    expect(callAt(calls, 1).json).toMatchObject({ [honeypotField]: 'https://spam.example' });
  });
});
