import { fillNoticeText } from '@caawg11/conference';
import type { MailMessage } from '../mail-message.js';
import type { MailContext } from '../mail-context.js';
import { decisionTextKey, NoticeEmail, noticeTextFor } from './notice.js';
import { previewContext, type TemplateProps } from './template-props.js';

type DecisionData = Extract<MailMessage, { template: 'inbox-decision' }>['data'];

function valuesOf(data: DecisionData): Record<string, string> {
  return { name: data.name, reference: data.reference, item: data.item, reason: data.reason ?? '' };
}

/** A decision without a notice text of its own still says what happened. */
const fallback = {
  subject: 'Your request {{reference}} has been updated',
  body: 'Dear {{name}},\n\nYour request {{reference}} ({{item}}) has been updated.',
};

function textOf(data: DecisionData, context: MailContext) {
  const key = decisionTextKey(data.inbox, data.status);
  return key ? noticeTextFor(key, context) : fallback;
}

export function decisionSubject(data: DecisionData, context: MailContext): string {
  return fillNoticeText(textOf(data, context).subject, valuesOf(data));
}

export function InboxDecisionEmail({ data, context }: TemplateProps<'inbox-decision'>) {
  return <NoticeEmail text={textOf(data, context)} values={valuesOf(data)} context={context} />;
}

InboxDecisionEmail.PreviewProps = {
  context: previewContext,
  data: {
    inbox: 'memberships',
    name: 'Dr. Amina Okello',
    reference: 'MEM-0042',
    item: 'Full member',
    status: 'approved',
    reason: null,
  },
} satisfies TemplateProps<'inbox-decision'>;
