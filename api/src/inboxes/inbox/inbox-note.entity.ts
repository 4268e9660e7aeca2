import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InboxName } from '@caawg11/conference';

/** An organiser's internal note on an inbox record: never shown to the person who wrote in. */
@Entity('inbox_notes')
@Index('idx_inbox_notes_record', ['inbox', 'recordId', 'createdAt'])
export class InboxNoteEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  inbox: InboxName;

  @Column({ name: 'record_id', type: 'bigint', unsigned: true })
  recordId: string;

  @Column({ name: 'author_user_id', type: 'bigint', unsigned: true, nullable: true })
  authorUserId: string | null;

  /** Kept as text so the note still says who wrote it if the account is ever removed. */
  @Column({ name: 'author_email', type: 'varchar', length: 254 })
  authorEmail: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
