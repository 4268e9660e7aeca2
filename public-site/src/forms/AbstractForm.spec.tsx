import { messages, requestTimeoutsMs, privacyNoticeVersion } from '@caawg11/conference';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AbstractForm } from './AbstractForm';
import { robotCheckResets, solvedToken } from './testing/FakeRobotCheck';
import { FakeXhr, installFakeXhr, lastXhr, stubScrolling } from './testing/network';

vi.mock('../captcha/RobotCheck', async () => await import('./testing/FakeRobotCheck'));

const docx = () =>
  new File(['PK\u0003\u0004'], 'Nakato.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

function renderForm() {
  const onOutcome = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(<AbstractForm onOutcome={onOutcome} />);
  return { user, onOutcome };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Amina Nakato');
  await user.type(screen.getByLabelText(/^Affiliation/), 'Makerere University');
  await user.type(screen.getByLabelText(/^Email Address/), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Abstract Title/), 'Rift basins of Uganda');
  await user.selectOptions(screen.getByLabelText(/^Subtheme/), 'Water Supply and Geosciences');
  await user.upload(screen.getByLabelText(/^Abstract file/), docx());
  await user.click(screen.getByLabelText(/adheres to the formatting guidelines/));
  await user.click(screen.getByRole('button', { name: 'Solve robot check' }));
}

const submit = () => screen.getByRole('button', { name: 'Submit Abstract' });

describe('AbstractForm', () => {
  let scrolling: ReturnType<typeof stubScrolling>;
  beforeEach(() => {
    installFakeXhr();
    scrolling = stubScrolling();
    robotCheckResets.count = 0;
  });

  it('shows every field message, scrolls to the form and sends nothing', async () => {
    const { user, onOutcome } = renderForm();
    await user.click(screen.getByLabelText(/adheres to the formatting guidelines/));
    await user.type(screen.getByLabelText(/^Email Address/), 'amina@');
    await user.click(submit());

    for (const message of [
      messages.abstract.fullName,
      messages.abstract.affiliation,
      messages.abstract.subtheme,
      messages.invalidEmail,
      messages.abstract.abstractTitle,
      messages.abstract.file,
      messages.captchaRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onOutcome).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    expect(scrolling.scrollIntoView).toHaveBeenCalled();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it("asks for the e-mail when it is blank, and clears a field's message when it changes", async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText(/adheres to the formatting guidelines/));
    await user.click(submit());
    expect(screen.getByText(messages.abstract.email)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email Address/), 'a');
    expect(screen.queryByText(messages.abstract.email)).not.toBeInTheDocument();
    expect(screen.getByText(messages.abstract.fullName)).toBeInTheDocument();
  });

  it('discards a file that is not a Word document or is over 5 MB, with its message', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText<HTMLInputElement>(/^Abstract file/);
    await user.upload(input, new File(['%PDF'], 'abstract.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(messages.abstract.fileType)).toBeInTheDocument();
    expect(input.value).toBe('');

    const big = new File([new Uint8Array(5_242_881)], 'big.docx');
    await user.upload(input, big);
    expect(screen.getByText(messages.abstract.fileSize)).toBeInTheDocument();

    await user.upload(input, docx());
    expect(screen.queryByText(messages.abstract.fileSize)).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Nakato.docx')).toBeInTheDocument();
  });

  it('asks for the guidelines box itself, alongside the other messages, and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(submit());

    const guidelines = screen.getByLabelText(/adheres to the formatting guidelines/);
    expect(guidelines).toHaveAccessibleDescription(messages.abstractGuidelines);
    expect(screen.getByText(messages.abstract.fullName)).toBeInTheDocument();
    expect(screen.getByText(messages.captchaRequired)).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    await user.click(guidelines);
    expect(screen.queryByText(messages.abstractGuidelines)).not.toBeInTheDocument();
  });

  it('validates itself rather than leaving any field to the browser', () => {
    renderForm();
    expect(submit().closest('form')).toHaveAttribute('novalidate');
  });

  it('uploads the fields then the file, shows progress, then clears everything on success', async () => {
    const { user, onOutcome } = renderForm();
    await fillValidForm(user);
    await user.click(submit());

    const request = lastXhr();
    expect(request.url).toBe('/api/abstracts.php');
    expect(request.timeout).toBe(requestTimeoutsMs.abstract);
    expect(request.partNames()).toEqual([
      'fullName',
      'affiliation',
      'email',
      'phone',
      'abstractTitle',
      'subtheme',
      'language',
      'presentationType',
      'comments',
      'recaptchaToken',
      'privacyNoticeVersion',
      'abstractFile',
    ]);
    expect(request.field('privacyNoticeVersion')).toBe(privacyNoticeVersion);
    expect(request.field('language')).toBe('English');
    expect(request.field('presentationType')).toBe('Oral Presentation');
    expect(request.field('recaptchaToken')).toBe(solvedToken);
    expect(request.body?.has('terms')).toBe(false);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    act(() => request.progress(3, 4));
    expect(screen.getByRole('progressbar')).toHaveValue(75);

    act(() => request.respond(201, { success: true, message: 'Received' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Submission Successful!');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Subtheme/)).toHaveValue('');
    expect(screen.getByLabelText(/adheres to the formatting guidelines/)).not.toBeChecked();
    expect(screen.queryByText(/Chosen:/)).not.toBeInTheDocument();
    expect(robotCheckResets.count).toBe(1);
    // The page is told after the banner is drawn, in an effect that may run a moment later.
    await waitFor(() => expect(onOutcome).toHaveBeenCalled());
  });

  it("shows 'Submission Failed' with the server's message and keeps the input", async () => {
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() =>
      lastXhr().respond(400, {
        success: false,
        message: 'The file is not a Word document.',
        errors: { abstractFile: 'The file is not a Word document.' },
      }),
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Submission Failed');
    expect(banner).toHaveTextContent('The file is not a Word document.');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Amina Nakato');
    expect(robotCheckResets.count).toBe(1);
  });

  it('explains a timeout after 30 seconds with the fixed text', async () => {
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() => lastXhr().expire());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages.abstractProblem);
    expect(banner).toHaveTextContent('within 30 seconds');
  });

  it("says 'Submission failed' when the answer is success false without a message", async () => {
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submit());
    act(() => lastXhr().respond(200, { success: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.abstractFailed);
  });
});
