import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { SleepStoryEntity } from './sleep-story.entity';

/** A member's own place in a story: one row per member and story, read by nobody else. */
@Entity({ name: 'sleep_story_progress' })
export class SleepStoryProgressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @PrimaryColumn({ name: 'story_id', type: 'uuid' })
  storyId: string;

  @ManyToOne(() => SleepStoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id' })
  story?: SleepStoryEntity;

  @Column({ name: 'position_seconds', type: 'integer' })
  positionSeconds: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
