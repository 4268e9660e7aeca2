import type { ReactNode } from 'react';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { bankDetails, edition, intlLocales, type Language } from '@caawg11/conference';
import { mailText, type MailText } from '../mail-i18n.js';
import { colours, styles } from './theme.js';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs, one per row; labels end in a colon (in the language's typography) so
 * the plain-text part reads well.
 */
export function Details({
  items,
  text = mailText('en'),
}: {
  items: readonly Detail[];
  text?: MailText;
}) {
  return (
    <Section
      style={{ border: `1px solid ${colours.rule}`, borderRadius: '6px', margin: '0 0 16px' }}
    >
      {items.map((item) => (
        <Row key={item.label} style={{ borderBottom: `1px solid ${colours.rule}` }}>
          <Column style={{ padding: '8px 12px', verticalAlign: 'top', width: '38%' }}>
            <Text style={{ ...styles.small, fontWeight: 700, margin: 0 }}>
              {text('format.label', { label: item.label })}
            </Text>
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
export function BankDetails({ reference, text }: { reference: string; text: MailText }) {
  return (
    <>
      <Subheading>{text('bankDetails.heading')}</Subheading>
      <Details
        text={text}
        items={[
          { label: text('bankDetails.accountName'), value: bankDetails.accountName },
          { label: text('bankDetails.accountNumber'), value: bankDetails.accountNumber },
          { label: text('bankDetails.bank'), value: bankDetails.bank },
          { label: text('bankDetails.swiftCode'), value: bankDetails.swiftCode },
          { label: text('bankDetails.bankAddress'), value: bankDetails.address },
          { label: text('bankDetails.paymentReference'), value: reference },
        ]}
      />
      <Callout>{text('bankDetails.quoteReference', { reference })}</Callout>
    </>
  );
}

/** An amount in US dollars: '$1,234.5 USD' in English, '1 234,50 $US' in French. */
export function usd(amount: number, language: Language = 'en'): string {
  if (language === 'en') {
    return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} USD`;
  }
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'currency',
    currency: 'USD',
  }).format(amount);
}

/** A decimal amount as stored ('150.00'), in US dollars: '$150.00 USD', '150,00 $US'. */
export function usdDecimal(amount: string, language: Language = 'en'): string {
  const value = Number(amount);
  if (language === 'en' || amount.trim() === '' || !Number.isFinite(value)) return `$${amount} USD`;
  return usd(value, language);
}

/**
 * '2025-09-30' -> 'Tuesday, 30 September 2025', 'mardi 30 septembre 2025'; anything else is
 * shown as given.
 */
export function formatDay(isoDate: string, language: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toLocaleDateString(intlLocales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2025-07-30' -> '30 juillet 2025', without the weekday. */
export function formatDate(isoDate: string, language: Language): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(intlLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2025-10-01' to '2025-10-05' -> '1–5 octobre 2025'. */
export function formatDateRange(startDate: string, endDate: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${startDate}T00:00:00Z`), new Date(`${endDate}T00:00:00Z`));
}

/**
 * The field trip's dates: the edition's own label in English ('October 3-5, 2025'), the range
 * formatted for the other languages ('3–5 octobre 2025').
 */
export function fieldTripDates(language: Language): string {
  return language === 'en'
    ? edition.fieldTrip.datesLabel
    : formatDateRange(edition.fieldTrip.startDate, edition.fieldTrip.endDate, language);
}

/** An instant in conference time: '22 November 2025, 16:42 (Kampala time)'. */
export function formatConferenceTime(
  isoInstant: string,
  timeZone: string,
  city: string,
  language: Language = 'en',
): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  const time = instant.toLocaleString(intlLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return mailText(language)('format.conferenceTime', { time, city });
}
