import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules. */
const argon2id = 2 as NonNullable<Options['algorithm']>;

/** argon2id within OWASP ASVS 5 appendix C: t=2, m=19 MiB, p=1. */
const argon2Options: Options = {
  algorithm: argon2id,
  timeCost: 2,
  memoryCost: 19 * 1024,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** `hashPassword` for the services that take it as a dependency. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when no account matches, so the answer time does not
 * tell whether an e-mail address has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-account-has-this-password-0123456789');
  await verifyPassword(await dummyHash, password);
  return false;
}
