import { abstractNoticeMessages } from '@caawg11/conference';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { AbstractResponsePage } from './AbstractResponsePage';

const token = 'a'.repeat(43);
const view = {
  reference: 'ABS-0042',
  title: 'Groundwater recharge in the Lake Victoria basin',
  presentationType: 'Oral Presentation',
};

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AbstractResponsePage />
    </MemoryRouter>,
  );
  return user;
}

async function opened(calls: FetchCall[]) {
  await waitFor(() => expect(calls).toHaveLength(1));
  const call = callAt(calls, 0);
  // The token travels in the body, never in a URL that a log would keep.
  expect(call.url).toBe('/api/abstract-response/view');
  expect(call.init.method).toBe('POST');
  expect(call.json).toEqual({ token });
  await settle(() => call.respond(200, { success: true, message: 'Your abstract', data: view }));
  expect(await screen.findByText(view.title)).toBeInTheDocument();
  expect(screen.getByText('Presentation type').nextElementSibling).toHaveTextContent(
    'Oral Presentation',
  );
}

describe('AbstractResponsePage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('shows the abstract and confirms the presentation', async () => {
    const user = renderAt(`/abstract-response?token=${token}`);
    await opened(calls);
    await user.click(screen.getByRole('button', { name: 'Confirm my presentation' }));
    const call = callAt(calls, 1);
    expect(call.url).toBe('/api/abstract-response');
    expect(call.init.method).toBe('POST');
    expect(call.json).toEqual({ token, response: 'confirmed' });
    await settle(() =>
      call.respond(200, { success: true, message: abstractNoticeMessages.confirmed }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your presentation is confirmed.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('withdraws only after the author agrees in the confirm dialog', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const user = renderAt(`/abstract-response?token=${token}`);
    await opened(calls);
    await user.click(screen.getByRole('button', { name: 'Withdraw my abstract' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Withdraw your abstract\?/));
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Withdraw my abstract' }));
    const call = callAt(calls, 1);
    expect(call.json).toEqual({ token, response: 'withdrawn' });
    await settle(() =>
      call.respond(200, { success: true, message: abstractNoticeMessages.withdrawn }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your abstract has been withdrawn.',
    );
  });

  it('says plainly when the link was already used', async () => {
    renderAt(`/abstract-response?token=${token}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle(() =>
      callAt(calls, 0).respond(410, {
        success: false,
        message: abstractNoticeMessages.linkUsed,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains a link without its token, asking nothing of the api', () => {
    renderAt('/abstract-response');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(calls).toHaveLength(0);
  });
});
