import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  noticeTextKeys,
  noticeTexts,
  type NoticeText,
  type NoticeTextKey,
  type NoticeTextView,
} from '@caawg11/conference';
import { adminUser, renderAdmin, signedIn, statistics } from '../../../testing/render-admin';

function view(key: NoticeTextKey, text?: NoticeText): NoticeTextView {
  const { label, placeholders, required, subject, body } = noticeTexts[key];
  return {
    key,
    label,
    placeholders,
    required,
    defaultText: { subject, body },
    text: text ?? { subject, body },
    edited: text !== undefined,
    updatedBy: text ? 'organiser@example.org' : null,
    updatedAt: text ? '2025-06-01T10:00:00.000Z' : null,
  };
}

/** The api's notice texts, keeping what is saved and restored. */
function noticeTextsApi(initial: Partial<Record<NoticeTextKey, NoticeText>> = {}) {
  const saved = { ...initial };
  const list = () => noticeTextKeys.map((key) => view(key, saved[key]));
  const answer = (key: NoticeTextKey) => ({
    body: { success: true, data: view(key, saved[key]) },
  });
  return {
    'GET /api/admin/notice-texts': () => ({
      body: { success: true, data: list(), count: noticeTextKeys.length },
    }),
    'PUT /api/admin/notice-texts/memberships.declined': ({ body }: { body: unknown }) => {
      saved['memberships.declined'] = body as NoticeText;
      return answer('memberships.declined');
    },
    'DELETE /api/admin/notice-texts/memberships.declined': () => {
      delete saved['memberships.declined'];
      return answer('memberships.declined');
    },
  };
}

const declined = noticeTexts['memberships.declined'];

async function openDeclined() {
  const nav = await screen.findByRole('navigation', { name: 'E-mail texts' });
  await userEvent.click(within(nav).getByRole('link', { name: 'Membership declined' }));
  return screen.findByRole('region', { name: 'Membership declined' });
}

describe('the E-mail texts section', () => {
  it('lists every notice and opens one with its subject, body and placeholders', async () => {
    signedIn(noticeTextsApi());
    renderAdmin('/dashboard/email-texts');
    const nav = await screen.findByRole('navigation', { name: 'E-mail texts' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(noticeTextKeys.map((key) => noticeTexts[key].label));
    const editor = await openDeclined();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/email-texts?text=memberships.declined',
    );
    expect(within(editor).getByLabelText('Subject')).toHaveValue(declined.subject);
    expect(within(editor).getByLabelText('Body')).toHaveValue(declined.body);
    expect(within(editor).getByText('{{reason}}').closest('li')).toHaveTextContent(
      '{{reason}}: The reason the organiser gave (required)',
    );
    expect(within(editor).getByRole('button', { name: 'Restore default' })).toBeDisabled();
  });

  it('checks placeholders before saving, shows the api’s refusal by its field, then saves', async () => {
    const api = noticeTextsApi();
    let refuse = true;
    const calls = signedIn({
      ...api,
      'PUT /api/admin/notice-texts/memberships.declined': (request) => {
        if (!refuse) return api['PUT /api/admin/notice-texts/memberships.declined'](request);
        refuse = false;
        return {
          status: 400,
          body: {
            success: false,
            message: 'Must be at most 200 characters',
            errors: { subject: 'Must be at most 200 characters' },
          },
        };
      },
    });
    renderAdmin('/dashboard/email-texts?text=memberships.declined');
    const editor = await screen.findByRole('region', { name: 'Membership declined' });
    const body = within(editor).getByLabelText('Body');
    await userEvent.clear(body);
    await userEvent.type(body, 'Dear {{{{name}}, sorry about {{{{reference}}.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'The text must include {{reason}}',
    );
    expect(body).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(body, ' {{{{colour}}');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Unknown placeholder {{colour}}. Available: {{name}}, {{reference}}, {{item}}, {{reason}}',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(body);
    await userEvent.type(body, 'Dear {{{{name}}, {{{{reference}} was declined: {{{{reason}}');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    const subjectError = await within(editor).findByRole('alert');
    expect(subjectError).toHaveTextContent('Must be at most 200 characters');
    expect(within(editor).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent('E-mail text saved.');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      subject: declined.subject,
      body: 'Dear {{name}}, {{reference}} was declined: {{reason}}',
    });
    expect(within(editor).queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(editor).findByText(/Changed by organiser@example.org/)).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Restore default' })).toBeEnabled();
  });

  it('previews the draft with real data, or says the values are made up when there is no record', async () => {
    let sample = false;
    const calls = signedIn({
      ...noticeTextsApi(),
      'POST /api/admin/notice-texts/memberships.declined/preview': ({ body }) => {
        const draft = body as NoticeText;
        return {
          body: {
            success: true,
            data: {
              subject: draft.subject.replace('{{reference}}', 'MEM-0007'),
              html: '<p>html</p>',
              text: 'Dear Zaina Mwangi, your application MEM-0007 could not be approved.',
              sample,
            },
          },
        };
      },
    });
    renderAdmin('/dashboard/email-texts?text=memberships.declined');
    const editor = await screen.findByRole('region', { name: 'Membership declined' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Preview' }));
    const preview = await within(editor).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Your AAWG membership application (MEM-0007)');
    expect(preview).toHaveTextContent(
      'Dear Zaina Mwangi, your application MEM-0007 could not be approved.',
    );
    expect(preview).toHaveTextContent('Filled in with the newest record');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: declined.subject,
      body: declined.body,
    });

    sample = true;
    await userEvent.click(within(editor).getByRole('button', { name: 'Preview' }));
    expect(
      await within(editor).findByText(
        'There is no record of this kind yet, so the preview uses made-up values.',
      ),
    ).toBeInTheDocument();
  });

  it('restores the default text after confirming in a dialog', async () => {
    const calls = signedIn(
      noticeTextsApi({
        'memberships.declined': { subject: 'Declined', body: 'No: {{reason}} {{reference}}' },
      }),
    );
    renderAdmin('/dashboard/email-texts');
    const nav = await screen.findByRole('navigation', { name: 'E-mail texts' });
    expect(nav).toHaveTextContent('memberships.declined · changed');
    const editor = await openDeclined();
    expect(within(editor).getByLabelText('Subject')).toHaveValue('Declined');

    await userEvent.click(within(editor).getByRole('button', { name: 'Restore default' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the default text?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(editor).getByRole('button', { name: 'Restore default' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore default' }),
    );
    expect(await within(editor).findByRole('status')).toHaveTextContent(
      'The default text is restored.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(editor).getByLabelText('Subject')).toHaveValue(declined.subject);
    expect(within(editor).getByLabelText('Body')).toHaveValue(declined.body);
    await waitFor(() => expect(nav).not.toHaveTextContent('memberships.declined · changed'));
  });

  it('says when the texts cannot be loaded', async () => {
    signedIn({});
    renderAdmin('/dashboard/email-texts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the e-mail texts');
  });

  it('is in the side bar for administrators only', async () => {
    signedIn({ 'GET /api/admin/dashboard': { body: { success: true, data: statistics() } } });
    const { unmount } = renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'E-mail texts' })).toHaveAttribute(
      'href',
      '/dashboard/email-texts',
    );
    unmount();
    signedIn({
      'GET /api/auth/me': {
        body: { success: true, data: { ...adminUser, role: 'communications' } },
      },
    });
    renderAdmin();
    const other = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(other).queryByRole('link', { name: 'E-mail texts' })).not.toBeInTheDocument();
  });
});
