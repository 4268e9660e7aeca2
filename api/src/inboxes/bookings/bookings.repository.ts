import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccommodationType } from '@caawg11/conference';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../inbox/inbox.service.js';
import { Booking } from './booking.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** What a request is stored with; its status, assignee and timestamps start as defaults. */
export type NewBooking = Omit<
  Booking,
  'id' | 'status' | 'assigneeUserId' | 'createdAt' | 'updatedAt'
>;

/** A requested stay: its type and dates (`YYYY-MM-DD`, check-out exclusive). */
export interface BookedStay {
  accommodationType: AccommodationType;
  checkIn: string;
  checkOut: string;
}

/**
 * The accommodation requests in the database. The inbox's list, status, assignment and note
 * queries are the shared inbox toolkit's, run through {@link BookingsRepository.manager}.
 */
@Injectable()
export class BookingsRepository extends DatabaseRepository implements InboxDatabase {
  /** A new request, in the caller's transaction; answers its id. */
  insert(manager: EntityManager, values: NewBooking): Promise<string> {
    return insertRow(manager, Booking, values);
  }

  /** The stays of every request not declined (new and confirmed). */
  undeclinedStays(): Promise<BookedStay[]> {
    return this.dataSource.query<BookedStay[]>(
      `SELECT accommodation_type AS accommodationType,
              DATE_FORMAT(check_in_date, '%Y-%m-%d') AS checkIn,
              DATE_FORMAT(check_out_date, '%Y-%m-%d') AS checkOut
         FROM bookings WHERE status <> 'declined'`,
    );
  }
}
