import { describe, expect, it } from '@jest/globals';
import { parseConfig, type ConcurrencyLimit } from '@stave/platform';
import { IdentityEnvSchema } from '../config';
import { PasswordHasher, paramsOf } from './password-hasher';

const minimalEnv = { PORT: '0', DATABASE_URL: 'postgres://127.0.0.1/x', EVENT_BUS: 'inprocess' };

describe(PasswordHasher.name, () => {
  it('hashes with argon2id at OWASP strength unless a test lowers it (docs/reliability.md#password-hash-parameters)', async () => {
    const config = parseConfig(IdentityEnvSchema, minimalEnv, 'identity');
    const hasher = new PasswordHasher(config);

    const encoded = await hasher.hash('correct horse battery staple');

    const params = paramsOf(encoded)!;
    expect(params.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(params.timeCost).toBeGreaterThanOrEqual(2);
    expect(await hasher.verify(encoded, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(encoded, 'correct horse battery stapler')).toBe(false);
    expect(hasher.needsRehash(encoded)).toBe(false);
  });

  it('asks for a rehash when the stored parameters differ from the configured ones', async () => {
    const weak = new PasswordHasher(parseConfig(IdentityEnvSchema, { ...minimalEnv, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }, 'identity'));
    const strong = new PasswordHasher(parseConfig(IdentityEnvSchema, minimalEnv, 'identity'));

    const encoded = await weak.hash('a password');

    expect(strong.needsRehash(encoded)).toBe(true);
    expect(strong.needsRehash('$2b$10$bcrypt-hash')).toBe(true);
  });

  it('runs no more hashes at once than configured', async () => {
    const hasher = new PasswordHasher(
      parseConfig(IdentityEnvSchema, { ...minimalEnv, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ARGON2_MAX_CONCURRENCY: '2' }, 'identity'),
    );
    let running = 0;
    let peak = 0;
    const { limit } = hasher as unknown as { limit: ConcurrencyLimit };
    const limited = <T>(work: () => Promise<T>) => limit.run(work);

    await Promise.all(
      Array.from({ length: 8 }, () =>
        limited(async () => {
          peak = Math.max(peak, ++running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        }),
      ),
    );

    expect(peak).toBe(2);
  });
});
