import type { RowDataPacket } from 'mysql2/promise';
import type {
  AbstractReviewer,
  AssignedReviews,
  CommitteeDetail,
  CommitteeList,
  ReviewScreen,
  ReviewSettings,
} from '@caawg11/conference';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { insertAbstractSubmission } from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const water = 'Water Supply and Geosciences';
const ethics = 'Geoethics and Inclusive Development';

describe('peer review: settings, who reviews what, reviews and the committee', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM reviews');
    await t.db.query('DELETE FROM review_conflicts');
    await t.db.query('DELETE FROM review_assignments');
    await t.db.query('UPDATE abstracts SET duplicate_of_id = NULL, decision = NULL');
    await t.db.query('DELETE FROM abstracts');
    t.setNow('2025-07-10T09:00:00Z');
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  async function reviewerFor(subthemes: string[], email?: string): Promise<TestUser> {
    const reviewer = await createUser(t, 'reviewer', email);
    await t.db.query('UPDATE users SET subthemes = ? WHERE id = ?', [
      JSON.stringify(subthemes),
      reviewer.id,
    ]);
    return reviewer;
  }

  async function settings(): Promise<ReviewSettings> {
    return (await call('GET', '/api/admin/review/settings', admin)).json<{
      data: ReviewSettings;
    }>().data;
  }

  async function openWindow(anonymous = true): Promise<ReviewSettings> {
    const current = await settings();
    const saved = await call('PUT', '/api/admin/review/settings', admin, {
      ...current,
      opensOn: '2025-07-01',
      closesOn: '2025-07-31',
      anonymous,
    });
    expect(saved.statusCode).toBe(200);
    return saved.json<{ data: ReviewSettings }>().data;
  }

  async function assigned(reviewer: TestUser): Promise<AssignedReviews> {
    const response = await call('GET', '/api/admin/review/assigned', reviewer);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AssignedReviews }>().data;
  }

  function review(
    reviewer: TestUser,
    id: string,
    questions: ReviewSettings['questions'],
    scores: number[],
    recommendation = 'oral',
  ) {
    return call('PUT', `/api/admin/review/assigned/${id}`, reviewer, {
      scores: questions.map((question, index) => ({
        questionId: question.id,
        score: scores[index],
      })),
      recommendation,
      commentToCommittee: `Comment on ${id}`,
      commentToAuthors: 'Please shorten the introduction.',
    });
  }

  it('seeds three questions, saves the window and the questions, and keeps questions with reviews', async () => {
    const seeded = await settings();
    expect(seeded).toMatchObject({ opensOn: null, closesOn: null, anonymous: true });
    expect(seeded.questions.map((question) => [question.label, question.scaleMax])).toEqual([
      ['Relevance to the subtheme', 5],
      ['Scientific quality', 5],
      ['Clarity', 5],
    ]);

    const wrongOrder = await call('PUT', '/api/admin/review/settings', admin, {
      ...seeded,
      opensOn: '2025-07-31',
      closesOn: '2025-07-01',
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json<{ message: string }>().message).toBe(
      'The review window must close on or after the day it opens',
    );
    const badScale = await call('PUT', '/api/admin/review/settings', admin, {
      ...seeded,
      questions: [{ label: 'Originality', scaleMax: 1, weight: 1 }],
    });
    expect(badScale.json<{ message: string }>().message).toBe(
      'Please give each question a scale from 2 to 10',
    );

    const reordered = await call('PUT', '/api/admin/review/settings', admin, {
      opensOn: '2025-07-01',
      closesOn: '2025-07-31',
      anonymous: false,
      questions: [
        { ...seeded.questions[1], weight: 2 },
        seeded.questions[0],
        { label: 'Originality', scaleMax: 10, weight: 0.5 },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    const saved = reordered.json<{ data: ReviewSettings }>().data;
    expect(saved.questions.map((question) => [question.label, question.weight])).toEqual([
      ['Scientific quality', 2],
      ['Relevance to the subtheme', 1],
      ['Originality', 0.5],
    ]);
    expect(saved.anonymous).toBe(false);
    const [audit] = await rows<RowDataPacket>(
      t,
      "SELECT entity_type FROM audit_log WHERE action = 'review-settings.changed'",
    );
    expect(audit?.entity_type).toBe('review-settings');

    const abstract = await insertAbstractSubmission(t, { subtheme: water });
    const reviewer = await reviewerFor([water]);
    expect((await review(reviewer, abstract, saved.questions, [3, 4, 7])).statusCode).toBe(200);
    const dropped = await call('PUT', '/api/admin/review/settings', admin, {
      ...saved,
      questions: saved.questions.slice(0, 2),
    });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json<{ message: string }>().message).toBe(
      'The question "Originality" already has reviews against it, so it cannot be deleted.',
    );
    expect((await settings()).questions).toHaveLength(3);
    const rescaled = await call('PUT', '/api/admin/review/settings', admin, {
      ...saved,
      questions: [saved.questions[0], saved.questions[1], { ...saved.questions[2], scaleMax: 5 }],
    });
    expect(rescaled.statusCode).toBe(409);
    expect(rescaled.json<{ message: string }>().message).toBe(
      'The scale of "Originality" cannot change: it already has reviews against it.',
    );

    // Back to the seeded set for the other tests.
    await t.db.query('DELETE FROM reviews');
    const restored = await call('PUT', '/api/admin/review/settings', admin, {
      opensOn: null,
      closesOn: null,
      anonymous: true,
      questions: [saved.questions[1], { ...saved.questions[0], weight: 1 }],
    });
    expect(restored.statusCode).toBe(200);
  });

  it('gives a reviewer their subthemes, minus co-authored and conflicted abstracts, plus reassignments', async () => {
    const reviewer = await reviewerFor([water], 'hydro.reviewer@example.org');
    const own = await insertAbstractSubmission(t, {
      subtheme: water,
      email: 'hydro.reviewer@example.org',
    });
    const first = await insertAbstractSubmission(t, { subtheme: water });
    const second = await insertAbstractSubmission(t, { subtheme: water });
    const elsewhere = await insertAbstractSubmission(t, { subtheme: ethics });
    const withdrawn = await insertAbstractSubmission(t, { subtheme: water, status: 'withdrawn' });
    const duplicate = await insertAbstractSubmission(t, { subtheme: water });
    await t.db.query(
      "UPDATE abstracts SET decision = 'duplicate', duplicate_of_id = ? WHERE id = ?",
      [first, duplicate],
    );

    const ids = async () => (await assigned(reviewer)).abstracts.map((item) => item.id);
    expect(await ids()).toEqual([first, second, duplicate]);
    for (const hidden of [own, elsewhere, withdrawn]) {
      expect((await call('GET', `/api/admin/review/assigned/${hidden}`, reviewer)).statusCode).toBe(
        404,
      );
    }

    const conflict = await call('POST', `/api/admin/review/assigned/${second}/conflict`, reviewer);
    expect(conflict.statusCode).toBe(200);
    expect(conflict.json<{ message: string }>().message).toBe(
      'Conflict of interest declared: the abstract has left your list.',
    );
    expect(await ids()).toEqual([first, duplicate]);

    // The committee takes the reviewer off one abstract and gives them another subtheme's.
    const reassigned = await call('PUT', `/api/admin/review/committee/${first}/reviewers`, admin, {
      reviewerIds: [],
    });
    expect(reassigned.statusCode).toBe(200);
    await call('PUT', `/api/admin/review/committee/${elsewhere}/reviewers`, admin, {
      reviewerIds: [reviewer.id],
    });
    expect(await ids()).toEqual([elsewhere, duplicate]);
    const dialog = await call('GET', `/api/admin/review/committee/${second}/reviewers`, admin);
    expect(dialog.json<{ data: AbstractReviewer[] }>().data).toContainEqual({
      userId: reviewer.id,
      email: 'hydro.reviewer@example.org',
      institution: null,
      assigned: false,
      bySubtheme: true,
      excluded: 'conflict',
      reviewed: false,
    });
    // Co-authorship wins over a reassignment: the committee is told why.
    const ownReassigned = await call('PUT', `/api/admin/review/committee/${own}/reviewers`, admin, {
      reviewerIds: [reviewer.id],
    });
    expect(ownReassigned.statusCode).toBe(409);
    expect(ownReassigned.json<{ message: string }>().message).toBe(
      'This reviewer is an author of this abstract',
    );
    expect(await ids()).toEqual([elsewhere, duplicate]);
    expect(
      (
        await call('PUT', `/api/admin/review/committee/${own}/reviewers`, admin, {
          reviewerIds: ['999999'],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('saves reviews only inside the window, with every score on its scale, and counts progress', async () => {
    const { questions } = await settings();
    const reviewer = await reviewerFor([water]);
    const first = await insertAbstractSubmission(t, { subtheme: water });
    const second = await insertAbstractSubmission(t, { subtheme: water });

    const notSet = await review(reviewer, first, questions, [3, 3, 3]);
    expect(notSet.statusCode).toBe(409);
    await openWindow();
    t.setNow('2025-06-30T20:00:00Z');
    expect(
      (await review(reviewer, first, questions, [3, 3, 3])).json<{ message: string }>().message,
    ).toBe('Reviews cannot be saved yet: the review window opens on 2025-07-01.');
    t.setNow('2025-07-10T09:00:00Z');

    const outOfScale = await review(reviewer, first, questions, [3, 6, 3]);
    expect(outOfScale.statusCode).toBe(400);
    expect(outOfScale.json<{ message: string }>().message).toBe(
      `Please score "${questions[1]!.label}" from 1 to 5`,
    );
    const missing = await call('PUT', `/api/admin/review/assigned/${first}`, reviewer, {
      scores: [{ questionId: questions[0]!.id, score: 3 }],
      recommendation: 'oral',
      commentToCommittee: 'Fine',
    });
    expect(missing.json<{ message: string }>().message).toBe('Please answer every question');
    const noComment = await call('PUT', `/api/admin/review/assigned/${first}`, reviewer, {
      scores: questions.map((question) => ({ questionId: question.id, score: 2 })),
      recommendation: 'oral',
      commentToCommittee: '  ',
    });
    expect(noComment.json<{ message: string }>().message).toBe(
      'Please write a comment to the committee',
    );
    const badRecommendation = await call('PUT', `/api/admin/review/assigned/${first}`, reviewer, {
      scores: questions.map((question) => ({ questionId: question.id, score: 2 })),
      recommendation: 'maybe',
      commentToCommittee: 'Fine',
    });
    expect(badRecommendation.json<{ message: string }>().message).toBe(
      'Please choose a recommendation',
    );

    expect(await assigned(reviewer)).toMatchObject({ reviewed: 0, total: 2, window: 'open' });
    const saved = await review(reviewer, first, questions, [5, 4, 3], 'poster');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: ReviewScreen }>().data.review).toMatchObject({
      recommendation: 'poster',
      scores: questions.map((question, index) => ({
        questionId: question.id,
        score: [5, 4, 3][index],
      })),
    });
    // Changed while the window is open: still one review.
    expect((await review(reviewer, first, questions, [1, 1, 1], 'reject')).statusCode).toBe(200);
    const progress = await assigned(reviewer);
    expect(progress).toMatchObject({ reviewed: 1, total: 2 });
    expect(progress.abstracts.map((item) => item.reviewed)).toEqual([true, false]);
    expect(
      await rows<RowDataPacket>(t, 'SELECT recommendation FROM reviews WHERE abstract_id = ?', [
        first,
      ]),
    ).toEqual([{ recommendation: 'reject' }]);
    const [audit] = await rows<RowDataPacket>(
      t,
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'review.saved' AND entity_id = ?",
      [first],
    );
    expect(Number(audit?.n)).toBe(2);

    t.setNow('2025-07-31T21:00:00Z');
    const closed = await review(reviewer, second, questions, [3, 3, 3]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe(
      'Reviews can no longer be saved or changed: the review window closed on 2025-07-31.',
    );
    const screen = await call('GET', `/api/admin/review/assigned/${second}`, reviewer);
    expect(screen.json<{ data: ReviewScreen }>().data.window).toBe('closed');
  });

  it('gives the committee the weighted score, spread, recommendations and reviews side by side', async () => {
    const { questions } = await openWindow();
    const one = await reviewerFor([water], 'one.reviewer@example.org');
    const two = await reviewerFor([water], 'two.reviewer@example.org');
    const high = await insertAbstractSubmission(t, { subtheme: water });
    const low = await insertAbstractSubmission(t, { subtheme: water });
    const none = await insertAbstractSubmission(t, { subtheme: ethics });
    // 5,5,5 is 100; 3,3,3 is 50; 1,1,1 is 0; 2,2,2 is 25.
    await review(one, high, questions, [5, 5, 5], 'oral');
    await review(two, high, questions, [3, 3, 3], 'poster');
    await review(one, low, questions, [1, 1, 1], 'reject');
    await review(two, low, questions, [2, 2, 2], 'reject');

    const list = await call('GET', '/api/admin/review/committee?sort=score&order=desc', admin);
    expect(list.statusCode).toBe(200);
    const body = list.json<CommitteeList>();
    expect(body.count).toBe(3);
    expect(body.data.map((row) => [row.id, row.reviews, row.score, row.spread])).toEqual([
      [high, 2, 75, 50],
      [low, 2, 12.5, 25],
      [none, 0, null, null],
    ]);
    expect(body.data[0]!.recommendations).toEqual({ oral: 1, poster: 1, reject: 0 });
    const ascending = await call('GET', '/api/admin/review/committee?sort=score&order=asc', admin);
    expect(ascending.json<CommitteeList>().data.map((row) => row.id)).toEqual([none, low, high]);
    const filtered = await call(
      'GET',
      `/api/admin/review/committee?subtheme=${encodeURIComponent(ethics)}`,
      admin,
    );
    expect(filtered.json<CommitteeList>().data.map((row) => row.id)).toEqual([none]);
    const paged = await call('GET', '/api/admin/review/committee?limit=1&page=2', admin);
    expect(paged.json<CommitteeList>()).toMatchObject({ count: 3, data: [{ id: low }] });

    const detail = await call('GET', `/api/admin/review/committee/${high}`, admin);
    const reviews = detail.json<{ data: CommitteeDetail }>().data.reviews;
    expect(reviews.map((item) => [item.reviewerEmail, item.score, item.recommendation])).toEqual([
      ['one.reviewer@example.org', 100, 'oral'],
      ['two.reviewer@example.org', 50, 'poster'],
    ]);
    expect(reviews[0]).toMatchObject({
      commentToCommittee: `Comment on ${high}`,
      commentToAuthors: 'Please shorten the introduction.',
    });
    expect((await call('GET', '/api/admin/review/committee', one)).statusCode).toBe(403);
  });

  it('decides one or many, queues the notice again on a change, and checks duplicates', async () => {
    const a = await insertAbstractSubmission(t, { subtheme: water });
    const b = await insertAbstractSubmission(t, { subtheme: water });
    const c = await insertAbstractSubmission(t, { subtheme: ethics });
    await t.db.query(
      'UPDATE abstracts SET decision = ?, decision_notified_at = NOW(3) WHERE id = ?',
      ['reject', a],
    );

    const single = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [a],
      decision: 'oral',
    });
    expect(single.statusCode).toBe(200);
    expect(single.json<{ message: string }>().message).toBe('Decision saved');
    const bulk = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [b, c],
      decision: 'poster',
    });
    expect(bulk.json<{ message: string }>().message).toBe('Decision saved for 2 abstracts');
    const stored = await rows<RowDataPacket>(
      t,
      'SELECT id, decision, decided_at, decision_notified_at FROM abstracts ORDER BY id',
    );
    expect(
      stored.map((row): unknown[] => [String(row.id), row.decision, row.decision_notified_at]),
    ).toEqual([
      [a, 'oral', null],
      [b, 'poster', null],
      [c, 'poster', null],
    ]);
    expect(stored.every((row) => row.decided_at instanceof Date)).toBe(true);
    const [audit] = await rows<RowDataPacket>(
      t,
      "SELECT `before`, `after` FROM audit_log WHERE action = 'abstract.decided' AND entity_id = ?",
      [a],
    );
    expect(audit).toMatchObject({
      before: { decision: 'reject', duplicateOfId: null },
      after: { decision: 'oral', duplicateOfId: null },
    });

    const self = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [c],
      decision: 'duplicate',
      duplicateOfId: c,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json<{ message: string }>().message).toBe(
      'An abstract cannot be a duplicate of itself.',
    );
    const missing = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [c],
      decision: 'duplicate',
      duplicateOfId: '999999',
    });
    expect(missing.json<{ message: string }>().message).toBe(
      'The abstract it duplicates does not exist.',
    );
    const without = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [c],
      decision: 'duplicate',
    });
    expect(without.json<{ message: string }>().message).toBe(
      'Please choose the abstract this one duplicates',
    );
    const stray = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [c],
      decision: 'reject',
      duplicateOfId: a,
    });
    expect(stray.json<{ message: string }>().message).toBe(
      'Only a duplicate points to another abstract.',
    );
    const duplicate = await call('PUT', '/api/admin/review/decisions', admin, {
      ids: [c],
      decision: 'duplicate',
      duplicateOfId: a,
    });
    expect(duplicate.statusCode).toBe(200);
    const [row] = await rows<RowDataPacket>(
      t,
      'SELECT duplicate_of_id FROM abstracts WHERE id = ?',
      [c],
    );
    expect(String(row?.duplicate_of_id)).toBe(a);
    // Back to a plain decision: the pointer goes with the duplicate.
    await call('PUT', '/api/admin/review/decisions', admin, { ids: [c], decision: 'reject' });
    const [again] = await rows<RowDataPacket>(
      t,
      'SELECT duplicate_of_id FROM abstracts WHERE id = ?',
      [c],
    );
    expect(again?.duplicate_of_id).toBeNull();

    // Confirmations count on the committee's screen.
    await t.db.query("UPDATE abstracts SET author_response = 'confirmed' WHERE id = ?", [a]);
    const list = (await call('GET', '/api/admin/review/committee', admin)).json<CommitteeList>();
    expect(list).toMatchObject({ accepted: 2, confirmed: 1 });
    expect(list.data.find((item) => item.id === a)).toMatchObject({
      decision: 'oral',
      notice: 'queued',
      authorResponse: 'confirmed',
    });
    const undecided = await call('GET', '/api/admin/review/committee?decision=poster', admin);
    expect(undecided.json<CommitteeList>().data.map((item) => item.id)).toEqual([b]);
  });

  it('moves an abstract to another subtheme, which moves it between reviewers', async () => {
    const hydro = await reviewerFor([water]);
    const ethicist = await reviewerFor([ethics]);
    const abstract = await insertAbstractSubmission(t, { subtheme: water });
    const moved = await call('PUT', `/api/admin/review/committee/${abstract}/subtheme`, admin, {
      subtheme: ethics,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: CommitteeDetail }>().data.row.subtheme).toBe(ethics);
    expect((await assigned(hydro)).total).toBe(0);
    expect((await assigned(ethicist)).abstracts.map((item) => item.id)).toEqual([abstract]);
    const refused = await call('PUT', `/api/admin/review/committee/${abstract}/subtheme`, admin, {
      subtheme: 'Astrology',
    });
    expect(refused.statusCode).toBe(400);
  });
});
