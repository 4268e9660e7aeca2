import { loadConfig } from '../src/platform/config/app-config.js';
import { MailTransport } from '../src/platform/mail/mail-transport.js';
import { fastMailEnv } from './support/mail-harness.js';
import { randomSigningSecrets } from './support/signing-secrets.js';
import { SmtpSink } from './support/smtp-sink.js';

describe('the SMTP transport', () => {
  let sink: SmtpSink;
  let transport: MailTransport;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    transport = new MailTransport(
      loadConfig({ ...fastMailEnv(sink.port), ...randomSigningSecrets() }),
    );
  });

  afterAll(async () => {
    transport.onModuleDestroy();
    await sink.stop();
  });

  function send(to: string) {
    return transport.send({
      to,
      replyTo: 'secretariat@caawg11.org',
      subject: 'Registration received',
      html: '<p>Thank you</p>',
      text: 'Thank you',
      messageId: `<test-${Date.now()}@caawg11.org>`,
    });
  }

  it('delivers to the address it is given', async () => {
    await send('grace@example.org');
    expect(sink.to('grace@example.org')).toHaveLength(1);
  });

  // An address whose quoted local part looks like another address once sent mail to that
  // other domain (nodemailer before 7.0.7, GHSA-mm7p-fcc7-pg87).
  it('never sends to an address hidden in the quoted part of another', async () => {
    sink.clear();
    await send('"attacker@evil.example x"@example.org').catch(() => undefined);
    const recipients = sink.received.flatMap((mail) => mail.to);
    expect(recipients.filter((address) => address.endsWith('@evil.example'))).toEqual([]);
  });
});
