import { Module } from '@nestjs/common';
import { AdminContactMessagesController } from './admin/admin-contact-messages.controller.js';
import { ContactMessagesInbox } from './admin/contact-messages-inbox.js';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';
import { personDataProvider } from '../../platform/people/index.js';
import { contactPersonData } from './contact.person-data.js';

@Module({
  controllers: [ContactController, AdminContactMessagesController],
  providers: [
    personDataProvider(contactPersonData),
    ContactRepository,
    ContactService,
    ContactMessagesInbox,
  ],
})
export class ContactModule {}
