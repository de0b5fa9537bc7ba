import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';

// The rows of one member's export: what they wrote or did, and of the members they are linked to only the
// id and username the product shows them. Dates come back as Date (ISO in the part); `date` columns as text.

export interface PostExportRow {
  id: number;
  content: string;
  type: string;
  mediaUrl: string | null;
  mediaType: string | null;
  likes: number;
  comments: number;
  views: number;
  hashtags: string[];
  mentionedUserIds: number[];
  createdAt: Date;
  updatedAt: Date;
}

export interface UploadExportRow {
  key: string;
  mediaType: string;
  byteSize: number;
  durationSeconds: number | null;
  uploadedAt: Date;
}

// A member at the other end of a follow, connection, request, mute or suggestion.
const OTHER = (idExpr: string) => `${idExpr} AS "memberId", u.username`;

@Injectable()
export class PrivacyRepository {
  // ---- export

  posts(db: Queryable, userId: number): Promise<PostExportRow[]> {
    return queryRows(
      db,
      `SELECT id, content, type, media_url AS "mediaUrl", media_type AS "mediaType", likes, comments, views, hashtags,
              mentioned_users AS "mentionedUserIds", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM posts WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  // Uploads no post has taken (yet): the composer's, swept after a day.
  pendingUploads(db: Queryable, userId: number): Promise<UploadExportRow[]> {
    return queryRows(
      db,
      `SELECT key, media_type AS "mediaType", byte_size AS "byteSize", duration_seconds AS "durationSeconds", created_at AS "uploadedAt"
         FROM post_media WHERE uploader_id = $1 AND post_id IS NULL ORDER BY created_at, key`,
      [userId],
    );
  }

  comments(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT id, post_id AS "postId", content, created_at AS "createdAt", updated_at AS "updatedAt"
         FROM post_comments WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  // The forum threads they started (with the counters others' replies made) and the replies they wrote anywhere.
  forumThreads(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT id, title, content, category, tags, reply_count AS "replyCount", last_activity_at AS "lastActivityAt",
              created_at AS "createdAt", edited_at AS "editedAt"
         FROM forum_posts WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  forumReplies(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT id, post_id AS "threadId", content, created_at AS "createdAt", edited_at AS "editedAt"
         FROM forum_comments WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  likes(db: Queryable, userId: number) {
    return queryRows(db, `SELECT post_id AS "postId", created_at AS "likedAt" FROM post_likes WHERE user_id = $1 ORDER BY created_at, post_id`, [userId]);
  }

  saves(db: Queryable, userId: number) {
    return queryRows(db, `SELECT post_id AS "postId", created_at AS "savedAt" FROM saved_posts WHERE user_id = $1 ORDER BY created_at, post_id`, [userId]);
  }

  postViews(db: Queryable, userId: number) {
    return queryRows(db, `SELECT post_id AS "postId", day::text AS day FROM post_views WHERE viewer_id = $1 ORDER BY day, post_id`, [userId]);
  }

  following(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT ${OTHER('f.following_id')}, f.created_at AS "followedAt"
         FROM user_follows f LEFT JOIN user_summaries u ON u.id = f.following_id
        WHERE f.follower_id = $1 ORDER BY f.created_at, f.following_id`,
      [userId],
    );
  }

  followers(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT ${OTHER('f.follower_id')}, f.created_at AS "followedAt"
         FROM user_follows f LEFT JOIN user_summaries u ON u.id = f.follower_id
        WHERE f.following_id = $1 ORDER BY f.created_at, f.follower_id`,
      [userId],
    );
  }

  connections(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT ${OTHER('c.other_id')}, c.created_at AS "connectedAt"
         FROM connections c LEFT JOIN user_summaries u ON u.id = c.other_id
        WHERE c.user_id = $1 ORDER BY c.created_at, c.other_id`,
      [userId],
    );
  }

  // Both ways. A request of theirs that was declined reads 'closed': the product never tells a sender the other
  // member said no (it only leaves their sent list), so neither does the export, nor when.
  connectionRequests(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT r.id, CASE WHEN r.sender_id = $1 THEN 'sent' ELSE 'received' END AS direction, ${OTHER('o.id')},
              CASE WHEN r.sender_id = $1 AND r.status = 'rejected' THEN 'closed' ELSE r.status END AS status,
              r.message, r.created_at AS "createdAt",
              CASE WHEN r.sender_id = $1 AND r.status = 'rejected' THEN NULL ELSE r.updated_at END AS "updatedAt"
         FROM connection_requests r
         CROSS JOIN LATERAL (SELECT CASE WHEN r.sender_id = $1 THEN r.receiver_id ELSE r.sender_id END AS id) o
         LEFT JOIN user_summaries u ON u.id = o.id
        WHERE r.sender_id = $1 OR r.receiver_id = $1
        ORDER BY r.created_at, r.id`,
      [userId],
    );
  }

  // The lines in their bell, as last written.
  notifications(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT id, type, subtype, related_id AS "relatedId", message, is_read AS "isRead", count, settled, created_at AS "createdAt"
         FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  // The notification groups they turned off (Settings › Notifications); null if they never chose.
  notificationPreferences(db: Queryable, userId: number) {
    return queryOne<{ muted: string[]; updatedAt: Date }>(db, `SELECT muted, updated_at AS "updatedAt" FROM notification_preferences WHERE user_id = $1`, [
      userId,
    ]);
  }

  // Whom they muted (never who muted them: that is the other member's to know).
  mutes(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT ${OTHER('m.muted_id')}, m.created_at AS "mutedAt"
         FROM mutes m LEFT JOIN user_summaries u ON u.id = m.muted_id
        WHERE m.user_id = $1 ORDER BY m.created_at, m.muted_id`,
      [userId],
    );
  }

  achievements(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT id, type, level, title, description, icon, metadata, viewed, awarded_at AS "awardedAt"
         FROM achievements WHERE user_id = $1 ORDER BY awarded_at, id`,
      [userId],
    );
  }

  boosts(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT id, post_id AS "postId", boost_type AS "boostType", start_date AS "startDate", end_date AS "endDate",
              is_active AND end_date > now() AS "isActive", views_generated AS "viewsGenerated", engagement_boost AS "engagementBoost"
         FROM boosted_posts WHERE user_id = $1 ORDER BY start_date, id`,
      [userId],
    );
  }

  matchingPreferences(db: Queryable, userId: number) {
    return queryOne(
      db,
      `SELECT looking_for AS "lookingFor", genres, location, remote_only AS "remoteOnly", availability, opted_out AS "optedOut",
              is_active AS "isActive", last_matched_at AS "lastMatchedAt", updated_at AS "updatedAt"
         FROM ai_matching_preferences WHERE user_id = $1`,
      [userId],
    );
  }

  // Their suggestions and what they did with each. A pending one is given as the product would show it now: not
  // of a member who has since opted out of matching or is blocked either way.
  matches(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT ${OTHER('m.matched_user_id')}, m.match_score AS "matchScore", m.match_reason AS "matchReason", m.status,
              m.contacted_at AS "contactedAt", m.computed_at AS "computedAt"
         FROM ai_matches m LEFT JOIN user_summaries u ON u.id = m.matched_user_id
        WHERE m.user_id = $1
          AND (m.status <> 'pending'
               OR (NOT EXISTS (SELECT 1 FROM ai_matching_preferences o WHERE o.user_id = m.matched_user_id AND o.opted_out)
                   AND ${neitherBlockedSql('m.user_id', 'm.matched_user_id')}))
        ORDER BY m.computed_at, m.id`,
      [userId],
    );
  }

  activity(db: Queryable, userId: number) {
    return queryRows(db, `SELECT metric, day::text AS day, count FROM member_activity_daily WHERE user_id = $1 ORDER BY day, metric`, [userId]);
  }

  // The posts, comments, forum threads and replies they reported (the moderators' decisions are identity's).
  reports(db: Queryable, userId: number) {
    return queryRows(
      db,
      `SELECT kind, item_id AS "itemId", reason, created_at AS "reportedAt" FROM content_reports WHERE reporter_id = $1 ORDER BY created_at, kind, item_id`,
      [userId],
    );
  }

  // ---- erasure (each statement finds nothing the second time)

  // The stored files of their posts and uploads: post_media's keys, and the posts' own media URLs.
  async mediaOf(tx: Transaction, userId: number): Promise<{ keys: string[]; urls: string[] }> {
    const keys = await queryRows<{ key: string }>(tx, `SELECT key FROM post_media WHERE uploader_id = $1`, [userId]);
    const urls = await queryRows<{ url: string }>(tx, `SELECT media_url AS url FROM posts WHERE user_id = $1 AND media_url IS NOT NULL`, [userId]);
    return { keys: keys.map((row) => row.key), urls: urls.map((row) => row.url) };
  }

  // Reports of their posts and comments, and of comments on their posts; of their forum threads and replies, and of
  // replies in their threads (all about to go): the items are gone, so the reporters' records of them are too.
  // (Reports they filed are the platform's erasePlatformRows.)
  async forgetReportsOfTheirContent(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `DELETE FROM content_reports r
        WHERE (r.kind = 'member' AND r.item_id = $1)
           OR (r.kind = 'post' AND r.item_id IN (SELECT id FROM posts WHERE user_id = $1))
           OR (r.kind = 'comment' AND r.item_id IN (SELECT c.id FROM post_comments c
                                                     WHERE c.user_id = $1 OR c.post_id IN (SELECT id FROM posts WHERE user_id = $1)))
           OR (r.kind = 'forum_post' AND r.item_id IN (SELECT id FROM forum_posts WHERE user_id = $1))
           OR (r.kind = 'forum_comment' AND r.item_id IN (SELECT c.id FROM forum_comments c
                                                           WHERE c.user_id = $1 OR c.post_id IN (SELECT id FROM forum_posts WHERE user_id = $1)))`,
      [userId],
    );
  }

  // Their likes and comments, with the counters of the posts they were on (others' posts keep true totals).
  async removeEngagement(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `WITH gone AS (DELETE FROM post_likes WHERE user_id = $1 RETURNING post_id)
       UPDATE posts p SET likes = greatest(p.likes - 1, 0) FROM gone WHERE p.id = gone.post_id`,
      [userId],
    );
    await tx.query(
      `WITH gone AS (DELETE FROM post_comments WHERE user_id = $1 RETURNING post_id),
            per_post AS (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id)
       UPDATE posts p SET comments = greatest(p.comments - per_post.n, 0) FROM per_post WHERE p.id = per_post.post_id`,
      [userId],
    );
    await tx.query(`DELETE FROM saved_posts WHERE user_id = $1`, [userId]);
    // A post's view count is an anonymous tally (who viewed is never shown): the rows that name them go, the count stays.
    await tx.query(`DELETE FROM post_views WHERE viewer_id = $1`, [userId]);
  }

  // Their posts, and with them (ON DELETE CASCADE) every like, comment, save, view, feed entry, boost and media row
  // of those posts; then the uploads no post took.
  async removePosts(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM posts WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM post_media WHERE uploader_id = $1`, [userId]);
    await tx.query(`DELETE FROM boosted_posts WHERE user_id = $1`, [userId]);
  }

  // Their forum replies in others' threads, each thread counting as many fewer (its latest activity stays: the
  // time says nothing of who); then their threads, and with them (ON DELETE CASCADE) everyone's replies in them.
  async removeForum(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `WITH gone AS (DELETE FROM forum_comments WHERE user_id = $1 RETURNING post_id),
            per_thread AS (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id)
       UPDATE forum_posts p SET reply_count = greatest(p.reply_count - per_thread.n, 0) FROM per_thread WHERE p.id = per_thread.post_id`,
      [userId],
    );
    await tx.query(`DELETE FROM forum_posts WHERE user_id = $1`, [userId]);
  }

  // Others' posts keep their text (an '@name' in it is theirs to have written) but no longer link it to the member.
  async unlinkMentions(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`UPDATE posts SET mentioned_users = array_remove(mentioned_users, $1) WHERE $1 = ANY(mentioned_users)`, [userId]);
  }

  // Follows, connections and requests either way; mutes either way; their own home feed (the entries of their posts
  // in others' feeds went with the posts).
  async removeNetwork(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM user_follows WHERE follower_id = $1 OR following_id = $1`, [userId]);
    await tx.query(`DELETE FROM connections WHERE user_id = $1 OR other_id = $1`, [userId]);
    await tx.query(`DELETE FROM connection_requests WHERE sender_id = $1 OR receiver_id = $1`, [userId]);
    await tx.query(`DELETE FROM mutes WHERE user_id = $1 OR muted_id = $1`, [userId]);
    await tx.query(`DELETE FROM feed_entries WHERE owner_id = $1`, [userId]);
    await tx.query(`DELETE FROM member_feeds WHERE owner_id = $1`, [userId]);
    await tx.query(`DELETE FROM big_authors WHERE user_id = $1`, [userId]);
  }

  // Their bell and what they chose it rings for, and every line about something only they did. A grouped line
  // others are in too ('Ada and 3 others liked your post') loses them: one fewer, reworded from the latest member
  // left (who is also the line's related member for a 'follow' line).
  async removeNotifications(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM notifications WHERE user_id = $1 OR ($1 = ANY(actor_ids) AND cardinality(array_remove(actor_ids, $1)) = 0)`, [userId]);
    await tx.query(
      `UPDATE notifications n
          SET actor_ids = rest.ids,
              count = greatest(n.count - 1, 1),
              related_id = CASE WHEN n.type = 'follow' THEN rest.ids[1] ELSE n.related_id END,
              message = CASE WHEN n.action IS NULL THEN n.message ELSE coalesce(u.name, 'A Stave member') || ' ' || n.action END
         FROM (SELECT id, array_remove(actor_ids, $1) AS ids FROM notifications WHERE $1 = ANY(actor_ids)) rest
         LEFT JOIN user_summaries u ON u.id = rest.ids[1]
        WHERE n.id = rest.id`,
      [userId],
    );
  }

  // The announcements of bell lines (`social.notification.created.v1`) about them, whose message copies their name
  // ('Dee wants to connect with you'), or to them, sent or not: the lines themselves are gone or reworded above, so a
  // push still waiting would show one that no longer exists. The platform's purge matches ids only and keeps unsent
  // rows; this is the event that copies a name into text, so it goes whole. (Events sent before `actorId` was
  // announced have none: the relay deletes sent rows after a week.)
  async forgetAnnouncements(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `DELETE FROM outbox
        WHERE name = 'social.notification.created.v1'
          AND ((payload->'payload'->>'actorId')::bigint = $1 OR (payload->'payload'->>'userId')::bigint = $1)`,
      [userId],
    );
  }

  // Their achievements, dashboard counts, matching preferences, and suggestions either way (someone else's
  // suggestion of them would point at no one).
  async removeProfileData(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM achievements WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM member_activity_daily WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM ai_matching_preferences WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM ai_matches WHERE user_id = $1 OR matched_user_id = $1`, [userId]);
  }
}
