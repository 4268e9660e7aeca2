import { withoutSecretLinks } from './outbox-repository.js';

describe('withoutSecretLinks', () => {
  const link = 'https://caawg11.org/my-registration?token=Secret-Token_123456';

  it('replaces each secret link of the payload, however often the text shows it', () => {
    const text = `Open ${link}\n[${link}]`;
    expect(withoutSecretLinks(text, { link }, '[withheld]')).toBe('Open [withheld]\n[[withheld]]');
  });

  it('replaces the token where the text shows the link changed', () => {
    const text =
      'Stop: https://caawg11.org/reminders/opt-out?lang=fr&amp;token=Secret-Token_123456';
    const kept = withoutSecretLinks(text, { optOutLink: link }, '[withheld]');
    expect(kept).not.toContain('Secret-Token_123456');
  });

  it('leaves a text alone when the payload has no secret link', () => {
    expect(withoutSecretLinks('Dear Ada', { name: 'Ada' }, '[withheld]')).toBe('Dear Ada');
  });
});
