import { withheldLink } from '@caawg11/conference';
import type { AppConfig } from '../config/app-config.js';
import { OutboxLinks, UnreadableLinksError, withoutSecretLinks } from './outbox-links.js';

const link = 'https://caawg11.org/my-registration?token=Secret-Token_123456';

function linksWithKey(key: string): OutboxLinks {
  return new OutboxLinks({ mailLinkSecret: key } as AppConfig);
}

describe('withoutSecretLinks', () => {
  it('withholds each personal link of the data, however often the text shows it', () => {
    const text = `Open ${link}\n[${link}]`;
    expect(withoutSecretLinks(text, { link })).toBe(`Open ${withheldLink}\n[${withheldLink}]`);
  });

  it('withholds the token where the text shows the link changed', () => {
    const text =
      'Stop: https://caawg11.org/reminders/opt-out?lang=fr&amp;token=Secret-Token_123456';
    const kept = withoutSecretLinks(text, { optOutLink: link });
    expect(kept).not.toContain('Secret-Token_123456');
  });

  it('leaves a text alone when the data has no personal link', () => {
    expect(withoutSecretLinks('Dear Ada', { name: 'Ada' })).toBe('Dear Ada');
  });
});

describe('OutboxLinks', () => {
  const data = { fullName: 'Ada', reference: 'CAAWG11-0001', link, expiresAt: '' };

  it('stores the data with its links withheld and gives them back to the sender only', () => {
    const links = linksWithKey('k'.repeat(40));
    const { payload, sealedLinks } = links.seal(data);
    expect(payload).toEqual({ ...data, link: withheldLink });
    expect(sealedLinks).not.toBeNull();
    expect(sealedLinks).not.toContain('Secret-Token');
    expect(links.open(payload, sealedLinks)).toEqual(data);
  });

  it('seals nothing for a message without a personal link', () => {
    const plain = { name: 'Bob' };
    expect(linksWithKey('k'.repeat(40)).seal(plain)).toEqual({ payload: plain, sealedLinks: null });
  });

  it('refuses to open links sealed with another key, or altered', () => {
    const { payload, sealedLinks } = linksWithKey('k'.repeat(40)).seal(data);
    expect(() => linksWithKey('j'.repeat(40)).open(payload, sealedLinks)).toThrow(
      UnreadableLinksError,
    );
    const altered = `${sealedLinks!.slice(0, -2)}AA`;
    expect(() => linksWithKey('k'.repeat(40)).open(payload, altered)).toThrow(UnreadableLinksError);
  });
});
