export {
  declaredSettings,
  type ReviewWindow,
  type SettingDeclaration,
  type VisaLetterSettingsValue,
} from './settings.registry.js';
export { lockSetting, readSetting, saveSetting } from './settings-store.js';
