import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffRole } from '@caawg11/conference';
import { declaredSettings, lockSetting, readSetting, saveSetting } from '../../settings/index.js';

/** Which roles must sign in with two factors, one of the declared settings. */
@Injectable()
export class TwoFactorSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async requiredRoles(manager: EntityManager = this.dataSource.manager): Promise<StaffRole[]> {
    return (await readSetting(manager, declaredSettings.twoFactor)).requiredRoles;
  }

  /** The setting, locked until the transaction ends, so two admins' changes are told apart. */
  async lockRequiredRoles(manager: EntityManager): Promise<StaffRole[]> {
    return (await lockSetting(manager, declaredSettings.twoFactor)).requiredRoles;
  }

  async saveRequiredRoles(manager: EntityManager, roles: readonly StaffRole[]): Promise<void> {
    await saveSetting(manager, declaredSettings.twoFactor, { requiredRoles: [...roles] });
  }
}
