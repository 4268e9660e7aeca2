import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { ReminderOptOutPage } from './ReminderOptOutPage';

const page = (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>
      <ReminderOptOutPage />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('ReminderOptOutPage, pre-rendered', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("renders without the link's token, then asks with it right after hydration", async () => {
    window.history.replaceState(null, '', '/reminders/opt-out?token=abc');
    const { serverHtml } = await renderOnServerThenHydrate(page);
    expect(serverHtml).not.toContain('Stop payment reminders');
    expect(serverHtml).not.toContain('This link is not valid');
    expect(screen.getByRole('button', { name: 'Stop payment reminders' })).toBeEnabled();
  });

  it('explains a link without its token right after hydration', async () => {
    window.history.replaceState(null, '', '/reminders/opt-out');
    await renderOnServerThenHydrate(page);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid');
  });
});
