import {
  defaultRetentionSettings,
  isKnownPrivacyNoticeVersion,
  privacyMessages,
  privacyNoticeVersion,
  retentionSettingKeys,
  retentionSettingsRules,
} from './privacy.js';

describe('retention settings rules', () => {
  it('accept the defaults', () => {
    for (const key of retentionSettingKeys) {
      expect(retentionSettingsRules[key](defaultRetentionSettings[key])).toBeNull();
    }
  });

  it.each([
    ['studentIdDays', -1, privacyMessages.days],
    ['paymentProofDays', 5001, privacyMessages.days],
    ['mailBodyDays', 1.5, privacyMessages.days],
    ['passportDays', '90', privacyMessages.days],
    ['inquiryMonths', 0, privacyMessages.months],
    ['inquiryMonths', 121, privacyMessages.months],
  ] as const)('refuse %s = %p', (key, value, message) => {
    expect(retentionSettingsRules[key](value)).toBe(message);
  });
});

describe('privacy notice versions', () => {
  it('know the current version and no other text', () => {
    expect(isKnownPrivacyNoticeVersion(privacyNoticeVersion)).toBe(true);
    expect(isKnownPrivacyNoticeVersion('1999-01-01')).toBe(false);
    expect(isKnownPrivacyNoticeVersion(undefined)).toBe(false);
  });
});
