import { Injectable } from '@nestjs/common';
import type { JWK } from 'jose';
import { Database, queryRows } from '@stave/platform';

export interface StoredKey {
  kid: string;
  // Null for a key that came from JWT_PRIVATE_KEY_PEM: its private half lives in the secret store only.
  privatePem: string | null;
  publicJwk: JWK;
}

@Injectable()
export class SigningKeysRepository {
  constructor(private readonly database: Database) {}

  // Keys identity generated itself (no JWT_PRIVATE_KEY_PEM), newest first: the first one signs.
  async findGenerated(): Promise<Array<StoredKey & { privatePem: string }>> {
    return queryRows<StoredKey & { privatePem: string }>(
      this.database.pool,
      `SELECT kid, private_pem AS "privatePem", public_jwk AS "publicJwk" FROM signing_keys
        WHERE retired_at IS NULL AND private_pem IS NOT NULL ORDER BY created_at DESC`,
    );
  }

  // What the JWKS publishes: every key that signed within `withinSeconds` (a token it signed may still be alive).
  async publishable(withinSeconds: number): Promise<JWK[]> {
    const rows = await queryRows<{ publicJwk: JWK }>(
      this.database.pool,
      `SELECT public_jwk AS "publicJwk" FROM signing_keys
        WHERE retired_at IS NULL AND last_signed_at > now() - make_interval(secs => $1) ORDER BY last_signed_at DESC, kid`,
      [withinSeconds],
    );
    return rows.map((row) => row.publicJwk);
  }

  // Two identity instances booting together may both generate a key: both are valid and served. A key seen
  // again (another replica, a restart) only notes that it signs now.
  async record(key: StoredKey): Promise<void> {
    await this.database.pool.query(
      `INSERT INTO signing_keys (kid, private_pem, public_jwk) VALUES ($1, $2, $3)
       ON CONFLICT (kid) DO UPDATE SET last_signed_at = now()`,
      [key.kid, key.privatePem, JSON.stringify(key.publicJwk)],
    );
  }

  async touch(kid: string): Promise<void> {
    await this.database.pool.query(`UPDATE signing_keys SET last_signed_at = now() WHERE kid = $1`, [kid]);
  }
}
