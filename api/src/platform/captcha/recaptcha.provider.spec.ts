import type { CaptchaReplayStore } from './captcha-replay-store.js';
import { RecaptchaProvider, siteVerifyUrl, type SiteVerifyHttp } from './recaptcha.provider.js';

/** The replay store's contract in memory (the Redis one is exercised by the integration tests). */
function memoryReplayStore(): CaptchaReplayStore {
  const used = new Set<string>();
  return {
    claim: (id: string) => {
      if (used.has(id)) return Promise.resolve(false);
      used.add(id);
      return Promise.resolve(true);
    },
  } as unknown as CaptchaReplayStore;
}

function provider(answer: unknown, calls: [string, URLSearchParams][] = []) {
  const http: SiteVerifyHttp = (url, form) => {
    calls.push([url, form]);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return new RecaptchaProvider(
    { secretKey: 'secret-key', siteKey: 'site-key' },
    http,
    memoryReplayStore(),
  );
}

describe('RecaptchaProvider', () => {
  it('asks Google\u2019s siteverify with the secret, the token and the client address', async () => {
    const calls: [string, URLSearchParams][] = [];
    const recaptcha = provider({ success: true, hostname: 'caawg11.org' }, calls);
    expect(await recaptcha.verify('token-1', '198.51.100.4')).toBe('solved');
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe(siteVerifyUrl);
    expect(Object.fromEntries(calls[0]![1])).toEqual({
      secret: 'secret-key',
      response: 'token-1',
      remoteip: '198.51.100.4',
    });
  });

  it('accepts a token once', async () => {
    const recaptcha = provider({ success: true });
    expect(await recaptcha.verify('token-2', '198.51.100.4')).toBe('solved');
    expect(await recaptcha.verify('token-2', '198.51.100.4')).toBe('replayed');
  });

  it('calls a token Google says is stale or used "expired", any other refusal "invalid"', async () => {
    expect(
      await provider({ success: false, 'error-codes': ['timeout-or-duplicate'] }).verify('t', ''),
    ).toBe('expired');
    expect(
      await provider({ success: false, 'error-codes': ['invalid-input-response'] }).verify('t', ''),
    ).toBe('invalid');
  });

  it('fails loudly when our keys are wrong or Google cannot be reached', async () => {
    await expect(
      provider({ success: false, 'error-codes': ['invalid-input-secret'] }).verify('t', ''),
    ).rejects.toThrow('invalid-input-secret');
    await expect(provider(new Error('ETIMEDOUT')).verify('t', '')).rejects.toThrow('ETIMEDOUT');
    await expect(provider({ unexpected: true }).verify('t', '')).rejects.toThrow('success');
  });

  it('tells the forms to show reCAPTCHA with the site key, and issues no challenge', async () => {
    const recaptcha = provider({ success: true });
    expect(recaptcha.publicConfig()).toMatchObject({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(await recaptcha.issueChallenge()).toBeNull();
  });
});
