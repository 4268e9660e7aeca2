import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject } from '@nestjs/common';
import type { AdminBooking, BookingNights, Clock, DataResult } from '@caawg11/conference';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { InboxController } from '../../inbox/inbox.controller.js';
import { BookingListQuery, BookingsInbox } from './bookings-inbox.js';

@ApiTags('Inboxes')
@Controller('admin/bookings')
export class AdminBookingsController extends InboxController<'bookings', AdminBooking>(
  'bookings',
  BookingListQuery,
) {
  constructor(
    private readonly bookings: BookingsInbox,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(bookings, clock);
  }

  /** Which block is filling, night by night, and what it is worth. */
  @ApiOperation({ summary: 'Counts the rooms booked night by night, and what they are worth' })
  @Get('nights')
  async nights(): Promise<DataResult<BookingNights[]>> {
    return { success: true, message: 'Nights requested', data: await this.bookings.nights() };
  }
}
