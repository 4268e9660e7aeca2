import type { ReactNode } from 'react';
import { Button, Column, Link, Row, Section, Text } from '@react-email/components';
import { bankDetails } from '@caawg11/conference';
import { colours, styles } from './theme.js';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, one per row; labels end in a colon so the plain-text part reads well. */
export function Details({ items }: { items: readonly Detail[] }) {
  return (
    <Section
      style={{ border: `1px solid ${colours.rule}`, borderRadius: '6px', margin: '0 0 16px' }}
    >
      {items.map((item) => (
        <Row key={item.label} style={{ borderBottom: `1px solid ${colours.rule}` }}>
          <Column style={{ padding: '8px 12px', verticalAlign: 'top', width: '38%' }}>
            <Text style={{ ...styles.small, fontWeight: 700, margin: 0 }}>{item.label}:</Text>
          </Column>
          <Column style={{ padding: '8px 12px', verticalAlign: 'top' }}>
            <Text style={{ ...styles.paragraph, margin: 0, whiteSpace: 'pre-wrap' }}>
              {item.value}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** A call to action; the plain-text part shows its label followed by the address. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function Callout({ children }: { children: ReactNode }) {
  return (
    <Section style={styles.callout}>
      <Text style={{ ...styles.paragraph, margin: 0 }}>{children}</Text>
    </Section>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return <Text style={{ ...styles.subheading, fontWeight: 700 }}>{children}</Text>;
}

export function MailtoLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} style={styles.link}>
      {address}
    </Link>
  );
}

/** The organisers' bank account, with the reference the transfer must quote. */
export function BankDetails({ reference }: { reference: string }) {
  return (
    <>
      <Subheading>Bank payment details</Subheading>
      <Details
        items={[
          { label: 'Account name', value: bankDetails.accountName },
          { label: 'Account number', value: bankDetails.accountNumber },
          { label: 'Bank', value: bankDetails.bank },
          { label: 'SWIFT code', value: bankDetails.swiftCode },
          { label: 'Bank address', value: bankDetails.address },
          { label: 'Payment reference', value: reference },
        ]}
      />
      <Callout>
        Please quote your registration ID {reference} as the payment reference, so that we can match
        your payment to your registration.
      </Callout>
    </>
  );
}

export function usd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} USD`;
}

/** '2025-09-30' -> 'Tuesday, 30 September 2025'; anything else is shown as given. */
export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An instant in conference time: '22 November 2025, 16:42 (Kampala time)'. */
export function formatConferenceTime(isoInstant: string, timeZone: string, city: string): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  const text = instant.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${text} (${city} time)`;
}
