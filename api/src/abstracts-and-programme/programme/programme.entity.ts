import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { SessionKind, SubthemeTitle } from '@caawg11/conference';

/** A session of the organisers' draft programme; times are HH:MM in conference time. */
@Entity('programme_sessions')
export class ProgrammeSession {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 100 })
  subtheme: SubthemeTitle;

  /** YYYY-MM-DD. */
  @Column({ type: 'char', length: 10 })
  day: string;

  @Column({ name: 'start_time', type: 'char', length: 5 })
  start: string;

  @Column({ name: 'end_time', type: 'char', length: 5 })
  end: string;

  @Column({ type: 'varchar', length: 100 })
  room: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  chair: string | null;

  @Column({ type: 'varchar', length: 8 })
  kind: SessionKind;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/** One accepted abstract in one session: a timed talk, or a poster in its place in the order. */
@Entity('programme_placements')
export class ProgrammePlacement {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'session_id', type: 'bigint', unsigned: true })
  sessionId: string;

  /** Unique: an abstract is in one session at most. */
  @Column({ name: 'abstract_id', type: 'bigint', unsigned: true })
  abstractId: string;

  @Column({ name: 'start_time', type: 'char', length: 5, nullable: true })
  start: string | null;

  @Column({ name: 'end_time', type: 'char', length: 5, nullable: true })
  end: string | null;

  @Column({ type: 'int', unsigned: true, default: 0 })
  position: number;
}

/** One published version of the programme, as the public side serves it. */
@Entity('programme_publications')
export class ProgrammePublication {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'published_at', type: 'datetime', precision: 3 })
  publishedAt: Date;

  @Column({ name: 'published_by_user_id', type: 'bigint', unsigned: true, nullable: true })
  publishedByUserId: string | null;

  @Column({ name: 'published_by_email', type: 'varchar', length: 254 })
  publishedByEmail: string;

  /** The `days` of the public programme as JSON, exactly as published. */
  @Column({ type: 'longtext' })
  snapshot: string;
}
