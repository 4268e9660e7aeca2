import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A speaker the organisers invite, shown on the speakers page in their order. */
@Entity('invited_speakers')
export class InvitedSpeakerRow {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'smallint', unsigned: true })
  position: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  affiliation: string;

  /** How the organisers reach the speaker; never shown on the site. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  topic: string | null;

  @Column({ type: 'text', nullable: true })
  biography: string | null;

  @Column({ name: 'photo_file_id', type: 'bigint', unsigned: true, nullable: true })
  photoFileId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
