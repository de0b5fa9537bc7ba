import type { ServiceDefinition } from '@stave/platform';
import { IdentityEnvSchema } from './config';
import { KeysModule } from './keys/keys.module';
import { migrations } from './migrations/index';

export const identityService: ServiceDefinition<typeof IdentityEnvSchema> = {
  name: 'identity',
  envSchema: IdentityEnvSchema,
  entities: [],
  migrations,
  modules: () => [KeysModule],
};
