import { certificateMessages } from '@caawg11/conference';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { CertificatePage } from './CertificatePage';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/certificates/:code" element={<CertificatePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CertificatePage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });

  it('shows who a verified code was issued to, what and when', async () => {
    renderAt('/certificates/7KQ2-M9XD-4HZP');
    expect(screen.getByRole('status')).toHaveTextContent('Checking the code...');
    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/certificates/7KQ2-M9XD-4HZP');
    await settle(() =>
      call.respond(200, {
        name: 'Dr. Amina Okello',
        kind: 'presentation',
        title: 'Groundwater recharge in the Albertine Rift',
        issuedAt: '2025-10-06T08:00:00.000Z',
      }),
    );
    const verified = await screen.findByRole('status');
    expect(verified).toHaveTextContent('This document was issued by the CAAWG11 organisers.');
    expect(within(verified).getByText('Dr. Amina Okello')).toBeInTheDocument();
    expect(within(verified).getByText('Certificate of presentation')).toBeInTheDocument();
    expect(within(verified).getByText('6 October 2025')).toBeInTheDocument();
  });

  it('says when a code is not one of ours', async () => {
    renderAt('/certificates/ABCD-EFGH-JKMN');
    await settle(() =>
      callAt(calls, 0).respond(404, { success: false, message: certificateMessages.unknownCode }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(certificateMessages.unknownCode);
    expect(screen.queryByText('Issued to')).toBeNull();
  });
});
