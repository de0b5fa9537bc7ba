import { Injectable } from '@nestjs/common';
import { FileStorage, type Queryable, type Transaction } from '@stave/platform';
import { MemberData, type MemberExportPart } from '@stave/domain';
import { mediaKeyOf } from '../media/post-media.service';
import { notificationPreferencesOf } from '../notifications/notifications.service';
import { PrivacyRepository } from './privacy.repository';

// Storage deletes at once per erasure: a member may have hundreds of media files, S3 takes them one request each.
const DELETES_AT_ONCE = 8;
// ExportPartReadyV1 takes at most this many files.
const MAX_FILES = 10_000;

// Data rights in social (docs/social.md § Data rights): the member's posts and media, comments, forum threads and replies,
// likes, saves, network, bell and its preferences, mutes, achievements, boosts, matching and dashboard counts, given
// back as an export part and erased when identity says so. Social keeps no per-member state outside Postgres and
// storage (the home feed is feed_entries; nothing in Redis), so the database and the media files are all there is to
// erase.
@Injectable()
export class SocialMemberData extends MemberData {
  constructor(
    private readonly privacy: PrivacyRepository,
    private readonly storage: FileStorage,
  ) {
    super();
  }

  async exportMember(db: Queryable, userId: number): Promise<MemberExportPart> {
    const files: MemberExportPart['files'] = [];
    const posts = (await this.privacy.posts(db, userId)).map((post) => {
      const key = mediaKeyOf(post.mediaUrl);
      const mediaFile = key ? `posts/${post.id}.${extensionOf(key)}` : null;
      if (key && mediaFile) files.push({ key, name: mediaFile });
      return { ...post, mediaFile };
    });
    const pendingUploads = (await this.privacy.pendingUploads(db, userId)).map(({ key, ...upload }) => {
      const mediaFile = `uploads/${key.slice(key.lastIndexOf('/') + 1)}`;
      files.push({ key, name: mediaFile });
      return { ...upload, mediaFile };
    });
    const sections = {
      posts,
      pendingUploads,
      comments: await this.privacy.comments(db, userId),
      forumThreads: await this.privacy.forumThreads(db, userId),
      forumReplies: await this.privacy.forumReplies(db, userId),
      likes: await this.privacy.likes(db, userId),
      savedPosts: await this.privacy.saves(db, userId),
      postViews: await this.privacy.postViews(db, userId),
      following: await this.privacy.following(db, userId),
      followers: await this.privacy.followers(db, userId),
      connections: await this.privacy.connections(db, userId),
      connectionRequests: await this.privacy.connectionRequests(db, userId),
      notifications: await this.privacy.notifications(db, userId),
      notificationPreferences: notificationPreferencesFrom(await this.privacy.notificationPreferences(db, userId)),
      mutes: await this.privacy.mutes(db, userId),
      achievements: await this.privacy.achievements(db, userId),
      boosts: await this.privacy.boosts(db, userId),
      matchingPreferences: await this.privacy.matchingPreferences(db, userId),
      matches: await this.privacy.matches(db, userId),
      activity: await this.privacy.activity(db, userId),
      reports: await this.privacy.reports(db, userId),
    };
    return { sections, files: files.slice(0, MAX_FILES) };
  }

  // Counters first (their likes and comments come off others' posts), then their content and network, then the
  // files: a failure there rolls the rows back too, and the retry finds the same keys (deleting one twice is fine).
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    const media = await this.privacy.mediaOf(tx, userId);
    await this.privacy.forgetReportsOfTheirContent(tx, userId);
    await this.privacy.removeEngagement(tx, userId);
    await this.privacy.removePosts(tx, userId);
    await this.privacy.removeForum(tx, userId);
    await this.privacy.unlinkMentions(tx, userId);
    await this.privacy.removeNetwork(tx, userId);
    await this.privacy.removeNotifications(tx, userId);
    await this.privacy.forgetAnnouncements(tx, userId);
    await this.privacy.removeProfileData(tx, userId);
    const keys = [...new Set([...media.keys, ...media.urls.map(mediaKeyOf).filter((key): key is string => key !== null)])];
    for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
      await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map((key) => this.storage.delete(key)));
    }
  }
}

// Every group on or off, as Settings shows it, and when last changed; null if they never chose (all on).
function notificationPreferencesFrom(row: { muted: string[]; updatedAt: Date } | null) {
  return row && { ...notificationPreferencesOf(row.muted), updatedAt: row.updatedAt };
}

function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}
