import {
  abstractAuthorMessages,
  comparableText,
  checkAbstractAuthors,
  countWords,
  numberAffiliations,
  splitKeywords,
} from './abstract-authors.js';

describe("an abstract's authors", () => {
  it('counts words as a reader does, in every language', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Lithium-bearing pegmatites, (Ankole belt) — 2.5 km wide. ')).toBe(7);
    expect(countWords("L'étude des roches d’Afrique de l'Est")).toBe(6);
    expect(countWords('Geologia económica: São Tomé e Príncipe')).toBe(6);
  });

  it('splits keywords on commas and semicolons and drops empty ones', () => {
    expect(splitKeywords(' lithium; pegmatite,, Uganda ;')).toEqual([
      'lithium',
      'pegmatite',
      'Uganda',
    ]);
  });

  it('numbers shared affiliations once, in order of first appearance', () => {
    expect(
      numberAffiliations([
        { affiliation: 'Makerere University' },
        { affiliation: 'UCAD' },
        { affiliation: 'Makerere University' },
      ]),
    ).toEqual({ affiliations: ['Makerere University', 'UCAD'], numbers: [1, 2, 1] });
  });

  it('trims the authors and lower-cases their addresses', () => {
    expect(
      checkAbstractAuthors(
        JSON.stringify([
          {
            name: ' Grace Nakato ',
            affiliation: 'Makerere',
            email: 'Grace@Example.org',
            presenting: true,
          },
          { name: 'Amina Diallo', affiliation: 'UCAD', country: ' Senegal ' },
        ]),
      ),
    ).toEqual({
      ok: true,
      authors: [
        {
          name: 'Grace Nakato',
          affiliation: 'Makerere',
          email: 'grace@example.org',
          presenting: true,
        },
        { name: 'Amina Diallo', affiliation: 'UCAD', country: 'Senegal', presenting: false },
      ],
    });
  });

  it.each([
    ['an empty list', [], abstractAuthorMessages.authorsUnreadable],
    [
      'no presenter',
      [{ name: 'A', affiliation: 'B', email: 'a@example.org' }],
      abstractAuthorMessages.noPresenter,
    ],
    [
      'a bad address',
      [{ name: 'A', affiliation: 'B', email: 'not an address', presenting: true }],
      abstractAuthorMessages.authorEmail,
    ],
    [
      'no affiliation',
      [{ name: 'A', affiliation: '', presenting: true }],
      abstractAuthorMessages.authorAffiliation,
    ],
  ])('refuses %s', (_case, authors, message) => {
    expect(checkAbstractAuthors(authors)).toEqual({ ok: false, message });
  });
});

describe('comparing affiliations', () => {
  it('ignores case, accents, and spaces around and between words', () => {
    expect(comparableText('  Université  Félix Houphouët-Boigny ')).toBe(
      comparableText('universite felix houphouet-boigny'),
    );
    expect(comparableText('Makerere University')).not.toBe(comparableText('Kyambogo University'));
  });
});
