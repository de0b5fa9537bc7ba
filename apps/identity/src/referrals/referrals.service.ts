import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { REFERRAL_LIFETIME_DAYS, REFERRAL_MESSAGES, type Referral, CommonErrorCode, IdentityErrorCode } from '@stave/contracts';
import { APP_CONFIG, DomainError, Outbox, RateCounter, uniqueViolation, domainError, Database } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { UsersService } from '../users/users.service';
import { accountGone } from '../users/users.errors';
import { ReferralsRepository, type ReferralRow } from './referrals.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ReferralsService {
  constructor(
    private readonly database: Database,
    private readonly referrals: ReferralsRepository,
    private readonly users: UsersService,
    private readonly rates: RateCounter,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  // Made whoever the address belongs to: refusing an existing member's address answered, 50 times a day, whether it
  // has an account. So nothing here looks the address up (the same answer, the same queries either way), and nothing is
  // mailed to anyone: the inviter shares the link. A member who opens it cannot use it (completion is for accounts
  // made after the invitation), so the inviter's list shows it pending, then expired, as any link nobody used.
  async invite(referrerId: number, email: string): Promise<Referral> {
    const hit = await this.rates.hit(`identity:referrals:${referrerId}`, DAY_MS);
    if (hit.count > this.config.REFERRALS_MAX_PER_DAY) {
      throw domainError(CommonErrorCode.RateLimited, {
        message: REFERRAL_MESSAGES.tooMany,
        headers: { 'retry-after': String(Math.max(1, Math.ceil(hit.resetInMs / 1000))) },
      });
    }
    // 128 bits: the link is the only secret an invitation has.
    const token = randomBytes(16).toString('base64url');
    try {
      return this.view(await this.referrals.insert(referrerId, email, token, new Date(Date.now() + REFERRAL_LIFETIME_DAYS * DAY_MS)));
    } catch (error) {
      if (uniqueViolation(error) === 'referrals_open_invite_key') throw conflict(IdentityErrorCode.AlreadyInvited);
      throw error;
    }
  }

  async list(referrerId: number): Promise<Referral[]> {
    return (await this.referrals.listForReferrer(referrerId)).map((row) => this.view(row));
  }

  async validate(token: string): Promise<{ valid: boolean; email: string | null; inviterName: string | null; message: string }> {
    const referral = await this.referrals.findByToken(token);
    if (!referral || referral.status !== 'pending') throw invalidReferral();
    const inviter = await this.users.memberFacts(referral.referrerId);
    return { valid: true, email: referral.email, inviterName: inviter?.name ?? null, message: REFERRAL_MESSAGES.valid };
  }

  // docs/reliability.md#decision-referral-binds-to-caller: the referral binds to the signed-in member, whatever a body might claim. Only
  // a member who joined after the invitation was sent can complete it, once, and not their own.
  async complete(token: string, userId: number): Promise<{ success: true; message: string; referralCount: number }> {
    const member = await this.users.memberFacts(userId);
    if (!member) throw accountGone();
    return this.database.transaction(async (tx) => {
      const referral = await this.referrals.findByToken(token, tx, true);
      if (!referral || referral.status !== 'pending') throw invalidReferral();
      if (referral.referrerId === userId) throw conflict(IdentityErrorCode.SelfReferral);
      if (member.createdAt < referral.createdAt) throw conflict(IdentityErrorCode.NotNewMember);
      if (await this.referrals.isReferred(tx, userId)) throw conflict(IdentityErrorCode.AlreadyReferred);
      const completed = await this.referrals.complete(tx, referral.id, userId);
      const referralCount = await this.users.incrementReferralCount(tx, referral.referrerId);
      await this.outbox.add(tx, 'identity.referral.completed.v1', referral.referrerId, {
        referralId: referral.id,
        referrerId: referral.referrerId,
        newUserId: userId,
        referralCount,
        completedAt: completed.completedAt!.toISOString(),
      });
      return { success: true as const, message: REFERRAL_MESSAGES.completed, referralCount };
    });
  }

  private view(row: ReferralRow): Referral {
    return {
      id: row.id,
      email: row.email,
      token: row.token,
      link: new URL(`/auth?ref=${encodeURIComponent(row.token)}`, this.config.PUBLIC_APP_URL).toString(),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }
}

function conflict(code: IdentityErrorCode): DomainError {
  return domainError(code);
}

// One answer for a link that is not (or no longer) valid, wherever it is used: the validation answer's fields, which
// the spec's client reads (docs/api.md § Identity).
function invalidReferral() {
  return domainError(IdentityErrorCode.InvalidReferral, { extra: { valid: false, email: null, inviterName: null } });
}
