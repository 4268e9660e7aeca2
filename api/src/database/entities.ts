import { OutboxMessage } from '../outbox/outbox-message.entity.js';

/** Every entity class, listed by import so the app, the CLI and jest see the same set. */
export const entities = [OutboxMessage];
