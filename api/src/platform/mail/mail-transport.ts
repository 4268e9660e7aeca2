import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID, so a copy sent again after a crash is recognisably the same message. */
  messageId: string;
  /** The Message-ID this message answers; it is also the thread's References. */
  inReplyTo?: string;
  attachments?: MailAttachment[];
  /** Further header lines, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMail {
  messageId: string;
  response: string;
}

/**
 * A refusal that retrying cannot fix: the SMTP server rejected the recipient or the message
 * with a 5xx reply (authentication failures excepted: those are fixed in configuration and
 * then retried).
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH'
  );
}

/** The mail domain of an address such as 'CAAWG11 <no-reply@caawg11.org>'. */
export function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/** Pooled SMTP connections to the configured server (the local sink in development and tests). */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter<SMTPPool.SentMessageInfo>;

  constructor(private readonly config: AppConfig) {
    this.transporter = nodemailer.createTransport({
      pool: true,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth:
        config.SMTP_USER !== undefined
          ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' }
          : undefined,
      maxConnections: config.SMTP_MAX_CONNECTIONS,
      connectionTimeout: config.SMTP_TIMEOUT_MS,
      greetingTimeout: config.SMTP_TIMEOUT_MS,
      socketTimeout: config.SMTP_TIMEOUT_MS,
    });
  }

  /** Resolves once the SMTP server has accepted the message (its 250 reply to DATA). */
  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.inReplyTo,
      attachments: mail.attachments,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    return { messageId: info.messageId, response: info.response };
  }

  /** Resolves when the SMTP server answers a fresh connection's greeting (and login, if any). */
  async verify(): Promise<void> {
    await this.transporter.verify();
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
