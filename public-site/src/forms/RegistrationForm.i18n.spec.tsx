import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { RegistrationForm } from './RegistrationForm';

vi.mock('../captcha/RobotCheck', async () => await import('./testing/FakeRobotCheck'));

async function renderIn(language: 'fr' | 'pt') {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['forms', 'choices']);
  render(
    <MemoryRouter>
      <RegistrationForm tier="early-bird" />
    </MemoryRouter>,
  );
}

/** The visible labels of a select's options, and the values the form sends. */
function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => ({
      label: option.textContent,
      value: (option as HTMLOptionElement).value,
    }));
}

describe('RegistrationForm in French and Portuguese', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows French labels and options, sends the English values and prices in Intl currency', async () => {
    await renderIn('fr');

    expect(screen.getByText('Informations personnelles')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prénom/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Adresse e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Envoyer l'inscription" })).toBeInTheDocument();

    const titles = optionsOf(screen.getByLabelText(/^Civilité/));
    expect(titles).toContainEqual({ label: 'Pr', value: 'Prof.' });
    expect(titles).toContainEqual({ label: 'Autre', value: 'Other' });
    expect(optionsOf(screen.getByLabelText(/^Genre/))).toContainEqual({
      label: 'Femme',
      value: 'Female',
    });

    const categories = optionsOf(screen.getByLabelText(/^Catégorie de participant/));
    const student = categories.find(({ value }) => value === 'student');
    // 50,00 $US with the narrow no-break spaces of French number formatting.
    expect(student?.label).toMatch(/^Étudiant\(e\) - 50,00\s\$US$/);

    expect(screen.getByLabelText('Intervenant(e)')).toHaveAttribute('value', 'presenter');
    const fieldTrip = screen.getByRole('group', { name: /excursion géologique/ });
    expect(fieldTrip).toHaveTextContent('du 3 au 5 octobre 2025');
    expect(within(fieldTrip).getByLabelText('Oui')).toHaveAttribute('value', 'Yes');
    expect(screen.queryByText('Personal Information')).not.toBeInTheDocument();
  });

  it('shows Portuguese labels and options', async () => {
    await renderIn('pt');

    expect(screen.getByText('Dados pessoais')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome próprio/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar inscrição' })).toBeInTheDocument();
    expect(optionsOf(screen.getByLabelText(/^Género/))).toContainEqual({
      label: 'Prefiro não responder',
      value: 'Prefer not to say',
    });
    const categories = optionsOf(screen.getByLabelText(/^Categoria de participante/));
    expect(categories.find(({ value }) => value === 'member')?.label).toMatch(
      /^Membro da AAWG - 100,00\sUS\$$/,
    );
    expect(screen.getByLabelText('Participante')).toHaveAttribute('value', 'attendee');
    expect(screen.getByRole('group', { name: /excursão de campo/ })).toHaveTextContent(
      'de 3 a 5 de outubro de 2025',
    );
  });
});
