import { subthemeTitles } from '@caawg11/conference';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AbstractForm } from './AbstractForm';

vi.mock('../captcha/RobotCheck', async () => await import('./testing/FakeRobotCheck'));

async function renderIn(language: 'fr' | 'pt') {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['forms', 'choices']);
  render(<AbstractForm onOutcome={() => undefined} />);
}

function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => ({
      label: option.textContent,
      value: (option as HTMLOptionElement).value,
    }));
}

describe('AbstractForm in French and Portuguese', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows French labels and the glossary subtheme titles, sending the English values', async () => {
    await renderIn('fr');

    expect(screen.getByLabelText(/^Nom complet/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Titre du résumé/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fichier du résumé/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre le résumé' })).toBeInTheDocument();

    const subthemes = optionsOf(screen.getByLabelText(/^Sous-thème/));
    expect(subthemes[0]).toEqual({ label: 'Sélectionnez un sous-thème', value: '' });
    expect(subthemes.slice(1).map(({ value }) => value)).toEqual([...subthemeTitles]);
    expect(subthemes).toContainEqual({
      label: "Exploiter les données géospatiales et l'IA",
      value: 'Harnessing Geospatial Data and AI',
    });
    expect(optionsOf(screen.getByLabelText(/^Langue/))).toEqual([
      { label: 'Anglais', value: 'English' },
      { label: 'Français', value: 'French' },
      { label: 'Portugais', value: 'Portuguese' },
    ]);
    expect(optionsOf(screen.getByLabelText(/^Type de présentation/))).toEqual([
      { label: 'Communication orale', value: 'Oral Presentation' },
      { label: 'Poster', value: 'Poster Presentation' },
    ]);
  });

  it('shows Portuguese labels and options', async () => {
    await renderIn('pt');

    expect(screen.getByLabelText(/^Afiliação/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submeter resumo' })).toBeInTheDocument();
    expect(optionsOf(screen.getByLabelText(/^Subtema/))).toContainEqual({
      label: 'Geoeducação e capacitação',
      value: 'Geo-education & Capacity Building',
    });
    expect(optionsOf(screen.getByLabelText(/^Língua/))).toContainEqual({
      label: 'Português',
      value: 'Portuguese',
    });
    expect(optionsOf(screen.getByLabelText(/^Tipo de apresentação/))).toContainEqual({
      label: 'Póster',
      value: 'Poster Presentation',
    });
  });
});
