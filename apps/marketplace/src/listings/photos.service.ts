import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  LISTING_MESSAGES,
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTOS_MAX,
  MarketplaceErrorCode,
  UploadErrorCode,
  CommonErrorCode,
  type ListingView,
} from '@stave/contracts';
import { APP_CONFIG, Database, UploadSlots, domainError, receiveFiles, sniffImageFormat } from '@stave/platform';
import { type Acting } from '@stave/domain';
import type { MarketplaceEnv } from '../config';
import { ListingsService } from './listings.service';
import { PhotoFiles, keyOfUrl, type EncodedPhoto } from './photo-files';
import { PhotosRepository, type StoredPhoto } from './photos.repository';

// JPG, PNG or GIF (read from the bytes, never the declared type).
const ACCEPTED = new Set(['jpeg', 'png', 'gif']);

const tooMany = () => domainError(MarketplaceErrorCode.TooManyPhotos, { path: 'images' });
const notFound = () => domainError(MarketplaceErrorCode.ListingNotFound);

// Listing photos (docs/product-rules.md): at most 5 a listing, each ≤ 5 MB, re-encoded (EXIF and GPS dropped) in two
// sizes. The count is checked before the body is read (a full listing reads nothing) and again, with
// the listing locked, before the photos are recorded: two uploads racing for the last slots never
// leave more than 5; the loser's files are removed. The photos are received whole into temporary files before an
// upload slot (UPLOADS_AT_ONCE, at most half of them one member's) is taken to re-encode them; they are stored once
// it is free.
@Injectable()
export class PhotosService {
  private readonly slots: UploadSlots;

  constructor(
    private readonly database: Database,
    private readonly files: PhotoFiles,
    private readonly photos: PhotosRepository,
    private readonly listings: ListingsService,
    @Inject(APP_CONFIG) config: MarketplaceEnv,
  ) {
    this.slots = new UploadSlots({ slots: config.UPLOADS_AT_ONCE, waitMs: config.UPLOAD_SLOT_WAIT_MS });
  }

  // As the business, each change of the photos records 'listing.photos-changed' in its transaction.
  async add(acting: Acting, listingId: number, request: FastifyRequest): Promise<ListingView> {
    const sellerId = acting.ownerId;
    const before = await this.photos.countOwned(this.database.pool, sellerId, listingId);
    if (before === null) throw notFound();
    if (before >= LISTING_PHOTOS_MAX) throw tooMany();
    const limits = { maxBytes: LISTING_PHOTO_MAX_BYTES, maxFiles: LISTING_PHOTOS_MAX - before, tooLarge: LISTING_MESSAGES.photoTooLarge, tooMany };
    return receiveFiles(request, 'images', limits, async (files, signal) => {
      for (const file of files) {
        if (!ACCEPTED.has(sniffImageFormat(await file.head()) ?? ''))
          throw domainError(UploadErrorCode.InvalidFileType, { message: LISTING_MESSAGES.photoInvalidType });
      }
      const encoded = await this.slots.run(
        acting.actorId,
        async () => {
          const photos: EncodedPhoto[] = [];
          for (const file of files) photos.push(await this.files.encode(await file.read()));
          return photos;
        },
        signal,
      );
      const stored: StoredPhoto[] = [];
      try {
        for (const photo of encoded) stored.push(await this.files.store(photo));
        await this.database.transaction(async (tx) => {
          const listing = await this.photos.lockOwned(tx, sellerId, listingId);
          if (!listing) throw notFound();
          if (listing.count + stored.length > LISTING_PHOTOS_MAX) throw tooMany();
          await this.photos.add(tx, listingId, stored, listing.count);
          await this.listings.recordAction(tx, acting, 'listing.photos-changed', listing);
        });
      } catch (error) {
        await this.files.discard(stored.flatMap((photo) => [photo.imageKey, photo.cardKey]));
        throw error;
      }
      return this.listings.get(sellerId, listingId);
    });
  }

  async remove(acting: Acting, listingId: number, photoId: number): Promise<ListingView> {
    const sellerId = acting.ownerId;
    const removed = await this.database.transaction(async (tx) => {
      const listing = await this.photos.lockOwned(tx, sellerId, listingId);
      if (!listing) throw notFound();
      const urls = await this.photos.remove(tx, listingId, photoId);
      if (!urls) throw domainError(MarketplaceErrorCode.PhotoNotFound);
      await this.listings.recordAction(tx, acting, 'listing.photos-changed', listing);
      return urls;
    });
    await this.files.discard(removed.map(keyOfUrl));
    return this.listings.get(sellerId, listingId);
  }

  async reorder(acting: Acting, listingId: number, photoIds: number[]): Promise<ListingView> {
    const sellerId = acting.ownerId;
    await this.database.transaction(async (tx) => {
      const listing = await this.photos.lockOwned(tx, sellerId, listingId);
      if (!listing) throw notFound();
      const current = await this.photos.ids(tx, listingId);
      if (current.length !== photoIds.length || !photoIds.every((id) => current.includes(id))) {
        throw domainError(CommonErrorCode.Validation, { message: LISTING_MESSAGES.photoOrderInvalid, path: 'photoIds' });
      }
      await this.photos.reorder(tx, listingId, photoIds);
      await this.listings.recordAction(tx, acting, 'listing.photos-changed', listing);
    });
    return this.listings.get(sellerId, listingId);
  }
}
