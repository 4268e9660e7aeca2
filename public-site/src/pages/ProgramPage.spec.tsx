import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldTripSites } from '../content/fieldtrip';
import { ProgramPage } from './ProgramPage';

function renderPage() {
  render(
    <MemoryRouter>
      <ProgramPage />
    </MemoryRouter>,
  );
}

function day(number: number) {
  return screen.getByRole('article', { name: `Day ${number}` });
}

function sessionTitles(number: number) {
  return within(day(number))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('ProgramPage', () => {
  it('shows five days from 1 to 5 October 2025', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Program' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const dates = [1, 2, 3, 4, 5].map((number) =>
      within(day(number))
        .getByText(/October 2025/)
        .getAttribute('datetime'),
    );
    expect(dates).toEqual(['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-04', '2025-10-05']);
  });

  it('runs day 1 and day 2 by morning, afternoon and evening as the programme data lists them', () => {
    renderPage();
    expect(sessionTitles(1)).toEqual([
      'Opening ceremony and keynote addresses',
      'Plenary session',
      '30 years celebration',
    ]);
    expect(sessionTitles(2)).toEqual([
      'Keynote address and paper presentations',
      'Paper presentations and workshops',
      'Prize awards',
    ]);
    for (const number of [1, 2]) {
      const parts = within(day(number))
        .getAllByText(/^(Morning|Afternoon|Evening)$/)
        .map((part) => part.textContent);
      expect(parts).toEqual(['Morning', 'Afternoon', 'Evening']);
    }
  });

  it('names all six field-trip sites across days 3 to 5', () => {
    renderPage();
    const named = [3, 4, 5].flatMap((number) =>
      within(within(day(number)).getByRole('list', { name: 'Sites visited' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(named).toHaveLength(6);
    for (const site of fieldTripSites) {
      expect(named.some((text) => text?.startsWith(site.name))).toBe(true);
    }
  });

  it('shows no session times', () => {
    renderPage();
    const sessions = [1, 2].map((number) => day(number).textContent ?? '');
    for (const text of sessions) expect(text).not.toMatch(/\d{1,2}:\d{2}/);
  });
});
