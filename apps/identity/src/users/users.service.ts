import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_MESSAGES, UpdateProfileSchema, type PublicUser, type SelfUser, type UpdateProfile, type UsersQuery, CommonErrorCode } from '@stave/contracts';
import { DomainError, LOGGER, Outbox, domainError, Database } from '@stave/platform';
import { PasswordHasher } from './password-hasher';
import { toPublicUser, toSelfUser, toSnapshot, type UserRow } from './user.row';
import { accountGone, takenFieldError, userNotFound } from './users.errors';
import { UsersRepository, type EditableUserFields } from './users.repository';

const SNAPSHOT_FIELDS = ['username', 'name', 'type', 'location', 'bio', 'profileImage', 'skills', 'genres'] as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private async verifyPassword(userId: number, password: string): Promise<boolean> {
    const encoded = await this.users.findPasswordHash(userId);
    return encoded !== null && (await this.hasher.verify(encoded, password));
  }

  async me(userId: number): Promise<SelfUser> {
    const row = await this.users.findById(userId);
    if (!row) throw accountGone();
    return toSelfUser(row);
  }

  async search(query: UsersQuery): Promise<{ users: PublicUser[]; total: number }> {
    const { rows, total } = await this.users.search(query.search || undefined, query.page, query.limit);
    if (query.search) await this.users.countSearchAppearances(rows.map((row) => row.id));
    return { users: rows.map(toPublicUser), total };
  }

  // A signed-in visitor's view of someone else's profile is counted once a day and announced.
  async profile(id: number, viewerId: number | undefined): Promise<PublicUser> {
    const row = await this.users.findById(id);
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
      // RELIABILITY §1.5: a stolen session alone can't move the account to another inbox.
      if (!currentPassword) throw fieldError('currentPassword', IDENTITY_MESSAGES.currentPasswordRequired);
      if (!(await this.verifyPassword(userId, currentPassword))) throw fieldError('currentPassword', IDENTITY_MESSAGES.currentPasswordWrong);
    }
    return toSelfUser(await this.applyChanges(current, fields));
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

  // RELIABILITY §14: fields a member may not set are dropped by the schema; the attempt is logged.
  private reportIgnoredFields(userId: number, rawBody: unknown): void {
    if (!rawBody || typeof rawBody !== 'object') return;
    const ignored = Object.keys(rawBody).filter((key) => !Object.hasOwn(UpdateProfileSchema.shape, key));
    if (ignored.length > 0) this.logger.warn({ security: 'mass-assignment', userId, ignored }, 'profile update ignored fields');
  }
}

function fieldError(path: string, message: string): DomainError {
  return domainError(CommonErrorCode.Validation, { message, path });
}
