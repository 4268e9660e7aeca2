import { abstractCoauthorMessages } from '@caawg11/conference';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { AbstractAuthorPage } from './AbstractAuthorPage';

const token = 'a'.repeat(43);
const view = {
  abstractTitle: 'Groundwater recharge in the Lake Victoria basin',
  reference: 'ABS-0042',
  disowned: false,
};

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AbstractAuthorPage />
    </MemoryRouter>,
  );
  return user;
}

async function opened(calls: FetchCall[], shown = view) {
  await waitFor(() => expect(calls).toHaveLength(1));
  const call = callAt(calls, 0);
  // The token travels in the body, never in a URL that a log would keep.
  expect(call.url).toBe('/api/abstract-author/view');
  expect(call.init.method).toBe('POST');
  expect(call.json).toEqual({ token });
  await settle(() => call.respond(200, { success: true, message: 'The abstract', data: shown }));
  expect(await screen.findByText(view.abstractTitle)).toBeInTheDocument();
  expect(screen.getByText('Reference').nextElementSibling).toHaveTextContent('ABS-0042');
}

describe('AbstractAuthorPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows the abstract and, on a click, tells the committee it is not them', async () => {
    const user = renderAt(`/abstract-author?token=${token}`);
    await opened(calls);
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'This is not me' }));
    const call = callAt(calls, 1);
    expect(call.url).toBe('/api/abstract-author/not-me');
    expect(call.init.method).toBe('POST');
    expect(call.json).toEqual({ token });
    await settle(() =>
      call.respond(200, {
        success: true,
        message: abstractCoauthorMessages.disowned,
        data: { ...view, disowned: true },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. The scientific committee will see that you say you are not an author of this abstract.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so without a button when the person has already answered', async () => {
    renderAt(`/abstract-author?token=${token}`);
    await opened(calls, { ...view, disowned: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have told the scientific committee that you are not an author of this abstract.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says plainly when the link is not known', async () => {
    renderAt(`/abstract-author?token=${token}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle(() =>
      callAt(calls, 0).respond(404, {
        success: false,
        message: abstractCoauthorMessages.linkInvalid,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains a link without its token, asking nothing of the api', () => {
    renderAt('/abstract-author');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(calls).toHaveLength(0);
  });
});
