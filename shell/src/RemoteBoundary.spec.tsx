import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { RemoteBoundary } from './RemoteBoundary';

function Broken(): never {
  throw new Error('Failed to load script resources #RUNTIME-008');
}

describe('RemoteBoundary', () => {
  it('shows its children while the remote works', () => {
    render(
      <RemoteBoundary area="The admin portal">
        <p>Admin Login</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('Admin Login')).toBeInTheDocument();
  });

  it('replaces a remote that failed to load with a clear message and a way on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <RemoteBoundary area="The admin portal">
        <Broken />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The admin portal is temporarily unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    vi.restoreAllMocks();
  });
});
