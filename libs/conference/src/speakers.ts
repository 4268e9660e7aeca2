import { countWords } from './abstract-authors.js';
import { fileExtension, maxUploadBytes } from './limits.js';
import { messages } from './messages.js';
import {
  isBlank,
  isEmail,
  optionalText,
  requiredText,
  type FieldRule,
  type FormRules,
} from './rules.js';

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

/**
 * `GET /api/speakers`: the invited speakers the organisers set, in their order, and what the
 * programme's presenters gave for the page.
 */
export interface PublicSpeakers {
  invited: InvitedSpeaker[];
  presenters: PublicPresenter[];
}

/**
 * What the presenter of an accepted abstract gives for the speakers page from their abstract's
 * page: a short biography (at most this many words, and characters so one endless word cannot
 * pass) and a photo under the invited speakers' photo rules.
 */
export const presenterProfileLimits = { biographyWords: 100, biographyLength: 1000 } as const;

export const presenterProfileMessages = {
  notAccepted:
    'A biography and a photo for the speakers page can be given only for an accepted abstract that has not been withdrawn.',
  biographyTooLong: `The biography must be at most ${presenterProfileLimits.biographyWords} words`,
  biographySaved: 'Your biography for the speakers page has been saved.',
  biographyRemoved: 'Your biography has been removed from the speakers page.',
  photoRequired: 'Please choose a photo to upload.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoSize: 'The photo must be at most 5 MB.',
  photoSaved: 'Your photo for the speakers page has been saved.',
  photoRemoved: 'Your photo has been removed from the speakers page.',
} as const;

/** The biography as sent to PUT /api/my-abstract/biography; an empty one removes it. */
export const presenterBiographyRule: FieldRule = (value) => {
  if (value === undefined || value === null) return messages.required;
  if (typeof value !== 'string') return messages.notText;
  const text = value.trim();
  if (countWords(text) > presenterProfileLimits.biographyWords) {
    return presenterProfileMessages.biographyTooLong;
  }
  return text.length > presenterProfileLimits.biographyLength
    ? messages.tooLong(presenterProfileLimits.biographyLength)
    : null;
};

/** The photo's kinds, by the extensions of its name, as the api's photo rules take them. */
export const presenterPhotoExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** Checks a chosen photo as the page does on selection; the api checks its content too. */
export function checkPresenterPhoto(file: { name: string; size: number }): string | null {
  if (!(presenterPhotoExtensions as readonly string[]).includes(fileExtension(file.name))) {
    return presenterProfileMessages.photoType;
  }
  return file.size > maxUploadBytes ? presenterProfileMessages.photoSize : null;
}

/** `PUT /api/my-abstract/biography` (header X-Access-Token), JSON. */
export interface PresenterBiographyRequest {
  biography: string;
}

/**
 * A presenter of the published programme who gave a biography or a photo, known by their
 * talk's reference: the programme already names them, so nothing more about them is public.
 */
export interface PublicPresenter {
  reference: string;
  biography: string | null;
  /** Where the public site loads the photo from, when one was uploaded. */
  photoUrl: string | null;
}
