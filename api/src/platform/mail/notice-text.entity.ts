import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Language, NoticeTextKey } from '@caawg11/conference';

/** An organiser's replacement for a notice's default text in one language. */
@Entity('notice_texts')
export class NoticeTextEntry {
  @PrimaryColumn({ type: 'varchar', length: 48 })
  notice: NoticeTextKey;

  @PrimaryColumn({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'updated_by_email', type: 'varchar', length: 254 })
  updatedByEmail: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
