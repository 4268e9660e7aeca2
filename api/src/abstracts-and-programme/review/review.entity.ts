import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ReviewRecommendation } from '@caawg11/conference';

/** One reviewer's review of one abstract; it can be changed until the review window closes. */
@Entity('reviews')
@Index('uq_reviews_abstract_reviewer', ['abstractId', 'reviewerUserId'], { unique: true })
export class Review {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'abstract_id', type: 'bigint', unsigned: true })
  abstractId: string;

  @Column({ name: 'reviewer_user_id', type: 'bigint', unsigned: true })
  reviewerUserId: string;

  @Column({ type: 'varchar', length: 16 })
  recommendation: ReviewRecommendation;

  /** Read by the committee only. */
  @Column({ name: 'comment_to_committee', type: 'text', nullable: true })
  commentToCommittee: string | null;

  /** Quoted in the author's notice when given. */
  @Column({ name: 'comment_to_authors', type: 'text', nullable: true })
  commentToAuthors: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
