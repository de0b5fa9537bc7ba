import multipart from '@fastify/multipart';
import { DEMO_MAX_BYTES } from '@stave/contracts';
import { BlocksProjectionModule, type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { CollaborationsModule } from './collaborations/collaborations.module';
import { JobsEventsEnvSchema } from './config';
import { EventsModule } from './events/events.module';
import { JobsModule } from './jobs/jobs.module';
import { migrations } from './migrations/index';
import { ModerationModule } from './moderation/moderation.module';
import { SearchModule } from './search/search.module';

export const jobsEventsService: ServiceDefinition<typeof JobsEventsEnvSchema> = {
  name: 'jobs-events',
  envSchema: JobsEventsEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, BlocksProjectionModule, JobsModule, EventsModule, CollaborationsModule, SearchModule, ModerationModule],
  // A 20 MB demo over a 3 Mbit/s uplink takes about a minute.
  requestTimeoutMs: 120_000,
  configure: async (app) => {
    // The event image and demo uploads read their one part themselves (platform readSingleFile);
    // these are the outer bounds (the larger of the two caps).
    await app.register(multipart, { limits: { fileSize: DEMO_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
  },
};
