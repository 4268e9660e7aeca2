import { messages, requestTimeoutsMs, privacyNoticeVersion } from '@caawg11/conference';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAt, stubFetch, type FetchCall, settle } from '../forms/testing/network';
import { SponsorshipPage } from './SponsorshipPage';

function packageButton(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

async function openPlatinumInquiry(user: ReturnType<typeof userEvent.setup>) {
  await user.click(packageButton('Platinum'));
  await user.click(screen.getByRole('button', { name: 'Inquire About This Package' }));
  return screen.getByRole('dialog', { name: 'Sponsorship Inquiry' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Grace Achieng');
  await user.type(screen.getByLabelText(/^Email Address/), 'grace@example.com');
  await user.type(screen.getByLabelText(/^Company\/Organization/), 'Rift Minerals Ltd');
}

describe('SponsorshipPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the six reasons to partner and links to the packages', () => {
    render(<SponsorshipPage />);
    const benefits = screen.getByRole('region', { name: 'Why Partner With Us?' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Brand Visibility & Recognition',
      'Networking Opportunities',
      'Industry Leadership',
      'Talent Acquisition',
      'Corporate Social Responsibility',
      'Market Expansion',
    ]);
    expect(screen.getByRole('link', { name: 'View Sponsorship Packages' })).toHaveAttribute(
      'href',
      '#sponsorship-packages',
    );
    expect(screen.getByRole('heading', { name: 'Ready to Become a Sponsor?' })).toBeInTheDocument();
  });

  it('opens one package at a time, and a click on the open one closes it', async () => {
    const user = userEvent.setup();
    render(<SponsorshipPage />);
    for (const name of ['Platinum', 'Gold', 'Silver', 'Bronze', 'Exhibition Booth']) {
      expect(packageButton(name)).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(packageButton('Platinum'));
    expect(packageButton('Platinum')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /^Platinum/ })).toHaveTextContent(
      'Two exhibition booths of 18 sqm',
    );
    expect(screen.queryAllByRole('region', { name: /Gold|Silver|Bronze|Exhibition/ })).toHaveLength(
      0,
    );

    await user.click(packageButton('Gold'));
    expect(packageButton('Gold')).toHaveAttribute('aria-expanded', 'true');
    expect(packageButton('Platinum')).toHaveAttribute('aria-expanded', 'false');

    await user.click(packageButton('Gold'));
    expect(packageButton('Gold')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the inquiry with the package preselected and the focus inside, and shows the required alert', async () => {
    const user = userEvent.setup();
    render(<SponsorshipPage />);
    const dialog = await openPlatinumInquiry(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText(/^Sponsorship Package of Interest/)).toHaveValue(
      'Platinum - $20,000',
    );
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.sponsorshipRequired);
    expect(calls).toHaveLength(0);
  });

  it('keeps the focus inside, closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<SponsorshipPage />);
    const opener = screen.getAllByRole('button', { name: 'Contact Us' })[0];
    if (!opener) throw new Error('no Contact Us button');
    await user.click(opener);
    expect(screen.getByLabelText(/^Sponsorship Package of Interest/)).toHaveValue('');

    screen.getByRole('button', { name: 'Submit Inquiry' }).focus();
    await user.tab();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('sends the inquiry, thanks the sponsor, then closes after 3 seconds with a fresh form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<SponsorshipPage />);
    await openPlatinumInquiry(user);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Message/), 'Interested in a booth.');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/sponsorship.php');
    expect(call.json).toEqual({
      name: 'Grace Achieng',
      email: 'grace@example.com',
      company: 'Rift Minerals Ltd',
      phone: '',
      packageInterest: 'Platinum - $20,000',
      message: 'Interested in a booth.',
      privacyNoticeVersion,
    });

    await settle(() => call.respond(201, { success: true, message: 'ok' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank You!');
    expect(thanks).toHaveTextContent(messages.sponsorshipSuccess);

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Inquire About This Package' }));
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });

  it("shows the server's message, 'Failed to submit inquiry', or the fixed text after a timeout", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<SponsorshipPage />);
    const dialog = await openPlatinumInquiry(user);
    await fillRequired(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    await submit();
    await settle(() =>
      callAt(calls, 0).respond(429, { success: false, message: messages.tooManyRequests }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.tooManyRequests);

    await submit();
    await settle(() => callAt(calls, 1).respond(200, { success: false }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.sponsorshipFailed);

    await submit();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(requestTimeoutsMs.sponsorship);
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(messages.sponsorshipProblem);
    expect(alert).toHaveTextContent('within 40 seconds');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Grace Achieng');
  });
});
