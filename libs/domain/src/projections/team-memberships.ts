import { createParamDecorator, type ExecutionContext, Injectable, Module, type PipeTransform } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  ACT_AS_HEADER,
  TEAM_ACTION_TITLE_MAX,
  TeamsErrorCode,
  planHasFeature,
  type EventOf,
  type TeamAction,
  type TeamCapability,
  type TeamRole,
} from '@stave/contracts';
import { queryOne, queryRows } from '@stave/platform';
import { Database, type Queryable, type Transaction } from '@stave/platform';
import { OnEvent } from '@stave/platform';
import type { Outbox } from '@stave/platform';
import type { AuthenticatedRequest } from '@stave/platform';
import { markActsForBusiness } from '@stave/platform';
import { domainError } from '@stave/platform';
import { memberTier } from './user-summaries.repository';

// Who may act as which business, as identity announces it (`identity.team.membership-changed.v1`), for
// the services where a team member posts or answers as the business (jobs-events, marketplace, messaging). One row
// per business and member; `changed_at` orders the events, so a late, older one never undoes a newer one, and a
// member who left stays as a row with `active` false for the same reason. docs/teams.md.
export class TeamMemberships1736500000000 implements MigrationInterface {
  name = 'TeamMemberships1736500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE team_memberships (
        business_id integer NOT NULL,
        member_id integer NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'member')),
        active boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (business_id, member_id)
      )`);
    // "Which businesses may this member act as?" (the web's switcher reads identity; this serves erasure).
    await queryRunner.query(`CREATE INDEX team_memberships_member_idx ON team_memberships (member_id) WHERE active`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE team_memberships');
  }
}

export async function recordTeamMembership(tx: Transaction, event: EventOf<'identity.team.membership-changed.v1'>['payload']): Promise<boolean> {
  const rows = await queryRows(
    tx,
    `INSERT INTO team_memberships (business_id, member_id, role, active, changed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (business_id, member_id) DO UPDATE SET role = excluded.role, active = excluded.active, changed_at = excluded.changed_at
      WHERE team_memberships.changed_at < excluded.changed_at
     RETURNING 1 AS applied`,
    [event.businessId, event.memberId, event.role, event.active, event.changedAt],
  );
  return rows.length > 0;
}

@Injectable()
export class TeamMembershipsConsumer {
  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.team.membership-changed.v1', { inboxKey: 'TeamMembershipsConsumer.onChanged' })
  async onChanged(event: EventOf<'identity.team.membership-changed.v1'>, tx: Transaction): Promise<void> {
    await recordTeamMembership(tx, event.payload);
  }
}

// Who a request acts for. `ownerId` owns what it creates or may manage (the business when acting as one, else the
// member); `actorId` is always the signed-in member, recorded beside the owner.
export interface Acting {
  ownerId: number;
  actorId: number;
  asBusiness: boolean;
}

// The actor a row records beside its owner: the team member when acting as a business, else NULL (the owner did it).
export function actorOf(acting: Acting): number | null {
  return acting.asBusiness ? acting.actorId : null;
}

// "Every action records who did it" (docs/teams.md § Activity): when a team member acts as the business, the
// action is announced in its own transaction, for identity to keep on the owner's team page. The owner acting as
// themself records nothing here (what they do is theirs).
export async function recordTeamAction(
  outbox: Outbox,
  tx: Transaction,
  acting: Acting,
  event: 'jobs-events.team.action.v1' | 'marketplace.team.action.v1',
  action: TeamAction,
  subject: { id: number; title: string },
): Promise<void> {
  if (!acting.asBusiness) return;
  await outbox.add(tx, event, acting.ownerId, {
    businessId: acting.ownerId,
    actorId: acting.actorId,
    action,
    subjectId: subject.id,
    subjectTitle: subject.title.slice(0, TEAM_ACTION_TITLE_MAX),
  });
}

// A column expression for a row with user_id (the owner) and actor_id: who posted it as {id, name, username}, for
// the owner and that member only (the contracts' PostedBySchema); NULL for everyone else and when the owner did.
export function postedBySql(alias: string, viewer: string): string {
  return `CASE WHEN ${alias}.actor_id IS NOT NULL AND ${viewer} IN (${alias}.user_id, ${alias}.actor_id)
    THEN (SELECT json_build_object('id', ps.id, 'name', ps.name, 'username', ps.username) FROM user_summaries ps WHERE ps.id = ${alias}.actor_id) END`;
}

const ROLES_FOR: Record<TeamCapability, readonly TeamRole[]> = { post: ['admin', 'member'], manage: ['admin'] };

// Reads the `X-Act-As` header against the projection: the member is on the business's team with a role that
// allows the capability, and the business still has the Business plan (its summary's tier; losing it suspends the
// team, not the rows). No header: the member acts as themself. A malformed value is a 400, never a silent fallback.
@Injectable()
export class TeamActing {
  constructor(private readonly database: Database) {}

  async resolve(memberId: number, header: string | string[] | undefined, capability: TeamCapability, db: Queryable = this.database.pool): Promise<Acting> {
    if (header === undefined || header === '') return { ownerId: memberId, actorId: memberId, asBusiness: false };
    const value = Array.isArray(header) ? header[0] : header;
    if (!/^[1-9][0-9]{0,9}$/.test(value ?? '') || Number(value) > 2_147_483_647) {
      throw domainError(TeamsErrorCode.NotOnTeam, { path: ACT_AS_HEADER });
    }
    const businessId = Number(value);
    if (businessId === memberId) return { ownerId: memberId, actorId: memberId, asBusiness: false };
    const row = await queryOne<{ role: TeamRole; subscriptionTier: string }>(
      db,
      `SELECT t.role, coalesce(s.subscription_tier, 'free') AS "subscriptionTier"
         FROM team_memberships t LEFT JOIN user_summaries s ON s.id = t.business_id
        WHERE t.business_id = $1 AND t.member_id = $2 AND t.active`,
      [businessId, memberId],
    );
    if (!row) throw domainError(TeamsErrorCode.NotOnTeam);
    if (!planHasFeature(memberTier(row), 'teamAccounts')) throw domainError(TeamsErrorCode.Suspended);
    if (!ROLES_FOR[capability].includes(row.role)) throw domainError(TeamsErrorCode.RoleForbidden);
    return { ownerId: businessId, actorId: memberId, asBusiness: true };
  }
}

interface ActingRequest {
  memberId: number;
  header: string | string[] | undefined;
  capability: TeamCapability;
}

@Injectable()
export class ActingPipe implements PipeTransform<ActingRequest, Promise<Acting>> {
  constructor(private readonly acting: TeamActing) {}

  transform(value: ActingRequest): Promise<Acting> {
    return this.acting.resolve(value.memberId, value.header, value.capability);
  }
}

const actingRequest = createParamDecorator((capability: TeamCapability, ctx: ExecutionContext): ActingRequest => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  return { memberId: request.user!.id, header: request.headers[ACT_AS_HEADER], capability };
});

// `@ActingFor('post') acting: Acting` on an authenticated route: who the request acts for (see TeamActing). The
// controller's module imports TeamsProjectionModule, which provides the pipe's TeamActing. It also marks the handler
// as one that honours X-Act-As: everywhere else ActAsGuard refuses the header.
export const ActingFor =
  (capability: TeamCapability): ParameterDecorator =>
  (target, key, index) => {
    actingRequest(capability, ActingPipe)(target, key, index);
    if (key !== undefined) markActsForBusiness(target, key);
  };

// `TeamsProjectionModule` in a service whose members may act as a business; with `TeamMemberships1736500000000` in
// its migrations and `UserSummaries` (the business's plan) beside it.
@Module({ providers: [TeamMembershipsConsumer, TeamActing, ActingPipe], exports: [TeamActing, ActingPipe] })
export class TeamsProjectionModule {}
