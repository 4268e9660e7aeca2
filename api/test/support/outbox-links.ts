import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../src/platform/outbox/outbox-message.entity.js';
import { OutboxRepository } from '../../src/platform/outbox/outbox-repository.js';
import type { TestApp } from './test-app.js';

/**
 * The data an outbox row is sent with, its personal links decrypted as the worker does: the
 * row itself holds them withheld, so a suite without a worker reads the links this way.
 */
export async function dataToSend(
  t: Pick<TestApp, 'app'>,
  outboxId: string | number,
): Promise<Record<string, string>> {
  const row = await t.app
    .get(DataSource)
    .getRepository(OutboxMessage)
    .findOneByOrFail({ id: String(outboxId) });
  return (await t.app.get(OutboxRepository).dataToSend(row)) as unknown as Record<string, string>;
}
