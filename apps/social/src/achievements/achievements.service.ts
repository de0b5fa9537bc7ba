import { Injectable } from '@nestjs/common';
import { NETWORK_MESSAGES, type Achievement, type AchievementType, CommonErrorCode } from '@stave/contracts';
import { Outbox, domainError, Database, type Transaction } from '@stave/platform';
import { ACHIEVEMENTS, isProfileComplete } from './achievement-definitions';
import { ConnectionsService } from '../connections/connections.service';
import { FollowsService } from '../follows/follows.service';
import { AchievementsRepository, toAchievement } from './achievements.repository';

@Injectable()
export class AchievementsService {
  constructor(
    private readonly database: Database,
    private readonly achievements: AchievementsRepository,
    private readonly outbox: Outbox,
    private readonly connections: ConnectionsService,
    private readonly follows: FollowsService,
  ) {}

  // One-off awards (first_post, profile_complete, founding_member, …).
  async award(tx: Transaction, userId: number, type: AchievementType, metadata: Record<string, unknown> | null = null): Promise<Achievement[]> {
    return this.awardLevel(tx, userId, type, 1, 1, metadata);
  }

  // Every milestone level the value has reached; levels already held are skipped.
  async awardMilestones(tx: Transaction, userId: number, type: AchievementType, value: number): Promise<Achievement[]> {
    const thresholds = ACHIEVEMENTS[type].thresholds ?? [];
    const awarded: Achievement[] = [];
    for (const [index, threshold] of thresholds.entries()) {
      if (value >= threshold) awarded.push(...(await this.awardLevel(tx, userId, type, index + 1, threshold, { threshold })));
    }
    return awarded;
  }

  // Connection milestones (1, 10, 50, …) for both members of a new connection.
  async awardConnectionMilestones(tx: Transaction, memberIds: number[]): Promise<void> {
    for (const memberId of memberIds) await this.awardMilestones(tx, memberId, 'connection_milestone', await this.connections.connectionCount(tx, memberId));
  }

  // Follower milestones for the member who gained a follower.
  async awardFollowerMilestones(tx: Transaction, memberId: number): Promise<void> {
    await this.awardMilestones(tx, memberId, 'network_milestone', await this.follows.followerCount(tx, memberId));
  }

  async awardProfileState(
    tx: Transaction,
    userId: number,
    profile: { bio: string | null; location: string | null; profileImage: string | null; skills: string[]; genres: string[]; isFoundingMember: boolean },
  ): Promise<Achievement[]> {
    const awarded: Achievement[] = [];
    if (profile.isFoundingMember) awarded.push(...(await this.award(tx, userId, 'founding_member')));
    if (isProfileComplete(profile)) awarded.push(...(await this.award(tx, userId, 'profile_complete')));
    return awarded;
  }

  // POST /api/achievements/check: re-derives what can be derived from social's own data.
  async check(userId: number): Promise<Achievement[]> {
    return this.database.transaction(async (tx) => {
      const progress = await this.achievements.progress(tx, userId);
      return [
        ...(progress.posts > 0 ? await this.award(tx, userId, 'first_post') : []),
        ...(progress.forumPosts > 0 ? await this.award(tx, userId, 'first_forum_post') : []),
        ...(await this.awardMilestones(tx, userId, 'connection_milestone', progress.connections)),
        ...(await this.awardMilestones(tx, userId, 'network_milestone', progress.followers)),
        ...(progress.profile ? await this.awardProfileState(tx, userId, progress.profile) : []),
      ];
    });
  }

  list(userId: number) {
    return this.achievements.list(userId);
  }

  unviewed(userId: number) {
    return this.achievements.list(userId, true);
  }

  async markViewed(id: number, userId: number): Promise<void> {
    if (!(await this.achievements.markViewed(id, userId))) throw domainError(CommonErrorCode.NotFound, { message: NETWORK_MESSAGES.achievementNotFound });
  }

  private async awardLevel(
    tx: Transaction,
    userId: number,
    type: AchievementType,
    level: number,
    threshold: number,
    metadata: Record<string, unknown> | null,
  ): Promise<Achievement[]> {
    const definition = ACHIEVEMENTS[type];
    const row = await this.achievements.award(tx, {
      userId,
      type,
      level,
      metadata,
      title: definition.title(level, threshold),
      description: definition.description(threshold),
      icon: definition.icon,
    });
    if (!row) return [];
    await this.outbox.add(tx, 'social.achievement.awarded.v1', userId, { achievementId: row.id, userId, type, level, title: row.title });
    return [toAchievement(row)];
  }
}
