import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { GalleryPage } from './GalleryPage';

describe('GalleryPage in French and Portuguese', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('filters, captions and opens the photos in French', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('gallery');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Galerie de la conférence');
    expect(screen.getByText('33 photos affichées : Toutes les photos')).toBeVisible();
    const filters = within(screen.getByRole('group', { name: 'Filtrer les photos par catégorie' }));
    await user.click(filters.getByRole('button', { name: 'Lieu' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('6 photos affichées : Lieu')).toBeVisible();
    expect(screen.getByText("L'hôtel de la conférence, Kampala")).toBeVisible();
    await user.click(
      screen.getByRole('img', { name: /^Illustration d'une piscine d'hôtel turquoise/ }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('La piscine et le jardin')).toBeVisible();
    expect(dialog.getByText('Lieu')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
  });

  it('counts one photo in the singular in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces('gallery');
    expect(i18n.t('gallery:showing', { count: 1, filter: 'Local' })).toBe(
      '1 fotografia apresentada: Local',
    );
    render(<GalleryPage />);
    expect(screen.getByText('33 fotografias apresentadas: Todas as fotografias')).toBeVisible();
    expect(screen.getAllByText('Destaque')).toHaveLength(4);
  });
});
