import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { badgeCodePattern } from '@caawg11/conference';
import { AppConfig } from '../../platform/config/app-config.js';

export interface BadgeCodeClaim {
  registrationId: string;
  version: number;
}

/**
 * Badge codes are signed, not stored: the api prints the same code again for the same badge, a
 * code nobody signed is refused, and re-issuing raises the version so older codes are revoked.
 * The QR holds no personal data, only the registration's number.
 */
@Injectable()
export class BadgeCodes {
  constructor(private readonly config: AppConfig) {}

  codeFor(registrationId: string, version: number): string {
    return `B.${registrationId}.${version}.${this.signature(registrationId, version)}`;
  }

  /** The claim of a code with a valid signature; null for a code nobody signed. */
  verify(code: string): BadgeCodeClaim | null {
    const match = badgeCodePattern.exec(code.trim());
    if (!match) return null;
    const [, registrationId, versionText, given] = match as unknown as [
      string,
      string,
      string,
      string,
    ];
    const version = Number(versionText);
    const expected = Buffer.from(this.signature(registrationId, version));
    const received = Buffer.from(given);
    if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
    return { registrationId, version };
  }

  private signature(registrationId: string, version: number): string {
    // 132 bits of the HMAC: beyond guessing, and short enough for a small QR.
    return createHmac('sha256', this.config.badgeSigningSecret)
      .update(`badge:${registrationId}:${version}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
