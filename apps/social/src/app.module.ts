import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { SocialEnvSchema } from './config';
import { migrations } from './migrations/index';
import { NetworkModule } from './connections/network.module';
import { PostsModule } from './posts/posts.module';

export const socialService: ServiceDefinition<typeof SocialEnvSchema> = {
  name: 'social',
  envSchema: SocialEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, PostsModule, NetworkModule],
};
