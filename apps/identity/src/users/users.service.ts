import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CommonErrorCode,
  IDENTITY_MESSAGES,
  UpdateProfileSchema,
  type PublicUser,
  type Register,
  type SelfUser,
  type UpdateProfile,
  type UsersQuery,
} from '@stave/contracts';
import { APP_CONFIG, Database, DomainError, LOGGER, Outbox, domainError, type Transaction } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { PasswordHasher } from './password-hasher';
import { toPublicUser, toSelfUser, toSnapshot, type UserRow } from './user.row';
import { accountGone, takenFieldError, userNotFound } from './users.errors';
import { UsersRepository, type EditableUserFields, type PlanAnnouncement } from './users.repository';

export const FOUNDING_MEMBER_BADGE = 'Founding Member';

const SNAPSHOT_FIELDS = ['username', 'name', 'type', 'location', 'bio', 'profileImage', 'skills', 'genres'] as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const encoded = await this.users.findPasswordHash(userId);
    return encoded !== null && (await this.hasher.verify(encoded, password));
  }

  // A new account, in one transaction with its registered event; the first FOUNDING_MEMBER_LIMIT
  // members are founding members (docs/identity.md). A taken username or email is a 409 on its field.
  async createAccount(input: Register, passwordHash: string): Promise<SelfUser & { id: number }> {
    const created = await this.database
      .transaction(async (tx) => {
        const founding = await this.users.takeFoundingSlot(tx, this.config.FOUNDING_MEMBER_LIMIT);
        const row = await this.users.insert(tx, {
          username: input.username,
          email: input.email,
          passwordHash,
          type: input.type,
          name: input.name,
          location: input.location,
          isFoundingMember: founding,
          badges: founding ? [FOUNDING_MEMBER_BADGE] : [],
        });
        await this.outbox.add(tx, 'identity.user.registered.v1', row.id, { user: toSnapshot(row), referredBy: null });
        return row;
      })
      .catch((error: unknown) => {
        throw takenFieldError(error) ?? error;
      });
    return toSelfUser(created);
  }

  credentialsByEmail(email: string) {
    return this.users.findCredentialsByEmail(email);
  }

  idByEmail(email: string): Promise<number | null> {
    return this.users.findIdByEmail(email);
  }

  // Signing in during a deletion's grace period keeps the account. True when there was one to cancel.
  async cancelDeletion(userId: number): Promise<boolean> {
    return this.users.cancelDeletion(userId);
  }

  setPasswordHash(userId: number, passwordHash: string, tx?: Transaction): Promise<void> {
    return this.users.updatePasswordHash(userId, passwordHash, tx);
  }

  // The member's own view, or null when the account is gone.
  async findSelf(userId: number): Promise<SelfUser | null> {
    const row = await this.users.findById(userId);
    return row ? toSelfUser(row) : null;
  }

  // When the member joined and what they are called; null when there is no such member.
  async memberFacts(userId: number): Promise<{ name: string; createdAt: Date } | null> {
    const row = await this.users.findById(userId);
    return row ? { name: row.name, createdAt: row.createdAt } : null;
  }

  incrementReferralCount(tx: Transaction, referrerId: number): Promise<number> {
    return this.users.incrementReferralCount(tx, referrerId);
  }

  async me(userId: number): Promise<SelfUser> {
    const row = await this.users.findById(userId);
    if (!row) throw accountGone();
    return toSelfUser(row);
  }

  async search(viewerId: number, query: UsersQuery): Promise<{ users: PublicUser[]; total: number }> {
    const { rows, total } = await this.users.search(viewerId, query.search || undefined, query.page, query.limit);
    if (query.search) await this.countSearchAppearances(rows.map((row) => row.id));
    return { users: rows.map(toPublicUser), total };
  }

  // SearchAppearances: each member a search showed, counted and announced (social's analytics).
  async countSearchAppearances(userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.database.transaction(async (tx) => {
      await this.users.countSearchAppearances(userIds, tx);
      await this.outbox.add(tx, 'identity.profile.found-in-search.v1', userIds[0]!, { userIds, searchedAt: new Date().toISOString() });
    });
  }

  // A signed-in visitor's view of someone else's profile is counted once a day and announced.
  async profile(id: number, viewerId: number | undefined): Promise<PublicUser> {
    // Members either of whom has blocked the other do not see each other's profiles.
    const row = await this.users.findVisible(id, viewerId);
    if (!row) throw userNotFound();
    if (viewerId !== undefined && viewerId !== id) {
      await this.database.transaction(async (tx) => {
        if (await this.users.recordProfileView(tx, viewerId, id)) {
          await this.outbox.add(tx, 'identity.profile.viewed.v1', id, { viewerId, viewedUserId: id, viewedAt: new Date().toISOString() });
        }
      });
    }
    return toPublicUser(row);
  }

  async updateProfile(userId: number, input: UpdateProfile, rawBody: unknown): Promise<SelfUser> {
    this.reportIgnoredFields(userId, rawBody);
    const current = await this.users.findById(userId);
    if (!current) throw accountGone();
    const { currentPassword, ...fields } = input;
    if (fields.email !== undefined && fields.email !== current.email) {
      // docs/reliability.md#decision-email-change-password: a stolen session alone can't move the account to another inbox.
      if (!currentPassword) throw fieldError('currentPassword', IDENTITY_MESSAGES.currentPasswordRequired);
      if (!(await this.passwordMatches(userId, currentPassword))) throw fieldError('currentPassword', IDENTITY_MESSAGES.currentPasswordWrong);
    }
    const updated = await this.applyChanges(current, fields);
    // The old address hears of it: if someone else moved the account, its owner can still act.
    if (updated.email !== current.email) {
      this.mailer.sendInBackground({
        to: current.email,
        subject: 'Your Stave email address was changed',
        text: `The email address of your Stave account was changed to ${updated.email}. If you did not do this, reset your password and contact us.\n\nThe Stave team`,
      });
    }
    return toSelfUser(updated);
  }

  // Writes the changed fields and, when another service projects one of them, the update event.
  async applyChanges(current: UserRow, fields: EditableUserFields): Promise<UserRow> {
    const changed = (Object.keys(fields) as Array<keyof EditableUserFields>).filter(
      (key) => fields[key] !== undefined && JSON.stringify(fields[key]) !== JSON.stringify(current[key]),
    );
    if (changed.length === 0) return current;
    const patch = Object.fromEntries(changed.map((key) => [key, fields[key]])) as EditableUserFields;
    return this.database
      .transaction(async (tx) => {
        const updated = await this.users.update(tx, current.id, patch);
        if (!updated) throw accountGone();
        const projected = changed.filter((key) => (SNAPSHOT_FIELDS as readonly string[]).includes(key));
        if (projected.length > 0) {
          await this.outbox.add(tx, 'identity.user.updated.v1', updated.id, { user: toSnapshot(updated), changed: projected });
        }
        return updated;
      })
      .catch((error: unknown) => {
        throw takenFieldError(error) ?? error;
      });
  }

  // The plan billing announced (billing.subscription.changed.v1), in the consumer's transaction; the
  // member's new snapshot announced to every projection when it applied.
  async applyPlan(tx: Transaction, plan: PlanAnnouncement): Promise<void> {
    const updated = await this.users.applyPlan(tx, plan);
    if (updated) {
      await this.outbox.add(tx, 'identity.user.updated.v1', updated.id, {
        user: toSnapshot(updated),
        changed: ['subscriptionTier', 'badges', 'verifiedProfile'],
      });
    }
  }

  // docs/reliability.md#mass-assignment: fields a member may not set are dropped by the schema; the attempt is logged.
  private reportIgnoredFields(userId: number, rawBody: unknown): void {
    if (!rawBody || typeof rawBody !== 'object') return;
    const ignored = Object.keys(rawBody).filter((key) => !Object.hasOwn(UpdateProfileSchema.shape, key));
    if (ignored.length > 0) this.logger.warn({ security: 'mass-assignment', userId, ignored }, 'profile update ignored fields');
  }
}

function fieldError(path: string, message: string): DomainError {
  return domainError(CommonErrorCode.Validation, { message, path });
}
