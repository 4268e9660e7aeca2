import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { SettingsRegistry1763740815800 } from '../src/platform/database/migrations/1763740815800-settings-registry.js';
import { ApiDocs } from '../src/platform/api-docs/api-docs.service.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
  type SettingDeclaration,
} from '../src/platform/settings/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { changeSetting } from './support/settings.js';

/** The route that saves each setting, as the portal's settings panels call it. */
const savingRoutes: Record<keyof typeof declaredSettings, string> = {
  cancellationPolicy: 'PUT /api/admin/cancellation-policy',
  paymentReminders: 'PUT /api/admin/payment-reminders/settings',
  retention: 'PUT /api/admin/retention',
  review: 'PUT /api/admin/review/settings',
  twoFactor: 'PUT /api/admin/team/two-factor-requirement',
  fieldTrip: 'PUT /api/admin/field-trip',
  visaLetters: 'PUT /api/admin/visa-letters/settings',
  certificates: 'PUT /api/admin/certificates/settings',
};

function manager(t: TestApp) {
  return t.app.get(DataSource).manager;
}

/** The fields of a setting added after the settings registry's migration, at their defaults. */
function addedSince(setting: SettingDeclaration<object>): Partial<object> {
  return setting === declaredSettings.review ? { authorEditsUntil: undefined } : {};
}

async function storedValue(t: TestApp, key: string): Promise<unknown> {
  const [rows] = await t.db.query<RowDataPacket[]>(
    'SELECT value FROM settings WHERE setting_key = ?',
    [key],
  );
  const value: unknown = rows[0]?.value;
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** The permission the api's own description gives a route, as `action Subject`. */
function permissionOfRoute(t: TestApp, route: string): unknown {
  const [method, path] = route.split(' ');
  const openApiPath = path!.replace(/^\/api/, '');
  const paths = t.app.get(ApiDocs).document().paths;
  const operations = (paths[path!] ?? paths[openApiPath]) as Record<
    string,
    Record<string, unknown>
  >;
  return operations?.[method!.toLowerCase()]?.['x-permission'];
}

describe('the settings registry', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('starts every declared setting at its default, each stored under its own key', async () => {
    const keys = Object.values(declaredSettings).map((setting) => setting.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const setting of Object.values(declaredSettings) as SettingDeclaration<object>[]) {
      expect(await readSetting(manager(t), setting)).toEqual(setting.defaults);
      expect(await storedValue(t, setting.key)).toEqual(setting.defaults);
    }
  });

  it('guards the route that saves each setting with the permission its declaration names', () => {
    for (const [name, route] of Object.entries(savingRoutes)) {
      const { action, subject } = declaredSettings[name as keyof typeof declaredSettings].changedBy;
      expect({ route, permission: permissionOfRoute(t, route) }).toEqual({
        route,
        permission: `${action} ${subject}`,
      });
    }
  });

  it('reads a setting never saved, and a field added since it was saved, as their defaults', async () => {
    const added: SettingDeclaration<{ colour: string; size: number }> = {
      key: 'test-added-later',
      defaults: { colour: 'green', size: 3 },
      rules: {},
      changedBy: { action: 'manage', subject: 'Team' },
    };
    expect(await readSetting(manager(t), added)).toEqual({ colour: 'green', size: 3 });
    await t.db.query('INSERT INTO settings (setting_key, value) VALUES (?, \'{"colour":"red"}\')', [
      added.key,
    ]);
    expect(await readSetting(manager(t), added)).toEqual({ colour: 'red', size: 3 });
    await t.db.query('DELETE FROM settings WHERE setting_key = ?', [added.key]);
    await manager(t).transaction(async (inTransaction) => {
      expect(await lockSetting(inTransaction, added)).toEqual(added.defaults);
    });
    expect(await storedValue(t, added.key)).toEqual(added.defaults);
    await t.db.query('DELETE FROM settings WHERE setting_key = ?', [added.key]);
  });

  it('refuses to store a change that breaks the shared rules, and keeps the value it had', async () => {
    await expect(
      manager(t).transaction((inTransaction) =>
        saveSetting(inTransaction, declaredSettings.fieldTrip, { seats: -4 }),
      ),
    ).rejects.toThrow('The field-trip setting was not saved: seats broke its rules');
    expect(await readSetting(manager(t), declaredSettings.fieldTrip)).toEqual(
      declaredSettings.fieldTrip.defaults,
    );
  });

  it('carries the values organisers saved through its migration, both ways', async () => {
    await changeSetting(t, declaredSettings.fieldTrip, { seats: 12, payBy: '2025-09-01' });
    await changeSetting(t, declaredSettings.paymentReminders, { paused: true, dueDays: 10 });
    await changeSetting(t, declaredSettings.review, {
      opensOn: '2025-05-01',
      closesOn: '2025-05-31',
      anonymous: false,
    });
    await changeSetting(t, declaredSettings.twoFactor, { requiredRoles: ['admin'] });
    await changeSetting(t, declaredSettings.certificates, {
      signatories: [{ name: 'Prof. Ama Mensah', title: 'Conference chair' }],
    });
    const before = new Map<string, unknown>();
    for (const setting of Object.values(declaredSettings)) {
      before.set(setting.key, await storedValue(t, setting.key));
    }

    const migration = new SettingsRegistry1763740815800();
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await migration.down(runner);
      const [[trip]] = await t.db.query<RowDataPacket[]>(
        "SELECT seats, DATE_FORMAT(pay_by, '%Y-%m-%d') AS pay_by FROM field_trip_settings",
      );
      const [[reminders]] = await t.db.query<RowDataPacket[]>(
        'SELECT due_days, paused FROM payment_reminder_settings',
      );
      const [[review]] = await t.db.query<RowDataPacket[]>('SELECT anonymous FROM review_settings');
      expect(trip).toEqual({ seats: 12, pay_by: '2025-09-01' });
      expect(reminders).toEqual({ due_days: 10, paused: 1 });
      expect(review).toEqual({ anonymous: 0 });

      await migration.up(runner);
    } finally {
      await runner.release();
    }
    // A field added to a setting after that migration comes back as its default.
    for (const setting of Object.values(declaredSettings) as SettingDeclaration<object>[]) {
      expect({ key: setting.key, value: await storedValue(t, setting.key) }).toEqual({
        key: setting.key,
        value: { ...(before.get(setting.key) as object), ...addedSince(setting) },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
