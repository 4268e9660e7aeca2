import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An organiser's reply to a contact message: e-mailed to the sender and kept on the thread. */
@Entity('contact_replies')
@Index('idx_contact_replies_message', ['messageId', 'createdAt'])
export class ContactReplyEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'message_id', type: 'bigint', unsigned: true })
  messageId: string;

  @Column({ name: 'author_user_id', type: 'bigint', unsigned: true, nullable: true })
  authorUserId: string | null;

  @Column({ name: 'author_email', type: 'varchar', length: 254 })
  authorEmail: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
