import { describe, expect, it } from 'vitest';
import { badgesPath } from './BadgesSection';

describe('the badges print run', () => {
  it("asks the api for the filter's badges, leaving out the choices left at Any", () => {
    expect(
      badgesPath({
        paymentStatus: 'verified',
        participantCategory: '',
        checkedIn: 'no',
        changedSince: '',
        layout: 'one-per-page',
      }),
    ).toBe('/admin/badges?paymentStatus=verified&checkedIn=no&layout=one-per-page');
  });

  it('sends the time of the last run as an instant', () => {
    const path = badgesPath({
      paymentStatus: '',
      participantCategory: 'student',
      checkedIn: '',
      changedSince: '2025-09-30T18:00',
      layout: 'a4-sheet',
    });
    const query = new URL(path, 'http://localhost').searchParams;
    expect(query.get('participantCategory')).toBe('student');
    expect(new Date(query.get('changedSince') ?? '').toISOString()).toBe(
      new Date('2025-09-30T18:00').toISOString(),
    );
    expect(query.get('layout')).toBe('a4-sheet');
  });
});
