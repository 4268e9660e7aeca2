import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnswerLanguage } from '@caawg11/conference/http/answer-language';
import { apiRequest } from './client';
import { acceptInvitation } from '../sections/team-and-settings/invitation/invitation-api';

function stubFetch(): RequestInit[] {
  const requests: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit = {}) => {
      requests.push(init);
      return Promise.resolve(new Response('{"success":true,"message":""}', { status: 200 }));
    }),
  );
  return requests;
}

describe('the portal asks the api for English', () => {
  afterEach(() => {
    setAnswerLanguage('en');
    vi.unstubAllGlobals();
  });

  it('whatever language another part of the page set', async () => {
    setAnswerLanguage('fr');
    const requests = stubFetch();
    await apiRequest('/admin/registrations');
    await acceptInvitation({ token: 't', password: 'a long enough password' });
    expect(requests.map((init) => new Headers(init.headers).get('Accept-Language'))).toEqual([
      'en',
      'en',
    ]);
  });
});
