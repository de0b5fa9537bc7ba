import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CommonErrorCode,
  MarketplaceErrorCode,
  STOREFRONT_IMAGE_MAX_BYTES,
  STOREFRONT_MESSAGES,
  STOREFRONT_VERIFICATIONS_PAGE_SIZE,
  UploadErrorCode,
  planHasFeature,
  type DecideVerification,
  type RequestVerification,
  type Storefront,
  type StorefrontImageKind,
  type StorefrontVerification,
  type StorefrontVerificationReview,
  type StorefrontVerificationsPage,
  type StorefrontVerificationsQuery,
  type UpsertStorefront,
} from '@stave/contracts';
import { APP_CONFIG, Database, Outbox, UploadSlots, domainError, receiveFile, sniffImageFormat } from '@stave/platform';
import { blockedBetween, findUserSummary, memberTier } from '@stave/domain';
import type { MarketplaceEnv } from '../config';
import { StorefrontImages } from './storefront-images';
import { StorefrontsRepository, type ReviewRow, type StorefrontRow, type VerificationRow } from './storefronts.repository';

// JPEG, PNG, GIF or WebP, read from the bytes (never the declared type or the file name).
const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);

const notFound = () => domainError(MarketplaceErrorCode.StorefrontNotFound);
// The member's own storefront, asked for before they made one.
const setUpFirst = () => domainError(MarketplaceErrorCode.StorefrontNotFound, { message: STOREFRONT_MESSAGES.setUpFirst });
const verificationNotFound = () => domainError(MarketplaceErrorCode.StorefrontVerificationNotFound);

// Storefronts (docs/marketplace.md § Storefronts): a Business member keeps one, with an uploaded
// logo and banner; anyone reads it while it is active and its owner is on the Business plan (its owner always, to
// edit). The verified badge is a moderator's decision on a request with evidence; a new business name clears it.
@Injectable()
export class StorefrontsService {
  private readonly moderators: ReadonlySet<number>;
  // Images are held in memory while checked and re-encoded (as listing photos: UPLOADS_AT_ONCE per process).
  private readonly slots: UploadSlots;

  constructor(
    private readonly database: Database,
    private readonly storefronts: StorefrontsRepository,
    private readonly images: StorefrontImages,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) config: MarketplaceEnv,
  ) {
    this.moderators = new Set(config.MARKETPLACE_MODERATORS);
    this.slots = new UploadSlots({ slots: config.UPLOADS_AT_ONCE, waitMs: config.UPLOAD_SLOT_WAIT_MS });
  }

  // A storefront is not there for a member either of whom has blocked the other.
  async get(viewerId: number | undefined, userId: number): Promise<Storefront> {
    const db = this.database.pool;
    const row = await this.storefronts.find(db, userId);
    const own = viewerId === row?.userId;
    if (!row || (!own && !(row.isActive && planHasFeature(memberTier({ subscriptionTier: row.ownerTier ?? 'free' }), 'storefront')))) throw notFound();
    if (viewerId !== undefined && !own && (await blockedBetween(db, viewerId, userId))) throw notFound();
    const verification = own ? await this.storefronts.latestVerification(db, userId) : null;
    return storefrontView(row, verification);
  }

  async put(userId: number, body: UpsertStorefront): Promise<Storefront> {
    await this.requireBusiness(userId);
    await this.storefronts.upsert(this.database.pool, userId, body);
    return this.get(userId, userId);
  }

  // The plan and the storefront are checked before a byte of the file is read; the file is received whole before an
  // upload slot is taken to re-encode it, and stored once the slot is free. The new file is stored before the row
  // points at it, and the old one deleted once the row no longer does (a failure leaves a file behind, never a row
  // pointing at nothing).
  async uploadImage(userId: number, kind: StorefrontImageKind, request: FastifyRequest): Promise<Storefront> {
    await this.requireBusiness(userId);
    if (!(await this.storefronts.exists(this.database.pool, userId))) throw setUpFirst();
    const limits = { maxBytes: STOREFRONT_IMAGE_MAX_BYTES, tooLarge: STOREFRONT_MESSAGES.imageTooLarge };
    return receiveFile(request, 'image', limits, async (file, signal) => {
      if (!ACCEPTED.has(sniffImageFormat(await file.head()) ?? ''))
        throw domainError(UploadErrorCode.InvalidFileType, { message: STOREFRONT_MESSAGES.imageInvalidType });
      const image = await this.slots.run(userId, async () => this.images.encode(await file.read(), kind), signal);
      const url = await this.images.store(image);
      let previous: string | null;
      try {
        previous = await this.database.transaction(async (tx) => {
          const current = await this.storefronts.lock(tx, userId);
          if (!current) throw setUpFirst();
          await this.storefronts.setImage(tx, userId, kind, url);
          return kind === 'logo' ? current.logoUrl : current.bannerUrl;
        });
      } catch (error) {
        await this.images.discard(url);
        throw error;
      }
      await this.images.discard(previous);
      return this.get(userId, userId);
    });
  }

  // Removing is the owner's whatever their plan (nothing is added).
  async removeImage(userId: number, kind: StorefrontImageKind): Promise<Storefront> {
    const previous = await this.database.transaction(async (tx) => {
      const current = await this.storefronts.lock(tx, userId);
      if (!current) throw setUpFirst();
      const url = kind === 'logo' ? current.logoUrl : current.bannerUrl;
      if (url !== null) await this.storefronts.setImage(tx, userId, kind, null);
      return url;
    });
    await this.images.discard(previous);
    return this.get(userId, userId);
  }

  // Under the storefront's current name (what the moderator checks); one waiting at a time, none once verified.
  async requestVerification(userId: number, body: RequestVerification): Promise<StorefrontVerification> {
    await this.requireBusiness(userId);
    return this.database.transaction(async (tx) => {
      const current = await this.storefronts.lock(tx, userId);
      if (!current) throw setUpFirst();
      if (current.verified) throw domainError(MarketplaceErrorCode.StorefrontAlreadyVerified);
      const row = await this.storefronts.insertVerification(tx, userId, current.businessName, body);
      if (!row) throw domainError(MarketplaceErrorCode.StorefrontVerificationPending);
      return verificationView(row);
    });
  }

  async withdrawVerification(userId: number): Promise<void> {
    if (!(await this.storefronts.withdraw(this.database.pool, userId))) throw verificationNotFound();
  }

  isModerator(userId: number): boolean {
    return this.moderators.has(userId);
  }

  async queue(moderatorId: number, query: StorefrontVerificationsQuery): Promise<StorefrontVerificationsPage> {
    this.requireModerator(moderatorId);
    const limit = STOREFRONT_VERIFICATIONS_PAGE_SIZE;
    const { rows, total } = await this.storefronts.queue(query.status, (query.page - 1) * limit, limit);
    return { verifications: rows.map(reviewView), pagination: { page: query.page, limit, total, totalPages: Math.ceil(total / limit) } };
  }

  // To moderators, and to the business that asked; anyone else is told there is no such request.
  async review(viewerId: number, id: number): Promise<StorefrontVerificationReview> {
    const row = await this.storefronts.review(this.database.pool, id);
    const moderator = this.isModerator(viewerId);
    if (!row || (row.userId !== viewerId && !moderator)) throw verificationNotFound();
    // Which moderator decided is the moderators' to know.
    return { ...reviewView(row), decidedBy: moderator ? row.decidedBy : null };
  }

  // Approving verifies the storefront under the name the request was made with: renamed since, the request can only
  // be declined (the business asks again under its new name). Stave keeps the decision, never the evidence's check.
  // Locks as a request does: the storefront's row, then the request's.
  async decide(moderatorId: number, id: number, body: DecideVerification): Promise<StorefrontVerificationReview> {
    this.requireModerator(moderatorId);
    await this.database.transaction(async (tx) => {
      const ownerId = await this.storefronts.ownerOfVerification(tx, id);
      if (ownerId === null) throw verificationNotFound();
      if (ownerId === moderatorId) throw domainError(CommonErrorCode.Forbidden, { message: STOREFRONT_MESSAGES.ownVerification });
      const storefront = await this.storefronts.lock(tx, ownerId);
      const request = await this.storefronts.lockVerification(tx, id);
      if (!storefront || !request) throw verificationNotFound();
      if (request.status !== 'pending') throw domainError(MarketplaceErrorCode.StorefrontVerificationDecided);
      if (body.decision === 'approve') {
        if (storefront.businessName !== request.businessName) throw domainError(MarketplaceErrorCode.StorefrontNameChanged);
        await this.storefronts.verify(tx, ownerId, moderatorId);
      }
      const decision = body.decision === 'approve' ? 'approved' : 'declined';
      const reason = body.reason ?? null;
      await this.storefronts.decide(tx, id, decision, reason, moderatorId);
      // The business hears of it in its bell (social), whoever decided and whenever it next looks at the editor.
      await this.outbox.add(tx, 'marketplace.storefront.verification-decided.v1', ownerId, {
        verificationId: id,
        userId: ownerId,
        businessName: request.businessName,
        decision,
        reason,
      });
    });
    return this.review(moderatorId, id);
  }

  private async requireBusiness(userId: number): Promise<void> {
    if (!planHasFeature(memberTier(await findUserSummary(this.database.pool, userId)), 'storefront'))
      throw domainError(MarketplaceErrorCode.StorefrontBusinessOnly);
  }

  private requireModerator(userId: number): void {
    if (!this.isModerator(userId)) throw domainError(MarketplaceErrorCode.ModeratorsOnly, { message: STOREFRONT_MESSAGES.moderatorsOnly });
  }
}

function storefrontView(row: StorefrontRow, verification: VerificationRow | null): Storefront {
  const { ownerTier: _tier, ...storefront } = row;
  return {
    ...storefront,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    verification: verification ? verificationView(verification) : null,
  };
}

function verificationView(row: VerificationRow): StorefrontVerification {
  return {
    id: row.id,
    status: row.status,
    businessName: row.businessName,
    companyNumber: row.companyNumber,
    vatNumber: row.vatNumber,
    note: row.note,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function reviewView(row: ReviewRow): StorefrontVerificationReview {
  return { ...verificationView(row), userId: row.userId, decidedBy: row.decidedBy, storefront: row.storefront };
}
