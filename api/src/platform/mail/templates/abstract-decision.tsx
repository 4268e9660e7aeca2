import {
  fillNoticeText,
  noticeOutcomeTextKeys,
  quotedReviewerComments,
  type NoticeText,
} from '@caawg11/conference';
import type { MailContext } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import type { MailTemplateData } from '../mail-message.js';
import { NoticeEmail, noticeTextFor } from './notice.js';
import { ActionButton } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

type DecisionData = MailTemplateData['abstract-decision'];

function valuesOf(data: DecisionData, text: MailText): Record<string, string> {
  return {
    name: data.name,
    title: data.title,
    reference: data.reference,
    presentationType: text.choice('abstractPresentationTypes', data.presentationType),
    comments: quotedReviewerComments(data.comments),
    // Once the message is sent the outbox keeps no link; a re-render says so instead.
    link: data.link ?? text('abstractDecision.linkSent'),
  };
}

function textOf(data: DecisionData, context: MailContext): NoticeText {
  return noticeTextFor(noticeOutcomeTextKeys[data.outcome], context);
}

export function abstractDecisionSubject(
  data: DecisionData,
  context: MailContext,
  text: MailText = mailText(),
): string {
  return fillNoticeText(textOf(data, context).subject, valuesOf(data, text));
}

/** The committee's decision on an abstract, sent from the notices queue. */
export function AbstractDecisionEmail({
  data,
  context,
  language,
}: TemplateProps<'abstract-decision'>) {
  const text = mailText(language);
  return (
    <NoticeEmail
      text={textOf(data, context)}
      values={valuesOf(data, text)}
      context={context}
      frameText={text}
    >
      {/* The text carries the link as an address; the button makes it one click in HTML. */}
      {data.link && (
        <ActionButton href={data.link}>{text('abstractDecision.confirmOrWithdraw')}</ActionButton>
      )}
    </NoticeEmail>
  );
}

AbstractDecisionEmail.PreviewProps = {
  context: previewContext,
  data: {
    outcome: 'oral',
    name: 'Dr. Amina Okello',
    reference: 'ABS-0042',
    title: 'Groundwater recharge in the Lake Victoria basin',
    presentationType: 'Oral Presentation',
    comments: ['A clear method; please show the 2024 data as well.'],
    link: 'http://localhost:4300/abstract-response?token=preview-token',
  },
} satisfies TemplateProps<'abstract-decision'>;
