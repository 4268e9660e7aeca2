import type { ReactNode } from 'react';
// Each component from its own package: the `@react-email/components` bundle would also load a
// code highlighter, Tailwind and Markdown, which no e-mail here uses, at every start.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { edition } from '@caawg11/conference';
import { type MailContext, siteLink } from '../mail-context.js';
import { mailText, type MailText } from '../mail-i18n.js';
import { formatDateRange } from './parts.js';
import { colours, fontFamily, styles } from './theme.js';

export interface EmailLayoutProps {
  context: MailContext;
  /** The line mail clients show beside the subject. */
  preview: string;
  title: string;
  children: ReactNode;
  /** The texts of the visitor's language; the organisers' messages are in English. */
  text?: MailText;
}

/**
 * The frame of every message: the conference's name in its colours, the content, and a footer
 * with the site's address. No images, so nothing is blocked or fetched from elsewhere.
 */
export function EmailLayout({
  context,
  preview,
  title,
  children,
  text = mailText('en'),
}: EmailLayoutProps) {
  const { language } = text;
  const dates =
    language === 'en'
      ? edition.datesLabel
      : formatDateRange(edition.startDate, edition.endDate, language);
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.page, fontFamily, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: colours.panel,
            border: `1px solid ${colours.rule}`,
            borderRadius: '8px',
            maxWidth: '600px',
          }}
        >
          <Section style={{ backgroundColor: colours.brand, padding: '24px 32px' }}>
            <Text
              style={{
                color: colours.accent,
                fontSize: '12px',
                fontWeight: 700,
                letterSpacing: '2px',
                lineHeight: '18px',
                margin: 0,
                textTransform: 'uppercase',
              }}
            >
              {edition.shortName} · {dates} · {text('edition.venueCity')}
            </Text>
            <Heading
              as="h1"
              style={{ color: '#ffffff', fontSize: '20px', lineHeight: '28px', margin: '8px 0 0' }}
            >
              {text('edition.fullName')}
            </Heading>
          </Section>
          <Section style={{ borderTop: `4px solid ${colours.accent}`, padding: '28px 32px 8px' }}>
            <Heading as="h2" style={styles.heading}>
              {title}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '0 32px 24px' }}>
            <Hr style={{ borderColor: colours.rule, margin: '8px 0 16px' }} />
            <Text style={styles.small}>
              {edition.associationName} · {text('edition.theme')}
            </Text>
            <Text style={styles.small}>
              <Link href={siteLink(context, '/')} style={styles.link}>
                {siteLink(context, '/')}
              </Link>{' '}
              · {text('layout.questions')}{' '}
              <Link href={`mailto:${context.mailboxes.secretariat}`} style={styles.link}>
                {context.mailboxes.secretariat}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
