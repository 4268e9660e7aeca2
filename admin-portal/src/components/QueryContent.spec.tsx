import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useSectionQuery } from '../sections/use-section-query';
import { QueryContent } from './QueryContent';

/** A section as the portal's sections are built: one query, its figures through QueryContent. */
function FiguresSection({ load }: { load: () => Promise<number> }) {
  const figures = useSectionQuery({ queryKey: ['figures'], queryFn: load });
  return (
    <QueryContent
      query={figures}
      loading="Loading the figures"
      failure="Failed to load the figures"
    >
      {(count) => <p>{count} registrations</p>}
    </QueryContent>
  );
}

function testClient(): QueryClient {
  // The portal's staleTime: what was loaded moments ago counts as fresh.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
}

/** A load that answers with the next of `answers`: a number, or an Error to fail with. */
function loads(...answers: (number | Error)[]) {
  let call = 0;
  return () => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
}

describe('QueryContent with useSectionQuery', () => {
  it('shows the spinner until the first answer, then the content', async () => {
    render(
      <QueryClientProvider client={testClient()}>
        <FiguresSection load={loads(20)} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures');
    expect(await screen.findByText('20 registrations')).toBeInTheDocument();
  });

  it('replaces content loaded before with the Error panel when a refetch fails', async () => {
    const client = testClient();
    render(
      <QueryClientProvider client={client}>
        <FiguresSection load={loads(20, new Error('The service is unavailable'))} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('20 registrations')).toBeInTheDocument();

    await act(() => client.refetchQueries({ queryKey: ['figures'] }));
    expect(client.getQueryData(['figures'])).toBe(20);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^ErrorFailed to load the figures$/);
    expect(screen.queryByText('20 registrations')).not.toBeInTheDocument();
  });

  it('loads again when the section opens while its data is fresh, and says so when that fails', async () => {
    const client = testClient();
    const load = loads(20, new Error('The service is unavailable'));
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <FiguresSection load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('20 registrations')).toBeInTheDocument();
    unmount();

    render(
      <QueryClientProvider client={client}>
        <FiguresSection load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^ErrorFailed to load the figures$/);
    expect(screen.queryByText('20 registrations')).not.toBeInTheDocument();
  });

  it('shows the content again once a later load succeeds', async () => {
    const client = testClient();
    render(
      <QueryClientProvider client={client}>
        <FiguresSection load={loads(new Error('The service is unavailable'), 21)} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the figures');
    await act(() => client.refetchQueries({ queryKey: ['figures'] }));
    expect(await screen.findByText('21 registrations')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
