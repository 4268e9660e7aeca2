import { Injectable } from '@nestjs/common';
import { defaultLanguage, edition, isLanguage, type Language } from '@caawg11/conference';
import { describeError } from '../common/safe-error.js';
import { AppConfig } from '../config/app-config.js';
import { type MailContext, mailContextFrom } from './mail-context.js';
import type { MailTemplate, MailTemplateData } from './mail-message.js';
import { isMailTemplate, renderMail, type RenderedMail } from './mail-templates.js';
import { ConferenceLetters } from '../documents/conference-letters.service.js';
import { PaymentDocuments } from '../documents/documents.service.js';
import {
  domainOf,
  isPermanentSmtpFailure,
  MailTransport,
  type MailAttachment,
} from './mail-transport.js';
import { NoticeTexts } from './notice-texts.service.js';

/**
 * A message that no retry can send: its template is unknown or fails to render, or the SMTP
 * server refused it with a 5xx reply (then `cause` is the server's error).
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** One e-mail to render and send, as its sender stored it. */
export interface MailToSend {
  /** Checked here: a stored name may belong to a template that no longer exists. */
  template: string;
  data: MailTemplateData[MailTemplate];
  to: string;
  /** Null for the configured MAIL_REPLY_TO. */
  replyTo: string | null;
  /**
   * The visitor's language as stored with the message; English when absent or not one of
   * ours (a row written before messages had a language).
   */
  language?: string | null;
  /**
   * The left part of the Message-ID. The caller gives the same key on every attempt for one
   * message, so a copy sent again after a crash carries the same Message-ID, which mail
   * clients use to collapse the duplicate.
   */
  messageKey: string;
  /** The left part of the Message-ID of the message this one answers. */
  inReplyToKey?: string | null;
}

/** What the SMTP server accepted: the message's Message-ID, subject and plain text. */
export interface SentMessage {
  messageId: string;
  subject: string;
  text: string;
}

const maxErrorLength = 2000;

/**
 * The one-click unsubscribe of RFC 8058 for a message that has a link: mail programs show an
 * "unsubscribe" button and POST `List-Unsubscribe=One-Click` to the link.
 */
function unsubscribeHeaders(
  data: MailTemplateData[MailTemplate],
): Record<string, string> | undefined {
  const link = 'unsubscribeLink' in data ? data.unsubscribeLink : undefined;
  if (!link) return undefined;
  return {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function describe(error: unknown): string {
  return describeError(error).slice(0, maxErrorLength);
}

/** Renders a template and hands the message to the SMTP server; keeps no state of its own. */
@Injectable()
export class MailSender {
  private readonly context: MailContext;
  private readonly messageDomain: string;

  constructor(
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
    private readonly noticeTexts: NoticeTexts,
    private readonly documents: PaymentDocuments,
    private readonly letters: ConferenceLetters,
  ) {
    this.context = mailContextFrom(config);
    this.messageDomain = domainOf(config.MAIL_FROM);
  }

  /**
   * Resolves with the Message-ID, subject and text once the SMTP server has accepted the
   * message. Throws a
   * PermanentDeliveryError when no retry can help, any other error when one may.
   */
  async send(mail: MailToSend): Promise<SentMessage> {
    const language = isLanguage(mail.language) ? mail.language : defaultLanguage;
    const rendered = await this.render(mail.template, mail.data, language);
    const attachments = await this.attachmentsOf(mail.data);
    const messageId = `<${mail.messageKey}@${this.messageDomain}>`;
    const inReplyTo = mail.inReplyToKey
      ? `<${mail.inReplyToKey}@${this.messageDomain}>`
      : undefined;
    const headers = unsubscribeHeaders(mail.data);
    try {
      const sent = await this.transport.send({
        to: mail.to,
        replyTo: mail.replyTo ?? this.config.MAIL_REPLY_TO,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId,
        inReplyTo,
        attachments,
        ...(headers ? { headers } : {}),
      });
      return {
        messageId: sent.messageId || messageId,
        subject: rendered.subject,
        text: rendered.text,
      };
    } catch (error) {
      if (isPermanentSmtpFailure(error)) {
        throw new PermanentDeliveryError(describe(error), { cause: error });
      }
      throw error;
    }
  }

  /**
   * The PDFs a message carries: the receipt of a payment received, the pro-forma
   * invoice a registrant asked for, an institution's group invoice, an invitation letter, a
   * certificate.
   */
  private async attachmentsOf(data: MailTemplateData[MailTemplate]): Promise<MailAttachment[]> {
    const receipt = 'receipt' in data ? data.receipt : undefined;
    const invoice = 'invoice' in data ? data.invoice : undefined;
    const groupInvoice = 'groupInvoice' in data ? data.groupInvoice : undefined;
    const certificate = 'certificate' in data ? data.certificate : undefined;
    const visaLetterId = 'visaLetterId' in data ? data.visaLetterId : undefined;
    const documents = [
      ...(certificate
        ? [
            {
              name: `${edition.shortName}-certificate-${certificate.code}`,
              what: 'certificate',
              render: () => this.letters.certificate(certificate),
            },
          ]
        : []),
      ...(visaLetterId && 'fileName' in data
        ? [
            {
              name: data.fileName,
              what: 'invitation letter',
              render: () => this.storedVisaLetter(visaLetterId),
            },
          ]
        : []),
      ...(receipt
        ? [
            {
              name: receipt.receiptNumber,
              what: 'receipt',
              render: () => this.documents.receipt(receipt),
            },
          ]
        : []),
      ...(invoice
        ? [
            {
              name: invoice.invoiceNumber,
              what: 'invoice',
              render: () => this.documents.invoice(invoice),
            },
          ]
        : []),
      ...(groupInvoice
        ? [
            {
              name: groupInvoice.groupReference,
              what: 'group invoice',
              render: () => this.documents.groupInvoice(groupInvoice),
            },
          ]
        : []),
    ];
    return Promise.all(
      documents.map(async ({ name, what, render }) => {
        try {
          return {
            filename: `${name}.pdf`,
            content: await render(),
            contentType: 'application/pdf',
          };
        } catch (error) {
          throw new PermanentDeliveryError(`The ${what} failed to render: ${describe(error)}`);
        }
      }),
    );
  }

  private async storedVisaLetter(requestId: string): Promise<Buffer> {
    const pdf = await this.letters.issuedVisaLetter(requestId);
    if (!pdf) throw new Error('the letter is no longer stored');
    return pdf;
  }

  private async render(
    template: string,
    data: MailTemplateData[MailTemplate],
    language: Language,
  ): Promise<RenderedMail> {
    if (!isMailTemplate(template)) {
      throw new PermanentDeliveryError(`Unknown mail template '${template}'`);
    }
    // Outside the try: a database hiccup reading the organisers' texts is worth a retry.
    const context = { ...this.context, noticeTexts: await this.noticeTexts.current(language) };
    try {
      // The data was stored from a MailMessage, whose data matches its template.
      return await renderMail(template, data, context, language);
    } catch (error) {
      throw new PermanentDeliveryError(
        `Template '${template}' failed to render: ${describe(error)}`,
      );
    }
  }
}
