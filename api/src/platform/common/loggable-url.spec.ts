import { loggableUrl, redactedValue } from './loggable-url.js';

const token = 'q2Vb0a9lW7lR3JxvH2r9zJm8vRr3b8w1l0m0xA0x0kQ';

describe('loggableUrl', () => {
  it('keeps the path of a route without secret parameters', () => {
    expect(loggableUrl('/api/admin/registrations/42', '/api/admin/registrations/:id')).toBe(
      '/api/admin/registrations/42',
    );
  });

  it('replaces the values of secret route parameters, whatever their place', () => {
    expect(
      loggableUrl(
        `/api/files/3f0c/1767225600/${token}/ABS-001.pdf`,
        '/api/files/:fileId/:expires/:signature/:name',
      ),
    ).toBe(`/api/files/3f0c/1767225600/${redactedValue}/ABS-001.pdf`);
  });

  it('keeps the names of query parameters and none of their values', () => {
    expect(loggableUrl(`/api/things?token=${token}&page=2&flag`, '/api/things')).toBe(
      `/api/things?token=${redactedValue}&page=${redactedValue}&flag=${redactedValue}`,
    );
  });

  it('replaces every long segment of a path no route matched', () => {
    expect(loggableUrl(`/api/abstract-response/${token}`)).toBe(
      `/api/abstract-response/${redactedValue}`,
    );
    expect(loggableUrl(`/api/nowhere?${token}`)).toBe(
      `/api/nowhere?${redactedValue}=${redactedValue}`,
    );
  });
});
