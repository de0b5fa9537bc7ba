import { afterAll, describe, expect, it } from '@jest/globals';
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, type JWK } from 'jose';
import { freePort } from '@stave/platform/testing';
import { Api, startIdentity, type IdentityUnderTest } from './harness';

// docs/operations.md § Rotating the signing key: a new JWT_PRIVATE_KEY_PEM rolled out replica by replica signs
// nobody out. Every replica publishes every key that signed within a token's lifetime (read from the shared
// database), so tokens of the old key and of the new one are accepted throughout, and the old key leaves a day later.
describe('identity: rotating the signing key', () => {
  let old: IdentityUnderTest | undefined;
  let renewed: IdentityUnderTest | undefined;

  afterAll(async () => {
    // The replicas share one database, which the first one's stop drops: the second only closes.
    await renewed?.service.close().catch(() => undefined);
    await renewed?.db.end().catch(() => undefined);
    await old?.stop();
  });

  const newPem = async () => exportPKCS8((await generateKeyPair('RS256', { modulusLength: 2048, extractable: true })).privateKey);
  const kids = async (api: Api) => ((await api.call('GET', '/.well-known/jwks.json')).body as { keys: JWK[] }).keys.map((key) => key.kid);
  const kidOf = (token: string) => decodeProtectedHeader(token).kid!;

  it('keeps old tokens valid on every replica while the new key signs, then drops the old key', async () => {
    old = await startIdentity({ JWT_PRIVATE_KEY_PEM: await newPem() });
    const oldApi = new Api(old.url);
    const member = await oldApi.register();
    const oldKid = kidOf(member.token);

    // The new key rolls out: a second replica on the same database, the first one still serving.
    renewed = await startIdentity({
      JWT_PRIVATE_KEY_PEM: await newPem(),
      DATABASE_NAME: old.database,
      PORT: String(await freePort()),
      EVENT_CONSUMER_GROUP: `${old.env.EVENT_CONSUMER_GROUP}-renewed`,
    });
    const renewedApi = new Api(renewed.url);
    const signedIn = await renewedApi.call('POST', '/api/login', { body: { email: member.email, password: member.password } });
    expect(signedIn.status).toBe(200);
    const newKid = kidOf(signedIn.body.token);
    expect(newKid).not.toBe(oldKid);

    // Both replicas publish both keys; the token of the old key still works on the new replica.
    expect((await kids(oldApi)).sort()).toEqual([oldKid, newKid].sort());
    expect((await kids(renewedApi)).sort()).toEqual([oldKid, newKid].sort());
    expect((await renewedApi.call('GET', '/api/user', { token: member.token })).status).toBe(200);
    expect((await renewedApi.call('GET', '/api/user', { token: signedIn.body.token })).status).toBe(200);
    // Only the public half of a key from the secret store is kept.
    expect((await old.db.query(`SELECT count(*)::int AS n FROM signing_keys WHERE private_pem IS NOT NULL`)).rows[0].n).toBe(0);

    // A day and an hour after the old key last signed (its replica gone), the new replica no longer publishes it.
    await old.db.query(`UPDATE signing_keys SET last_signed_at = now() - interval '25 hours 1 minute' WHERE kid = $1`, [oldKid]);
    expect(await kids(renewedApi)).toEqual([newKid]);
  });
});
