import multipart from '@fastify/multipart';
import { DEMO_MAX_BYTES } from '@stave/contracts';
import { type ServiceDefinition } from '@stave/platform';
import { BlocksProjectionModule, MemberDataModule, TeamsProjectionModule, UserSummariesModule } from '@stave/domain';
import { AvailabilityModule } from './availability/availability.module';
import { BookingsModule } from './bookings/bookings.module';
import { CollaborationsModule } from './collaborations/collaborations.module';
import { JobsEventsEnvSchema } from './config';
import { EventsModule } from './events/events.module';
import { InsightsModule } from './insights/insights.module';
import { JobsModule } from './jobs/jobs.module';
import { migrations } from './migrations/index';
import { ModerationModule } from './moderation/moderation.module';
import { JobsEventsMemberData } from './privacy/jobs-events-member-data';
import { PrivacyModule } from './privacy/privacy.module';
import { SearchModule } from './search/search.module';

export const jobsEventsService: ServiceDefinition<typeof JobsEventsEnvSchema> = {
  name: 'jobs-events',
  envSchema: JobsEventsEnvSchema,
  entities: [],
  migrations,
  modules: () => [
    UserSummariesModule,
    BlocksProjectionModule,
    // Who may post or manage as a business (identity's team events; docs/teams.md).
    TeamsProjectionModule,
    JobsModule,
    EventsModule,
    CollaborationsModule,
    // Bookings: offers of engagements and their life (docs/bookings.md).
    BookingsModule,
    // Members' free and busy times, private to them (docs/availability.md).
    AvailabilityModule,
    SearchModule,
    ModerationModule,
    // This service's part of the Business members' industry insight reports (docs/insights.md).
    InsightsModule,
    // The member's part of an export, and their erasure.
    MemberDataModule.register({ imports: [PrivacyModule], data: JobsEventsMemberData }),
  ],
  // A 20 MB demo over a 3 Mbit/s uplink takes about a minute.
  requestTimeoutMs: 120_000,
  configure: async (app) => {
    // The event image and demo uploads read their one part themselves (platform readSingleFile);
    // these are the outer bounds (the larger of the two caps).
    await app.register(multipart, { limits: { fileSize: DEMO_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
  },
};
