import type { FinanceReport } from '@caawg11/conference';

/** Integer cents of a decimal string such as '330.2' or '60.10'. */
function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export interface ReceivedGroup<K extends string> {
  key: K;
  payments: number;
  amountUsd: string;
}

type Line = FinanceReport['receivedByTypeAndMethod'][number];

/**
 * The api's lines per registration type and method, added up by one of the two. Sums are kept
 * in whole cents, so they match the database's to the cent.
 */
export function receivedBy<K extends string>(
  lines: readonly Line[],
  keyOf: (line: Line) => K,
): ReceivedGroup<K>[] {
  const groups = new Map<K, { payments: number; cents: number }>();
  for (const line of lines) {
    const key = keyOf(line);
    const group = groups.get(key) ?? { payments: 0, cents: 0 };
    group.payments += line.payments;
    group.cents += centsOf(line.amountUsd);
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => ({
    key,
    payments: group.payments,
    amountUsd: decimalOf(group.cents),
  }));
}
