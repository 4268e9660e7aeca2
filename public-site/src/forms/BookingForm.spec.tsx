import { messages, requestTimeoutsMs, privacyNoticeVersion } from '@caawg11/conference';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from './BookingForm';
import { robotCheckResets, solvedToken } from './testing/FakeRobotCheck';
import { callAt, stubFetch, stubScrolling, type FetchCall, settle } from './testing/network';

vi.mock('../captcha/RobotCheck', async () => await import('./testing/FakeRobotCheck'));

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Amina Nakato');
  await user.type(screen.getByLabelText(/^Email Address/), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Phone Number/), '+256 772 000 000');
  await user.type(screen.getByLabelText(/^Nationality/), 'Ugandan');
  await user.selectOptions(screen.getByLabelText(/^Accommodation Type/), 'Single Deluxe Room');
  await user.type(screen.getByLabelText(/^Check-in Date/), '2025-09-30');
  await user.type(screen.getByLabelText(/^Check-out Date/), '2025-10-05');
  await user.click(screen.getByRole('button', { name: 'Solve robot check' }));
}

const submit = () => screen.getByRole('button', { name: 'Submit Booking Request' });

describe('BookingForm', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
    robotCheckResets.count = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every field message, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.type(screen.getByLabelText(/^Email Address/), 'amina');
    await user.click(submit());

    for (const message of [
      messages.booking.fullName,
      messages.booking.invalidEmail,
      messages.booking.phone,
      messages.booking.nationality,
      messages.booking.checkInDate,
      messages.booking.checkOutDate,
      messages.booking.captcha,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('asks for the e-mail, refuses a check-out not after check-in, and clears a message on edit', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.type(screen.getByLabelText(/^Check-in Date/), '2025-10-01');
    await user.type(screen.getByLabelText(/^Check-out Date/), '2025-10-01');
    await user.click(submit());
    expect(screen.getByText(messages.booking.email)).toBeInTheDocument();
    expect(screen.getByText(messages.booking.checkOutAfterCheckIn)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Check-out Date/));
    await user.type(screen.getByLabelText(/^Check-out Date/), '2025-10-03');
    expect(screen.queryByText(messages.booking.checkOutAfterCheckIn)).not.toBeInTheDocument();
    expect(screen.getByText(messages.booking.email)).toBeInTheDocument();
  });

  it('sends JSON without credentials, then shows the 48-hour promise and returns to an empty form', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    expect(screen.getByLabelText(/^Accommodation Type/)).toHaveValue('3-Bedroom Apartment');
    expect(screen.getByLabelText(/^Sharing Preference/)).toHaveValue('No preference');
    await fillValidForm(user);
    await user.click(submit());

    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/bookings.php');
    expect(call.init.credentials).toBe('omit');
    expect(call.json).toEqual({
      fullName: 'Amina Nakato',
      email: 'amina@example.org',
      phone: '+256 772 000 000',
      nationality: 'Ugandan',
      accommodationType: 'Single Deluxe Room',
      sharingPreference: 'No preference',
      checkInDate: '2025-09-30',
      checkOutDate: '2025-10-05',
      specialRequests: '',
      recaptchaToken: solvedToken,
      privacyNoticeVersion,
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    await settle(() => call.respond(201, { success: true, message: 'Received' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('within 48 hours');
    expect(robotCheckResets.count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Submit Another Booking' }));
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });

  it('shows the fixed text whatever the server says, and resets the robot check', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValidForm(user);
    await user.click(submit());
    await settle(() =>
      callAt(calls, 0).respond(500, { success: false, message: 'Database exploded' }),
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages.bookingProblem);
    expect(banner).not.toHaveTextContent('Database exploded');
    expect(robotCheckResets.count).toBe(1);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Amina Nakato');

    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(screen.getByText(messages.booking.captcha)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the fixed text for an answer of success false', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValidForm(user);
    await user.click(submit());
    await settle(() => callAt(calls, 0).respond(200, { success: false, message: 'No' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.bookingProblem);
  });

  it('gives up after the booking timeout and explains it', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<BookingForm />);
    await fillValidForm(user);
    await user.click(submit());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(requestTimeoutsMs.booking);
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages.bookingProblem);
    expect(banner).toHaveTextContent('within 15 seconds');
  });
});
