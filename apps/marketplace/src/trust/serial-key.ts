import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { normaliseSerial } from '@stave/contracts';
import { APP_CONFIG, Database, queryOne } from '@stave/platform';
import type { MarketplaceEnv } from '../config';

export interface SerialDigest {
  hash: string;
  // The last two letters or digits, so a member can tell their stolen entries apart.
  hint: string;
}

// Serial numbers are kept only as HMAC-SHA256 of their normalised form ('sn 12-345' = 'SN12345'),
// under SERIAL_HASH_KEY or a key generated once and kept in the marketplace's database.
@Injectable()
export class SerialKey implements OnModuleInit {
  private key?: Buffer;

  constructor(
    private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: MarketplaceEnv,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.SERIAL_HASH_KEY) {
      this.key = Buffer.from(this.config.SERIAL_HASH_KEY);
      return;
    }
    // Two instances starting together keep whichever key was written first.
    await this.database.pool.query(`INSERT INTO marketplace_keys (name, value) VALUES ('serial_hash', $1) ON CONFLICT DO NOTHING`, [
      randomBytes(32).toString('base64'),
    ]);
    const row = await queryOne<{ value: string }>(this.database.pool, `SELECT value FROM marketplace_keys WHERE name = 'serial_hash'`);
    this.key = Buffer.from(row!.value, 'base64');
  }

  digest(serial: string): SerialDigest {
    if (!this.key) throw new Error('serial key not loaded');
    const normalised = normaliseSerial(serial);
    return { hash: createHmac('sha256', this.key).update(normalised).digest('base64url'), hint: normalised.slice(-2) };
  }
}
