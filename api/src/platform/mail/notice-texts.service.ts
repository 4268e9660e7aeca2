import { Injectable } from '@nestjs/common';
import {
  defaultLanguage,
  type Language,
  type NoticeText,
  type NoticeTextKey,
} from '@caawg11/conference';
import type { NoticeTextEntry } from './notice-text.entity.js';
import { NoticeTextsRepository } from './notice-texts.repository.js';

/** How long a worker sends with the texts it read last before reading them again. */
export const noticeTextsMaxAgeMs = 5_000;

export type NoticeTextOverrides = Partial<Record<NoticeTextKey, NoticeText>>;

/**
 * The organisers' own notice texts, per language. The worker reads them at most every few
 * seconds rather than once per e-mail, so a burst of decisions costs one query per language,
 * and an edit applies within seconds.
 */
@Injectable()
export class NoticeTexts {
  private readonly cached = new Map<
    Language,
    { at: number; texts: Promise<NoticeTextOverrides> }
  >();

  constructor(private readonly texts: NoticeTextsRepository) {}

  current(language: Language = defaultLanguage): Promise<NoticeTextOverrides> {
    const now = Date.now();
    const cached = this.cached.get(language);
    if (cached && now - cached.at <= noticeTextsMaxAgeMs) return cached.texts;
    const texts = this.read(language);
    this.cached.set(language, { at: now, texts });
    // A failed read is not kept: the next message tries again.
    texts.catch(() => this.cached.delete(language));
    return texts;
  }

  async entries(language: Language = defaultLanguage): Promise<NoticeTextEntry[]> {
    return this.texts.entries(language);
  }

  /** The edited texts of a language, by notice, read afresh. */
  async overrides(language: Language = defaultLanguage): Promise<NoticeTextOverrides> {
    return this.read(language);
  }

  private async read(language: Language): Promise<NoticeTextOverrides> {
    const texts: NoticeTextOverrides = {};
    for (const entry of await this.entries(language)) {
      texts[entry.notice] = { subject: entry.subject, body: entry.body };
    }
    return texts;
  }
}
