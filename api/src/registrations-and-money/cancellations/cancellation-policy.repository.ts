import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CancellationPolicy } from '@caawg11/conference';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import {
  declaredSettings,
  lockSetting,
  readSetting,
  saveSetting,
} from '../../platform/settings/index.js';

/** The cancellation policy that finance edits, one of the declared settings. */
@Injectable()
export class CancellationPolicyRepository extends DatabaseRepository {
  policy(manager: EntityManager = this.dataSource.manager): Promise<CancellationPolicy> {
    return readSetting(manager, declaredSettings.cancellationPolicy);
  }

  /** The policy, locked until the transaction ends, so two changes are told apart. */
  lockPolicy(manager: EntityManager): Promise<CancellationPolicy> {
    return lockSetting(manager, declaredSettings.cancellationPolicy);
  }

  async save(manager: EntityManager, policy: CancellationPolicy): Promise<void> {
    await saveSetting(manager, declaredSettings.cancellationPolicy, policy);
  }
}
