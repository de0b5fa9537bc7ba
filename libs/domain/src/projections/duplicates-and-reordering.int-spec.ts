import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { topicOf, type EventName } from '@stave/contracts';
import { openDataSource } from '@stave/platform';
import type { EventBus } from '@stave/platform';
import { EventConsumer } from '@stave/platform';
import { userSnapshot } from '@stave/platform/testing';
import { dropDatabase, requireEnv, testLogger, uniqueName } from '@stave/platform/testing';
import { UserSummariesConsumer } from './user-summaries.consumer';
import { UserSummaries1700000000100 } from './user-summaries.migration';

// docs/reliability.md#duplicates-and-reordering: whatever Kafka does with a member's events — redeliver some after a rebalance, hand an old one
// over after a newer one (a replay), interleave members — the projection ends as the fold of each member's events
// once each: the newest version wins, and every event is applied once. fast-check draws the deliveries; the
// consumer (parse, inbox, transaction) and the projection are the real ones, on real Postgres.
describe('projections under duplicated and reordered events (property)', () => {
  const baseUrl = requireEnv('DATABASE_URL');
  const database = uniqueName('stave_test_property');
  let dataSource: DataSource;
  let consumer: EventConsumer;

  beforeAll(async () => {
    dataSource = await openDataSource({ url: baseUrl, database, poolSize: 4, entities: [], migrations: [UserSummaries1700000000100], logger: testLogger });
    const projection = new UserSummariesConsumer();
    consumer = new EventConsumer(
      {
        group: 'property',
        // Only dead-lettering reaches the bus from handle(); none is expected (the table is checked at the end).
        bus: { deadLetter: async () => undefined } as unknown as EventBus,
        dataSource,
        logger: testLogger,
        maxAttempts: 1,
      },
      [
        {
          consumer: 'property:UserSummariesConsumer.onRegistered',
          event: 'identity.user.registered.v1',
          fn: (e, tx) => projection.onRegistered(e as never, tx),
        },
        { consumer: 'property:UserSummariesConsumer.onUpdated', event: 'identity.user.updated.v1', fn: (e, tx) => projection.onUpdated(e as never, tx) },
      ],
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(baseUrl, database);
  });

  // Per member: registered (version 0), then updates 1…n, each a whole snapshot named after its version.
  const histories = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 });

  it('ends as the fold of each member’s events, applied once each, however they are duplicated, reordered or interleaved', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        histories.chain((updatesPerMember) => {
          const events = updatesPerMember.flatMap((updates, member) =>
            Array.from({ length: updates + 1 }, (_, version) => ({ member, version, id: `${member}:${version}` })),
          );
          // Some events delivered again, then the whole delivery in any order (within a member too).
          return fc
            .array(fc.constantFrom(...events), { maxLength: events.length })
            .chain((again) => fc.shuffledSubarray([...events, ...again], { minLength: events.length + again.length }))
            .map((deliveries) => ({ updatesPerMember, deliveries }));
        }),
        async ({ updatesPerMember, deliveries }) => {
          run++;
          // Member ids and event ids of their own per run: runs never see each other's rows.
          const idOf = (member: number) => 1_000_000 + run * 10 + member;
          const eventIds = new Map<string, string>();
          for (const delivery of deliveries) {
            const id = eventIds.get(delivery.id) ?? randomUUID();
            eventIds.set(delivery.id, id);
            const name: EventName = delivery.version === 0 ? 'identity.user.registered.v1' : 'identity.user.updated.v1';
            const user = userSnapshot(idOf(delivery.member), { version: delivery.version, name: `Version ${delivery.version}` });
            const payload = delivery.version === 0 ? { user, referredBy: null } : { user, changed: ['name'] };
            const envelope = { id, name, occurredAt: new Date().toISOString(), producer: 'identity', key: String(user.id), payload };
            await consumer.handle({ topic: topicOf(name), key: String(user.id), value: JSON.stringify(envelope), headers: {} });
          }

          const ids = updatesPerMember.map((_, member) => idOf(member));
          const rows = await dataSource.query(`SELECT id, version, name FROM user_summaries WHERE id = ANY ($1) ORDER BY id`, [ids]);
          expect(rows).toEqual(updatesPerMember.map((updates, member) => ({ id: idOf(member), version: updates, name: `Version ${updates}` })));
          const applied = await dataSource.query(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY ($1::uuid[])`, [[...eventIds.values()]]);
          expect(applied[0].n).toBe(eventIds.size);
        },
      ),
      { numRuns: 100 },
    );
    expect((await dataSource.query(`SELECT count(*)::int AS n FROM dead_letters`))[0].n).toBe(0);
  }, 120_000);
});
