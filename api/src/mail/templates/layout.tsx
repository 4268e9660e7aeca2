import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { edition } from '@caawg11/conference';
import { type MailContext, siteLink } from '../mail-context.js';
import { colours, fontFamily, styles } from './theme.js';

export interface EmailLayoutProps {
  context: MailContext;
  /** The line mail clients show beside the subject. */
  preview: string;
  title: string;
  children: ReactNode;
}

/**
 * The frame of every message: the conference's name in its colours, the content, and a footer
 * with the site's address. No images, so nothing is blocked or fetched from elsewhere.
 */
export function EmailLayout({ context, preview, title, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
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
              {edition.shortName} · {edition.datesLabel} · {edition.venueCity}
            </Text>
            <Heading
              as="h1"
              style={{ color: '#ffffff', fontSize: '20px', lineHeight: '28px', margin: '8px 0 0' }}
            >
              {edition.fullName}
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
              {edition.associationName} · {edition.theme}
            </Text>
            <Text style={styles.small}>
              <Link href={siteLink(context, '/')} style={styles.link}>
                {siteLink(context, '/')}
              </Link>{' '}
              · Questions:{' '}
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
