import { screen, within } from '@testing-library/react';
import { footerImportantDates } from '@caawg11/conference';
import { i18n } from '../i18n/i18n';
import { renderWithRouter } from '../testing/renderWithRouter';
import { FooterContent } from './Footer';

const importantDates = () =>
  within(
    screen.getByRole('heading', { name: /Important Dates|Dates importantes|Datas importantes/ })
      .parentElement!,
  )
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Footer', () => {
  it("lists the edition's important dates word for word in English", () => {
    renderWithRouter(
      <footer>
        <FooterContent />
      </footer>,
    );
    expect(importantDates()).toEqual(
      footerImportantDates.map((item) => `${item.date}${item.event}`),
    );
  });

  it.each([
    [
      'fr',
      [
        '30 juin 2025Date limite de soumission des résumés',
        "juillet 2025Notifications d'acceptation",
        '1 octobreCélébration du 30e anniversaire',
        '1-2 octobreConférence',
        '3-5 octobre 2025Excursion géologique',
      ],
      '/fr/registration',
    ],
    [
      'pt',
      [
        '30 de junho de 2025Prazo de submissão de resumos',
        'julho de 2025Notificações de aceitação',
        '1 de outubroCelebração do 30.º aniversário',
        '1-2 de outubroConferência',
        '3-5 de outubro de 2025Excursão de campo',
      ],
      '/pt/registration',
    ],
  ])(
    'speaks %s, dates formatted for the language, links kept in it',
    async (language, dates, registration) => {
      await i18n.changeLanguage(language);
      try {
        renderWithRouter(
          <footer>
            <FooterContent />
          </footer>,
          { path: `/${language}` },
        );
        expect(importantDates()).toEqual(dates);
        expect(screen.getByRole('link', { name: /Inscription|Inscrição/ })).toHaveAttribute(
          'href',
          registration,
        );
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );
});
