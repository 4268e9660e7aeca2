import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { RowDataPacket } from 'mysql2/promise';
import type { AdminMembership, InboxDetail } from '@caawg11/conference';
import { bearer, createUser, rows, type TestUser } from './support/admin-fixtures.js';
import { insertMembership } from './support/inbox-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * What every inbox does, shown on the membership applications (the other inboxes share the
 * same code and have their own suites for what is theirs).
 */
describe('an inbox: list, filters, detail, status, assignment, notes and export', () => {
  let t: TestApp;
  let admin: TestUser;
  let communications: TestUser;
  let finance: TestUser;
  let grace: string;
  let olu: string;
  let zaina: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    communications = await createUser(t, 'communications');
    finance = await createUser(t, 'finance');
    grace = await insertMembership(t, {
      name: 'Grace Nakato',
      email: 'grace@example.org',
      organisation: 'Uganda Geological Survey',
      created_at: '2025-06-01 08:00:00.000',
    });
    olu = await insertMembership(t, {
      name: 'Olúwaseun Adébáyọ̀',
      email: 'olu@example.org',
      organisation: 'Lagos State University',
      created_at: '2025-06-02 21:30:00.000',
    });
    zaina = await insertMembership(t, {
      name: 'Zaina Mwangi',
      email: 'zaina@example.org',
      organisation: 'Kenya 100% Geothermal_Co',
      created_at: '2025-06-03 10:00:00.000',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(user.token), payload });
  }

  async function list(query: string, user: TestUser = communications) {
    const response = await call('GET', `/api/admin/memberships${query}`, user);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminMembership[]; count: number }>();
  }

  it('lists newest first in the registrations list shape, with references', async () => {
    const body = await list('');
    expect(body.count).toBe(3);
    expect(body.data.map((item) => item.name)).toEqual([
      'Zaina Mwangi',
      'Olúwaseun Adébáyọ̀',
      'Grace Nakato',
    ]);
    expect(body.data[2]).toMatchObject({
      id: grace,
      reference: `MEM-${grace.padStart(4, '0')}`,
      status: 'new',
      assignee: null,
      email: 'grace@example.org',
      organisation: 'Uganda Geological Survey',
      createdAt: '2025-06-01T08:00:00.000Z',
    });
  });

  it('pages, sorts by a column and counts the whole filter', async () => {
    const page = await list('?sort=name&order=asc&limit=2&page=2');
    expect(page.count).toBe(3);
    expect(page.data.map((item) => item.name)).toEqual(['Zaina Mwangi']);
  });

  it('searches names, e-mails and organisations, with % and _ taken literally', async () => {
    expect((await list('?q=adébáyọ̀')).data.map((item) => item.id)).toEqual([olu]);
    expect((await list('?q=GRACE@')).data.map((item) => item.id)).toEqual([grace]);
    expect((await list('?q=100%25%20Geo')).data.map((item) => item.id)).toEqual([zaina]);
    expect((await list('?q=%25')).data.map((item) => item.id)).toEqual([zaina]);
    expect((await list('?q=l_gos')).count).toBe(0);
  });

  it('filters by day of arrival in conference time (UTC+3)', async () => {
    // 21:30 UTC on 2 June is 00:30 on 3 June in Kampala.
    const third = await list('?from=2025-06-03&to=2025-06-03');
    expect(third.data.map((item) => item.id).sort()).toEqual([olu, zaina].sort());
  });

  it('refuses an unknown status, sort column or date with a message', async () => {
    for (const [query, field, message] of [
      ['?status=accepted', 'status', 'status must be one of: new, approved, declined'],
      ['?sort=password', 'sort', 'sort must be one of'],
      ['?from=2025-02-30', 'from', 'from must be a date (YYYY-MM-DD)'],
      ['?assignee=somebody', 'assignee', 'assignee must be me, none or a team member id'],
    ] as const) {
      const response = await call('GET', `/api/admin/memberships${query}`, communications);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toContain(message);
    }
  });

  it('needs a reason to decline, and tells the applicant through the outbox', async () => {
    const noReason = await call('PUT', `/api/admin/memberships/${olu}/status`, communications, {
      status: 'declined',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ errors: Record<string, string> }>().errors.reason).toBe(
      'Please give a reason: the person who wrote in is told why.',
    );

    const declined = await call('PUT', `/api/admin/memberships/${olu}/status`, communications, {
      status: 'declined',
      reason: 'Membership is open to women geoscientists.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<{ data: AdminMembership }>().data.status).toBe('declined');
    const mails = await rows<RowDataPacket>(
      t,
      "SELECT recipient, payload FROM outbox_messages WHERE template = 'inbox-decision'",
    );
    expect(mails).toEqual([
      {
        recipient: 'olu@example.org',
        payload: expect.objectContaining({
          inbox: 'memberships',
          status: 'declined',
          reason: 'Membership is open to women geoscientists.',
        }) as unknown,
      },
    ]);
  });

  it('refuses a status the inbox does not know, and leaves the record as it was', async () => {
    const response = await call('PUT', `/api/admin/memberships/${grace}/status`, admin, {
      status: 'answered',
    });
    expect(response.statusCode).toBe(400);
    expect((await list(`?status=new`)).data.map((item) => item.id)).toContain(grace);
  });

  it('changes many records at once, skipping those already there, in one audit entry each', async () => {
    const response = await call('PUT', '/api/admin/memberships/status', communications, {
      ids: [grace, zaina, olu],
      status: 'approved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { updated: number } }>().data).toEqual({ updated: 3 });
    const again = await call('PUT', '/api/admin/memberships/status', communications, {
      ids: [grace, zaina],
      status: 'approved',
    });
    expect(again.json<{ data: { updated: number } }>().data).toEqual({ updated: 0 });
    const approvals = await rows<RowDataPacket>(
      t,
      "SELECT COUNT(*) AS n FROM outbox_messages WHERE template = 'inbox-decision' AND JSON_VALUE(payload, '$.status') = 'approved'",
    );
    expect(Number(approvals[0]!.n)).toBe(3);
  });

  it('assigns to an active team member, filters by assignee, and refuses anyone else', async () => {
    const assigned = await call('PUT', `/api/admin/memberships/${grace}/assignee`, admin, {
      userId: communications.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<{ data: AdminMembership }>().data.assignee).toEqual({
      id: communications.id,
      email: communications.email,
    });
    expect((await list('?assignee=me')).data.map((item) => item.id)).toEqual([grace]);
    expect((await list('?assignee=none')).count).toBe(2);
    const nobody = await call('PUT', `/api/admin/memberships/${grace}/assignee`, admin, {
      userId: '999999',
    });
    expect(nobody.statusCode).toBe(400);
  });

  it('keeps internal notes and the record history on the detail', async () => {
    const note = await call('POST', `/api/admin/memberships/${grace}/notes`, communications, {
      body: '  Checked with the secretariat.  ',
    });
    expect(note.statusCode).toBe(201);
    const empty = await call('POST', `/api/admin/memberships/${grace}/notes`, communications, {
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);

    const detail = await call('GET', `/api/admin/memberships/${grace}`, admin);
    expect(detail.statusCode).toBe(200);
    const { data } = detail.json<{ data: InboxDetail<AdminMembership> }>();
    expect(data.notes).toEqual([
      expect.objectContaining({
        author: communications.email,
        body: 'Checked with the secretariat.',
      }),
    ]);
    expect(data.history.map((entry) => [entry.action, entry.actor, entry.after])).toEqual([
      ['inbox.status-changed', communications.email, { status: 'approved' }],
      ['inbox.assigned', admin.email, { assignee: communications.email }],
    ]);
  });

  it('answers 404 for a record that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await call('GET', `/api/admin/memberships/${id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Membership application not found');
    }
  });

  it('exports the filtered list as CSV with a byte order mark and as typed XLSX', async () => {
    const csv = await call('GET', '/api/admin/memberships/export?format=csv&q=Olú', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /filename="memberships-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines]: string[][] = parse(csv.rawPayload.toString('utf8').slice(1));
    expect(lines).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, lines[0]![index]]));
    expect(row).toMatchObject({
      Reference: `MEM-${olu.padStart(4, '0')}`,
      Name: 'Olúwaseun Adébáyọ̀',
      Status: 'approved',
      Received: '2025-06-03 00:30',
    });

    const xlsx = await call(
      'GET',
      '/api/admin/memberships/export?format=xlsx&sort=name&order=asc',
      admin,
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('memberships')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(3).value).toBe('Grace Nakato');
    expect(sheet.getRow(2).getCell(15).value).toBeInstanceOf(Date);
  });

  it('counts new records for the sidebar, per inbox the role may read', async () => {
    await insertMembership(t);
    const response = await call('GET', '/api/admin/inboxes/counts', communications);
    expect(response.statusCode).toBe(200);
    const counts = response.json<{ data: Record<string, number> }>().data;
    expect(counts.memberships).toBe(1);
    expect(counts).not.toHaveProperty('abstracts');
    expect(counts).not.toHaveProperty('bookings');
  });

  it('lists the active team members a record can be handed to', async () => {
    const response = await call('GET', '/api/admin/inboxes/assignees', communications);
    const emails = response
      .json<{ data: { email: string }[] }>()
      .data.map((member) => member.email);
    expect(emails).toEqual(
      expect.arrayContaining([admin.email, communications.email, finance.email]),
    );
  });

  it('refuses the inbox to a role that does not handle it', async () => {
    const response = await call('GET', '/api/admin/memberships', finance);
    expect(response.statusCode).toBe(403);
  });
});
