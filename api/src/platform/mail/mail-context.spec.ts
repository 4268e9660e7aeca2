import { localizedSitePath, publicSiteLink, siteLink } from './mail-context.js';
import { previewContext } from './templates/template-props.js';

describe('links into the public site in a language', () => {
  it('keeps English paths as they are and prefixes the others', () => {
    expect(localizedSitePath('/my-registration')).toBe('/my-registration');
    expect(localizedSitePath('/my-registration', 'en')).toBe('/my-registration');
    expect(localizedSitePath('/my-registration', 'fr')).toBe('/fr/my-registration');
    expect(localizedSitePath('verify', 'pt')).toBe('/pt/verify');
    expect(localizedSitePath('/', 'en')).toBe('/');
    expect(localizedSitePath('/', 'fr')).toBe('/fr');
  });

  it('builds absolute links from the configured site address, with or without its slash', () => {
    expect(publicSiteLink('https://caawg11.example.org/', '/reminders/opt-out', 'fr')).toBe(
      'https://caawg11.example.org/fr/reminders/opt-out',
    );
    expect(publicSiteLink('https://caawg11.example.org', '/abstract-response')).toBe(
      'https://caawg11.example.org/abstract-response',
    );
  });

  it('links a message to the pages in its own language', () => {
    expect(siteLink(previewContext, '/verify')).toBe('http://localhost:4300/verify');
    expect(siteLink({ ...previewContext, language: 'pt' }, '/verify')).toBe(
      'http://localhost:4300/pt/verify',
    );
  });
});
