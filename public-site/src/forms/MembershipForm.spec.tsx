import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, privacyNoticeVersion } from '@caawg11/conference';
import { AboutPage } from '../pages/AboutPage';
import { renderWithRouter } from '../testing/renderWithRouter';
import { callAt, stubFetch, stubScrolling, type FetchCall } from './testing/network';

type User = ReturnType<typeof userEvent.setup>;

const dialog = () => screen.getByRole('dialog', { name: 'Membership Application' });
const submit = () =>
  within(dialog()).getByRole('button', { name: /Submit Application|Processing/ });
const field = (label: RegExp | string) => within(dialog()).getByLabelText(label);

async function openModal(user: User) {
  await user.click(screen.getByRole('button', { name: 'Become a Member' }));
  return dialog();
}

async function fillRequired(user: User, email = 'grace@example.org') {
  await user.selectOptions(field(/Title/), 'Dr.');
  await user.type(field(/Full name/), 'Grace Nakalema');
  await user.type(field(/Organisation/), 'Makerere University');
  await user.type(field(/Profession/), 'Geologist');
  await user.type(field(/Highest qualification/), 'PhD');
  await user.type(field(/Email/), email);
}

describe('Membership application modal', () => {
  let calls: FetchCall[];

  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens from Become a Member as a modal dialog and gives focus back when closed', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    const opener = screen.getByRole('button', { name: 'Become a Member' });
    const modal = await openModal(user);
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(
      within(modal).getByRole('button', { name: 'Close membership application' }),
    ).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await openModal(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openModal(user);
    await user.click(
      within(dialog()).getByRole('button', { name: 'Close membership application' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await user.tab({ shift: true });
    expect(submit()).toHaveFocus();
    await user.tab();
    expect(
      within(dialog()).getByRole('button', { name: 'Close membership application' }),
    ).toHaveFocus();
  });

  it('shows "This field is required" under each missing required field and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await user.click(submit());
    for (const label of [
      /Title/,
      /Full name/,
      /Organisation/,
      /Profession/,
      /Highest qualification/,
      /Email/,
    ]) {
      expect(field(label)).toHaveAccessibleDescription(messages.required);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    for (const label of [/Postal address/, /^Phone/, /Mobile/, /Fax/, /Web page/]) {
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(within(dialog()).getAllByText(messages.required)).toHaveLength(6);
    expect(field(/Title/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed e-mail address and clears a field’s error as soon as it is edited', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await fillRequired(user, 'grace@example');
    await user.clear(field(/Full name/));
    await user.click(submit());
    expect(field(/Email/)).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field(/Full name/)).toHaveAccessibleDescription(messages.required);
    expect(calls).toHaveLength(0);

    await user.type(field(/Email/), '.org');
    expect(within(dialog()).queryByText(messages.invalidEmail)).toBeNull();
    expect(field(/Full name/)).toHaveAccessibleDescription(messages.required);
    await user.type(field(/Full name/), 'G');
    expect(within(dialog()).queryByText(messages.required)).toBeNull();
  });

  it('submits, shows "Processing...", then the success message, clears the fields and closes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await fillRequired(user);
    await user.type(field(/Postal address/), 'P.O. Box 7062{enter}Kampala');
    await user.type(field(/Web page/), 'https://example.org');
    await user.click(submit());

    expect(submit()).toHaveTextContent('Processing...');
    expect(submit()).toBeDisabled();
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/membership.php');
    expect(call.init.method).toBe('POST');
    expect(new Headers(call.init.headers).get('Content-Type')).toBe('application/json');
    expect(call.json).toEqual({
      title: 'Dr.',
      name: 'Grace Nakalema',
      organisation: 'Makerere University',
      profession: 'Geologist',
      qualification: 'PhD',
      address: 'P.O. Box 7062\nKampala',
      phone: '',
      mobile: '',
      fax: '',
      email: 'grace@example.org',
      webpage: 'https://example.org',
      privacyNoticeVersion,
    });

    act(() => {
      call.respond(200, { success: true, message: 'Stored' });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const notice = within(dialog()).getByRole('status');
    expect(notice).toHaveTextContent(messages.membershipSuccess);
    expect(notice).toHaveClass('bg-green-50');
    expect(field(/Full name/)).toHaveValue('');
    expect(field(/Title/)).toHaveValue('');
    expect(submit()).toHaveTextContent('Submit Application');

    act(() => {
      vi.advanceTimersByTime(2_900);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    // The status was reset: a new application starts from a clean form.
    await openModal(user);
    expect(within(dialog()).queryByRole('status')).toBeNull();
  });

  it.each([
    [
      'an answer with success false and a message',
      200,
      { success: false, message: 'Already a member' },
      'Already a member',
    ],
    [
      'an answer with success false and no message',
      200,
      { success: false },
      messages.membershipFailed,
    ],
    [
      'a refused request with a server message',
      400,
      { success: false, message: 'Please correct the highlighted fields and try again.' },
      'Please correct the highlighted fields and try again.',
    ],
    ['a failed request without a message', 502, {}, messages.membershipProblem],
  ])('shows the failure text for %s and keeps the entries', async (_case, status, body, text) => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await fillRequired(user);
    await user.click(submit());
    act(() => {
      callAt(calls, 0).respond(status, body);
    });
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('bg-red-50');
    expect(field(/Full name/)).toHaveValue('Grace Nakalema');
    expect(field(/Email/)).toHaveValue('grace@example.org');
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the fixed text when the network fails', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await fillRequired(user);
    await user.click(submit());
    act(() => {
      callAt(calls, 0).fail();
    });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      messages.membershipProblem,
    );
  });

  it('gives up after 10 seconds with the fixed text', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { path: '/about' });
    await openModal(user);
    await fillRequired(user);
    vi.useFakeTimers();
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(submit()).toHaveTextContent('Processing...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(messages.membershipProblem);
    expect(field(/Full name/)).toHaveValue('Grace Nakalema');
  });
});
