import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { registrationNotFound } from '../../platform/admin/id-param.pipe.js';
import { ApiError } from '../../platform/common/api-error.js';
import { Registration } from './registration.entity.js';

/** The registration, locked against other writers until the transaction ends; 404 if missing. */
export async function lockRegistration(manager: EntityManager, id: string): Promise<Registration> {
  const registration = await manager.findOne(Registration, {
    where: { id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
  return registration;
}
