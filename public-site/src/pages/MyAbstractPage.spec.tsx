import { myAbstractMessages, type MyAbstract } from '@caawg11/conference';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAt, settle, stubFetch, stubScrolling, type FetchCall } from '../forms/testing/network';
import { MyAbstractPage } from './MyAbstractPage';

const token = 'b'.repeat(43);

const fourAuthors: MyAbstract['authors'] = [
  { name: 'Amina Nakato', affiliation: 'Makerere University', email: 'amina@example.org' },
  { name: 'Grace Achieng', affiliation: 'University of Nairobi' },
  {
    name: 'Fatou Diop',
    affiliation: 'Université Cheikh Anta Diop',
    email: 'fatou@example.sn',
    presenting: true,
  },
  { name: 'Sarah Namara', affiliation: 'Makerere University' },
].map((author) => ({ presenting: false, ...author }));

const editable: MyAbstract = {
  reference: 'ABS-0042',
  abstractTitle: 'Rift basins of Uganda',
  authors: fourAuthors,
  abstractText: 'Rift basins hold water.',
  abstractTextSource: 'document',
  keywords: ['rift', 'groundwater'],
  status: 'submitted',
  fileName: 'rift.docx',
  editable: true,
  editableUntil: '2025-07-15',
  biography: null,
  hasPhoto: false,
  authorResponse: null,
};

const closed: MyAbstract = {
  ...editable,
  status: 'under review',
  editable: false,
  closedBecause: 'review-started',
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

async function opened(calls: FetchCall[], abstract: MyAbstract, index = 0) {
  await waitFor(() => expect(calls).toHaveLength(index + 1));
  const call = callAt(calls, index);
  expect(call.url).toBe('/api/my-abstract');
  expect(new Headers(call.init.headers).get('X-Access-Token')).toBe(token);
  await settle(() => call.respond(200, { success: true, message: '', data: abstract }));
}

describe('MyAbstractPage', { timeout: 20_000 }, () => {
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

  it('opens from the link, takes the token out of the address and shows where it stands', async () => {
    renderAt(`/my-abstract?token=${token}`);
    await opened(calls, editable);
    expect(window.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Your abstract' })).toBeInTheDocument();
    expect(screen.getByText('Reference').nextElementSibling).toHaveTextContent('ABS-0042');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Submitted');
    expect(screen.getByText(/We read the text below from your Word file/)).toBeInTheDocument();
    expect(screen.getByText(/You may change your abstract until/)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Author \d+$/ })).toHaveLength(4);
    const third = screen.getByRole('group', { name: 'Author 3' });
    expect(within(third).getByLabelText(/^Name/)).toHaveValue('Fatou Diop');
    expect(within(third).getByRole('radio', { name: 'Presenting author' })).toBeChecked();
    expect(screen.getByLabelText(/^Keywords/)).toHaveValue('rift, groundwater');
  });

  it('saves an added co-author and a new presenter', async () => {
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, editable);
    await user.click(screen.getByRole('button', { name: 'Add an author' }));
    const fifth = screen.getByRole('group', { name: 'Author 5' });
    await user.paste('Esther Mwangi');
    await user.click(within(fifth).getByLabelText(/^Affiliation/));
    await user.paste('Kenyatta University');
    await user.click(within(fifth).getByLabelText(/^E-mail/));
    await user.paste('esther@example.ke');
    await user.click(within(fifth).getByRole('radio', { name: 'Presenting author' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const save = callAt(calls, 1);
    expect(save.url).toBe('/api/my-abstract');
    expect(save.init.method).toBe('PUT');
    const sent = save.json as { authors: MyAbstract['authors']; keywords: string[] };
    expect(sent.keywords).toEqual(['rift', 'groundwater']);
    expect(sent.authors.map((author) => [author.name, author.presenting])).toEqual([
      ['Amina Nakato', false],
      ['Grace Achieng', false],
      ['Fatou Diop', false],
      ['Sarah Namara', false],
      ['Esther Mwangi', true],
    ]);
    await settle(() =>
      save.respond(200, {
        success: true,
        message: myAbstractMessages.saved,
        data: { ...editable, authors: sent.authors },
      }),
    );
    expect(await screen.findByText(myAbstractMessages.saved)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Author \d+$/ })).toHaveLength(5);
  });

  it('shows the abstract read-only once a refused save says editing has closed', async () => {
    const user = renderAt(`/my-abstract?token=${token}`);
    await opened(calls, editable);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle(() =>
      callAt(calls, 1).respond(409, { success: false, message: myAbstractMessages.reviewStarted }),
    );
    await opened(calls, closed, 2);
    expect(await screen.findByText(myAbstractMessages.reviewStarted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Word file/)).not.toBeInTheDocument();
    const printed = screen.getByRole('region', { name: 'Your abstract as submitted' });
    expect(within(printed).getByText('Fatou Diop').parentElement).toHaveTextContent('Presenting');
  });

  it('refuses a file that is not a Word document before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    window.history.replaceState(null, '', `/my-abstract?token=${token}`);
    render(
      <MemoryRouter>
        <MyAbstractPage />
      </MemoryRouter>,
    );
    await opened(calls, editable);
    await user.upload(
      screen.getByLabelText(/^New Word file/),
      new File(['%PDF'], 'rift.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload the new file' }));
    expect(screen.getByLabelText(/^New Word file/)).toHaveAccessibleDescription(
      expect.stringContaining('.doc'),
    );
    expect(calls).toHaveLength(1);
  });

  it('says when the link has expired and where to ask for a new one', async () => {
    renderAt(`/my-abstract?token=${token}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle(() =>
      callAt(calls, 0).respond(401, { success: false, message: myAbstractMessages.invalidLink }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(myAbstractMessages.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/abstracts#lost-link',
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it('explains itself when opened without a link', () => {
    renderAt('/my-abstract');
    expect(screen.getByRole('heading', { name: 'Open your abstract' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
