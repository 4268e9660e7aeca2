import type { HistoryEntry } from '@caawg11/conference';

/** 'under review' reads 'Under review'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const actionLabels: Record<string, string> = {
  'inbox.status-changed': 'Status changed',
  'inbox.assigned': 'Assignee changed',
  'contact-message.replied': 'Reply sent',
  'sponsorship-inquiry.amount-changed': 'Amount changed',
};

export function historyActionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'status: new → declined; reason: Out of scope', from an entry's old and new values. */
export function historyChanges(entry: Pick<HistoryEntry, 'before' | 'after'>): string {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return keys
    .map((key) => {
      const before = entry.before?.[key];
      const after = entry.after?.[key];
      return entry.before && key in entry.before
        ? `${key}: ${valueText(before)} → ${valueText(after)}`
        : `${key}: ${valueText(after)}`;
    })
    .join('; ');
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Text or a dash for a field left empty. */
export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? '—' : value;
}
