import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AbstractReviewer,
  AssignedReviews,
  CommitteeDetail,
  CommitteeList,
  CommitteeRow,
  ReviewScreen,
  ReviewSettings,
} from '@caawg11/conference';
import {
  adminUser,
  mockApi,
  renderAdmin,
  signedIn,
  statistics,
} from '../../../testing/render-admin';

const questions = [
  { id: '1', label: 'Relevance to the subtheme', scaleMax: 5, weight: 1 },
  { id: '2', label: 'Clarity', scaleMax: 3, weight: 2 },
];

const settings: ReviewSettings = {
  opensOn: '2025-07-01',
  closesOn: '2025-07-31',
  anonymous: true,
  authorEditsUntil: null,
  questions,
};

function assigned(reviewed: string[]): AssignedReviews {
  const abstracts = ['41', '42', '43'].map((id) => ({
    id,
    reference: `ABS-00${id}`,
    title: `Abstract ${id}`,
    subtheme: 'Water Supply and Geosciences' as const,
    reviewed: reviewed.includes(id),
  }));
  return {
    abstracts,
    reviewed: reviewed.length,
    total: abstracts.length,
    window: 'open',
  };
}

function reviewScreen(id: string): ReviewScreen {
  return {
    abstract: {
      id,
      reference: `ABS-00${id}`,
      title: `Abstract ${id}`,
      subtheme: 'Water Supply and Geosciences',
      language: 'French',
      presentationType: 'Poster Presentation',
      comments: 'Field data from 2024.',
      fileLinkUrl: `/api/admin/review/assigned/${id}/file-link`,
      authors: null,
    },
    questions,
    review: null,
    window: 'open',
    opensOn: settings.opensOn,
    closesOn: settings.closesOn,
  };
}

/** The submitting author the committee's detail shows. */
const committeeAuthors: CommitteeDetail['authors'] = {
  fullName: 'Amina Okello',
  email: 'amina@example.org',
  affiliation: 'Makerere',
  phone: null,
};

/** A committee row of an abstract nobody has reviewed or decided yet. */
function unreviewedRow(id: string): CommitteeRow {
  return {
    id,
    reference: `ABS-${id.padStart(4, '0')}`,
    title: `Abstract ${id}`,
    subtheme: 'Water Supply and Geosciences',
    reviews: 0,
    score: null,
    spread: null,
    recommendations: { oral: 0, poster: 0, reject: 0 },
    decision: null,
    duplicateOfId: null,
    notice: null,
    authorResponse: null,
  };
}

describe('the review screens', () => {
  it('edits the review settings: window, anonymity and questions', async () => {
    const calls = signedIn({
      'GET /api/admin/review/settings': { body: { success: true, data: settings } },
      'PUT /api/admin/review/settings': ({ body }) => ({
        body: { success: true, data: { ...(body as ReviewSettings), questions } },
      }),
    });
    renderAdmin('/dashboard/review-settings');
    const form = await screen.findByRole('form', { name: 'Review settings' });
    expect(within(form).getByLabelText(/^Opens on/)).toHaveValue('2025-07-01');
    expect(within(form).getByLabelText(/^Anonymous review/)).toBeChecked();
    expect(within(form).getByLabelText('Question 2')).toHaveValue('Clarity');

    await userEvent.click(within(form).getByLabelText(/^Anonymous review/));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a question' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please give each question a label of at most 200 characters',
    );
    await userEvent.type(within(form).getByLabelText('Question 3'), 'Originality');
    await userEvent.type(
      within(form).getByLabelText('Authors may edit their abstract until'),
      '2025-06-30',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Review settings saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      opensOn: '2025-07-01',
      closesOn: '2025-07-31',
      anonymous: false,
      authorEditsUntil: '2025-06-30',
      questions: [...questions, { label: 'Originality', scaleMax: 5, weight: 1 }],
    });
  });

  it("shows a reviewer's progress, saves a review and moves on to the next abstract", async () => {
    let reviewed: string[] = ['42'];
    window.localStorage.setItem('token', 'reviewer-token');
    const calls = mockApi({
      'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role: 'reviewer' } } },
      'GET /api/admin/review/assigned': () => ({
        body: { success: true, data: assigned(reviewed) },
      }),
      'GET /api/admin/review/assigned/41': { body: { success: true, data: reviewScreen('41') } },
      'GET /api/admin/review/assigned/43': { body: { success: true, data: reviewScreen('43') } },
      'PUT /api/admin/review/assigned/41': () => {
        reviewed = ['41', '42'];
        return { body: { success: true, data: reviewScreen('41') } };
      },
    });
    renderAdmin('/dashboard/my-reviews');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'My reviews', 'My account']);
    expect(await screen.findByText('1 of 3 reviewed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Abstract 41' })).toBeInTheDocument();
    expect(screen.getByText('Poster Presentation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download file' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Your review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save and next' }));
    expect(await within(form).findByText('Please score "Clarity" from 1 to 3')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const relevance = within(form).getByRole('group', {
      name: 'Relevance to the subtheme (1 to 5)',
    });
    expect(within(relevance).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(relevance).getByLabelText('4'));
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'Clarity (1 to 3)' })).getByLabelText('2'),
    );
    await userEvent.selectOptions(within(form).getByLabelText('Recommendation'), 'poster');
    await userEvent.type(within(form).getByLabelText('Comment to the committee'), 'Sound data.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and next' }));

    expect(await screen.findByRole('heading', { name: 'Abstract 43' })).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 reviewed')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      scores: [
        { questionId: '1', score: 4 },
        { questionId: '2', score: 2 },
      ],
      recommendation: 'poster',
      commentToCommittee: 'Sound data.',
      commentToAuthors: null,
    });
    // Any abstract can be opened from the list.
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Abstracts to review' })).getByRole('button', {
        name: /ABS-0041/,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Abstract 41' })).toBeInTheDocument();
  });

  it('lists the committee figures, sorts by score, decides in bulk and shows reviews side by side', async () => {
    const row = (
      id: string,
      score: number | null,
      extra: Partial<CommitteeRow> = {},
    ): CommitteeRow => ({
      id,
      reference: `ABS-00${id}`,
      title: `Abstract ${id}`,
      subtheme: 'Water Supply and Geosciences',
      reviews: score === null ? 0 : 2,
      score,
      spread: score === null ? null : 10,
      recommendations: { oral: 1, poster: 1, reject: 0 },
      decision: null,
      duplicateOfId: null,
      notice: null,
      authorResponse: null,
      ...extra,
    });
    const list: CommitteeList = {
      data: [
        row('11', 87.5, { decision: 'oral', notice: 'sent', authorResponse: 'confirmed' }),
        row('12', 40),
      ],
      count: 2,
      accepted: 3,
      confirmed: 2,
    };
    const detail: CommitteeDetail = {
      row: list.data[0]!,
      authors: committeeAuthors,
      questions,
      reviews: [
        {
          reviewerEmail: 'one@example.org',
          scores: [
            { questionId: '1', score: 5 },
            { questionId: '2', score: 3 },
          ],
          score: 100,
          recommendation: 'oral',
          commentToCommittee: 'Excellent.',
          commentToAuthors: null,
          updatedAt: '2025-07-10T09:00:00.000Z',
        },
        {
          reviewerEmail: 'two@example.org',
          scores: [
            { questionId: '1', score: 3 },
            { questionId: '2', score: 2 },
          ],
          score: 75,
          recommendation: 'poster',
          commentToCommittee: 'Good.',
          commentToAuthors: 'Shorten the title.',
          updatedAt: '2025-07-11T09:00:00.000Z',
        },
      ],
    };
    const calls = signedIn({
      'GET /api/admin/review/committee': { body: { success: true, ...list } },
      'GET /api/admin/review/committee/11': { body: { success: true, data: detail } },
      'PUT /api/admin/review/decisions': {
        body: { success: true, message: 'Decision saved for 2 abstracts' },
      },
    });
    renderAdmin('/dashboard/committee');
    expect(await screen.findByText('2 of 3 accepted authors confirmed')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('87.5')).toBeInTheDocument();
    expect(within(table).getByText('Accept as oral')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /Score/ }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/admin/review/committee')
          .at(-1)
          ?.search.get('order'),
      ).toBe('asc'),
    );

    await userEvent.click(screen.getByLabelText('Select all on this page'));
    const bulk = screen.getByRole('form', { name: 'Decision for 2 selected' });
    await userEvent.selectOptions(within(bulk).getByLabelText('Decision'), 'reject');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ids: ['11', '12'],
        decision: 'reject',
      }),
    );
    // The form leaves with the selection and its outcome stays in sight.
    expect(await screen.findByRole('status')).toHaveTextContent('Decision saved for 2 abstracts');
    expect(screen.queryByRole('form', { name: 'Decision for 2 selected' })).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'ABS-0011' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ABS-0011: Abstract 11' });
    const reviews = await within(dialog).findByRole('list', { name: 'Reviews' });
    const cards = within(reviews).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'one@example.org',
      'two@example.org',
    ]);
    expect(cards[1]).toHaveTextContent('Shorten the title.');
    const single = within(dialog).getByRole('form', { name: 'Decision' });
    expect(within(single).getByRole('combobox', { name: 'Decision' })).toHaveValue('oral');
  });

  it("checks a decision before sending it, names a duplicate's original, and moves an abstract to another subtheme", async () => {
    const undecided = unreviewedRow('13');
    let refuse = true;
    const calls = signedIn({
      'GET /api/admin/review/committee': {
        body: { success: true, data: [undecided], count: 1, accepted: 0, confirmed: 0 },
      },
      'GET /api/admin/review/committee/13': {
        body: {
          success: true,
          data: {
            row: undecided,
            authors: committeeAuthors,
            questions,
            reviews: [],
          },
        },
      },
      'PUT /api/admin/review/decisions': () =>
        refuse
          ? {
              status: 400,
              body: {
                success: false,
                message: 'The abstract it duplicates does not exist.',
                errors: { duplicateOfId: 'The abstract it duplicates does not exist.' },
              },
            }
          : { body: { success: true, message: 'Decision saved' } },
      'PUT /api/admin/review/committee/13/subtheme': {
        body: { success: true, message: 'Subtheme changed' },
      },
    });
    renderAdmin('/dashboard/committee');
    await userEvent.click(await screen.findByRole('button', { name: 'ABS-0013' }));
    const dialog = await screen.findByRole('dialog', { name: 'ABS-0013: Abstract 13' });
    const form = await within(dialog).findByRole('form', { name: 'Decision' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose a decision');

    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'duplicate');
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please choose the abstract this one duplicates',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Duplicate of/), 'ABS-0099');
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The abstract it duplicates does not exist.',
    );
    refuse = false;
    await userEvent.clear(within(form).getByLabelText(/Duplicate of/));
    await userEvent.type(within(form).getByLabelText(/Duplicate of/), 'ABS-0012');
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Decision saved');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      ids: ['13'],
      decision: 'duplicate',
      duplicateOfId: '12',
    });

    const move = within(dialog).getByRole('form', { name: 'Change subtheme' });
    const change = within(move).getByRole('button', { name: 'Change subtheme' });
    expect(change).toBeDisabled();
    await userEvent.selectOptions(
      within(move).getByLabelText('Move to subtheme'),
      'Geoethics and Inclusive Development',
    );
    await userEvent.click(change);
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/subtheme'))?.body).toEqual({
        subtheme: 'Geoethics and Inclusive Development',
      }),
    );
  });

  it('adds abstracts by subtheme and by decision, and reviews per reviewer, to the statistics', async () => {
    signedIn({
      'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
      'GET /api/admin/review/statistics': {
        body: {
          success: true,
          data: {
            bySubtheme: [
              { subtheme: 'Water Supply and Geosciences', count: 3 },
              { subtheme: 'Geoethics and Inclusive Development', count: 1 },
            ],
            byDecision: [
              { decision: 'none', count: 1 },
              { decision: 'oral', count: 3 },
            ],
            byReviewer: [{ email: 'one@example.org', reviewed: 7, assigned: 23 }],
          },
        },
      },
    });
    renderAdmin('/dashboard/statistics');
    const panel = await screen.findByRole('region', { name: 'Abstracts and Reviews' });
    expect(
      await within(panel).findByRole('meter', { name: 'Water Supply and Geosciences' }),
    ).toHaveAttribute('aria-valuetext', '3 (75%)');
    expect(within(panel).getByRole('meter', { name: 'Accept as oral' })).toHaveAttribute(
      'aria-valuetext',
      '3 (75%)',
    );
    expect(within(panel).getByRole('meter', { name: 'Not decided' })).toBeInTheDocument();
    expect(within(panel).getByRole('meter', { name: 'one@example.org: 7 of 23' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });

  it("reassigns an abstract's reviewers from the committee list", async () => {
    const reviewers = [
      {
        userId: '7',
        email: 'hydro@example.org',
        institution: null,
        assigned: true,
        bySubtheme: true,
        excluded: null,
        reviewed: true,
      },
      {
        userId: '8',
        email: 'guest@example.org',
        institution: 'Gulu University',
        assigned: false,
        bySubtheme: false,
        excluded: null,
        reviewed: false,
      },
    ];
    const calls = signedIn({
      'GET /api/admin/review/committee': {
        body: {
          success: true,
          data: [unreviewedRow('11')],
          count: 1,
          accepted: 0,
          confirmed: 0,
        },
      },
      'GET /api/admin/review/committee/11/reviewers': { body: { success: true, data: reviewers } },
      'PUT /api/admin/review/committee/11/reviewers': { body: { success: true, data: reviewers } },
    });
    renderAdmin('/dashboard/committee');
    await userEvent.click(await screen.findByRole('button', { name: 'Reviewers of ABS-0011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviewers' });
    const hydro = await within(dialog).findByRole('checkbox', { name: /hydro@example.org/ });
    expect(hydro).toBeChecked();
    expect(
      within(dialog).getByText(/hydro@example.org \(subtheme\) \(reviewed\)/),
    ).toBeInTheDocument();
    await userEvent.click(hydro);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /guest@example.org/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reviewerIds: ['8'] }),
    );
  });

  it('shows the reviewer every author in order once the review is not anonymous', async () => {
    window.localStorage.setItem('token', 'reviewer-token');
    mockApi({
      'GET /api/auth/me': { body: { success: true, data: { ...adminUser, role: 'reviewer' } } },
      'GET /api/admin/review/assigned': { body: { success: true, data: assigned([]) } },
      'GET /api/admin/review/assigned/41': {
        body: {
          success: true,
          data: {
            ...reviewScreen('41'),
            abstract: {
              ...reviewScreen('41').abstract,
              authors: [
                { name: 'Grace Nakato', affiliation: 'Makerere University', presenting: false },
                { name: 'Joseph Mwesigwa', affiliation: 'Kyambogo University', presenting: false },
                {
                  name: 'Aïcha Traoré',
                  affiliation: 'Université Félix Houphouët-Boigny',
                  presenting: true,
                },
                { name: 'Peter Otim', affiliation: 'Makerere University', presenting: false },
              ],
            },
          },
        },
      },
    });
    renderAdmin('/dashboard/my-reviews');
    const list = await screen.findByRole('list', { name: 'Authors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Grace Nakato, Makerere University',
      'Joseph Mwesigwa, Kyambogo University',
      'Aïcha Traoré, Université Félix Houphouët-Boigny (presenting)',
      'Peter Otim, Makerere University',
    ]);
  });

  it("declares a reviewer's institution and shows why a reviewer cannot be given the abstract", async () => {
    let institution: string | null = null;
    const reviewers = (): AbstractReviewer[] => [
      {
        userId: '7',
        email: 'colleague@example.org',
        institution,
        assigned: institution === null,
        bySubtheme: true,
        excluded: institution === null ? null : 'institution',
        reviewed: false,
      },
      {
        userId: '8',
        email: 'peter.otim@mak.example.org',
        institution: null,
        assigned: false,
        bySubtheme: true,
        excluded: 'co-author',
        reviewed: false,
      },
    ];
    const calls = signedIn({
      'GET /api/admin/review/committee': {
        body: { success: true, data: [unreviewedRow('11')], count: 1, accepted: 0, confirmed: 0 },
      },
      'GET /api/admin/review/committee/11/reviewers': () => ({
        body: { success: true, data: reviewers() },
      }),
      'PUT /api/admin/review/reviewers/7/institution': ({ body }) => {
        institution = (body as { institution: string | null }).institution;
        return { body: { success: true, message: 'Institution saved' } };
      },
      'PUT /api/admin/review/committee/11/reviewers': {
        status: 409,
        body: { success: false, message: 'This reviewer is an author of this abstract' },
      },
    });
    renderAdmin('/dashboard/committee');
    await userEvent.click(await screen.findByRole('button', { name: 'Reviewers of ABS-0011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviewers' });
    const colleague = await within(dialog).findByRole('group', { name: 'colleague@example.org' });
    await userEvent.type(
      within(colleague).getByLabelText('Institution'),
      'Université Félix Houphouët-Boigny',
    );
    await userEvent.click(within(colleague).getByRole('button', { name: 'Save institution' }));
    expect(await within(colleague).findByText('Institution saved')).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === '/api/admin/review/reviewers/7/institution')?.body,
    ).toEqual({ institution: 'Université Félix Houphouët-Boigny' });
    expect(
      await within(colleague).findByText(/\(institution is an author's affiliation\)/),
    ).toBeInTheDocument();

    const coAuthor = within(dialog).getByRole('group', { name: 'peter.otim@mak.example.org' });
    expect(within(coAuthor).getByText(/\(author of this abstract\)/)).toBeInTheDocument();
    await userEvent.click(within(coAuthor).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    expect(
      await within(dialog).findByText('This reviewer is an author of this abstract'),
    ).toBeInTheDocument();
  });

  it('shows the refusal to delete a question that has reviews', async () => {
    signedIn({
      'GET /api/admin/review/settings': { body: { success: true, data: settings } },
      'PUT /api/admin/review/settings': {
        status: 409,
        body: {
          success: false,
          message:
            'The question "Clarity" already has reviews against it, so it cannot be deleted.',
        },
      },
    });
    renderAdmin('/dashboard/review-settings');
    const form = await screen.findByRole('form', { name: 'Review settings' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete question 2' }));
    expect(within(form).queryByLabelText('Question 2')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The question "Clarity" already has reviews against it, so it cannot be deleted.',
    );
  });
});
