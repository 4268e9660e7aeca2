import { messages } from './messages.js';
import { isBlank, isEmail, optionalText, requiredText, type FormRules } from './rules.js';

/** A speaker the organisers invite, beside the keynotes and the programme's presenters. */
export interface InvitedSpeaker {
  id: string;
  name: string;
  affiliation: string;
  topic: string | null;
  biography: string | null;
  /** Where the public site loads the photo from, when one was uploaded. */
  photoUrl: string | null;
  /** Order on the speakers page, from 1. */
  position: number;
}

/** The organisers' list as they see it, with the address they reach each speaker at. */
export type AdminInvitedSpeaker = InvitedSpeaker & { email: string | null };

/** What the organisers type for an invited speaker; the photo is uploaded on its own. */
export interface InvitedSpeakerInput {
  name: string;
  affiliation: string;
  /** How the organisers reach the speaker; never shown on the site. */
  email?: string | null;
  topic?: string | null;
  biography?: string | null;
}

export const invitedSpeakerLimits = {
  name: 100,
  affiliation: 200,
  topic: 200,
  biography: 2000,
} as const;

export const invitedSpeakerMessages = {
  nameRequired: 'Enter the speaker’s name',
  affiliationRequired: 'Enter the speaker’s affiliation',
  notFound: 'That invited speaker no longer exists',
  photoRequired: 'Choose a photo to upload',
  photoType: 'The photo must be a JPEG or PNG image',
  photoSize: 'The photo must be at most 5 MB',
  added: 'Invited speaker added',
  saved: 'Invited speaker saved',
  removed: 'Invited speaker removed',
  photoSaved: 'Photo saved',
  photoRemoved: 'Photo removed',
} as const;

export const invitedSpeakerRules: FormRules<InvitedSpeakerInput> = {
  name: requiredText(invitedSpeakerMessages.nameRequired, invitedSpeakerLimits.name),
  affiliation: requiredText(
    invitedSpeakerMessages.affiliationRequired,
    invitedSpeakerLimits.affiliation,
  ),
  email: (value) =>
    isBlank(value)
      ? null
      : typeof value === 'string' && isEmail(value.trim())
        ? null
        : messages.invalidEmail,
  topic: optionalText(invitedSpeakerLimits.topic),
  biography: optionalText(invitedSpeakerLimits.biography),
};

/** `GET /api/speakers`: the invited speakers the organisers set, in their order. */
export interface PublicSpeakers {
  invited: InvitedSpeaker[];
}
