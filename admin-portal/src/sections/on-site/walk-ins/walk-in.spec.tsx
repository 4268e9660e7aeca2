import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteFee, systemClock, type CheckInOutcome, type WalkInResult } from '@caawg11/conference';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

function result(outcome: CheckInOutcome, balanceDue: string): WalkInResult {
  const registration = {
    id: '42',
    reference: 'CAAWG11-0042',
    name: 'Nakato Birungi',
    registrationType: 'AAWG member',
    paid: outcome === 'checked-in',
    balanceDue,
    fieldTrip: false,
  };
  return {
    registration: { ...registration, feeUsd: 150 },
    checkIn: {
      outcome,
      registration,
      occasion: '2025-10-01',
      checkInId: outcome === 'checked-in' ? '7' : null,
      checkedInAt: outcome === 'checked-in' ? '2025-10-01T07:30:00.000Z' : null,
      checkedInBy: outcome === 'checked-in' ? 'organiser@example.org' : null,
    },
  };
}

async function fillDelegate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Nakato');
  await user.type(screen.getByLabelText('Other names'), 'Birungi');
  await user.type(screen.getByLabelText('E-mail'), 'nakato@example.org');
  await user.type(screen.getByLabelText('Phone'), '+256 772 000 222');
  await user.type(screen.getByLabelText('Country'), 'Uganda');
  await user.type(screen.getByLabelText('City'), 'Kampala');
  await user.type(screen.getByLabelText('Institution / Organisation'), 'Makerere University');
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the walk-in desk', () => {
  it("shows today's fee of the chosen type, prefills the amount and checks the delegate in", async () => {
    const user = userEvent.setup();
    const calls = signedIn({
      'POST /api/admin/walk-ins': { status: 201, body: result('checked-in', '0.00') },
    });
    renderAdmin('/dashboard/walk-ins');
    expect(await screen.findByRole('heading', { name: 'Walk-in desk', level: 1 })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Registration type'), 'member');
    const memberFee = quoteFee('member', systemClock).feeUsd;
    expect(screen.getByText(`$${memberFee}`, { exact: false })).toBeVisible();
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue(memberFee);
    await fillDelegate(user);
    await user.selectOptions(screen.getByLabelText('Language of e-mails'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nakato Birungi is registered: CAAWG11-0042',
    );
    expect(screen.getByText('Paid in full and checked in for today.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print badge' })).toBeVisible();
    const sent = calls.find((call) => call.path === '/api/admin/walk-ins')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      firstName: 'Nakato',
      participantCategory: 'member',
      language: 'fr',
      payment: { method: 'cash', amount: memberFee },
    });
    expect(sent).not.toHaveProperty('recaptchaToken');

    await user.click(screen.getByRole('button', { name: 'Next walk-in' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('says the balance of a part payment, and asks to confirm a student ID', async () => {
    const user = userEvent.setup();
    signedIn({ 'POST /api/admin/walk-ins': { status: 201, body: result('not-paid', '50.00') } });
    renderAdmin('/dashboard/walk-ins');
    await user.selectOptions(await screen.findByLabelText('Registration type'), 'student');
    await fillDelegate(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please confirm you saw the student ID or admission letter'),
    ).toBeVisible();
    expect(
      screen.getByLabelText('I saw the student ID or admission letter'),
    ).toHaveAccessibleDescription('Please confirm you saw the student ID or admission letter');
    await user.click(screen.getByLabelText('I saw the student ID or admission letter'));
    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), '30');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Not checked in: $50.00 USD still to pay.')).toBeVisible();
  });

  it("shows the api's message beside the payment field it names", async () => {
    const user = userEvent.setup();
    signedIn({
      'POST /api/admin/walk-ins': {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: { amount: 'The amount must be at most 100000' },
        },
      },
    });
    renderAdmin('/dashboard/walk-ins');
    await screen.findByLabelText('Registration type');
    await fillDelegate(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByText('The amount must be at most 100000')).toBeVisible(),
    );
    expect(screen.getByLabelText('Amount (USD)')).toHaveAccessibleDescription(
      'The amount must be at most 100000',
    );
  });

  it('resends an entry with the same Idempotency-Key, and the next walk-in with a new one', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const calls = signedIn({
      'POST /api/admin/walk-ins': () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { success: false, message: 'The service is busy.' } }
          : { status: 201, body: result('checked-in', '0.00') };
      },
    });
    renderAdmin('/dashboard/walk-ins');
    await user.selectOptions(await screen.findByLabelText('Registration type'), 'member');
    await fillDelegate(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nakato Birungi is registered');

    await user.click(screen.getByRole('button', { name: 'Next walk-in' }));
    await user.selectOptions(screen.getByLabelText('Registration type'), 'member');
    await fillDelegate(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(answers).toBe(3));

    const keys = calls
      .filter((call) => call.path === '/api/admin/walk-ins')
      .map((call) => call.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
