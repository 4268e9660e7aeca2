import { DataSource } from 'typeorm';
import { saveSetting, type SettingDeclaration } from '../../src/platform/settings/index.js';
import type { TestApp } from './test-app.js';

/** Changes some fields of a declared setting, as the portal's settings panel would. */
export async function changeSetting<T extends object>(
  testApp: TestApp,
  setting: SettingDeclaration<T>,
  changes: Partial<T>,
): Promise<void> {
  await testApp.app
    .get(DataSource)
    .transaction((manager) => saveSetting(manager, setting, changes));
}
