import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import type {
  AdminContactMessage,
  AuthUser,
  Clock,
  ContactReply,
  DataResult,
} from '@caawg11/conference';
import { Actor } from '../../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../../platform/audit/audit.service.js';
import { Allow, CurrentUser } from '../../../platform/auth/guards.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { inboxRecordId } from '../../inbox/inbox-definition.js';
import { InboxReplyDto } from '../../inbox/inbox-requests.js';
import { InboxController } from '../../inbox/inbox.controller.js';
import { ContactMessageListQuery, ContactMessagesInbox } from './contact-messages-inbox.js';

@ApiTags('Inboxes')
@Controller('admin/contact-messages')
export class AdminContactMessagesController extends InboxController<
  'contact-messages',
  AdminContactMessage
>('contact-messages', ContactMessageListQuery) {
  constructor(
    private readonly messages: ContactMessagesInbox,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(messages, clock);
  }

  /** Sent to the sender by e-mail and kept on the message's thread. */
  @ApiOperation({ summary: 'Replies to a contact message by e-mail, kept on its thread' })
  @Post(':id/replies')
  @Allow('update', 'ContactMessage')
  async reply(
    @Param('id', inboxRecordId('contact-messages')) id: string,
    @Body() body: InboxReplyDto,
    @Actor() actor: AuditActor,
    @CurrentUser() user: AuthUser,
  ): Promise<DataResult<ContactReply>> {
    const data = await this.messages.reply(id, body.body, actor, user);
    return { success: true, message: 'Reply sent', data };
  }
}
