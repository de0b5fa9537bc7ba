import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { JobsEventsEnvSchema } from './config';
import { EventsModule } from './events/events.module';
import { JobsModule } from './jobs/jobs.module';
import { migrations } from './migrations/index';

export const jobsEventsService: ServiceDefinition<typeof JobsEventsEnvSchema> = {
  name: 'jobs-events',
  envSchema: JobsEventsEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, JobsModule, EventsModule],
};
