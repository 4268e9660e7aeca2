import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One declared setting's stored value (see settings.registry.ts), as JSON. */
@Entity('settings')
export class StoredSetting {
  @PrimaryColumn({ name: 'setting_key', type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'json' })
  value: unknown;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
