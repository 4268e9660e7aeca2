import { vi } from 'vitest';
import { loadRemotesConfig } from './remotes-config';

describe('loadRemotesConfig', () => {
  it('uses the addresses that /remotes.json gives at run time', async () => {
    const fetcher = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          public_site: 'https://cdn.example.org/public/remoteEntry.js',
          admin_portal: 'https://admin.example.org/remoteEntry.js',
        }),
      ),
    );
    await expect(loadRemotesConfig(fetcher)).resolves.toEqual({
      public_site: 'https://cdn.example.org/public/remoteEntry.js',
      admin_portal: 'https://admin.example.org/remoteEntry.js',
    });
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('falls back to same-origin paths when the file cannot be read', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRemotesConfig(fetcher)).resolves.toEqual({
      public_site: '/remotes/public-site/remoteEntry.js',
      admin_portal: '/remotes/admin-portal/remoteEntry.js',
    });
  });

  it('keeps a given address and falls back only for a missing one', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ admin_portal: '/admin/remoteEntry.js' })));
    await expect(loadRemotesConfig(fetcher)).resolves.toEqual({
      public_site: '/remotes/public-site/remoteEntry.js',
      admin_portal: '/admin/remoteEntry.js',
    });
  });

  it('reads the addresses the server wrote into the page, without a request', async () => {
    const inlined = document.createElement('script');
    inlined.type = 'application/json';
    inlined.id = 'remotes-config';
    inlined.textContent = JSON.stringify({
      public_site: 'http://localhost:4301/remoteEntry.js',
      admin_portal: 'http://localhost:4302/remoteEntry.js',
    });
    document.head.append(inlined);
    const fetcher = vi.fn();
    try {
      await expect(loadRemotesConfig(fetcher)).resolves.toEqual({
        public_site: 'http://localhost:4301/remoteEntry.js',
        admin_portal: 'http://localhost:4302/remoteEntry.js',
      });
      expect(fetcher).not.toHaveBeenCalled();
    } finally {
      inlined.remove();
    }
  });
});
