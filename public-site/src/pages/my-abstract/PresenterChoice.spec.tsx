import { abstractNoticeMessages, myAbstractMessages, type MyAbstract } from '@caawg11/conference';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callAt,
  settle,
  stubFetch,
  stubScrolling,
  type FetchCall,
} from '../../forms/testing/network';
import { MyAbstractPage } from '../MyAbstractPage';

const token = 'c'.repeat(43);

const authors: MyAbstract['authors'] = [
  { name: 'Amina Nakato', affiliation: 'Makerere University', email: 'amina@example.org' },
  { name: 'Grace Achieng', affiliation: 'University of Nairobi' },
  {
    name: 'Fatou Diop',
    affiliation: 'Université Cheikh Anta Diop',
    email: 'fatou@example.sn',
    presenting: true,
  },
].map((author) => ({ presenting: false, ...author }));

const accepted: MyAbstract = {
  reference: 'ABS-0042',
  abstractTitle: 'Rift basins of Uganda',
  authors,
  abstractText: 'Rift basins hold water.',
  abstractTextSource: 'form',
  keywords: ['rift'],
  status: 'accepted',
  fileName: 'rift.docx',
  editable: false,
  closedBecause: 'decided',
  editableUntil: null,
  decision: { outcome: 'accepted', presentationType: 'Oral Presentation' },
  authorResponse: null,
  biography: null,
  hasPhoto: false,
};

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MyAbstractPage />
    </MemoryRouter>,
  );
  return user;
}

async function opened(calls: FetchCall[], abstract: MyAbstract) {
  await waitFor(() => expect(calls).toHaveLength(1));
  const call = callAt(calls, 0);
  expect(call.url).toBe('/api/my-abstract');
  await settle(() => call.respond(200, { success: true, message: '', data: abstract }));
}

function tokenOf(call: FetchCall): string | null {
  return new Headers(call.init.headers).get('X-Access-Token');
}

describe('PresenterChoice on the page of an accepted abstract', { timeout: 20_000 }, () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('confirms the presentation and then shows the answer recorded', async () => {
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, accepted);
    const presentation = screen.getByRole('region', { name: 'Your presentation' });
    await user.click(within(presentation).getByRole('button', { name: 'Confirm my presentation' }));

    const sent = callAt(calls, 1);
    expect(sent.url).toBe('/api/my-abstract/response');
    expect(sent.init.method).toBe('POST');
    expect(sent.json).toEqual({ response: 'confirmed' });
    expect(tokenOf(sent)).toBe(token);
    await settle(() =>
      sent.respond(200, {
        success: true,
        message: abstractNoticeMessages.confirmed,
        data: { ...accepted, authorResponse: 'confirmed' },
      }),
    );
    expect(await within(presentation).findByRole('status')).toHaveTextContent(
      abstractNoticeMessages.confirmed,
    );
    expect(
      within(presentation).getByText('You have confirmed that your abstract will be presented.'),
    ).toBeInTheDocument();
    expect(within(presentation).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before withdrawing, sends nothing when the author changes their mind', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, accepted);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('cannot be undone'));
    expect(calls).toHaveLength(1);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const sent = callAt(calls, 1);
    expect(sent.json).toEqual({ response: 'withdrawn' });
    await settle(() =>
      sent.respond(200, {
        success: true,
        message: abstractNoticeMessages.withdrawn,
        data: { ...accepted, status: 'withdrawn', authorResponse: 'withdrawn' },
      }),
    );
    expect(
      await screen.findByText('You have withdrawn your abstract: it will not be presented.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who presents' })).not.toBeInTheDocument();
  });

  it('shows the refusal of an answer already given through the e-mailed link', async () => {
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, accepted);
    await user.click(screen.getByRole('button', { name: 'Confirm my presentation' }));
    await settle(() =>
      callAt(calls, 1).respond(409, {
        success: false,
        message: myAbstractMessages.alreadyAnswered,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(myAbstractMessages.alreadyAnswered);
  });

  it('hands presenting to a co-author, offering only those with an e-mail address', async () => {
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, accepted);
    const who = screen.getByRole('region', { name: 'Who presents' });
    const radios = within(who).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['0', '2']);
    expect(within(who).getByRole('radio', { name: 'Fatou Diop' })).toBeChecked();
    expect(within(who).queryByRole('radio', { name: 'Grace Achieng' })).not.toBeInTheDocument();

    await user.click(within(who).getByRole('radio', { name: 'Amina Nakato' }));
    await user.click(within(who).getByRole('button', { name: 'Hand presenting over' }));
    const sent = callAt(calls, 1);
    expect(sent.url).toBe('/api/my-abstract/presenter');
    expect(sent.init.method).toBe('PUT');
    expect(sent.json).toEqual({ position: 0 });
    expect(tokenOf(sent)).toBe(token);
    await settle(() =>
      sent.respond(200, {
        success: true,
        message: myAbstractMessages.presenterHandedOver,
        data: {
          ...accepted,
          authors: authors.map((author, index) => ({ ...author, presenting: index === 0 })),
        },
      }),
    );
    expect(await within(who).findByRole('status')).toHaveTextContent(
      myAbstractMessages.presenterHandedOver,
    );
    const printed = screen.getByRole('region', { name: 'Your abstract as submitted' });
    expect(within(printed).getByText('Amina Nakato').closest('li')).toHaveTextContent('Presenting');
    expect(within(printed).getByText('Fatou Diop').closest('li')).not.toHaveTextContent(
      'Presenting',
    );
  });

  it('shows a refused hand-over on the choice of presenter', async () => {
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, accepted);
    await user.click(screen.getByRole('radio', { name: 'Amina Nakato' }));
    await user.click(screen.getByRole('button', { name: 'Hand presenting over' }));
    await settle(() =>
      callAt(calls, 1).respond(400, {
        success: false,
        message: myAbstractMessages.presenterNeedsEmail,
        errors: { position: myAbstractMessages.presenterNeedsEmail },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      myAbstractMessages.presenterNeedsEmail,
    );
    expect(screen.getByRole('group', { name: 'Presenting author' })).toHaveAccessibleDescription(
      myAbstractMessages.presenterNeedsEmail,
    );
  });

  it('says so when no other author could present', async () => {
    const alone = authors.map(({ email, ...author }) =>
      author.presenting ? { ...author, email } : author,
    );
    renderAt(`/my-abstract?token=${token}`);
    await opened(calls, { ...accepted, authors: alone });
    expect(
      screen.getByText(/No other author of this abstract has an e-mail address/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hand presenting over' })).not.toBeInTheDocument();
  });

  it('is not shown before the acceptance has been told', async () => {
    renderAt(`/my-abstract?token=${token}`);
    const { decision: _decision, ...underReview } = accepted;
    await opened(calls, {
      ...underReview,
      status: 'under review',
      closedBecause: 'review-started',
    });
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Under review');
    expect(screen.queryByRole('region', { name: 'Your presentation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who presents' })).not.toBeInTheDocument();
  });
});
