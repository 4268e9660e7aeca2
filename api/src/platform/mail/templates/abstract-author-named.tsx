import { edition } from '@caawg11/conference';
import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { ActionButton, Details, MailtoLink, Paragraph } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** To a co-author the submitter named: what they were named on, and how to say it is not them. */
export function AbstractAuthorNamedEmail({
  data,
  context,
  language,
}: TemplateProps<'abstract-author-named'>) {
  const text = mailText(language);
  const values = {
    shortName: edition.shortName,
    submitter: data.submitterName,
    title: data.abstractTitle,
  };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('abstractAuthorNamed.preview', values)}
      title={text('abstractAuthorNamed.title')}
    >
      <Paragraph>{text('common.greeting', { name: data.authorName })}</Paragraph>
      <Paragraph>{text('abstractAuthorNamed.intro', values)}</Paragraph>
      <Details
        text={text}
        items={[
          { label: text('labels.title'), value: data.abstractTitle },
          { label: text('abstractAuthorNamed.reference'), value: data.reference },
        ]}
      />
      <Paragraph>{text('abstractAuthorNamed.nothingToDo', values)}</Paragraph>
      {data.link && (
        <>
          <Paragraph>{text('abstractAuthorNamed.notYou')}</Paragraph>
          <ActionButton href={data.link}>{text('abstractAuthorNamed.notMe')}</ActionButton>
        </>
      )}
      <Paragraph>
        {text.rich(
          'abstractAuthorNamed.questions',
          {},
          { mailbox: <MailtoLink address={context.mailboxes.abstracts} /> },
        )}
      </Paragraph>
    </EmailLayout>
  );
}

AbstractAuthorNamedEmail.PreviewProps = {
  context: previewContext,
  data: {
    authorName: 'Prof. Grace Nakato',
    submitterName: 'Dr. Fatou Diop',
    reference: 'ABS-0042',
    abstractTitle: 'Groundwater recharge in the Albertine Graben',
    link: 'http://localhost:4300/abstract-author?token=preview-token',
  },
} satisfies TemplateProps<'abstract-author-named'>;
