import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  EXPORT_COOLDOWN_HOURS,
  EXPORT_LINK_DAYS,
  EXPORT_PART_SERVICES,
  PrivacyErrorCode,
  type DataExport,
  type EventOf,
  type ExportPartService,
} from '@stave/contracts';
import {
  APP_CONFIG,
  BackgroundJobs,
  Database,
  FileStorage,
  LOGGER,
  Outbox,
  domainError,
  generateStorageKey,
  type StoredFile,
  type Transaction,
} from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { archiveStream, buildArchive, type ArchivePart } from './archive';
import { DataExportsRepository, type ExportRow, type PartRef } from './data-exports.repository';
import { IdentityPartReader } from './identity-part.repository';
import { ASSEMBLE_EXPORT } from './jobs/assemble-export.definition';

// A part no service sent within this time fails the archive (the member is told and may ask again).
const GATHERING_HOURS = 24;
const KEPT_IN_LIST = 5;

const readme = (date: string) => `Your Stave data
===============

This archive holds what Stave keeps about you, as you asked on ${date}:

- profile.json: your account, profile, portfolio, experience, education, invitations, sessions, reports you made,
  support tickets and their conversations, your business team (and what it did as your business) and the teams
  you are on
- social.json: posts, comments, likes, saves, follows, connections, notifications, achievements
- messaging.json: your conversations and messages, blocks and message settings
- jobs-events.json: jobs, applications, events, RSVPs, collaborations and responses
- marketplace.json: your listings, saved gear, storefront and reports
- billing.json: your subscription and invoices
- csv/: the same lists as CSV files, for a spreadsheet
- files/: the files you uploaded

Other members appear only as their public name and username. Nothing of another member's private data is included.
Questions: see Settings > Your data, or write to us.
`;

// Data rights export (docs/privacy.md): the request announces identity.export.requested.v1; each service writes its part
// to storage and announces it (consumers/export-part-ready.consumer.ts); with every part in, a background job
// (jobs/assemble-export.job.ts) builds the zip, stores it and mails a link that works without signing in, until it
// expires (EXPORT_LINK_DAYS); another (jobs/sweep-exports.job.ts) deletes what expired. SQL in data-exports.repository.ts.
@Injectable()
export class DataExportsService {
  constructor(
    private readonly database: Database,
    private readonly exports: DataExportsRepository,
    private readonly outbox: Outbox,
    private readonly jobs: BackgroundJobs,
    private readonly storage: FileStorage,
    private readonly identityPart: IdentityPartReader,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async request(userId: number): Promise<DataExport> {
    const row = await this.database.transaction(async (tx) => {
      await this.exports.lockMember(tx, userId);
      // Like every 429, it says when to come back (Retry-After): when the latest archive is a day old.
      const waitSeconds = await this.exports.cooldownLeft(tx, userId, EXPORT_COOLDOWN_HOURS);
      if (waitSeconds !== null) throw domainError(PrivacyErrorCode.ExportTooSoon, { headers: { 'retry-after': String(Math.max(1, waitSeconds)) } });
      const created = await this.exports.create(tx, randomUUID(), userId);
      await this.outbox.add(tx, 'identity.export.requested.v1', userId, { exportId: created.id, userId, requestedAt: created.requestedAt.toISOString() });
      return created;
    });
    return this.toDataExport(row);
  }

  async list(userId: number): Promise<{ exports: DataExport[] }> {
    const rows = await this.exports.latestOf(userId, KEPT_IN_LIST);
    return { exports: rows.map((row) => this.toDataExport(row)) };
  }

  // The signed link: the token compared in constant time, the archive streamed from storage.
  async download(exportId: string, token: string): Promise<{ file: StoredFile; filename: string }> {
    const row = await this.exports.find(exportId);
    if (!row) throw domainError(PrivacyErrorCode.ExportNotFound);
    const expected = Buffer.from(row.downloadToken ?? '');
    const given = Buffer.from(token);
    const valid = row.status === 'ready' && row.expiresAt! > new Date() && expected.length === given.length && timingSafeEqual(expected, given);
    if (!valid || !row.archiveKey) throw domainError(PrivacyErrorCode.ExportLinkInvalid);
    const file = await this.storage.get(row.archiveKey);
    if (!file) throw domainError(PrivacyErrorCode.ExportNotFound);
    return { file, filename: `stave-data-${row.requestedAt.toISOString().slice(0, 10)}.zip` };
  }

  // A service's part, in the event's inbox transaction; the last one in queues the archive.
  async partReady(tx: Transaction, event: EventOf<'social.export.part-ready.v1'>): Promise<void> {
    const part = event.payload;
    // The part must come from the service it names (a producer cannot fill in another's part).
    if (event.producer !== part.service) {
      this.logger.warn({ exportId: part.exportId, producer: event.producer, service: part.service }, 'export part from another producer ignored');
      return;
    }
    const ref: PartRef = { dataKey: part.dataKey, files: part.files };
    const parts = await this.exports.addPart(tx, part.exportId, part.userId, part.service as ExportPartService, ref);
    if (!parts) return;
    if (EXPORT_PART_SERVICES.every((service) => parts[service])) {
      await this.jobs.send(ASSEMBLE_EXPORT, { exportId: part.exportId }, { tx });
    }
  }

  async assemble(exportId: string, signal: AbortSignal): Promise<void> {
    const row = await this.exports.find(exportId);
    if (!row || row.status !== 'gathering') return;
    const own = await this.identityPart.read(this.database.pool, row.userId);
    if (!own) return;
    const parts: ArchivePart[] = [{ name: 'profile', document: own.document, files: own.files, folder: 'profile' }];
    for (const service of EXPORT_PART_SERVICES) {
      const ref = row.parts[service]!;
      parts.push({ name: service, document: await this.readPart(ref.dataKey), files: ref.files, folder: service });
    }
    signal.throwIfAborted();
    const archive = await buildArchive(this.storage, parts, readme(row.requestedAt.toISOString().slice(0, 10)));
    const archiveKey = generateStorageKey('zip', 'exports');
    try {
      await this.storage.put(archiveKey, archiveStream(archive), { contentType: 'application/zip', contentLength: archive.size });
    } finally {
      await archive.dispose();
    }
    const token = randomBytes(32).toString('base64url');
    const ready = await this.exports.markReady(row.id, EXPORT_LINK_DAYS, archive.size, archiveKey, token);
    if (!ready) {
      // The member was erased, or the archive expired, while it was being built.
      await this.storage.delete(archiveKey);
      return;
    }
    await this.deleteParts(row.parts);
    const email = await this.exports.emailOf(row.userId);
    if (email) {
      this.mailer.sendInBackground({
        to: email,
        subject: 'Your Stave data is ready to download',
        text: [
          'The copy of your Stave data you asked for is ready:',
          '',
          this.downloadUrl(ready)!,
          '',
          `The link works until ${ready.expiresAt!.toUTCString()}; after that the archive is deleted. Keep the link to yourself: anyone with it can download your data.`,
          '',
          'The Stave team',
        ].join('\n'),
      });
    }
    this.logger.info({ exportId: row.id, size: archive.size, files: parts.reduce((n, p) => n + p.files.length, 0) }, 'data export ready');
  }

  // Archives past their date are deleted, and gatherings a service never answered fail.
  async sweep(): Promise<void> {
    for (const row of await this.exports.expirePast()) if (row.archiveKey) await this.storage.delete(row.archiveKey);
    for (const row of await this.exports.failGatheringOlderThan(GATHERING_HOURS)) {
      this.logger.error({ exportId: row.id, parts: Object.keys(row.parts) }, 'data export failed: a service never sent its part');
      await this.deleteParts(row.parts);
    }
  }

  // The storage keys an account's archives and parts still hold (erasure deletes them).
  async storedKeysOf(tx: Transaction, userId: number): Promise<string[]> {
    const rows = await this.exports.ofMember(tx, userId);
    return rows.flatMap((row) => [...(row.archiveKey ? [row.archiveKey] : []), ...Object.values(row.parts).map((part) => part!.dataKey)]);
  }

  private async readPart(key: string): Promise<Record<string, unknown>> {
    const stored = await this.storage.get(key);
    if (!stored) throw new Error(`export part ${key} is missing from storage`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    const document: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (document === null || typeof document !== 'object' || Array.isArray(document)) throw new Error(`export part ${key} is not a JSON object`);
    return document as Record<string, unknown>;
  }

  private async deleteParts(parts: ExportRow['parts']): Promise<void> {
    for (const part of Object.values(parts)) {
      await this.storage
        .delete(part!.dataKey)
        .catch((error: unknown) => this.logger.warn({ err: error, key: part!.dataKey }, 'could not delete an export part'));
    }
  }

  private downloadUrl(row: ExportRow): string | null {
    if (row.status !== 'ready' || !row.downloadToken) return null;
    return `${this.config.PUBLIC_APP_URL.replace(/\/$/, '')}/api/user/export/${row.id}/download?token=${row.downloadToken}`;
  }

  private toDataExport(row: ExportRow): DataExport {
    const ready = row.status === 'ready' && row.expiresAt! > new Date();
    return {
      id: row.id,
      status: row.status === 'ready' && !ready ? 'expired' : row.status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      size: row.size === null ? null : Number(row.size),
      downloadUrl: ready ? this.downloadUrl(row) : null,
    };
  }
}
