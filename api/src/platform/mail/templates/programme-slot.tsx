import { edition, type PresenterSlot } from '@caawg11/conference';
import type { MailContext } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import type { MailTemplateData } from '../mail-message.js';
import { EmailLayout } from './layout.js';
import { Details, formatDay, MailtoLink, Paragraph, Subheading } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

type SlotData = MailTemplateData['programme-slot'];

const keyOf = {
  placed: 'programmeSlot.placed',
  moved: 'programmeSlot.moved',
  removed: 'programmeSlot.removed',
} as const;

export function programmeSlotSubject(
  data: SlotData,
  _context: MailContext,
  text: MailText = mailText(),
): string {
  return text(`${keyOf[data.kind]}.subject`, {
    shortName: edition.shortName,
    reference: data.reference,
  });
}

function SlotDetails({ slot, text }: { slot: PresenterSlot; text: MailText }) {
  const time = text('programmeSlot.timeRange', {
    start: slot.start,
    end: slot.end,
    city: edition.city,
  });
  return (
    <Details
      text={text}
      items={[
        { label: text('programmeSlot.session'), value: slot.sessionTitle },
        { label: text('programmeSlot.room'), value: slot.room },
        { label: text('programmeSlot.day'), value: formatDay(slot.day, text.language) },
        { label: text('programmeSlot.time'), value: time },
        ...(slot.position === null
          ? []
          : [{ label: text('programmeSlot.posterPlace'), value: String(slot.position) }]),
      ]}
    />
  );
}

/** A presenter's slot in the published programme: placed, moved (old and new), or removed. */
export function ProgrammeSlotEmail({ data, context, language }: TemplateProps<'programme-slot'>) {
  const text = mailText(language);
  const key = keyOf[data.kind];
  const values = { shortName: edition.shortName, reference: data.reference, title: data.title };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text(`${key}.preview`, values)}
      title={text(`${key}.title`)}
    >
      <Paragraph>{text('common.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{text(`${key}.intro`, values)}</Paragraph>
      {data.after && (
        <>
          {data.before && <Subheading>{text('programmeSlot.newSlot')}</Subheading>}
          <SlotDetails slot={data.after} text={text} />
        </>
      )}
      {data.before && (
        <>
          {data.after && <Subheading>{text('programmeSlot.previousSlot')}</Subheading>}
          <SlotDetails slot={data.before} text={text} />
        </>
      )}
      <Paragraph>
        {text.rich(
          'programmeSlot.questions',
          { reference: data.reference },
          { mailbox: <MailtoLink address={context.mailboxes.abstracts} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

ProgrammeSlotEmail.PreviewProps = {
  context: previewContext,
  data: {
    kind: 'moved',
    name: 'Dr. Amina Okello',
    reference: 'ABS-0042',
    title: 'Groundwater recharge in the Lake Victoria basin',
    before: {
      sessionTitle: 'Groundwater in the Albertine Graben',
      kind: 'oral',
      room: 'Hall A',
      day: '2025-10-01',
      start: '09:15',
      end: '09:30',
      position: null,
    },
    after: {
      sessionTitle: 'Groundwater in the Albertine Graben',
      kind: 'oral',
      room: 'Hall B',
      day: '2025-10-02',
      start: '11:00',
      end: '11:15',
      position: null,
    },
  },
} satisfies TemplateProps<'programme-slot'>;
