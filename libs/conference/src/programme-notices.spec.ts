import type { PublishedDay, PublishedSession, PublishedTalk } from './programme.js';
import { presenterSlotChanges } from './programme-notices.js';

function talk(
  reference: string,
  start: string | null = null,
  end: string | null = null,
): PublishedTalk {
  return {
    reference,
    title: `Talk ${reference}`,
    presenter: `Presenter ${reference}`,
    authors: [],
    start,
    end,
  };
}

function session(
  fields: Partial<PublishedSession> & Pick<PublishedSession, 'talks'>,
): PublishedSession {
  return {
    id: '1',
    title: 'Groundwater',
    subtheme: 'Water Supply and Geosciences',
    kind: 'oral',
    start: '09:00',
    end: '10:30',
    room: 'Hall A',
    chair: null,
    ...fields,
  };
}

const day = (date: string, ...sessions: PublishedSession[]): PublishedDay => ({ date, sessions });

describe('presenter slot changes between two publications', () => {
  const first = [
    day(
      '2025-10-01',
      session({ talks: [talk('ABS-0001', '09:00', '09:15'), talk('ABS-0002', '09:15', '09:30')] }),
      session({ id: '2', title: 'Posters', kind: 'poster', talks: [talk('ABS-0003')] }),
    ),
  ];

  it('places every presenter of the first publication, posters with their place', () => {
    const changes = presenterSlotChanges([], first);
    expect(changes.map((change) => [change.reference, change.kind])).toEqual([
      ['ABS-0001', 'placed'],
      ['ABS-0002', 'placed'],
      ['ABS-0003', 'placed'],
    ]);
    expect(changes[2]!.after).toEqual({
      sessionTitle: 'Posters',
      kind: 'poster',
      room: 'Hall A',
      day: '2025-10-01',
      start: '09:00',
      end: '10:30',
      position: 1,
    });
  });

  it('finds nothing when the programme is published again unchanged', () => {
    expect(presenterSlotChanges(first, first)).toEqual([]);
  });

  it('tells a moved talk its old and new slot, and a removed one that it left', () => {
    const next = [
      day(
        '2025-10-01',
        session({
          talks: [talk('ABS-0001', '09:00', '09:15'), talk('ABS-0002', '10:00', '10:15')],
        }),
      ),
    ];
    const changes = presenterSlotChanges(first, next);
    expect(changes).toEqual([
      {
        reference: 'ABS-0002',
        kind: 'moved',
        before: expect.objectContaining({ start: '09:15', end: '09:30' }),
        after: expect.objectContaining({ start: '10:00', end: '10:15' }),
      },
      {
        reference: 'ABS-0003',
        kind: 'removed',
        before: expect.objectContaining({ sessionTitle: 'Posters', position: 1 }),
        after: null,
      },
    ]);
  });

  it('counts a room change of the session as a move for each of its talks', () => {
    const next = [
      day(
        '2025-10-01',
        session({
          room: 'Hall B',
          talks: [talk('ABS-0001', '09:00', '09:15'), talk('ABS-0002', '09:15', '09:30')],
        }),
        session({ id: '2', title: 'Posters', kind: 'poster', talks: [talk('ABS-0003')] }),
      ),
    ];
    expect(presenterSlotChanges(first, next).map((change) => change.reference)).toEqual([
      'ABS-0001',
      'ABS-0002',
    ]);
  });
});
