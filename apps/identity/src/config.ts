import { z } from 'zod';
import { defineServiceEnv } from '@stave/platform';

export const IdentityEnvSchema = defineServiceEnv({
  // A PKCS#8 PEM from the secret store in the cluster; without it a key is generated once and
  // kept in identity's database (embedded and test setups).
  JWT_PRIVATE_KEY_PEM: z.string().startsWith('-----BEGIN PRIVATE KEY-----').optional(),
});
export type IdentityEnv = z.infer<typeof IdentityEnvSchema>;
