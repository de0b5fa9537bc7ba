import { Injectable } from '@nestjs/common';
import type { JWK } from 'jose';
import { Database, queryRows } from '@stave/platform';

export interface StoredKey {
  kid: string;
  privatePem: string;
  publicJwk: JWK;
}

@Injectable()
export class SigningKeysRepository {
  constructor(private readonly database: Database) {}

  async findActive(): Promise<StoredKey[]> {
    return queryRows<StoredKey>(
      this.database.pool,
      `SELECT kid, private_pem AS "privatePem", public_jwk AS "publicJwk" FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC`,
    );
  }

  // Two identity instances booting together may both generate a key: both are valid and served.
  async insert(key: StoredKey): Promise<void> {
    await this.database.pool.query(`INSERT INTO signing_keys (kid, private_pem, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      key.kid,
      key.privatePem,
      JSON.stringify(key.publicJwk),
    ]);
  }
}
