import { Injectable } from '@nestjs/common';
import type { NoticeText, NoticeTextKey } from '@caawg11/conference';
import type { NoticeTextEntry } from './notice-text.entity.js';
import { NoticeTextsRepository } from './notice-texts.repository.js';

/** How long a worker sends with the texts it read last before reading them again. */
export const noticeTextsMaxAgeMs = 5_000;

export type NoticeTextOverrides = Partial<Record<NoticeTextKey, NoticeText>>;

/**
 * The organisers' own notice texts. The worker reads them at most every few seconds rather than
 * once per e-mail, so a burst of decisions costs one query, and an edit applies within seconds.
 */
@Injectable()
export class NoticeTexts {
  private cached: { at: number; texts: Promise<NoticeTextOverrides> } | null = null;

  constructor(private readonly texts: NoticeTextsRepository) {}

  current(): Promise<NoticeTextOverrides> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > noticeTextsMaxAgeMs) {
      const texts = this.read();
      this.cached = { at: now, texts };
      // A failed read is not kept: the next message tries again.
      texts.catch(() => (this.cached = null));
    }
    return this.cached.texts;
  }

  async entries(): Promise<NoticeTextEntry[]> {
    return this.texts.entries();
  }

  private async read(): Promise<NoticeTextOverrides> {
    const texts: NoticeTextOverrides = {};
    for (const entry of await this.entries()) {
      texts[entry.notice] = { subject: entry.subject, body: entry.body };
    }
    return texts;
  }
}
