import { Module } from '@nestjs/common';
import { AdminSponsorshipInquiriesController } from './admin/admin-sponsorship-inquiries.controller.js';
import { SponsorshipInquiriesInbox } from './admin/sponsorship-inquiries-inbox.js';
import { SponsorshipController } from './sponsorship.controller.js';
import { SponsorshipRepository } from './sponsorship.repository.js';
import { SponsorshipService } from './sponsorship.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { sponsorshipPersonData } from './sponsorship.person-data.js';

@Module({
  controllers: [SponsorshipController, AdminSponsorshipInquiriesController],
  providers: [
    personDataProvider(sponsorshipPersonData),
    SponsorshipRepository,
    SponsorshipService,
    SponsorshipInquiriesInbox,
  ],
})
export class SponsorshipModule {}
