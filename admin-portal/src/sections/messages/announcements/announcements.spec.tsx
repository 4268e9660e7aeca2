import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AnnouncementDraft,
  AnnouncementPreview,
  AudienceCount,
  AudienceSession,
  AuthUser,
} from '@caawg11/conference';
import { mockApi, renderAdmin } from '../../../testing/render-admin';

const communications: AuthUser = { id: '7', email: 'comms@example.org', role: 'communications' };

function preview(
  language: AnnouncementPreview['language'],
  subject: string,
  text: string,
  fallback = false,
): AnnouncementPreview {
  return { language, fallback, to: `${language}@example.org`, subject, text, html: '' };
}

const sessions: AudienceSession[] = [
  { id: '12', title: 'Groundwater recharge', day: '2025-10-01', start: '11:00', end: '12:30' },
  { id: '15', title: 'Drought early warning', day: '2025-10-02', start: '09:00', end: '10:30' },
];

/** The api as the compose screen calls it: counts by the audience it is given, and previews. */
function announcementsApi() {
  const counts: AnnouncementDraft['audience'][] = [];
  const calls = mockApi({
    'GET /api/auth/me': { body: { success: true, data: communications } },
    'GET /api/admin/announcements': { body: { success: true, data: [], count: 0 } },
    'GET /api/admin/announcements/sessions': { body: { success: true, data: sessions } },
    'POST /api/admin/announcements/audience': ({ body }) => {
      const { audience } = body as Pick<AnnouncementDraft, 'audience'>;
      counts.push(audience);
      const narrowed = audience.fieldTrip === true || audience.sessionId !== undefined;
      const data: AudienceCount = {
        count: narrowed ? 2 : 40,
        unsubscribed: narrowed ? 1 : 3,
        sample: [{ email: 'awa@example.org', name: 'Dr. Awa Diallo', language: 'fr' }],
      };
      return { body: { success: true, data } };
    },
    'POST /api/admin/announcements/preview': ({ body }) => {
      const { texts } = body as AnnouncementDraft;
      return {
        body: {
          success: true,
          data: [
            preview(
              'en',
              texts.en.subject.replace('{{name}}', 'Grace'),
              'Dear Grace,\n\nBus at 07:30.',
            ),
            preview(
              'fr',
              texts.fr!.subject.replace('{{name}}', 'Awa'),
              'Chère Awa,\n\nBus à 07h30.',
            ),
            preview('pt', texts.en.subject.replace('{{name}}', 'Ana'), 'Dear Ana,', true),
          ],
        },
      };
    },
  });
  window.localStorage.setItem('token', 'test-token');
  return { calls, counts };
}

describe('the Announcements section', () => {
  it('counts the audience as it is narrowed, and previews the message in English and French', async () => {
    const { calls, counts } = announcementsApi();
    renderAdmin('/dashboard/announcements');
    const form = await screen.findByRole('form', { name: 'New announcement' });
    const recipients = await within(form).findByRole('region', { name: 'Recipients' });
    await waitFor(() =>
      expect(recipients).toHaveTextContent('40 recipients (3 unsubscribed, left out)'),
    );

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Verified' }));
    await userEvent.selectOptions(
      within(form).getByLabelText('Field trip'),
      'Booked the field trip',
    );
    await waitFor(() =>
      expect(within(form).getByRole('region', { name: 'Recipients' })).toHaveTextContent(
        '2 recipients (1 unsubscribed, left out)',
      ),
    );
    expect(counts.at(-1)).toEqual({
      kind: 'registrations',
      paymentStatuses: ['verified'],
      fieldTrip: true,
    });
    expect(within(form).getByText(/Dr\. Awa Diallo/)).toHaveTextContent('Français');

    const english = within(form).getByRole('group', { name: 'English (required)' });
    const french = within(form).getByRole('group', { name: 'Français (optional)' });
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(english).findByText('Please enter the English subject')).toBeVisible();

    await userEvent.type(within(english).getByLabelText('Subject'), 'Shuttle for {{{{name}}');
    await userEvent.type(within(english).getByLabelText('Message'), 'Dear {{{{name}},');
    await userEvent.type(within(french).getByLabelText('Subject'), 'Navette pour {{{{name}}');
    await userEvent.type(within(french).getByLabelText('Message'), 'Chère {{{{name}},');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));

    const inEnglish = await screen.findByRole('article', { name: 'Preview in English' });
    expect(inEnglish).toHaveTextContent('Shuttle for Grace');
    expect(inEnglish).toHaveTextContent('Bus at 07:30.');
    const inFrench = screen.getByRole('article', { name: 'Preview in Français' });
    expect(inFrench).toHaveTextContent('Navette pour Awa');
    expect(inFrench).toHaveTextContent('Bus à 07h30.');
    expect(screen.getByRole('article', { name: 'Preview in Português' })).toHaveTextContent(
      'no translation: English is sent',
    );
    const sent = calls.find((call) => call.path === '/api/admin/announcements/preview');
    expect(sent?.body).toMatchObject({
      texts: {
        en: { subject: 'Shuttle for {{name}}', body: 'Dear {{name}},' },
        fr: { subject: 'Navette pour {{name}}', body: 'Chère {{name}},' },
      },
      essential: false,
    });
    expect(sent?.body).not.toHaveProperty('texts.pt');
  });

  it('refuses a personal link in the subject, or inside another address, before asking the api', async () => {
    const { calls } = announcementsApi();
    renderAdmin('/dashboard/announcements');
    const form = await screen.findByRole('form', { name: 'New announcement' });
    const english = within(form).getByRole('group', { name: 'English (required)' });
    await userEvent.type(within(english).getByLabelText('Subject'), 'Your page {{{{accessLink}}');
    await userEvent.type(
      within(english).getByLabelText('Message'),
      'Book: https://evil.example/?u={{{{accessLink}}',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(
      await within(english).findByText(
        'A personal link may be used in the message only, not in the subject',
      ),
    ).toBeVisible();
    expect(
      within(english).getByText(
        'A personal link must stand on its own, not inside another address',
      ),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/api/admin/announcements/preview')).toBe(false);
  });

  it('narrows the presenters to the chosen session, and lets it go when another day is chosen', async () => {
    const { counts } = announcementsApi();
    renderAdmin('/dashboard/announcements');
    const form = await screen.findByRole('form', { name: 'New announcement' });
    await userEvent.selectOptions(
      within(form).getByLabelText('Send to'),
      'Presenters of accepted abstracts',
    );
    const session = within(form).getByLabelText('Session');
    expect(
      await within(session).findByRole('option', {
        name: 'Groundwater recharge · Wednesday 1 October · 11:00–12:30',
      }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(
      session,
      'Groundwater recharge · Wednesday 1 October · 11:00–12:30',
    );
    await waitFor(() =>
      expect(within(form).getByRole('region', { name: 'Recipients' })).toHaveTextContent(
        '2 recipients (1 unsubscribed, left out)',
      ),
    );
    expect(counts.at(-1)).toEqual({ kind: 'presenters', sessionId: '12' });

    await userEvent.selectOptions(
      within(form).getByLabelText('Day of the programme'),
      'Thursday 2 October',
    );
    await waitFor(() => expect(counts.at(-1)).toEqual({ kind: 'presenters', day: '2025-10-02' }));
    expect(
      within(session)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any session', 'Drought early warning · Thursday 2 October · 09:00–10:30']);
  });
});
