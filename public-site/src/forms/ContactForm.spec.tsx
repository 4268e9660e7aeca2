import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, privacyNoticeVersion } from '@caawg11/conference';
import { contactContent } from '../content/contact';
import { renderWithRouter } from '../testing/renderWithRouter';
import { ContactForm } from './ContactForm';
import { callAt, stubFetch, stubScrolling, type FetchCall } from './testing/network';

type User = ReturnType<typeof userEvent.setup>;

const button = () => screen.getByRole('button', { name: /Send Message|Sending/ });

async function fill(user: User) {
  await user.type(screen.getByLabelText(/Your name/), 'Amina Diallo');
  await user.type(screen.getByLabelText(/Your email/), 'amina@example.org');
  await user.type(screen.getByLabelText(/Subject/), 'Visa letter');
  await user.type(screen.getByLabelText(/Message/), 'Could you send me an invitation letter?');
}

describe('ContactForm', () => {
  let calls: FetchCall[];

  beforeEach(() => {
    calls = stubFetch();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('leaves the four required fields to the browser, with an e-mail field for the address', () => {
    renderWithRouter(<ContactForm />);
    for (const label of [/Your name/, /Your email/, /Subject/, /Message/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Your email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Message/ }).tagName).toBe('TEXTAREA');
  });

  it('names every empty field at once, sends nothing and focuses the first', async () => {
    stubScrolling();
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    expect(button().closest('form')).toHaveAttribute('novalidate');
    await user.click(button());

    for (const label of [/Your name/, /Your email/, /Subject/, /Message/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(messages.required);
    }
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your email/), 'amina@');
    await user.click(button());
    expect(screen.getByLabelText(/Your email/)).toHaveAccessibleDescription(messages.invalidEmail);
  });

  it('sends, shows "Sending...", then a success notice for 5 seconds with the form cleared', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fill(user);
    vi.useFakeTimers();
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/contact.php');
    expect(call.json).toEqual({
      name: 'Amina Diallo',
      email: 'amina@example.org',
      subject: 'Visa letter',
      message: 'Could you send me an invitation letter?',
      privacyNoticeVersion,
    });

    act(() => {
      call.respond(200, { success: true, message: 'Message sent' });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(contactContent.formSuccess);
    for (const label of [/Your name/, /Your email/, /Subject/, /Message/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(button()).toHaveTextContent('Send Message');

    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [
      'an answer with success false',
      (call: FetchCall) => call.respond(200, { success: false, message: 'No' }),
    ],
    [
      'a refused request',
      (call: FetchCall) => call.respond(500, { success: false, message: 'Boom' }),
    ],
    ['a network failure', (call: FetchCall) => call.fail()],
  ])(
    'shows the failure text naming the secretariat after %s, keeping the entries',
    async (_case, answer) => {
      const user = userEvent.setup();
      renderWithRouter(<ContactForm />);
      await fill(user);
      await user.click(button());
      act(() => {
        answer(callAt(calls, 0));
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(messages.contactProblem);
      expect(alert).toHaveTextContent('secretariat@caawg11.org');
      expect(screen.getByLabelText(/Subject/)).toHaveValue('Visa letter');
      expect(button()).toBeEnabled();
    },
  );

  it('gives up after 15 seconds', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fill(user);
    vi.useFakeTimers();
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.contactProblem);
  });
});
