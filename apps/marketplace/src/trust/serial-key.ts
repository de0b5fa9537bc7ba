import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { normaliseSerial } from '@stave/contracts';
import { APP_CONFIG } from '@stave/platform';
import type { MarketplaceEnv } from '../config';
import { StolenRepository } from './stolen.repository';

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
    private readonly stolen: StolenRepository,
    @Inject(APP_CONFIG) private readonly config: MarketplaceEnv,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.SERIAL_HASH_KEY) {
      this.key = Buffer.from(this.config.SERIAL_HASH_KEY);
      return;
    }
    this.key = Buffer.from(await this.stolen.keepSerialKey(randomBytes(32).toString('base64')), 'base64');
  }

  digest(serial: string): SerialDigest {
    if (!this.key) throw new Error('serial key not loaded');
    const normalised = normaliseSerial(serial);
    return { hash: createHmac('sha256', this.key).update(normalised).digest('base64url'), hint: normalised.slice(-2) };
  }
}
