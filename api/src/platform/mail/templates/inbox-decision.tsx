import { fillNoticeText } from '@caawg11/conference';
import type { MailMessage } from '../mail-message.js';
import type { MailContext } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import { decisionTextKey, NoticeEmail, noticeTextFor } from './notice.js';
import { previewContext, type TemplateProps } from './template-props.js';

type DecisionData = Extract<MailMessage, { template: 'inbox-decision' }>['data'];

function valuesOf(data: DecisionData): Record<string, string> {
  return { name: data.name, reference: data.reference, item: data.item, reason: data.reason ?? '' };
}

/** A decision without a notice text of its own still says what happened. */
function fallback(data: DecisionData, text: MailText) {
  const values = valuesOf(data);
  return {
    subject: text('inboxDecision.fallback.subject', values),
    body: text('inboxDecision.fallback.body', values),
  };
}

function textOf(data: DecisionData, context: MailContext, text: MailText) {
  const key = decisionTextKey(data.inbox, data.status);
  return key ? noticeTextFor(key, context) : fallback(data, text);
}

export function decisionSubject(
  data: DecisionData,
  context: MailContext,
  text: MailText = mailText(),
): string {
  return fillNoticeText(textOf(data, context, text).subject, valuesOf(data));
}

export function InboxDecisionEmail({ data, context, language }: TemplateProps<'inbox-decision'>) {
  const text = mailText(language);
  return (
    <NoticeEmail
      text={textOf(data, context, text)}
      values={valuesOf(data)}
      context={context}
      frameText={text}
    />
  );
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
