import { MailSender } from '../src/platform/mail/mail-sender.js';
import { mailTemplates } from '../src/platform/mail/mail-templates.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';

describe('the mail sender renders a message in the language stored with it', () => {
  let t: MailTestApp;
  let sender: MailSender;
  let sent = 0;

  beforeAll(async () => {
    t = await createMailTestApp();
    sender = (await t.startWorker()).get(MailSender);
  });

  afterAll(async () => {
    await t.close();
  });

  async function send(language: string | null | undefined) {
    sent += 1;
    const to = `visitor-${sent}@example.org`;
    await sender.send({
      template: 'access-link',
      data: mailTemplates['access-link'].Component.PreviewProps.data,
      to,
      replyTo: null,
      messageKey: `language-test-${sent}-${Date.now()}`,
      ...(language === undefined ? {} : { language }),
    });
    const [mail] = t.sink.to(to);
    return mail!;
  }

  it('in French and in Portuguese when the message says so', async () => {
    const french = await send('fr');
    expect(french.subject).toBe(
      "Votre lien d'accès à votre inscription à la CAAWG11 (CAAWG11-0042)",
    );
    expect(french.text).toContain('Voir mon inscription');
    const portuguese = await send('pt');
    expect(portuguese.subject).toBe(
      'A sua ligação de acesso à inscrição na CAAWG11 (CAAWG11-0042)',
    );
    expect(portuguese.text).toContain('Ver a minha inscrição');
  });

  it('in English when the message has no language or one that is not ours', async () => {
    for (const language of [undefined, null, 'de']) {
      const mail = await send(language);
      expect(mail.subject).toBe('Your CAAWG11 registration access link (CAAWG11-0042)');
      expect(mail.text).toContain('View my registration');
    }
  });
});
