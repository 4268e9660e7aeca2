import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** What the presenter of an accepted abstract gave for the speakers page, one per abstract. */
@Entity('presenter_profiles')
export class PresenterProfileRow {
  @PrimaryColumn({ name: 'abstract_id', type: 'bigint', unsigned: true })
  abstractId: string;

  @Column({ type: 'text', nullable: true })
  biography: string | null;

  @Column({ name: 'photo_file_id', type: 'bigint', unsigned: true, nullable: true })
  photoFileId: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
