import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normaliseTwoFactorCode, recoveryCodeCount } from '@caawg11/conference';
import { AppConfig } from '../../config/app-config.js';

const cipherVersion = 'v1';
/** Lower-case letters and digits without the ones read alike (0/o, 1/l/i). */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
/** 12 characters of 31: about 59 bits each, printed as two groups of six. */
const recoveryCodeLength = 12;

/**
 * What TWO_FACTOR_ENCRYPTION_KEY protects: the TOTP secrets, encrypted with AES-256-GCM and
 * bound to their account (a secret copied onto another account's row does not decrypt), and the
 * recovery codes, kept as HMACs under a key derived from it, so a copy of the database alone
 * neither yields a secret nor lets the codes be guessed offline.
 */
@Injectable()
export class TwoFactorKeys {
  private readonly encryptionKey: Buffer;
  private readonly recoveryCodeKey: Buffer;

  constructor(config: AppConfig) {
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', config.twoFactorEncryptionKey, Buffer.alloc(0), purpose, 32));
    this.encryptionKey = derive('caawg11 two-factor secret encryption');
    this.recoveryCodeKey = derive('caawg11 two-factor recovery codes');
  }

  encryptSecret(userId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [cipherVersion, iv, cipher.getAuthTag(), encrypted]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it was encrypted with another key or for another account. */
  decryptSecret(userId: string, stored: string): string | null {
    const [version, iv, tag, encrypted] = stored.split('.');
    if (version !== cipherVersion || !iv || !tag || encrypted === undefined) return null;
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        this.encryptionKey,
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAAD(Buffer.from(`user:${userId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(encrypted, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Ten new recovery codes, as shown to the member (`abcdef-ghjkmn`). */
  newRecoveryCodes(): string[] {
    return Array.from({ length: recoveryCodeCount }, () => {
      const code = Array.from(
        { length: recoveryCodeLength },
        () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
      ).join('');
      return `${code.slice(0, 6)}-${code.slice(6)}`;
    });
  }

  /** Whether a typed code has the shape of a recovery code (the app's codes are 6 digits). */
  looksLikeRecoveryCode(code: string): boolean {
    const typed = normaliseTwoFactorCode(code);
    return (
      typed.length === recoveryCodeLength && [...typed].every((c) => recoveryAlphabet.includes(c))
    );
  }

  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.recoveryCodeKey)
      .update(normaliseTwoFactorCode(code))
      .digest('hex');
  }
}
