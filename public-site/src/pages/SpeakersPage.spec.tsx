import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeholderImage } from '../content/gallery';
import { speakers } from '../content/speakers';
import { SpeakersPage } from './SpeakersPage';

function renderPage() {
  render(
    <MemoryRouter>
      <SpeakersPage />
    </MemoryRouter>,
  );
}

// The keynotes are the page's own text; the programme's presenters below them stay loading here
// (their own spec answers the programme).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SpeakersPage', () => {
  it('shows eight speaker cards and the coming-soon placeholder', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Keynote Speakers' })).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(cards.filter((card) => within(card).queryByRole('img'))).toHaveLength(8);
    expect(screen.getByRole('article', { name: 'More speakers coming soon' })).toBeInTheDocument();
  });

  it('shows each speaker with title, organization, topic, bio, portrait and accolades', () => {
    renderPage();
    expect(new Set(speakers.map((speaker) => speaker.id)).size).toBe(8);
    for (const speaker of speakers) {
      const card = screen.getByRole('article', { name: speaker.name });
      expect(within(card).getByText(speaker.title)).toBeVisible();
      expect(within(card).getByText(speaker.organization)).toBeVisible();
      expect(within(card).getByText(speaker.topic)).toBeVisible();
      expect(within(card).getByText(speaker.bio)).toBeVisible();
      expect(within(card).getByRole('img')).toHaveAttribute('src', speaker.imageUrl);
      const accolades = within(card).getAllByRole('listitem');
      expect(accolades.map((item) => item.textContent)).toEqual(speaker.accolades);
      expect(accolades.length).toBeGreaterThan(0);
    }
  });

  it('links to registration and to the program', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(screen.getByRole('link', { name: 'View Program' })).toHaveAttribute('href', '/program');
  });

  it('falls back to the placeholder when a portrait fails to load', () => {
    renderPage();
    const firstSpeaker = speakers[0];
    if (!firstSpeaker) throw new Error('no speakers');
    const portrait = within(screen.getByRole('article', { name: firstSpeaker.name })).getByRole(
      'img',
    );
    fireEvent.error(portrait);
    expect(portrait).toHaveAttribute('src', placeholderImage.src);
  });
});
