import { Module } from '@nestjs/common';
import { AdminContactMessagesController } from './admin/admin-contact-messages.controller.js';
import { ContactMessagesInbox } from './admin/contact-messages-inbox.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

@Module({
  controllers: [ContactController, AdminContactMessagesController],
  providers: [ContactService, ContactMessagesInbox],
})
export class ContactModule {}
