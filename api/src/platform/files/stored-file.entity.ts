import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type StoredFilePurpose =
  | 'student-id'
  | 'abstract'
  | 'payment-proof'
  | 'bank-statement'
  | 'signature-image'
  | 'speaker-photo';

/** An uploaded file: kept on the storage backend under `storageKey`, described here. */
@Entity('stored_files')
export class StoredFile {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 24 })
  purpose: StoredFilePurpose;

  /** Random name on the storage backend; never derived from what the visitor sent. */
  @Column({ name: 'storage_key', type: 'varchar', length: 100, unique: true })
  storageKey: string;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName: string;

  /** The type found in the content, not the one the browser claimed. */
  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'int', unsigned: true })
  sizeBytes: number;

  @Column({ type: 'char', length: 64 })
  sha256: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
