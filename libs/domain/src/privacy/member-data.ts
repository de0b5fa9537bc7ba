import { Inject, Injectable, Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { EXPORT_PART_SERVICES, type EventName, type EventOf, type ExportPartService } from '@stave/contracts';
import { queryRows } from '@stave/platform';
import type { Queryable, Transaction } from '@stave/platform';
import { OnEvent } from '@stave/platform';
import { Outbox } from '@stave/platform';
import { SERVICE_NAME } from '@stave/platform';
import { FileStorage } from '@stave/platform';
import { generateStorageKey } from '@stave/platform';

// Data rights (docs/privacy.md). Each service that holds a part of a member's data implements this once:
// what it gives back for an export, and how it erases. The platform does the rest: the events, the part's file, the
// projections it owns itself.
export interface MemberExportPart {
  // Named sections, each a JSON value (the archive's `<service>.json`); an array of flat objects also becomes
  // `<service>/<section>.csv`. Only what the member wrote or is about them: never another member's private data.
  // Rows may keep their Date values: the part is written with JSON.stringify, which writes them as ISO 8601 UTC.
  sections: Record<string, unknown>;
  // The member's own stored files, put in the archive as `files/<service>/<name>`.
  files: { key: string; name: string }[];
}

export abstract class MemberData {
  abstract exportMember(db: Queryable, userId: number): Promise<MemberExportPart>;
  // In the event's transaction, applied once per event (the inbox) and safe to run again: deletes or anonymises every
  // row about the member, and their stored files (FileStorage.delete is idempotent; a retry deletes nothing twice).
  abstract eraseMember(tx: Transaction, userId: number): Promise<void>;
}

const PART_READY: Record<ExportPartService, Extract<EventName, `${string}.export.part-ready.v1`>> = {
  social: 'social.export.part-ready.v1',
  messaging: 'messaging.export.part-ready.v1',
  'jobs-events': 'jobs-events.export.part-ready.v1',
  marketplace: 'marketplace.export.part-ready.v1',
  billing: 'billing.export.part-ready.v1',
};

function isPartService(service: string): service is ExportPartService {
  return (EXPORT_PART_SERVICES as readonly string[]).includes(service);
}

@Injectable()
export class MemberDataConsumer {
  constructor(
    private readonly data: MemberData,
    private readonly storage: FileStorage,
    private readonly outbox: Outbox,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {
    if (!isPartService(service)) throw new Error(`${service} is not in EXPORT_PART_SERVICES: identity would never wait for its part`);
  }

  // WARNING: the inbox keys are stored with every event applied; renaming one applies them all again.
  @OnEvent('identity.export.requested.v1', { inboxKey: 'MemberDataConsumer.onExportRequested' })
  async onExportRequested(event: EventOf<'identity.export.requested.v1'>, tx: Transaction): Promise<void> {
    const { exportId, userId } = event.payload;
    const part = await this.data.exportMember(tx, userId);
    const document = { service: this.service, memberId: userId, exportedAt: new Date().toISOString(), ...part.sections };
    // Written before the transaction commits: a retry writes a new file and announces that one (the first is left for
    // the exports sweep in identity to never read; parts are deleted once the archive is built).
    const dataKey = generateStorageKey('json', 'exports');
    await this.storage.put(dataKey, Buffer.from(JSON.stringify(document, null, 2)), { contentType: 'application/json' });
    const service = this.service as ExportPartService;
    await this.outbox.add(tx, PART_READY[service], exportId, { exportId, userId, service, dataKey, files: part.files });
  }

  @OnEvent('identity.user.erased.v1', { inboxKey: 'MemberDataConsumer.onUserErased' })
  async onUserErased(event: EventOf<'identity.user.erased.v1'>, tx: Transaction): Promise<void> {
    await this.data.eraseMember(tx, event.payload.userId);
    await erasePlatformRows(tx, event.payload.userId);
  }
}

// The rows about a member in the platform's own tables, where the service has them: the projections (summaries,
// blocks, connections, team memberships), the reports they filed, the events already sent that name them (sent outbox rows are
// history only; unsent ones must still be delivered, and the relay deletes them a week after they are sent), and
// dead letters naming them (the number anywhere in the raw message: an operator loses a failed event or two about
// someone else at worst).
export async function erasePlatformRows(tx: Transaction, userId: number): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    tx,
    `SELECT relname AS name FROM pg_class
      WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace
        AND relname = ANY(ARRAY['user_summaries', 'blocks', 'member_connections', 'content_reports', 'team_memberships'])`,
  );
  const present = new Set(tables.map((t) => t.name));
  if (present.has('user_summaries')) await tx.query(`DELETE FROM user_summaries WHERE id = $1`, [userId]);
  if (present.has('blocks')) await tx.query(`DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1`, [userId]);
  if (present.has('member_connections')) await tx.query(`DELETE FROM member_connections WHERE member_id = $1 OR other_id = $1`, [userId]);
  if (present.has('team_memberships')) await tx.query(`DELETE FROM team_memberships WHERE business_id = $1 OR member_id = $1`, [userId]);
  if (present.has('content_reports')) await tx.query(`DELETE FROM content_reports WHERE reporter_id = $1 OR (kind = 'member' AND item_id = $1)`, [userId]);
  await tx.query(
    `DELETE FROM outbox WHERE sent_at IS NOT NULL AND (key = $1::text OR jsonb_path_exists(payload, '$.** ? (@ == $id)', jsonb_build_object('id', $1::int)))`,
    [userId],
  );
  await tx.query(`DELETE FROM dead_letters WHERE raw ~ $1`, [`(^|[^0-9])${userId}([^0-9]|$)`]);
}

export interface MemberDataModuleOptions {
  imports?: ModuleMetadata['imports'];
  // The service's MemberData implementation.
  data: Type<MemberData>;
}

// `MemberDataModule.register({ imports: [...], data: SocialMemberData })` in the service's app module.
@Module({})
export class MemberDataModule {
  static register(options: MemberDataModuleOptions): DynamicModule {
    return {
      module: MemberDataModule,
      imports: options.imports ?? [],
      providers: [{ provide: MemberData, useClass: options.data }, MemberDataConsumer],
    };
  }
}
