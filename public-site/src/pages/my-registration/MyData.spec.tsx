import { accessTokenHeader } from '@caawg11/conference';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../../forms/testing/network';
import { MyData } from './MyData';

describe('the registrant’s own data on the access-link page', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });

  it('downloads a copy of the data as the ZIP the api names', async () => {
    const createObjectURL = vi.fn(() => 'blob:data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    render(<MyData token="secret-token" />);
    const section = screen.getByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download a copy of my data' }));
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/my-registration/data');
    expect(new Headers(call.init.headers).get(accessTokenHeader)).toBe('secret-token');
    await settle(() =>
      call.respond(200, 'zip', {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="my-data-2025-07-15.zip"',
      }),
    );
    expect(saved).toEqual(['my-data-2025-07-15.zip']);
  });

  it('asks for erasure after a confirmation in a dialog, and says it was sent', async () => {
    const user = userEvent.setup();
    render(<MyData token="secret-token" />);
    await user.click(screen.getByRole('button', { name: 'Ask for erasure' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for erasure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ask for erasure' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ask for erasure' }),
    );
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/my-registration/erasure-request');
    expect(call.init.method).toBe('POST');
    expect(new Headers(call.init.headers).get(accessTokenHeader)).toBe('secret-token');
    await settle(() => call.respond(200, { success: true, message: 'Sent' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your request has been sent to the organisers.',
    );
    expect(screen.getByRole('button', { name: 'Ask for erasure' })).toBeDisabled();
  });

  it('keeps the dialog open with the reason when the request fails', async () => {
    const user = userEvent.setup();
    render(<MyData token="secret-token" />);
    await user.click(screen.getByRole('button', { name: 'Ask for erasure' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for erasure' }));
    await settle(() =>
      callAt(calls, 0).respond(401, { success: false, message: 'This access link has expired.' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This access link has expired.');
  });
});
