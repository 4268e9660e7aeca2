import { messages, requestTimeoutsMs, privacyNoticeVersion } from '@caawg11/conference';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from './RegistrationForm';
import { robotCheckResets, solvedToken } from './testing/FakeRobotCheck';
import { installFakeXhr, lastXhr, stubScrolling, FakeXhr } from './testing/network';

vi.mock('../captcha/RobotCheck', async () => await import('./testing/FakeRobotCheck'));

function renderForm(tier: 'early-bird' | 'standard' = 'early-bird') {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RegistrationForm tier={tier} />
    </MemoryRouter>,
  );
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Title/), 'Dr.');
  await user.type(screen.getByLabelText(/^First Name/), 'Amina');
  await user.type(screen.getByLabelText(/^Other Names/), 'Nakato');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await user.type(screen.getByLabelText(/^Email Address/), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Phone Number/), '+256 772 000 000');
  await user.type(screen.getByLabelText(/^Country/), 'Uganda');
  await user.type(screen.getByLabelText(/^City/), 'Kampala');
  await user.type(screen.getByLabelText(/^Institution\/Organisation/), 'Makerere University');
  await user.click(screen.getByLabelText('Presenter'));
  await user.click(screen.getByLabelText('Poster'));
  await user.selectOptions(screen.getByLabelText(/^Participant Category/), 'non-member');
  await user.click(within(screen.getByRole('group', { name: /field trip/ })).getByLabelText('Yes'));
  await user.click(screen.getByLabelText(/my registration is confirmed only once/));
  await user.click(screen.getByRole('button', { name: 'Solve robot check' }));
}

const submit = () => screen.getByRole('button', { name: 'Submit Registration' });

describe('RegistrationForm', () => {
  let scrolling: ReturnType<typeof stubScrolling>;

  beforeEach(() => {
    installFakeXhr();
    scrolling = stubScrolling();
    robotCheckResets.count = 0;
  });

  it('shows every required-field message, sends nothing and focuses the first invalid field', async () => {
    const user = renderForm();
    await user.click(submit());

    expect(screen.getAllByText(messages.required)).toHaveLength(13);
    expect(screen.getByText(messages.captchaRequired)).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(messages.required);
    expect(scrolling.scrollIntoView).toHaveBeenCalled();
  });

  it('asks for the title when Other is chosen and checks the e-mail format', async () => {
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Title/), 'Other');
    await user.type(screen.getByLabelText(/^Email Address/), 'not-an-email');
    await user.click(submit());

    expect(screen.getByText(messages.specifyTitle)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Other title/ })).toHaveFocus();
  });

  it("clears a field's error when that field changes, and only that one", async () => {
    const user = renderForm();
    await user.click(submit());
    const firstName = screen.getByLabelText(/^First Name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await user.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Solve robot check' }));
    expect(screen.queryByText(messages.captchaRequired)).not.toBeInTheDocument();
  });

  it('lists the categories with the price of the current tier', () => {
    renderForm('standard');
    const select = screen.getByLabelText(/^Participant Category/);
    expect(within(select).getByRole('option', { name: 'Non-member - $200' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Student - $80' })).toBeInTheDocument();
  });

  it('asks students for their ID file and refuses a wrong type as soon as it is chosen', async () => {
    const user = renderForm();
    expect(screen.queryByLabelText(/Student ID or admission letter/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Participant Category/), 'student');
    const fileInput = screen.getByLabelText(/Student ID or admission letter/);

    await user.click(submit());
    expect(screen.getByText(messages.studentIdRequired)).toBeInTheDocument();

    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput, new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByText(messages.studentIdFileType)).toBeInTheDocument();

    await user.upload(fileInput, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText(messages.studentIdFileType)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.studentIdRequired)).not.toBeInTheDocument();
  });

  it('sends the fields before the student file, shows Processing... and progress, then the reference', async () => {
    const user = renderForm();
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText(/^Participant Category/), 'student');
    await user.upload(
      screen.getByLabelText(/Student ID or admission letter/),
      new File(['%PDF-1.4'], 'student-id.pdf', { type: 'application/pdf' }),
    );
    await user.click(submit());

    const request = lastXhr();
    expect(request.url).toBe('/api/registration.php');
    expect(request.timeout).toBe(requestTimeoutsMs.registration);
    expect(request.partNames().at(-1)).toBe('studentIdFile');
    expect(request.partNames().slice(0, 3)).toEqual(['title', 'firstName', 'otherNames']);
    expect(request.field('presentationType')).toBe('poster');
    expect(request.field('participationType')).toBe('presenter');
    expect(request.field('paymentConfirmation')).toBe('true');
    expect(request.field('marketingConsent')).toBe('false');
    expect(request.field('invoiceRequested')).toBe('false');
    expect(request.field('recaptchaToken')).toBe(solvedToken);
    expect(request.field('privacyNoticeVersion')).toBe(privacyNoticeVersion);
    expect(request.field('otherTitle')).toBeNull();

    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    act(() => request.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading your file' })).toHaveValue(50);

    act(() =>
      request.respond(201, {
        success: true,
        message: 'Thank you for registering.',
        reference: 'CAAWG11-0042',
        feeUsd: 50,
        tier: 'early-bird',
      }),
    );

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Registration Successful!');
    expect(notice).toHaveTextContent('CAAWG11-0042');
    expect(notice).toHaveTextContent('$50 USD');
    expect(screen.queryByRole('button', { name: 'Submit Registration' })).not.toBeInTheDocument();
    expect(robotCheckResets.count).toBe(1);
    expect(notice).toHaveFocus();
    expect(scrolling.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('asks for a pro-forma invoice with the confirmation when the box is ticked', async () => {
    const user = renderForm();
    await fillValidForm(user);
    const invoice = screen.getByRole('checkbox', {
      name: /Attach a pro-forma invoice to my confirmation e-mail/,
    });
    expect(invoice).not.toBeChecked();
    await user.click(invoice);
    await user.click(submit());
    expect(lastXhr().field('invoiceRequested')).toBe('true');
  });

  it("shows 'Registration Failed' with the server's message and its field messages, keeping the input", async () => {
    const user = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() =>
      lastXhr().respond(400, {
        success: false,
        message: 'Please correct the highlighted fields and try again.',
        errors: { city: 'Must be at most 100 characters' },
      }),
    );

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Registration Failed');
    expect(banner).toHaveTextContent('Please correct the highlighted fields and try again.');
    expect(screen.getByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Amina');
    expect(robotCheckResets.count).toBe(1);
  });

  it('points a duplicate registration to the access page', async () => {
    const user = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() => lastXhr().respond(409, { success: false, message: messages.duplicateRegistration }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages.duplicateRegistration);
    expect(within(banner).getByRole('link', { name: /link to your registration/ })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it('explains a timeout with the fixed problem text and keeps every entry', async () => {
    const user = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() => lastXhr().expire());

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages.registrationProblem);
    expect(banner).toHaveTextContent('did not answer within 15 seconds');
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('amina@example.org');
    expect(screen.getByRole('button', { name: 'Submit Registration' })).toBeEnabled();
  });

  it("falls back to 'Registration failed' when the server answers success false without a message", async () => {
    const user = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() => lastXhr().respond(200, { success: false, message: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.registrationFailed);
  });

  it('shows the fixed problem text when the network fails', async () => {
    const user = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() => lastXhr().fail());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages.registrationProblem);
    expect(banner).toHaveTextContent('could not reach the server');
  });
});
