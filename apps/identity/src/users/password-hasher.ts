import { Inject, Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, ConcurrencyLimit } from '@stave/platform';
import type { IdentityEnv } from '../config';

export interface ArgonParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → its parameters, or null for anything else.
export function paramsOf(encoded: string): ArgonParams | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!match) return null;
  return { memoryCost: Number(match[1]), timeCost: Number(match[2]), parallelism: Number(match[3]) };
}

// argon2id on the libuv pool, at most ARGON2_MAX_CONCURRENCY at once: a login flood queues here
// instead of occupying every pool thread that file and DNS work also need (docs/reliability.md#login-flood).
@Injectable()
export class PasswordHasher {
  private readonly params: ArgonParams;
  private readonly limit: ConcurrencyLimit;
  // Verified for unknown emails so they cost what a wrong password costs (docs/reliability.md#login-enumeration).
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityEnv) {
    this.params = { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism: config.ARGON2_PARALLELISM };
    this.limit = new ConcurrencyLimit(config.ARGON2_MAX_CONCURRENCY);
  }

  hash(password: string): Promise<string> {
    return this.limit.run(() => hash(password, { ...this.params, algorithm: Algorithm.Argon2id }));
  }

  async verify(encoded: string, password: string): Promise<boolean> {
    return this.limit.run(() => verify(encoded, password).catch(() => false));
  }

  async verifyAgainstNothing(password: string): Promise<void> {
    this.dummyHash ??= this.hash('stave-timing-equaliser');
    await this.verify(await this.dummyHash, password);
  }

  // True when the stored hash is weaker than (or different from) today's parameters.
  needsRehash(encoded: string): boolean {
    const current = paramsOf(encoded);
    return (
      !current || current.memoryCost !== this.params.memoryCost || current.timeCost !== this.params.timeCost || current.parallelism !== this.params.parallelism
    );
  }
}
