import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { secretLinkNames, withheldLink } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import type { MailTemplate, MailTemplateData } from '../mail/mail-message.js';

type Payload = MailTemplateData[MailTemplate];
type SealedLinks = Partial<Record<(typeof secretLinkNames)[number], string>>;

/** What a message's row holds: its data with the links withheld, and the links encrypted. */
export interface SealedPayload {
  payload: Payload;
  /** Null when the message carries no personal link. */
  sealedLinks: string | null;
}

/** The message's links cannot be read back: the key changed, or the column was altered. */
export class UnreadableLinksError extends Error {
  override name = 'UnreadableLinksError';
}

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

function linksOf(payload: object): SealedLinks {
  const data = payload as Record<string, unknown>;
  const links: SealedLinks = {};
  for (const name of secretLinkNames) {
    const link = data[name];
    if (typeof link === 'string' && link !== '' && link !== withheldLink) links[name] = link;
  }
  return links;
}

/**
 * The data as the mail log and the data export show it: every personal link withheld. A row
 * written before links were sealed still holds them in its data until it is sent.
 */
export function withLinksWithheld<T>(payload: T): T {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const data = { ...payload } as Record<string, unknown>;
  for (const name of secretLinkNames) {
    if (typeof data[name] === 'string' && data[name] !== '') data[name] = withheldLink;
  }
  return data as T;
}

/** A link and the tokens in its query: a template may show the link changed (escaped, wrapped). */
function secretsOf(link: string): string[] {
  try {
    const tokens = [...new URL(link).searchParams.values()].filter((value) => value.length >= 8);
    return [link, ...tokens];
  } catch {
    return [link];
  }
}

/** The text with every personal link of the sent data, and every token in one, withheld. */
export function withoutSecretLinks(text: string, sentPayload: object): string {
  const secrets = Object.values(linksOf(sentPayload)).flatMap(secretsOf);
  return secrets.reduce((kept, secret) => kept.split(secret).join(withheldLink), text);
}

/**
 * Keeps the personal links of e-mails apart from what anyone can read: a row's data holds each
 * link as "[link withheld…]", and the links themselves are encrypted (AES-256-GCM, with a key
 * from MAIL_LINK_SECRET) in a column only the worker reads, to put them back into the message
 * it sends. A copy of the database, the mail log or a data export opens nothing.
 */
@Injectable()
export class OutboxLinks {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHash('sha256')
      .update(`caawg11 outbox links\n${config.mailLinkSecret}`)
      .digest();
  }

  /** The data to store, its links withheld, and the links sealed. */
  seal(data: Payload): SealedPayload {
    const links = linksOf(data);
    if (Object.keys(links).length === 0) return { payload: data, sealedLinks: null };
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(links), 'utf8'), cipher.final()]);
    const box = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    return { payload: withLinksWithheld(data), sealedLinks: `${version}.${box}` };
  }

  /** The data the message is sent with: the stored data with its links put back. */
  open(payload: Payload, sealedLinks: string | null): Payload {
    if (sealedLinks === null) return payload;
    const [prefix, box] = sealedLinks.split('.');
    if (prefix !== version || !box) throw new UnreadableLinksError('Unknown sealed-link format');
    try {
      const bytes = Buffer.from(box, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, ivBytes));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(ivBytes + tagBytes)),
        decipher.final(),
      ]).toString('utf8');
      return { ...payload, ...(JSON.parse(plain) as SealedLinks) };
    } catch {
      throw new UnreadableLinksError(
        'The links of this e-mail cannot be decrypted: MAIL_LINK_SECRET is not the key they were written with',
      );
    }
  }
}
