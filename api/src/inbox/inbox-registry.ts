import { Injectable } from '@nestjs/common';
import type { InboxItem, InboxName, InboxStatus } from '@caawg11/conference';
import type { Inbox } from './inbox.service.js';

type AnyInbox = Inbox<InboxName, InboxItem<InboxStatus>>;

/**
 * The inboxes the api serves, each registered by its own feature, so what spans them (the
 * sidebar's counts) needs no import of any feature.
 */
@Injectable()
export class InboxRegistry {
  private readonly inboxes = new Map<InboxName, AnyInbox>();

  register(inbox: AnyInbox): void {
    this.inboxes.set(inbox.name, inbox);
  }

  get(name: InboxName): AnyInbox | undefined {
    return this.inboxes.get(name);
  }

  all(): AnyInbox[] {
    return [...this.inboxes.values()];
  }
}
