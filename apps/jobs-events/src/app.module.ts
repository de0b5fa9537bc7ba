import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { JobsEventsEnvSchema } from './config';
import { migrations } from './migrations/index';

export const jobsEventsService: ServiceDefinition<typeof JobsEventsEnvSchema> = {
  name: 'jobs-events',
  envSchema: JobsEventsEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule],
};
