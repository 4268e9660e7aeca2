import { Injectable } from '@nestjs/common';
import { IsIn } from 'class-validator';
import {
  accommodationPricesUsd,
  accommodationTypes,
  type AccommodationType,
  type AdminBooking,
  type BookingNights,
  type SharingPreference,
} from '@caawg11/conference';
import { AuditService } from '../../../platform/audit/audit.service.js';
import {
  closingExportColumns,
  decisionNotice,
  type InboxDefinition,
  type InboxRecordRaw,
} from '../../inbox/inbox-definition.js';
import { InboxRegistry } from '../../inbox/inbox-registry.js';
import { inboxListQuery } from '../../inbox/inbox-requests.js';
import { InboxService } from '../../inbox/inbox.service.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import { BookingsRepository } from '../bookings.repository.js';
import { OptionalField } from '../../../platform/common/dto-rules.js';

interface BookingRaw extends InboxRecordRaw {
  fullName: string;
  phone: string;
  nationality: string;
  accommodationType: AccommodationType;
  sharingPreference: SharingPreference;
  checkInDate: string;
  checkOutDate: string;
  nights: string | number;
  specialRequests: string | null;
}

const day = 24 * 60 * 60 * 1000;

export const bookingsInbox: InboxDefinition<'bookings', BookingRaw, AdminBooking> = {
  name: 'bookings',
  table: 'bookings',
  auditEntity: 'booking',
  columns: {
    fullName: 'record.full_name',
    phone: 'record.phone',
    nationality: 'record.nationality',
    accommodationType: 'record.accommodation_type',
    sharingPreference: 'record.sharing_preference',
    checkInDate: "DATE_FORMAT(record.check_in_date, '%Y-%m-%d')",
    checkOutDate: "DATE_FORMAT(record.check_out_date, '%Y-%m-%d')",
    nights: 'DATEDIFF(record.check_out_date, record.check_in_date)',
    specialRequests: 'record.special_requests',
  },
  sortColumns: {
    reference: 'record.id',
    createdAt: 'record.created_at',
    status: 'record.status',
    fullName: 'record.full_name',
    accommodationType: 'record.accommodation_type',
    checkInDate: 'record.check_in_date',
    nights: 'DATEDIFF(record.check_out_date, record.check_in_date)',
  },
  searchColumns: ['record.full_name', 'record.email', 'record.nationality'],
  filterColumns: { accommodationType: 'record.accommodation_type' },
  toItem: (raw, shared) => {
    const nights = Number(raw.nights);
    return {
      ...shared,
      fullName: raw.fullName,
      phone: raw.phone,
      nationality: raw.nationality,
      accommodationType: raw.accommodationType,
      sharingPreference: raw.sharingPreference,
      checkInDate: raw.checkInDate,
      checkOutDate: raw.checkOutDate,
      nights,
      valueUsd: nights * (accommodationPricesUsd[raw.accommodationType] ?? 0),
      specialRequests: raw.specialRequests,
    };
  },
  exportColumns: [
    { header: 'Reference', type: 'text', value: (item) => item.reference },
    { header: 'Full name', type: 'text', value: (item) => item.fullName },
    { header: 'E-mail', type: 'text', value: (item) => item.email },
    { header: 'Phone', type: 'text', value: (item) => item.phone },
    { header: 'Nationality', type: 'text', value: (item) => item.nationality },
    { header: 'Accommodation type', type: 'text', value: (item) => item.accommodationType },
    { header: 'Sharing preference', type: 'text', value: (item) => item.sharingPreference },
    { header: 'Check-in', type: 'date', value: (item) => item.checkInDate },
    { header: 'Check-out', type: 'date', value: (item) => item.checkOutDate },
    { header: 'Nights', type: 'integer', value: (item) => item.nights },
    { header: 'Value', type: 'amount', currency: 'USD', value: (item) => item.valueUsd },
    { header: 'Special requests', type: 'text', value: (item) => item.specialRequests },
    ...closingExportColumns<AdminBooking>(),
  ],
  notice: decisionNotice('bookings', (item) => ({
    name: item.fullName,
    item: `${item.accommodationType}, ${item.checkInDate} to ${item.checkOutDate}`,
  })),
};

export class BookingListQuery extends inboxListQuery('bookings') {
  @OptionalField()
  @IsIn([...accommodationTypes], {
    message: 'accommodationType must be one of the accommodation types',
  })
  accommodationType?: AccommodationType;
}

@Injectable()
export class BookingsInbox extends InboxService<
  'bookings',
  BookingRaw,
  AdminBooking,
  BookingsRepository
> {
  constructor(
    private readonly bookings: BookingsRepository,
    audit: AuditService,
    outbox: OutboxService,
    registry: InboxRegistry,
  ) {
    super(bookingsInbox, bookings, audit, outbox);
    registry.register(this);
  }

  /**
   * Nights requested per night and type, for every request not declined (new and confirmed),
   * with what they are worth at the type's nightly price. A conference's few hundred requests
   * are spread into nights here rather than in SQL.
   */
  async nights(): Promise<BookingNights[]> {
    const requests = await this.bookings.undeclinedStays();
    const perNight = new Map<string, BookingNights>();
    for (const request of requests) {
      const last = Date.parse(`${request.checkOut}T00:00:00Z`);
      for (let night = Date.parse(`${request.checkIn}T00:00:00Z`); night < last; night += day) {
        const date = new Date(night).toISOString().slice(0, 10);
        const key = `${date} ${request.accommodationType}`;
        const entry = perNight.get(key) ?? {
          date,
          accommodationType: request.accommodationType,
          nights: 0,
          valueUsd: 0,
        };
        entry.nights += 1;
        entry.valueUsd += accommodationPricesUsd[request.accommodationType] ?? 0;
        perNight.set(key, entry);
      }
    }
    return [...perNight.values()].sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        accommodationTypes.indexOf(a.accommodationType) -
          accommodationTypes.indexOf(b.accommodationType),
    );
  }
}
