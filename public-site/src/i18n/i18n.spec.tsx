import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

function Loading() {
  const { t } = useTranslation();
  return <p>{t('loading')}</p>;
}

describe('i18n', () => {
  it('draws English at once', () => {
    render(<Loading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('fetches another language when it is chosen', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(i18n.t('loading')).toBe('Chargement…');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
