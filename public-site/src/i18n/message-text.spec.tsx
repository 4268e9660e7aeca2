import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type AbstractRequest } from '@caawg11/conference';
import { optOutOfReminders, submitAbstract } from '../forms/calls';
import { callAt, installFakeXhr, lastXhr, stubFetch } from '../forms/testing/network';
import { i18n, messagesNamespace } from './i18n';
import { useMessageText } from './message-text';

function Messages({ texts }: { texts: string[] }) {
  const messageText = useMessageText();
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{messageText(text)}</li>
      ))}
    </ul>
  );
}

const abstract: AbstractRequest = {
  fullName: 'Esther Mukasa',
  affiliation: 'Uganda Geological Survey',
  email: 'esther.mukasa@example.org',
  phone: '',
  abstractTitle: 'Lithium pegmatites',
  subtheme: 'Critical Minerals and the Green Economy',
  language: 'French',
  presentationType: 'Poster Presentation',
  comments: '',
  recaptchaToken: 'token',
};

describe('useMessageText', () => {
  afterEach(async () => {
    // Unmounted first, so the page's return to English re-renders nothing.
    cleanup();
    await i18n.changeLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the English of an English page as it is, with nothing fetched', () => {
    render(<Messages texts={[messages.required, messages.tooLong(80)]} />);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 80 characters')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', messagesNamespace)).toBe(false);
  });

  it('words the messages of a French page in French, parameters and all', async () => {
    await i18n.changeLanguage('fr');
    render(
      <Messages
        texts={[
          messages.required,
          messages.tooLong(80),
          messages.tooManyRequestsRetryIn(42),
          'A text no catalogue knows',
        ]}
      />,
    );
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Ce champ ne doit pas dépasser 80 caractères')).toBeInTheDocument();
    expect(
      screen.getByText('Trop de demandes. Veuillez réessayer dans 42 secondes.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A text no catalogue knows')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('pt', messagesNamespace)).toBe(false);
  });

  it('words the messages of a Portuguese page in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    render(
      <Messages texts={[messages.abstract.subtheme, messages.tooManyRequestsRetryIn(3900)]} />,
    );
    expect(await screen.findByText('Selecione um subtema para o seu resumo')).toBeInTheDocument();
    expect(
      screen.getByText('Demasiados pedidos. Tente novamente dentro de 1 hora e 5 minutos.'),
    ).toBeInTheDocument();
  });

  it('follows the page when the visitor switches language', async () => {
    await i18n.changeLanguage('fr');
    render(<Messages texts={[messages.invalidEmail]} />);
    expect(await screen.findByText("Format d'adresse e-mail non valide")).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });
});

describe("the api calls ask for the page's language", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    vi.unstubAllGlobals();
  });

  it('sends English from an English page', () => {
    const calls = stubFetch();
    void optOutOfReminders('t').catch(() => undefined);
    expect(new Headers(callAt(calls, 0).init.headers).get('Accept-Language')).toBe('en');
  });

  it('sends French and Portuguese from pages in them, on JSON calls and uploads', async () => {
    await i18n.changeLanguage('fr');
    const calls = stubFetch();
    void optOutOfReminders('t').catch(() => undefined);
    expect(new Headers(callAt(calls, 0).init.headers).get('Accept-Language')).toBe('fr');

    await i18n.changeLanguage('pt');
    installFakeXhr();
    void submitAbstract(
      abstract,
      { abstractText: '', keywords: '' },
      new File(['x'], 'abstract.docx'),
    ).catch(() => undefined);
    expect(lastXhr().headers['Accept-Language']).toBe('pt');
  });
});
