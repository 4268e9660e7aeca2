import { accessTokenHeader, visaLetterMessages } from '@caawg11/conference';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callAt,
  settle,
  stubFetch,
  stubScrolling,
  type FetchCall,
} from '../../forms/testing/network';
import { VisaLetterRequest } from './VisaLetterRequest';

describe('VisaLetterRequest', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
  });

  it('checks the request with the shared rules, sends it with the access token and shows its state', async () => {
    const user = userEvent.setup();
    render(<VisaLetterRequest token="t0k3n" />);
    await settle(() => callAt(calls, 0).respond(200, { success: true, message: '', data: null }));
    const section = screen.getByRole('region', { name: 'Visa invitation letter' });

    await user.click(within(section).getByRole('button', { name: 'Request an invitation letter' }));
    expect(within(section).getByText(visaLetterMessages.fullNameRequired)).toBeInTheDocument();
    expect(
      within(section).getByText(visaLetterMessages.passportNumberRequired),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    fireEvent.change(within(section).getByLabelText(/Full name as in your passport/), {
      target: { value: 'Aïssatou Ndiaye' },
    });
    fireEvent.change(within(section).getByLabelText(/Passport number/), {
      target: { value: 'A1234567' },
    });
    fireEvent.change(within(section).getByLabelText(/Nationality/), {
      target: { value: 'Senegalese' },
    });
    fireEvent.change(within(section).getByLabelText(/Date of birth/), {
      target: { value: '1988-03-14' },
    });
    fireEvent.change(within(section).getByLabelText(/Passport expiry date/), {
      target: { value: '2025-10-01' },
    });
    fireEvent.change(within(section).getByLabelText(/Embassy or consulate/), {
      target: { value: 'Embassy of Uganda, Dakar' },
    });
    await user.click(within(section).getByRole('button', { name: 'Request an invitation letter' }));
    expect(
      within(section).getByText(visaLetterMessages.passportExpiresTooSoon, { exact: true }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    const expiry = within(section).getByLabelText(/Passport expiry date/);
    fireEvent.change(expiry, { target: { value: '2030-06-30' } });
    await user.click(within(section).getByRole('button', { name: 'Request an invitation letter' }));
    const sent = callAt(calls, 1);
    expect(sent.url).toBe('/api/my-registration/visa-letter');
    expect(new Headers(sent.init.headers).get(accessTokenHeader)).toBe('t0k3n');
    expect(sent.json).toEqual({
      fullName: 'Aïssatou Ndiaye',
      passportNumber: 'A1234567',
      nationality: 'Senegalese',
      dateOfBirth: '1988-03-14',
      passportExpiry: '2030-06-30',
      embassy: 'Embassy of Uganda, Dakar',
    });
    await settle(() => sent.respond(200, { success: true, message: visaLetterMessages.requested }));
    expect(await within(section).findByText(visaLetterMessages.requested)).toBeInTheDocument();
    await settle(() =>
      callAt(calls, 2).respond(200, {
        success: true,
        message: '',
        data: {
          status: 'requested',
          requestedAt: '2025-08-01T10:00:00.000Z',
          decidedAt: null,
          refusalReason: null,
        },
      }),
    );
    expect(
      await within(section).findByText(/Your request of .* is being reviewed/),
    ).toBeInTheDocument();
  }, 15_000);
});
