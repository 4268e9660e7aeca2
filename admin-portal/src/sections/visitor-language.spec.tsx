import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  defaultNoticeText,
  noticeTextKeys,
  noticeTexts,
  type AdminAbstract,
  type AdminMembership,
  type Language,
  type NoticeText,
  type NoticeTextKey,
  type NoticeTextView,
} from '@caawg11/conference';
import { registration, renderAdmin, signedIn } from '../testing/render-admin';

function ok(data: unknown) {
  return { body: { success: true, message: 'Done', data } };
}

const inboxRoutes = {
  'GET /api/admin/inboxes/counts': ok({ abstracts: 1, memberships: 1 }),
  'GET /api/admin/inboxes/assignees': ok([]),
};

const shared = {
  status: 'new' as const,
  assignee: null,
  createdAt: '2025-06-01T08:00:00.000Z',
  updatedAt: '2025-06-01T08:00:00.000Z',
};

function detailOf(item: unknown) {
  return ok({ item, notes: [], history: [] });
}

function detailValue(label: string): string | null | undefined {
  const details = screen.getByRole('region', { name: 'Details' });
  return within(details).getByText(label).nextElementSibling?.textContent;
}

describe('the language each visitor used, in the portal', () => {
  it('names the registrant’s language in the registration details', async () => {
    const row = registration({ firstName: 'Aminata', familyName: 'Diallo', visitorLanguage: 'fr' });
    signedIn({
      'GET /api/admin/registrations': { body: { success: true, data: [row], count: 1 } },
    });
    renderAdmin('/dashboard/registrations');
    await userEvent.click(await screen.findByRole('button', { name: 'View Dr. Aminata Diallo' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(dialog).getByText('Language').nextElementSibling).toHaveTextContent('Français');
  });

  it('names it in an inbox record’s details', async () => {
    const member: AdminMembership = {
      ...shared,
      id: '3',
      reference: 'MEM-0003',
      email: 'joana@example.org',
      visitorLanguage: 'pt',
      title: 'Dr.',
      name: 'Joana Tembe',
      organisation: 'Universidade Eduardo Mondlane',
      profession: 'Geologist',
      qualification: 'PhD',
      address: null,
      phone: null,
      mobile: null,
      fax: null,
      webpage: null,
    };
    signedIn({ ...inboxRoutes, 'GET /api/admin/memberships/3': detailOf(member) });
    renderAdmin('/dashboard/memberships/3');
    await screen.findByRole('heading', { level: 1, name: 'Joana Tembe' });
    expect(detailValue('Language')).toBe('Português');
  });

  it('keeps an abstract’s own language apart from the author’s', async () => {
    const item: AdminAbstract = {
      ...shared,
      status: 'submitted',
      id: '7',
      reference: 'ABS-0007',
      email: 'aline@example.org',
      visitorLanguage: 'fr',
      title: 'Groundwater in the Albertine rift',
      firstAuthor: 'Aline Mbayo',
      affiliation: 'Université de Kinshasa',
      phone: null,
      subtheme: 'Water Supply and Geosciences',
      presentationType: 'Oral Presentation',
      language: 'English',
      comments: null,
      abstractText: null,
      abstractTextSource: null,
      keywords: [],
      fileName: 'Mbayo.docx',
      fileUrl: '/api/admin/abstracts/7/file-link',
      authorResponse: null,
      authorRespondedAt: null,
      changedAfterReviewAt: null,
    };
    signedIn({ ...inboxRoutes, 'GET /api/admin/abstracts/7': detailOf(item) });
    renderAdmin('/dashboard/abstracts/7');
    await screen.findByRole('heading', { level: 1, name: 'ABS-0007' });
    expect(detailValue('Language')).toBe('English');
    expect(detailValue('Correspondence language')).toBe('Français');
  });
});

function view(key: NoticeTextKey, language: Language, text?: NoticeText): NoticeTextView {
  const { label, placeholders, required } = noticeTexts[key];
  const defaultText = defaultNoticeText(key, language);
  return {
    key,
    language,
    label,
    placeholders,
    required,
    defaultText,
    text: text ?? defaultText,
    edited: text !== undefined,
    updatedBy: text ? 'organiser@example.org' : null,
    updatedAt: text ? '2025-06-01T10:00:00.000Z' : null,
  };
}

describe('the e-mail texts, one version per language', () => {
  it('edits English by default, and the version of the language the organiser picks', async () => {
    const saved: Partial<Record<Language, NoticeText>> = {};
    const languageOf = (url: URL): Language => {
      const asked = url.searchParams.get('language');
      return asked === 'fr' || asked === 'pt' ? asked : 'en';
    };
    const calls = signedIn({
      'GET /api/admin/notice-texts': ({ url }) => {
        const language = languageOf(url);
        const data = noticeTextKeys.map((key) =>
          view(key, language, key === 'memberships.declined' ? saved[language] : undefined),
        );
        return { body: { success: true, data, count: data.length } };
      },
      'PUT /api/admin/notice-texts/memberships.declined': ({ url, body }) => {
        const language = languageOf(url);
        saved[language] = body as NoticeText;
        return ok(view('memberships.declined', language, saved[language]));
      },
    });
    renderAdmin('/dashboard/email-texts?text=memberships.declined');
    const editor = await screen.findByRole('region', { name: 'Membership declined' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Português']);
    expect(within(editor).getByLabelText('Subject')).toHaveValue(
      noticeTexts['memberships.declined'].subject,
    );

    await userEvent.selectOptions(select, 'Français');
    const french = defaultNoticeText('memberships.declined', 'fr');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Membership declined' })).getByLabelText(
          'Subject',
        ),
      ).toHaveValue(french.subject),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/email-texts?text=memberships.declined&language=fr',
    );
    const frenchEditor = screen.getByRole('region', { name: 'Membership declined' });
    expect(within(frenchEditor).getByLabelText('Body')).toHaveValue(french.body);
    const subject = within(frenchEditor).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Votre demande ({{{{reference}})');
    await userEvent.click(within(frenchEditor).getByRole('button', { name: 'Save' }));
    await within(frenchEditor).findByText('E-mail text saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.search.get('language')).toBe('fr');
    expect(saved).toEqual({ fr: { subject: 'Votre demande ({{reference}})', body: french.body } });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'English');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Membership declined' })).getByLabelText(
          'Subject',
        ),
      ).toHaveValue(noticeTexts['memberships.declined'].subject),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/email-texts?text=memberships.declined',
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('language=');
  });
});
