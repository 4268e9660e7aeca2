import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { UserExistsError, UsersRepository } from './users.repository.js';

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when the api starts and no
 * account has that address. An existing account is left exactly as it is: a changed
 * ADMIN_PASSWORD never overwrites a password silently.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.config.ADMIN_EMAIL;
    const password = this.config.ADMIN_PASSWORD;
    if (!email || !password) return;
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.role !== 'admin') {
        this.logger.warn(
          `ADMIN_EMAIL ${existing.email} belongs to an account of role ${existing.role}; it was not changed`,
        );
      }
      return;
    }
    try {
      await this.users.create(email, password, 'admin');
      this.logger.log(`Created the first admin account ${email.toLowerCase()}`);
    } catch (error) {
      // Another replica created it at the same moment.
      if (!(error instanceof UserExistsError)) throw error;
    }
  }
}
