import { HttpStatus, Injectable } from '@nestjs/common';
import { defaultLanguage } from '@caawg11/conference';
import { AnnouncementsService } from './announcements.service.js';
import { unsubscribeTokenPattern } from './unsubscribe-link.js';
import { unsubscribePage } from './unsubscribe-page.js';

interface UnsubscribeAnswer {
  status: HttpStatus;
  html: string;
}

function invalidLink(): UnsubscribeAnswer {
  return {
    status: HttpStatus.NOT_FOUND,
    html: unsubscribePage({ kind: 'invalid' }, defaultLanguage),
  };
}

/** The pages the unsubscribe link answers with, in the recipient's language. */
@Injectable()
export class UnsubscribeLinks {
  constructor(private readonly announcements: AnnouncementsService) {}

  async ask(token: unknown): Promise<UnsubscribeAnswer> {
    if (typeof token !== 'string' || !unsubscribeTokenPattern.test(token)) return invalidLink();
    const owner = await this.announcements.unsubscribeLinkOwner(token);
    if (!owner) return invalidLink();
    return {
      status: HttpStatus.OK,
      html: unsubscribePage({ kind: 'confirm', email: owner.email }, owner.language),
    };
  }

  async unsubscribe(token: unknown): Promise<UnsubscribeAnswer> {
    if (typeof token !== 'string' || !unsubscribeTokenPattern.test(token)) return invalidLink();
    const language = await this.announcements.unsubscribe(token);
    if (!language) return invalidLink();
    return { status: HttpStatus.OK, html: unsubscribePage({ kind: 'done' }, language) };
  }
}
