import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { Header } from './Header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

describe('Header, pre-rendered', () => {
  afterEach(() => scrollTo(0));

  it('hydrates transparent over the hero, then turns white on a page loaded scrolled down', async () => {
    const { serverHtml } = await renderOnServerThenHydrate(
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>,
      { beforeHydration: () => scrollTo(400) },
    );
    expect(serverHtml).toContain('data-transparent="true"');
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
    expect(screen.getByRole('banner')).toHaveClass('bg-white', 'shadow-md');
  });

  it('stays transparent on a page loaded at the top', async () => {
    await renderOnServerThenHydrate(
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
  });
});
