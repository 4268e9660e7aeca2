import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invitedSpeakerMessages, type AdminInvitedSpeaker } from '@caawg11/conference';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

function speaker(overrides: Partial<AdminInvitedSpeaker>): AdminInvitedSpeaker {
  return {
    id: '1',
    name: 'Prof. Amina Diallo',
    affiliation: 'Université Cheikh Anta Diop',
    email: 'amina.diallo@example.org',
    topic: 'Sahel aquifers',
    biography: 'Hydrogeologist who mapped the aquifers of the Senegal basin.',
    photoUrl: '/api/speakers/1/photo?v=1764000000',
    position: 1,
    ...overrides,
  };
}

/** The api's list, changed by the calls the screen makes, as the api would change it. */
function speakersApi(initial: AdminInvitedSpeaker[]) {
  let list = initial;
  const numbered = () => list.map((row, index) => ({ ...row, position: index + 1 }));
  return signedIn({
    'GET /api/admin/speakers': () => ({
      body: { success: true, message: 'Invited speakers', data: numbered(), count: list.length },
    }),
    'POST /api/admin/speakers': ({ body }) => {
      const input = body as { name: string; affiliation: string };
      if (input.name === 'Taken') {
        return {
          status: 400,
          body: {
            success: false,
            message: 'Validation failed',
            errors: { affiliation: 'The api refused this affiliation' },
          },
        };
      }
      list = [...list, speaker({ ...input, id: '9', photoUrl: null })];
      return {
        status: 201,
        body: { success: true, message: invitedSpeakerMessages.added, data: { id: '9' } },
      };
    },
    'POST /api/admin/speakers/2/move': ({ body }) => {
      expect(body).toEqual({ direction: 'up' });
      list = [list[1]!, list[0]!];
      return { body: { success: true, message: invitedSpeakerMessages.saved } };
    },
    'DELETE /api/admin/speakers/1': () => {
      list = list.filter((row) => row.id !== '1');
      return { body: { success: true, message: invitedSpeakerMessages.removed } };
    },
  });
}

interface Upload {
  url: string;
  photo: File | null;
}

/**
 * The portal uploads through XMLHttpRequest (fetch reports no progress): a stand-in that records
 * each upload and answers them in turn. The chosen file's preview gets an address of its own.
 */
function answerUploads(answers: { status: number; body: unknown }[]): Upload[] {
  const uploads: Upload[] = [];
  class RecordingRequest {
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      const photo = form.get('photo');
      uploads.push({ url: this.url, photo: photo instanceof File ? photo : null });
      const answer = answers[uploads.length - 1] ?? { status: 500, body: {} };
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordingRequest);
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => 'blob:chosen-photo',
      revokeObjectURL: () => undefined,
    }),
  );
  return uploads;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The screen's code is fetched when it first opens, which takes a while on a busy machine. */
const screenLoads = { timeout: 5000 };

const ruth = speaker({
  id: '2',
  name: 'Dr. Ruth Achieng',
  affiliation: 'University of Nairobi',
  email: null,
  topic: null,
  biography: null,
  photoUrl: null,
});

const listedNames = () =>
  within(screen.getByRole('list', { name: 'Invited speakers, in the order the site shows them' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the Invited speakers section', () => {
  it('lists the speakers in order and moves one up', async () => {
    const calls = speakersApi([speaker({}), ruth]);
    renderAdmin('/dashboard/invited-speakers');
    const first = await screen.findByRole('listitem', { name: 'Prof. Amina Diallo' }, screenLoads);
    expect(first).toHaveTextContent('Université Cheikh Anta Diop');
    expect(first).toHaveTextContent('Sahel aquifers');
    expect(first).toHaveTextContent('amina.diallo@example.org');
    expect(within(first).getByRole('button', { name: 'Move up' })).toBeDisabled();
    const second = screen.getByRole('listitem', { name: 'Dr. Ruth Achieng' });
    expect(second).toHaveTextContent('No photo');
    expect(within(second).getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(listedNames()).toEqual(['Prof. Amina Diallo', 'Dr. Ruth Achieng']);

    await userEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(listedNames()).toEqual(['Dr. Ruth Achieng', 'Prof. Amina Diallo']));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/speakers/2/move',
    ]);
  });

  it('adds a speaker, checking the fields as the api does and showing its refusal by the field', async () => {
    const calls = speakersApi([]);
    renderAdmin('/dashboard/invited-speakers');
    expect(await screen.findByText(/No invited speakers yet/, {}, screenLoads)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add speaker' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add speaker' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      invitedSpeakerMessages.nameRequired,
    );
    expect(within(form).getByText(invitedSpeakerMessages.affiliationRequired)).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Name'), 'Taken');
    await userEvent.type(within(form).getByLabelText('Affiliation'), 'Somewhere');
    await userEvent.click(within(form).getByRole('button', { name: 'Add speaker' }));
    expect(await within(form).findByText('The api refused this affiliation')).toBeVisible();
    expect(within(form).getByLabelText('Affiliation')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), ' Dr. Ruth Achieng ');
    await userEvent.clear(within(form).getByLabelText('Affiliation'));
    await userEvent.type(within(form).getByLabelText('Affiliation'), 'University of Nairobi');
    await userEvent.type(within(form).getByLabelText('Talk title (optional)'), 'Rift basalts');
    await userEvent.click(within(form).getByRole('button', { name: 'Add speaker' }));

    expect(await screen.findByRole('status')).toHaveTextContent(invitedSpeakerMessages.added);
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'Dr. Ruth Achieng',
      affiliation: 'University of Nairobi',
      email: null,
      topic: 'Rift basalts',
      biography: null,
    });
    // The new speaker opens for editing, where the photo is uploaded.
    const added = await screen.findByRole('listitem', { name: 'Dr. Ruth Achieng' });
    expect(within(added).getByLabelText('Photo')).toHaveAttribute('type', 'file');
    expect(within(added).getByRole('form', { name: 'Edit Dr. Ruth Achieng' })).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  }, 20_000);

  it('deletes a speaker after asking in a dialog', async () => {
    const calls = speakersApi([speaker({}), ruth]);
    renderAdmin('/dashboard/invited-speakers');
    const first = await screen.findByRole('listitem', { name: 'Prof. Amina Diallo' }, screenLoads);
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Prof. Amina Diallo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Prof. Amina Diallo?' })).getByRole(
        'button',
        { name: 'Delete speaker' },
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(invitedSpeakerMessages.removed);
    await waitFor(() => expect(listedNames()).toEqual(['Dr. Ruth Achieng']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads a chosen photo as the file part `photo`, showing the api’s refusal by the field', async () => {
    speakersApi([speaker({})]);
    const uploads = answerUploads([
      {
        status: 400,
        body: { success: false, errors: { photo: invitedSpeakerMessages.photoType } },
      },
      { status: 200, body: { success: true, message: invitedSpeakerMessages.photoSaved } },
    ]);
    renderAdmin('/dashboard/invited-speakers');
    const first = await screen.findByRole('listitem', { name: 'Prof. Amina Diallo' }, screenLoads);
    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    expect(within(first).getByRole('img', { name: 'Photo of Prof. Amina Diallo' })).toHaveAttribute(
      'src',
      '/api/speakers/1/photo?v=1764000000',
    );
    expect(within(first).getByRole('button', { name: 'Remove photo' })).toBeEnabled();
    expect(within(first).getByLabelText('Name')).toHaveValue('Prof. Amina Diallo');
    expect(within(first).getByLabelText('Biography (optional)')).toHaveValue(
      'Hydrogeologist who mapped the aquifers of the Senegal basin.',
    );

    const photo = new File(['png'], 'amina.png', { type: 'image/png' });
    await userEvent.upload(within(first).getByLabelText('Photo'), photo);
    expect(
      within(first).getByRole('img', { name: 'Chosen photo of Prof. Amina Diallo' }),
    ).toHaveAttribute('src', 'blob:chosen-photo');
    await userEvent.click(within(first).getByRole('button', { name: 'Upload photo' }));
    expect(await within(first).findByText(invitedSpeakerMessages.photoType)).toBeVisible();
    expect(within(first).getByLabelText('Photo')).toHaveAccessibleDescription(
      invitedSpeakerMessages.photoType,
    );

    await userEvent.click(within(first).getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('status')).toHaveTextContent(invitedSpeakerMessages.photoSaved);
    expect(uploads.map((upload) => [upload.url, upload.photo?.name])).toEqual([
      ['/api/admin/speakers/1/photo', 'amina.png'],
      ['/api/admin/speakers/1/photo', 'amina.png'],
    ]);
  });
});
