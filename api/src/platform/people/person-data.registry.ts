import { Injectable, type Provider } from '@nestjs/common';
import { personRecordKinds, type PersonRecordKind } from '@caawg11/conference';
import type { PersonData, PersonKind, StaffTrace } from './person-kind.js';
import { staffTracesKind } from './staff-traces.kind.js';

/**
 * The kinds of record that can name a person and the tables where organisers sign their work,
 * each declared by the feature that owns the tables (pretix's data shredders, contributed by
 * each plugin), so the people screen, the export and erasure import no feature.
 */
@Injectable()
export class PersonDataRegistry {
  private readonly declarations = new Set<PersonData>();
  private ordered: PersonKind[] | null = null;

  add(declaration: PersonData): void {
    this.declarations.add(declaration);
    this.ordered = null;
  }

  staffTraces(): StaffTrace[] {
    return [...this.declarations].flatMap((declaration) => declaration.staffTraces ?? []);
  }

  /**
   * Every kind, in the order they are searched: a kind after those it follows, and otherwise in
   * the people screen's order.
   */
  kinds(): readonly PersonKind[] {
    this.ordered ??= searchOrder([
      ...[...this.declarations].flatMap((declaration) => declaration.kinds ?? []),
      staffTracesKind(this.staffTraces()),
    ]);
    return this.ordered;
  }

  /** The tables and columns holding personal data that some kind finds and anonymises. */
  coverage(): Map<string, Set<string>> {
    const covered = new Map<string, Set<string>>();
    for (const kind of this.kinds()) {
      for (const [table, columns] of Object.entries(kind.personalColumns)) {
        const set = covered.get(table) ?? new Set<string>();
        for (const column of columns) set.add(column);
        covered.set(table, set);
      }
    }
    return covered;
  }
}

function searchOrder(kinds: readonly PersonKind[]): PersonKind[] {
  const byKind = new Map<PersonRecordKind, PersonKind>();
  for (const kind of kinds) {
    if (byKind.has(kind.kind)) throw new Error(`Two declarations of the kind ${kind.kind}`);
    byKind.set(kind.kind, kind);
  }
  const prerequisites = (kind: PersonKind): PersonRecordKind[] =>
    kind.follows === 'every other kind'
      ? [...byKind.keys()].filter((other) => other !== kind.kind)
      : (kind.follows ?? []).filter((other) => byKind.has(other));
  const waiting = [...byKind.values()].sort(
    (a, b) => personRecordKinds.indexOf(a.kind) - personRecordKinds.indexOf(b.kind),
  );
  const ordered: PersonKind[] = [];
  const placed = new Set<PersonRecordKind>();
  while (waiting.length > 0) {
    const next = waiting.findIndex((kind) =>
      prerequisites(kind).every((other) => placed.has(other)),
    );
    if (next < 0)
      throw new Error(`The kinds ${waiting.map((kind) => kind.kind).join(', ')} follow each other`);
    const [kind] = waiting.splice(next, 1);
    ordered.push(kind!);
    placed.add(kind!.kind);
  }
  return ordered;
}

/**
 * A feature module's declaration of the people its tables name. Processes that have no people
 * screen (the worker, the command line) hold no registry, and the declaration waits unused.
 */
export function personDataProvider(declaration: PersonData): Provider {
  return {
    provide: Symbol('person data'),
    inject: [{ token: PersonDataRegistry, optional: true }],
    useFactory: (registry: PersonDataRegistry | undefined) => {
      registry?.add(declaration);
      return declaration;
    },
  };
}
