import { Injectable } from '@nestjs/common';
import {
  inboxSubjects,
  permissionsFor,
  type AuthUser,
  type InboxCounts,
  type InboxItem,
  type InboxName,
  type InboxStatus,
} from '@caawg11/conference';
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

  private all(): AnyInbox[] {
    return [...this.inboxes.values()];
  }

  /** New records per inbox, for the inboxes the user's role may read. */
  async countsFor(user: AuthUser): Promise<InboxCounts> {
    const permissions = permissionsFor(user);
    const readable = this.all().filter((inbox) =>
      permissions.can('read', inboxSubjects[inbox.name]),
    );
    const counts = await Promise.all(readable.map((inbox) => inbox.countNew(user)));
    const data: InboxCounts = {};
    readable.forEach((inbox, index) => (data[inbox.name] = counts[index]));
    return data;
  }
}
