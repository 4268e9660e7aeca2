import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isStaffRole, type StaffRole } from '@caawg11/conference';

/** The one-row setting of which roles must sign in with two factors. */
@Injectable()
export class TwoFactorSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async requiredRoles(manager: EntityManager = this.dataSource.manager): Promise<StaffRole[]> {
    const rows = await manager.query<{ required_roles: unknown }[]>(
      'SELECT required_roles FROM two_factor_settings WHERE id = 1',
    );
    const stored = rows[0]?.required_roles;
    const roles: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    if (!Array.isArray(roles)) throw new Error('The two-factor settings row is missing');
    return roles.filter((role): role is StaffRole => typeof role === 'string' && isStaffRole(role));
  }

  /** The setting, locked until the transaction ends, so two admins' changes are told apart. */
  async lockRequiredRoles(manager: EntityManager): Promise<StaffRole[]> {
    await manager.query('SELECT id FROM two_factor_settings WHERE id = 1 FOR UPDATE');
    return this.requiredRoles(manager);
  }

  async saveRequiredRoles(manager: EntityManager, roles: readonly StaffRole[]): Promise<void> {
    await manager.query('UPDATE two_factor_settings SET required_roles = ? WHERE id = 1', [
      JSON.stringify(roles),
    ]);
  }
}
