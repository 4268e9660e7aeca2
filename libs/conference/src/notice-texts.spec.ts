import { noticeTextKeys } from './notice-text-keys.js';
import { checkNoticeText, defaultNoticeText, noticeTexts } from './notice-texts.js';
import { languages } from './languages.js';

describe('default notice texts per language', () => {
  it('keeps the English default word for word', () => {
    for (const key of noticeTextKeys) {
      expect(defaultNoticeText(key, 'en')).toEqual({
        subject: noticeTexts[key].subject,
        body: noticeTexts[key].body,
      });
    }
  });

  it.each(languages)(
    'passes the editor’s own checks in %s: required and known placeholders',
    (language) => {
      for (const key of noticeTextKeys) {
        expect({ key, errors: checkNoticeText(key, defaultNoticeText(key, language)) }).toEqual({
          key,
          errors: {},
        });
      }
    },
  );

  it.each(['fr', 'pt'] as const)('uses the same placeholders as English in %s', (language) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of noticeTextKeys) {
      const english = defaultNoticeText(key, 'en');
      const translated = defaultNoticeText(key, language);
      expect({ key, body: placeholders(translated.body) }).toEqual({
        key,
        body: placeholders(english.body),
      });
      expect(translated.body).not.toEqual(english.body);
    }
  });
});
