import type { EntityManager } from 'typeorm';
import type { PersonRecordKind } from '@caawg11/conference';

/** One record held about a person, with what the people screen, the export and erasure need. */
export interface HeldRecord {
  kind: PersonRecordKind;
  id: string;
  reference: string;
  createdAt: Date;
  summary: string;
  /** Every field of the record with readable keys, as the export writes it. */
  fields: Record<string, unknown>;
  /** Strings that name the person (names, phone numbers): redacted wherever else they appear. */
  personalValues?: readonly string[];
  /** The file as uploaded, for the export. */
  file?: { storageKey: string; name: string };
}

/** A search for one person: their normalised address and what the earlier kinds found. */
export interface PersonSearch {
  email: string;
  /** The ids of the records of a kind found so far (kinds run in the order of the list). */
  idsOf(kind: PersonRecordKind): string[];
  /** Every string found so far that names the person, the address included. */
  personalValues(): string[];
}

/** What an eraser knows: the erasure's markers and how to redact the person out of free text. */
export interface ErasureContext {
  erasureId: number;
  /** "Erased person 0042" */
  name: string;
  /** The e-mail marker: unique, not an address. */
  email: string;
  /** The person's address and every string found that names them. */
  personalValues: readonly string[];
  /** The text with every personal value replaced by the name marker; null stays null. */
  redactText(text: string | null): string | null;
  /** A JSON value with personal values (and personal fields) redacted, its shape kept. */
  redactJson(value: unknown): unknown;
}

/**
 * One kind of record that can name a person: how to find it by address, and how to anonymise
 * one of them inside its own transaction. An eraser answers the storage keys of files to delete
 * once that transaction has committed.
 */
export interface PersonKind {
  kind: PersonRecordKind;
  /**
   * The kinds whose records this one is found from (`search.idsOf`, `search.personalValues`):
   * they are searched first. 'every other kind' puts it last.
   */
  follows?: readonly PersonRecordKind[] | 'every other kind';
  /**
   * The tables and columns holding personal data that this kind finds and anonymises (or, for
   * a column kept on purpose, says so in its comment): what the coverage test checks against
   * the schema, so no table naming people is left out of the export and erasure.
   */
  personalColumns: Readonly<Record<string, readonly string[]>>;
  find(db: EntityManager, search: PersonSearch): Promise<HeldRecord[]>;
  erase(db: EntityManager, id: string, context: ErasureContext): Promise<string[]>;
}

/**
 * A table where an organiser's address is written beside what they did: found by that address,
 * listed as work done as an organiser; erased, the work stays and its author becomes the marker.
 */
export interface StaffTrace {
  table: string;
  /** The columns that identify one row, joined with "|" into the record's id. */
  keys: readonly string[];
  emailColumns: readonly string[];
  /** Further columns of the organiser's (the client's IP address), emptied with the address. */
  clearedColumns?: readonly string[];
  dateColumn: string;
  label: string;
}

/**
 * What one feature declares about the people its tables name: its kinds of record and the
 * tables where organisers sign their work. Each feature module provides its own declaration
 * (`personDataProvider`); the people screen, the export and erasure read them all.
 */
export interface PersonData {
  kinds?: readonly PersonKind[];
  staffTraces?: readonly StaffTrace[];
}

export type Row = Record<string, unknown>;

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** A database row with readable keys and JSON-friendly values, as the export writes it. */
export function readableFields(row: Row, omit: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    fields[camelCase(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return fields;
}

export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function idList(ids: readonly string[]): string[] {
  // An empty IN () is a syntax error; an id no table holds keeps the query valid.
  return ids.length > 0 ? [...ids] : ['0'];
}

export function nonEmpty(values: readonly unknown[]): string[] {
  return values.filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}
