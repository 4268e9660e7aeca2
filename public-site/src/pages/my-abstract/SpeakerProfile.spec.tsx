import { presenterProfileMessages, type MyAbstract } from '@caawg11/conference';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callAt,
  installFakeXhr,
  lastXhr,
  settle,
  stubFetch,
  stubScrolling,
  type FetchCall,
} from '../../forms/testing/network';
import { MyAbstractPage } from '../MyAbstractPage';

const token = 'c'.repeat(43);

const accepted: MyAbstract = {
  reference: 'ABS-0042',
  abstractTitle: 'Rift basins of Uganda',
  authors: [
    {
      name: 'Fatou Diop',
      affiliation: 'Université Cheikh Anta Diop',
      email: 'fatou@example.sn',
      presenting: true,
    },
  ],
  abstractText: 'Rift basins hold water.',
  abstractTextSource: 'form',
  keywords: [],
  status: 'accepted',
  fileName: 'rift.docx',
  editable: false,
  closedBecause: 'decided',
  editableUntil: null,
  decision: { outcome: 'accepted', presentationType: 'Oral Presentation' },
  biography: null,
  hasPhoto: false,
  authorResponse: null,
};

async function openPage(calls: FetchCall[], abstract: MyAbstract) {
  window.history.replaceState(null, '', `/my-abstract?token=${token}`);
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter>
      <MyAbstractPage />
    </MemoryRouter>,
  );
  await waitFor(() => expect(calls).toHaveLength(1));
  await settle(() => callAt(calls, 0).respond(200, { success: true, message: '', data: abstract }));
  return user;
}

const card = () => screen.getByRole('region', { name: 'For the speakers page' });

describe('the speakers page card on /my-abstract', { timeout: 20_000 }, () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not offered before the abstract is accepted', async () => {
    const { decision: _decision, ...undecided } = accepted;
    await openPage(calls, {
      ...undecided,
      status: 'under review',
      closedBecause: 'review-started',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your abstract' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For the speakers page' })).not.toBeInTheDocument();
  });

  it('is gone once the abstract is withdrawn', async () => {
    await openPage(calls, { ...accepted, authorResponse: 'withdrawn' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your abstract' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For the speakers page' })).not.toBeInTheDocument();
  });

  it('counts the words as they are typed and saves the biography', async () => {
    const user = await openPage(calls, accepted);
    const biography = within(card()).getByLabelText('Short biography');
    expect(biography).toHaveAccessibleDescription('0 of 100 words');
    await user.type(biography, 'Hydrogeologist of the Albertine rift.');
    expect(biography).toHaveAccessibleDescription('5 of 100 words');
    await user.click(within(card()).getByRole('button', { name: 'Save biography' }));

    const save = callAt(calls, 1);
    expect(save.url).toBe('/api/my-abstract/biography');
    expect(save.init.method).toBe('PUT');
    expect(new Headers(save.init.headers).get('X-Access-Token')).toBe(token);
    expect(save.json).toEqual({ biography: 'Hydrogeologist of the Albertine rift.' });
    await settle(() =>
      save.respond(200, {
        success: true,
        message: presenterProfileMessages.biographySaved,
        data: { ...accepted, biography: 'Hydrogeologist of the Albertine rift.' },
      }),
    );
    expect(
      await within(card()).findByText(presenterProfileMessages.biographySaved),
    ).toBeInTheDocument();
  });

  it('refuses a biography over 100 words without sending it', async () => {
    const user = await openPage(calls, accepted);
    const biography = within(card()).getByLabelText('Short biography');
    await user.click(biography);
    await user.paste('word '.repeat(101));
    expect(biography).toHaveAccessibleDescription(expect.stringContaining('101 of 100 words'));
    await user.click(within(card()).getByRole('button', { name: 'Save biography' }));
    expect(biography).toHaveAccessibleDescription(
      expect.stringContaining(presenterProfileMessages.biographyTooLong),
    );
    expect(calls).toHaveLength(1);
  });

  it('uploads a photo with its progress, then removes it', async () => {
    const xhr = installFakeXhr();
    const user = await openPage(calls, accepted);
    expect(within(card()).getByText('No photo has been saved yet.')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    await user.upload(
      within(card()).getByLabelText('Photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(within(card()).getByLabelText('Photo')).toHaveAccessibleDescription(
      expect.stringContaining(presenterProfileMessages.photoType),
    );

    await user.upload(
      within(card()).getByLabelText('Photo'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'fatou.png', { type: 'image/png' }),
    );
    await user.click(within(card()).getByRole('button', { name: 'Upload the photo' }));
    const upload = lastXhr();
    expect(xhr.requests).toHaveLength(1);
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe('/api/my-abstract/photo');
    expect(upload.headers['X-Access-Token']).toBe(token);
    expect(upload.partNames()).toEqual(['photo']);
    await settle(() => upload.progress(50, 100));
    expect(within(card()).getByRole('progressbar')).toBeInTheDocument();
    await settle(() =>
      upload.respond(200, {
        success: true,
        message: presenterProfileMessages.photoSaved,
        data: { ...accepted, hasPhoto: true },
      }),
    );
    expect(
      await within(card()).findByText('A photo has been saved for the speakers page.'),
    ).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Remove photo' }));
    const removal = callAt(calls, 1);
    expect(removal.url).toBe('/api/my-abstract/photo');
    expect(removal.init.method).toBe('DELETE');
    await settle(() =>
      removal.respond(200, {
        success: true,
        message: presenterProfileMessages.photoRemoved,
        data: accepted,
      }),
    );
    expect(await within(card()).findByText('No photo has been saved yet.')).toBeInTheDocument();
  });

  it('tells why the api refused, as it said', async () => {
    const user = await openPage(calls, accepted);
    await user.type(within(card()).getByLabelText('Short biography'), 'Hydrogeologist.');
    await user.click(within(card()).getByRole('button', { name: 'Save biography' }));
    await settle(() =>
      callAt(calls, 1).respond(409, {
        success: false,
        message: presenterProfileMessages.notAccepted,
      }),
    );
    expect(
      await within(card()).findByText(presenterProfileMessages.notAccepted),
    ).toBeInTheDocument();
  });
});
