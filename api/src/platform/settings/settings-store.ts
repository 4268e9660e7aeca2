import type { EntityManager } from 'typeorm';
import type { FieldRule } from '@caawg11/conference';
import type { SettingDeclaration } from './settings.registry.js';
import { StoredSetting } from './setting.entity.js';

function withDefaults<T extends object>(setting: SettingDeclaration<T>, stored: unknown): T {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...setting.defaults, ...(value as Partial<T>) }
    : { ...setting.defaults };
}

/** The setting as stored, each field not stored yet read as its default. */
export async function readSetting<T extends object>(
  manager: EntityManager,
  setting: SettingDeclaration<T>,
): Promise<T> {
  const row = await manager.findOneBy(StoredSetting, { key: setting.key });
  return withDefaults(setting, row?.value);
}

/**
 * The setting, its row locked until the transaction ends: the gate that tells two organisers'
 * changes apart, and that work depending on the setting (the field trip's seats) passes.
 */
export async function lockSetting<T extends object>(
  manager: EntityManager,
  setting: SettingDeclaration<T>,
): Promise<T> {
  const locked = () =>
    manager.findOne(StoredSetting, {
      where: { key: setting.key },
      lock: { mode: 'pessimistic_write' },
    });
  let row = await locked();
  if (!row) {
    // A setting declared after its table was made has no row yet, and a lock needs one. Only
    // then is one inserted: an insert that meets an existing row takes a shared lock on it,
    // which two transactions asking for the write lock next would deadlock on.
    await manager
      .createQueryBuilder()
      .insert()
      .into(StoredSetting)
      .values({ key: setting.key, value: setting.defaults, updatedAt: new Date() })
      .orIgnore()
      .execute();
    row = await locked();
  }
  return withDefaults(setting, row?.value);
}

/** The changed fields that break the setting's rules, each judged within the whole new value. */
function brokenRulesOf<T extends object>(
  setting: SettingDeclaration<T>,
  value: T,
  changes: Partial<T>,
): string[] {
  const rules = setting.rules as Record<string, FieldRule | undefined>;
  return Object.keys(changes).filter((field) => {
    const rule = rules[field];
    return rule !== undefined && rule((value as Record<string, unknown>)[field], value) !== null;
  });
}

/**
 * Changes some of the setting's fields and answers the whole new value. The routes that save a
 * setting check the same rules on the request; a change breaking them here is a fault of the
 * code that made it, so it is refused outright. Called in a transaction: the row is locked first,
 * if it was not already.
 */
export async function saveSetting<T extends object>(
  manager: EntityManager,
  setting: SettingDeclaration<T>,
  changes: Partial<T>,
): Promise<T> {
  const value: T = { ...(await lockSetting(manager, setting)), ...changes };
  const broken = brokenRulesOf(setting, value, changes);
  if (broken.length > 0) {
    throw new Error(
      `The ${setting.key} setting was not saved: ${broken.join(', ')} broke its rules`,
    );
  }
  await manager.update(StoredSetting, { key: setting.key }, { value, updatedAt: new Date() });
  return value;
}
