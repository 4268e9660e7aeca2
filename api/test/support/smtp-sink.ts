import type { AddressInfo } from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, as the sender gave them. */
  to: string[];
  from: string;
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The In-Reply-To and References headers, empty when the message has none. */
  inReplyTo: string;
  references: string;
  /** Header lines by lower-case name (the last one where a name repeats). */
  headers: Record<string, string>;
  attachments: { filename: string; mimeType: string; content: Buffer }[];
}

function addresses(list: Address[] | undefined): string[] {
  return (list ?? []).flatMap((entry) =>
    entry.group ? entry.group.map((mailbox) => mailbox.address) : [entry.address],
  );
}

/**
 * An SMTP server inside the test process that keeps what it accepts. It can be stopped and
 * started again on the same port (an SMTP outage), and it can hold its replies to DATA: a
 * message whose sender disconnects before the 250 reply is not kept, exactly as a sender
 * must assume when it never saw the reply.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  private holding = false;
  private readonly held: { sessionId: string; accept: () => void }[] = [];
  private readonly closedSessions = new Set<string>();
  /** Called for every message whose data has fully arrived, before the reply. */
  onData?: (count: number) => void;
  private dataCount = 0;
  /** Recipients refused with a permanent 550, as a real server refuses an unknown mailbox. */
  readonly rejectRecipients = new Set<string>();

  private constructor(public port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(0);
    await sink.listen();
    return sink;
  }

  private createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        if (this.rejectRecipients.has(address.address)) {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
        } else callback();
      },
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.dataCount += 1;
          this.onData?.(this.dataCount);
          const accept = () => {
            if (this.closedSessions.has(session.id)) return;
            const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            void this.keep(Buffer.concat(chunks), envelopeTo).then(() => callback());
          };
          if (this.holding) this.held.push({ sessionId: session.id, accept });
          else accept();
        });
      },
    });
  }

  private async keep(raw: Buffer, envelopeTo: string[]): Promise<void> {
    const parsed = await PostalMime.parse(raw);
    const from = parsed.from?.address ?? '';
    this.received.push({
      to: envelopeTo,
      from,
      replyTo: addresses(parsed.replyTo),
      subject: parsed.subject ?? '',
      html: parsed.html ?? '',
      text: parsed.text ?? '',
      messageId: parsed.messageId ?? '',
      inReplyTo: parsed.inReplyTo ?? '',
      references: parsed.references ?? '',
      headers: Object.fromEntries(parsed.headers.map((header) => [header.key, header.value])),
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? '',
        mimeType: attachment.mimeType,
        content: Buffer.from(
          typeof attachment.content === 'string'
            ? Buffer.from(attachment.content, 'base64')
            : new Uint8Array(attachment.content),
        ),
      })),
    });
  }

  private async listen(): Promise<void> {
    this.server = this.createServer();
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
  }

  /** An SMTP outage: refuses connections until restart(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.listen();
  }

  /** From now on, DATA is read but not answered until release(). */
  hold(): void {
    this.holding = true;
  }

  /** Messages read and waiting for their reply. */
  get heldCount(): number {
    return this.held.length;
  }

  /**
   * Held messages whose sender is still connected. A sender that died leaves its messages
   * unanswered, and release() drops them as a real server would: wait for this to reach 0
   * after killing a sender, or its last messages may be counted as delivered.
   */
  get heldFromOpenConnections(): number {
    return this.held.filter((message) => !this.closedSessions.has(message.sessionId)).length;
  }

  release(): void {
    this.holding = false;
    for (const { accept } of this.held.splice(0)) accept();
  }

  clear(): void {
    this.received.length = 0;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Waits until at least `count` messages arrived. */
  async waitForCount(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `Expected ${count} e-mails, received ${this.received.length}: ${this.received
            .map((mail) => `${mail.to.join(',')} "${mail.subject}"`)
            .join('; ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }
}
