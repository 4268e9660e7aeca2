import { Injectable } from '@nestjs/common';
import { DatabaseRepository } from '../database/database-repository.js';

/** A key's first request: its fingerprint and, once it has been answered, its answer. */
export interface IdempotentRequest {
  requestHash: string;
  /** Null while the first request is still being answered. */
  answer: { statusCode: number; body: unknown } | null;
}

interface IdempotencyKeyRow {
  request_hash: string;
  status_code: number | null;
  response: string | null;
}

/** `idempotency_keys`: each account's keys, the request each was first used with, its answer. */
@Injectable()
export class IdempotencyKeysRepository extends DatabaseRepository {
  /**
   * Takes the key for this request; false when the account has already used it. The unique key
   * on account and key decides between two requests sent at once.
   */
  async reserve(userId: string, key: string, requestHash: string, now: Date): Promise<boolean> {
    const inserted = await this.dataSource.query<{ affectedRows: number }>(
      `INSERT IGNORE INTO idempotency_keys (user_id, idempotency_key, request_hash, created_at)
       VALUES (?, ?, ?, ?)`,
      [userId, key, requestHash, now],
    );
    return inserted.affectedRows === 1;
  }

  async find(userId: string, key: string): Promise<IdempotentRequest | null> {
    const [row] = await this.dataSource.query<IdempotencyKeyRow[]>(
      `SELECT request_hash, status_code, response FROM idempotency_keys
        WHERE user_id = ? AND idempotency_key = ?`,
      [userId, key],
    );
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      answer:
        row.status_code === null || row.response === null
          ? null
          : {
              statusCode: row.status_code,
              body: typeof row.response === 'string' ? JSON.parse(row.response) : row.response,
            },
    };
  }

  async saveAnswer(userId: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET status_code = ?, response = ?
        WHERE user_id = ? AND idempotency_key = ?`,
      [statusCode, JSON.stringify(body ?? null), userId, key],
    );
  }

  /** Gives a key back when its request recorded nothing, so the corrected request may use it. */
  async release(userId: string, key: string): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ? AND response IS NULL',
      [userId, key],
    );
  }

  /** Forgets keys taken before `before`, and the answers (personal data among them) they kept. */
  async forgetOlderThan(before: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE created_at < ?', [before]);
  }
}
