import {
  isProgrammeDay,
  programmeClashes,
  programmeDays,
  type ClashSession,
  type ClashTalk,
} from './programme.js';

function talk(id: string, fields: Partial<ClashTalk> = {}): ClashTalk {
  return {
    abstractId: id,
    reference: `ABS-000${id}`,
    title: `Talk ${id}`,
    presenter: `Presenter ${id}`,
    presenterEmail: `presenter-${id}@example.org`,
    decision: 'oral',
    start: null,
    end: null,
    ...fields,
  };
}

function session(id: string, fields: Partial<ClashSession> = {}): ClashSession {
  return {
    id,
    title: `Session ${id}`,
    day: '2025-10-01',
    start: '09:00',
    end: '10:30',
    room: `Room ${id}`,
    kind: 'oral',
    talks: [],
    ...fields,
  };
}

describe('programme days', () => {
  it('are the five days of the conference, 1 to 5 October 2025', () => {
    expect(programmeDays).toEqual([
      '2025-10-01',
      '2025-10-02',
      '2025-10-03',
      '2025-10-04',
      '2025-10-05',
    ]);
    expect(isProgrammeDay('2025-10-05')).toBe(true);
    expect(isProgrammeDay('2025-09-30')).toBe(false);
    expect(isProgrammeDay('2025-10-06')).toBe(false);
  });
});

describe('programmeClashes', () => {
  it('finds nothing in a programme where everyone and every room is in one place at a time', () => {
    expect(
      programmeClashes({
        sessions: [
          session('1', {
            room: 'Hall A',
            talks: [
              talk('1', { start: '09:00', end: '09:15' }),
              talk('2', { start: '09:15', end: '09:30' }),
            ],
          }),
          // The same room right after the first session ends.
          session('2', { room: 'hall a ', start: '10:30', end: '11:00' }),
          // The same room and hours on another day.
          session('3', { room: 'Hall A', day: '2025-10-02' }),
          session('4', {
            kind: 'poster',
            start: '11:00',
            end: '12:00',
            talks: [talk('5', { decision: 'poster', presenterEmail: 'presenter-1@example.org' })],
          }),
        ],
      }),
    ).toEqual([]);
  });

  it('reports a room booked by two sessions that overlap on the same day', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', { room: 'Hall A', title: 'Groundwater' }),
        session('2', { room: 'HALL A', title: 'Mining', start: '10:00', end: '11:00' }),
      ],
    });
    expect(clashes).toEqual([
      {
        kind: 'room',
        message:
          'Hall A is booked twice: "Groundwater" (Wednesday 1 October 09:00-10:30) and "Mining" (Wednesday 1 October 10:00-11:00)',
        sessionIds: ['1', '2'],
        abstractIds: [],
      },
    ]);
  });

  it('reports a presenter in two sessions at overlapping times, matched by e-mail', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', { talks: [talk('1', { start: '09:00', end: '09:15' })] }),
        session('2', {
          talks: [
            talk('2', {
              start: '09:10',
              end: '09:25',
              presenter: 'Presenter 1',
              presenterEmail: 'PRESENTER-1@example.org',
            }),
          ],
        }),
      ],
    });
    expect(clashes.map((clash) => [clash.kind, clash.message])).toEqual([
      [
        'presenter',
        'Presenter 1 presents in two places at once: ABS-0001 in "Session 1" (Wednesday 1 October 09:00-09:15) and ABS-0002 in "Session 2" (Wednesday 1 October 09:10-09:25)',
      ],
    ]);
  });

  it('tells presenters without an e-mail apart by name, any case or accent', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', {
          talks: [
            talk('1', {
              start: '09:00',
              end: '09:15',
              presenter: 'Amélie Nsubuga',
              presenterEmail: '',
            }),
          ],
        }),
        session('2', {
          talks: [
            talk('2', {
              start: '09:10',
              end: '09:25',
              presenter: ' amelie nsubuga ',
              presenterEmail: '',
            }),
            talk('3', {
              start: '09:00',
              end: '09:25',
              presenter: 'Amina Nsubuga',
              presenterEmail: '',
            }),
          ],
        }),
      ],
    });
    expect(clashes.filter((clash) => clash.kind === 'presenter').map((c) => c.abstractIds)).toEqual(
      [['1', '2']],
    );
  });

  it('counts the whole poster session as the time a poster presenter is busy', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', { talks: [talk('1', { start: '10:00', end: '10:15' })] }),
        session('2', {
          kind: 'poster',
          start: '10:10',
          end: '11:00',
          talks: [talk('2', { decision: 'poster', presenterEmail: 'presenter-1@example.org' })],
        }),
      ],
    });
    expect(clashes.map((clash) => clash.kind)).toEqual(['presenter']);
    expect(clashes[0]!.abstractIds).toEqual(['1', '2']);
  });

  it('reports a talk outside its session and two talks that overlap in one session', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', {
          title: 'Groundwater',
          talks: [
            talk('1', { start: '08:50', end: '09:05' }),
            talk('2', { start: '09:00', end: '09:15' }),
            talk('3', { start: '10:20', end: '10:35' }),
          ],
        }),
      ],
    });
    expect(clashes.map((clash) => clash.message)).toEqual([
      'ABS-0001 "Talk 1" (08:50-09:05) is outside the time of its session "Groundwater" (09:00-10:30)',
      'ABS-0003 "Talk 3" (10:20-10:35) is outside the time of its session "Groundwater" (09:00-10:30)',
      'In "Groundwater", ABS-0001 (08:50-09:05) overlaps ABS-0002 (09:00-09:15)',
    ]);
  });

  it('reports an oral abstract in a poster session and a poster in an oral session', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', { title: 'Talks', talks: [talk('1', { decision: 'poster' })] }),
        session('2', {
          title: 'Posters',
          kind: 'poster',
          start: '11:00',
          end: '12:00',
          talks: [talk('2')],
        }),
      ],
    });
    expect(clashes.map((clash) => clash.message)).toEqual([
      'ABS-0001 "Talk 1" was accepted as a poster but sits in the oral session "Talks"',
      'ABS-0002 "Talk 2" was accepted as an oral talk but sits in the poster session "Posters"',
    ]);
  });

  it('reports a placed abstract the committee no longer accepts or its author withdrew', () => {
    const clashes = programmeClashes({
      sessions: [
        session('1', {
          title: 'Talks',
          talks: [
            talk('1', { decision: 'reject', start: '09:00', end: '09:15' }),
            talk('2', { withdrawn: true, start: '09:15', end: '09:30' }),
          ],
        }),
      ],
    });
    expect(clashes.map((clash) => clash.message)).toEqual([
      'ABS-0001 "Talk 1" is no longer accepted: remove it from "Talks"',
      'ABS-0002 "Talk 2" is withdrawn by its author: remove it from "Talks"',
    ]);
  });

  it('reports a talk without a time in an oral session, as when a poster session becomes oral', () => {
    const clashes = programmeClashes({
      sessions: [session('1', { title: 'Talks', talks: [talk('1')] })],
    });
    expect(clashes.map((clash) => clash.message)).toEqual([
      'ABS-0001 "Talk 1" has no time in the oral session "Talks": move it to a start time',
    ]);
  });
});
