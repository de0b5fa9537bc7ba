import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JWK } from 'jose';

export interface StoredKey {
  kid: string;
  privatePem: string;
  publicJwk: JWK;
}

@Injectable()
export class SigningKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findActive(): Promise<StoredKey[]> {
    return this.dataSource.query(
      `SELECT kid, private_pem AS "privatePem", public_jwk AS "publicJwk" FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC`,
    );
  }

  // Two identity instances booting together may both generate a key: both are valid and served.
  async insert(key: StoredKey): Promise<void> {
    await this.dataSource.query(`INSERT INTO signing_keys (kid, private_pem, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      key.kid,
      key.privatePem,
      JSON.stringify(key.publicJwk),
    ]);
  }
}
