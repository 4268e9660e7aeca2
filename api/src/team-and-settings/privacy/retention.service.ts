import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  retentionKindLabels,
  retentionKinds,
  retentionLookAheadDays,
  type Clock,
  type RetentionDueRecord,
  type RetentionKind,
  type RetentionRunCounts,
  type RetentionSettings,
  type RetentionUpcomingView,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/files/file-storage.js';
import { VisaLettersRepository } from '../../registrations-and-money/visa-letters/visa-letters.repository.js';
import { conferenceEnd, RetentionRepository, type PurgedKind } from './retention.repository.js';

const dayMs = 24 * 60 * 60 * 1000;
/** Records read per query while purging, and shown per kind in the upcoming list. */
const batchSize = 200;
const upcomingShown = 100;

/** The kinds removed one record at a time, in the order the job goes through them. */
const purgedKinds: readonly PurgedKind[] = [
  'student-id-scan',
  'payment-proof',
  'unpaid-registration',
  'contact-message',
  'sponsorship-inquiry',
  'mail-body',
];

/** Who the audit log names for the job's own runs. */
const retentionJobActor: AuditActor = {
  userId: null,
  email: 'retention job',
  clientAddress: null,
};

/** A period in days or months, counted back from (or forward to) an instant. */
interface Period {
  days?: number;
  months?: number;
}

function periodOf(kind: RetentionKind, settings: RetentionSettings): Period {
  switch (kind) {
    case 'student-id-scan':
      return { days: settings.studentIdDays };
    case 'payment-proof':
      return { days: settings.paymentProofDays };
    case 'passport-data':
      return { days: settings.passportDays };
    case 'unpaid-registration':
      return { days: settings.unpaidRegistrationDays };
    case 'contact-message':
    case 'sponsorship-inquiry':
      return { months: settings.inquiryMonths };
    case 'mail-body':
      return { days: settings.mailBodyDays };
  }
}

/** `at` moved by the period, forwards (sign 1) or backwards (sign -1), in UTC. */
function shifted(at: Date, period: Period, sign: 1 | -1): Date {
  const result = new Date(at.getTime());
  if (period.months) result.setUTCMonth(result.getUTCMonth() + sign * period.months);
  if (period.days) result.setTime(result.getTime() + sign * period.days * dayMs);
  return result;
}

/**
 * How long personal data is kept: the settings organisers edit, what is due in the coming
 * days, and the daily run that removes what is due. Files are removed from storage only after
 * the transaction that deleted their records has committed, so a failed run never leaves a
 * record pointing at a missing file.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly retention: RetentionRepository,
    private readonly visaLetters: VisaLettersRepository,
    private readonly audit: AuditService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  settings(): Promise<RetentionSettings> {
    return this.retention.settings();
  }

  async updateSettings(settings: RetentionSettings, actor: AuditActor): Promise<RetentionSettings> {
    await this.retention.transaction(async (manager) => {
      const before = await this.retention.lockSettings(manager);
      await this.retention.saveSettings(manager, settings);
      await this.audit.record(
        actor,
        {
          action: 'retention-settings.changed',
          entityType: 'retention-settings',
          entityId: null,
          before: { ...before },
          after: { ...settings },
        },
        manager,
      );
    });
    return this.retention.settings();
  }

  /** What the job will remove within the look-ahead, per kind, soonest first. */
  async upcoming(): Promise<RetentionUpcomingView> {
    const settings = await this.retention.settings();
    const horizon = new Date(this.clock.now().getTime() + retentionLookAheadDays * dayMs);
    const kinds = await Promise.all(
      retentionKinds.map(async (kind) => {
        const period = periodOf(kind, settings);
        const cutoff = shifted(horizon, period, -1);
        const [records, count] = await Promise.all([
          this.retention.startedBy(kind, cutoff, upcomingShown),
          this.retention.countStartedBy(kind, cutoff),
        ]);
        return {
          kind,
          label: retentionKindLabels[kind],
          count,
          records: records.map((record): RetentionDueRecord => ({
            kind,
            recordId: record.id,
            reference: record.reference,
            dueOn: shifted(record.anchor, period, 1).toISOString().slice(0, 10),
          })),
        };
      }),
    );
    return { days: retentionLookAheadDays, kinds };
  }

  /**
   * Removes everything due now, one record per transaction, and writes the counts per kind to
   * the audit log. A MySQL named lock keeps a second run (a retried job on another replica)
   * from starting while one is under way; each record is also re-read under its row lock.
   * Answers the counts, or null when another run holds the lock.
   */
  async runDue(): Promise<RetentionRunCounts | null> {
    const lockName =
      `retention:${String(this.retention.manager.connection.options.database)}`.slice(0, 64);
    const runner = this.retention.manager.connection.createQueryRunner('master');
    try {
      const [acquired] = (await runner.query('SELECT GET_LOCK(?, 0) AS acquired', [lockName])) as {
        acquired: number | string | null;
      }[];
      if (Number(acquired?.acquired) !== 1) {
        this.logger.warn('Another retention run is under way; this one stops');
        return null;
      }
      try {
        return await this.purgeDue();
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
      }
    } finally {
      await runner.release();
    }
  }

  private async purgeDue(): Promise<RetentionRunCounts> {
    const now = this.clock.now();
    const settings = await this.retention.settings();
    const counts: RetentionRunCounts = {
      'student-id-scan': 0,
      'payment-proof': 0,
      'passport-data': await this.clearPassportData(now, settings),
      'unpaid-registration': 0,
      'contact-message': 0,
      'sponsorship-inquiry': 0,
      'mail-body': 0,
    };
    for (const kind of purgedKinds) {
      const cutoff = shifted(now, periodOf(kind, settings), -1);
      const tried = new Set<string>();
      for (;;) {
        const due = (await this.retention.startedBy(kind, cutoff, batchSize)).filter(
          (record) => !tried.has(record.id),
        );
        if (due.length === 0) break;
        for (const record of due) {
          tried.add(record.id);
          const keys = await this.retention.transaction((manager) =>
            this.retention.purge(manager, kind, record.id, cutoff, now),
          );
          if (keys === null) continue;
          counts[kind]++;
          for (const key of keys) await this.removeStored(key);
        }
      }
    }
    await this.audit.record(retentionJobActor, {
      action: 'retention.purged',
      entityType: 'retention-run',
      entityId: null,
      after: { ...counts },
    });
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log(`Retention run removed or anonymised ${total} records`);
    return counts;
  }

  /**
   * Blanks the passport data of every letter request once the period after the conference has
   * passed, in one transaction; the request rows stay. Answers how many requests were cleared.
   */
  private async clearPassportData(now: Date, settings: RetentionSettings): Promise<number> {
    const cutoff = shifted(now, periodOf('passport-data', settings), -1);
    if (cutoff.getTime() < conferenceEnd.getTime()) return 0;
    return this.retention.transaction((manager) =>
      this.visaLetters.clearPassportDataOlderThan(manager, cutoff),
    );
  }

  /** A file whose record is gone; one left behind by a storage error is logged, not retried. */
  private async removeStored(key: string): Promise<void> {
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.logger.error(
        `Could not remove the stored file ${key} after its record was deleted: ${String(error)}`,
      );
    }
  }
}
