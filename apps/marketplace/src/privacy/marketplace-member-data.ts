import { Injectable } from '@nestjs/common';
import { FileStorage, type Queryable, type Transaction } from '@stave/platform';
import { MemberData, type MemberExportPart } from '@stave/domain';
import { keyOfUrl } from '../listings/photo-files';
import { storefrontImageKey } from '../storefronts/storefront-images';
import { MemberDataRepository } from './member-data.repository';

// Files deleted at once: a seller with hundreds of listings has thousands of photo files.
const DELETES_AT_ONCE = 20;

// Data rights in the marketplace (docs/marketplace.md § Data rights): what a member gets back, and what their erasure
// deletes or leaves behind without them.
@Injectable()
export class MarketplaceMemberData extends MemberData {
  constructor(
    private readonly rows: MemberDataRepository,
    private readonly storage: FileStorage,
  ) {
    super();
  }

  async exportMember(db: Queryable, userId: number): Promise<MemberExportPart> {
    // One after another: `db` is the event's transaction, one connection.
    const listings = await this.rows.listings(db, userId);
    const photos = await this.rows.photos(db, userId);
    const saved = await this.rows.saved(db, userId);
    const storefront = await this.rows.storefront(db, userId);
    const storefrontVerifications = await this.rows.storefrontVerifications(db, userId);
    const storefrontDecisions = await this.rows.storefrontDecisions(db, userId);
    const stolen = await this.rows.stolen(db, userId);
    const reports = await this.rows.reports(db, userId);
    const decisions = await this.rows.decisions(db, userId);
    const stolenMatchDecisions = await this.rows.stolenMatchDecisions(db, userId);
    const views = await this.rows.views(db, userId);
    const allowance = await this.rows.allowance(db, userId);
    // `listings/<listing id>-<position>.webp`: the archive names the photos after their listing.
    const named = photos.map((photo) => ({
      ...photo,
      key: keyOfUrl(photo.imageUrl),
      file: `listings/${photo.listingId}-${photo.position}${extension(photo.imageUrl)}`,
    }));
    // `storefront/logo.webp`, `storefront/banner.webp`: its uploaded images.
    const storefrontFiles = (['logo', 'banner'] as const).flatMap((kind) => {
      const key = storefrontImageKey((storefront?.[`${kind}Url`] as string | null | undefined) ?? null);
      return key ? [{ key, name: `storefront/${kind}${extension(key)}` }] : [];
    });
    return {
      sections: {
        listings: listings,
        listingPhotos: named.map((photo) => ({
          listingId: photo.listingId,
          position: photo.position,
          isPrimary: photo.isPrimary,
          file: photo.file,
          uploadedAt: photo.createdAt,
        })),
        savedListings: saved,
        storefront: storefront,
        storefrontVerifications,
        storefrontDecisions,
        stolenGear: stolen,
        reports: reports,
        moderationDecisions: decisions,
        stolenMatchDecisions,
        listingViews: views,
        listingAllowance: allowance,
      },
      files: [...named.map((photo) => ({ key: photo.key, name: photo.file })), ...storefrontFiles],
    };
  }

  // Lock order as every serial and listing change: the serials, the member's allowance row, their listings. The
  // photos' files go last, in the transaction: if one cannot be deleted the rows stay and the event is retried
  // (deleting a file twice is harmless); once the rows are gone nothing would find the files again.
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    await this.rows.lockSerials(tx, userId);
    await this.rows.lockAllowance(tx, userId);
    const photoUrls = await this.rows.deleteListings(tx, userId);
    await this.rows.deleteReports(tx, userId);
    await this.rows.anonymiseStolen(tx, userId);
    await this.rows.anonymiseDecisions(tx, userId);
    const storefrontKeys = (await this.rows.storefrontImages(tx, userId)).map(storefrontImageKey).filter((key): key is string => key !== null);
    await this.rows.deleteOwnRows(tx, userId);
    const keys = [...photoUrls.map(keyOfUrl), ...storefrontKeys];
    for (let from = 0; from < keys.length; from += DELETES_AT_ONCE) {
      await Promise.all(keys.slice(from, from + DELETES_AT_ONCE).map((key) => this.storage.delete(key)));
    }
  }
}

function extension(url: string): string {
  const match = /\.[A-Za-z0-9]+$/.exec(url);
  return match ? match[0] : '';
}
