import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable } from '@stave/platform';
import { storageKeyOf } from '../uploads/image-store';

export interface IdentityPart {
  document: Record<string, unknown>;
  files: { key: string; name: string }[];
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

// Identity's own part of a member's archive (`profile.json`): the account and profile, portfolio, experience and
// education, invitations sent, sessions, security settings, reports made, their standing, and their support tickets
// with the conversations, and their business teams (the team they own and the teams they are on or invited to, the
// other side by username only; what their team did as their business). Never the password hash, the two-factor
// secret, recovery codes, reset tokens, nor anything moderators wrote about them (their notes); in a ticket, the
// team's replies are 'support', never an agent's name.
// An agent's replies on other members' tickets are not theirs to take (as a moderator's decisions are not).
@Injectable()
export class IdentityPartReader {
  async read(db: Queryable, userId: number): Promise<IdentityPart | null> {
    const account = await queryOne<Record<string, unknown>>(
      db,
      `SELECT id, username, email, name, type, location, bio, profile_image AS "profileImage", cover_image AS "coverImage",
              website_url AS "websiteUrl", skills, genres, subscription_tier AS "subscriptionTier",
              subscription_expires_at AS "subscriptionExpiresAt", trial_ends_at AS "trialEndsAt", is_founding_member AS "isFoundingMember",
              verified_profile AS "verifiedProfile", badges, referral_count AS "referralCount", profile_views AS "profileViews",
              connection_count AS "connectionCount", search_appearances AS "searchAppearances", sign_in_alerts AS "signInAlerts",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM users WHERE id = $1`,
      [userId],
    );
    if (!account) return null;
    const rows = (sql: string) => queryRows<Record<string, unknown>>(db, sql, [userId]);
    const [
      portfolio,
      experience,
      education,
      invitations,
      sessions,
      twoFactor,
      reportsMade,
      standing,
      appeals,
      tickets,
      ticketMessages,
      teamMembers,
      teamMemberships,
      teamActivity,
    ] = await Promise.all([
      rows(`SELECT id, title, description, type, image, url, date, created_at AS "createdAt" FROM portfolio_items WHERE user_id = $1 ORDER BY id`),
      rows(
        `SELECT id, title, company, location, start_date AS "startDate", end_date AS "endDate", description FROM experiences WHERE user_id = $1 ORDER BY id`,
      ),
      rows(
        `SELECT id, institution, degree, field, start_date AS "startDate", end_date AS "endDate", description FROM education WHERE user_id = $1 ORDER BY id`,
      ),
      rows(
        `SELECT email, status, created_at AS "sentAt", expires_at AS "expiresAt", completed_at AS "completedAt" FROM referrals WHERE referrer_id = $1 ORDER BY id`,
      ),
      rows(
        `SELECT device, ip_address AS "ipAddress", place, created_at AS "signedInAt", last_seen_at AS "lastSeenAt", ended_at AS "endedAt"
           FROM sessions WHERE user_id = $1 ORDER BY id`,
      ),
      rows(`SELECT enabled_at AS "enabledAt" FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`),
      rows(
        `SELECT c.kind, c.item_id AS "itemId", r.reason, r.details, r.reported_at AS "reportedAt"
           FROM moderation_reports r JOIN moderation_cases c ON c.id = r.case_id WHERE r.reporter_id = $1 ORDER BY r.reported_at`,
      ),
      rows(`SELECT status, until, since FROM account_standing WHERE user_id = $1`),
      rows(`SELECT message, status, response, created_at AS "createdAt", decided_at AS "decidedAt" FROM standing_appeals WHERE user_id = $1 ORDER BY id`),
      rows(
        `SELECT id, subject, description, category, priority, status, resolution, created_at AS "openedAt", updated_at AS "updatedAt",
                first_response_at AS "firstResponseAt", resolved_at AS "resolvedAt", satisfaction_rating AS "rating", rating_comment AS "ratingComment"
           FROM vip_support_tickets WHERE user_id = $1 ORDER BY id`,
      ),
      rows(
        `SELECT s.ticket_id AS "ticketId", CASE WHEN s.from_support THEN 'support' ELSE 'you' END AS "from", s.body, s.created_at AS "sentAt"
           FROM support_ticket_messages s JOIN vip_support_tickets t ON t.id = s.ticket_id WHERE t.user_id = $1 ORDER BY s.ticket_id, s.created_at, s.id`,
      ),
      rows(
        `SELECT m.username AS member, t.role, t.status, t.invited_at AS "invitedAt", t.joined_at AS "joinedAt"
           FROM team_members t JOIN users m ON m.id = t.member_id WHERE t.business_id = $1 ORDER BY t.invited_at, t.id`,
      ),
      rows(
        `SELECT b.username AS business, t.role, t.status, t.invited_at AS "invitedAt", t.joined_at AS "joinedAt"
           FROM team_members t JOIN users b ON b.id = t.business_id WHERE t.member_id = $1 ORDER BY t.invited_at, t.id`,
      ),
      rows(
        `SELECT m.username AS member, a.action, split_part(a.action, '.', 1) AS "subjectKind", a.subject_id::float8 AS "subjectId",
                a.subject_title AS "subjectTitle", a.occurred_at AS "occurredAt"
           FROM team_activity a LEFT JOIN users m ON m.id = a.actor_id WHERE a.business_id = $1 ORDER BY a.occurred_at, a.id`,
      ),
    ]);
    const dated = (list: Record<string, unknown>[]) => list.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, iso(v)])));
    const datedDays = (list: Record<string, unknown>[]) =>
      list.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, /Date$|^date$/.test(k) ? day(v) : iso(v)])));
    const files: IdentityPart['files'] = [];
    const addFile = (path: unknown, name: string) => {
      const key = storageKeyOf(path);
      if (key) files.push({ key, name: `${name}.${key.split('.').pop()}` });
    };
    addFile(account.profileImage, 'profile-image');
    addFile(account.coverImage, 'cover-image');
    for (const item of portfolio) addFile(item.image, `portfolio/${String(item.id)}`);
    return {
      document: {
        account: Object.fromEntries(Object.entries(account).map(([k, v]) => [k, iso(v)])),
        portfolio: datedDays(portfolio),
        experience: datedDays(experience),
        education: datedDays(education),
        invitationsSent: dated(invitations),
        sessions: dated(sessions),
        security: { twoFactorEnabledAt: iso(twoFactor[0]?.enabledAt ?? null), signInAlerts: account.signInAlerts },
        reportsMade: dated(reportsMade),
        standing: dated(standing)[0] ?? null,
        appeals: dated(appeals),
        // Two lists, so each becomes its own CSV.
        supportTickets: dated(tickets),
        supportMessages: dated(ticketMessages),
        // The team they own (its members and invitations) and the teams they are on or invited to.
        teamMembers: dated(teamMembers),
        teamMemberships: dated(teamMemberships),
        // What the team did as their business (the member by username; null once their account is gone).
        teamActivity: dated(teamActivity),
      },
      files,
    };
  }
}
