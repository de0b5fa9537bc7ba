import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { SocialEnvSchema } from './config';
import { migrations } from './migrations/index';
import { PostsModule } from './posts/posts.module';

export const socialService: ServiceDefinition<typeof SocialEnvSchema> = {
  name: 'social',
  envSchema: SocialEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, PostsModule],
};
