import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ConfigError, defineServiceEnv, envTrustedProxies, parseConfig } from './config';

describe('parseConfig', () => {
  const schema = defineServiceEnv({ SMTP_URL: z.url().optional(), POOL: z.coerce.number().int().default(4) });
  const base = { PORT: '8080', DATABASE_URL: 'postgres://db:5432/postgres', EVENT_BUS: 'inprocess' };

  it('reads an empty variable as unset: its default, or absent when optional', () => {
    const config = parseConfig(schema, { ...base, SMTP_URL: '', POOL: '', JWKS_URL: '' }, 'test');

    expect(config.SMTP_URL).toBeUndefined();
    expect(config.POOL).toBe(4);
    expect(config.JWKS_URL).toBeUndefined();
  });

  it('still refuses a bad value, and an empty one where a value is required, naming the app and the key', () => {
    expect(() => parseConfig(schema, { ...base, SMTP_URL: 'not a url' }, 'mailer')).toThrow(/\[mailer\] invalid configuration: SMTP_URL/);
    expect(() => parseConfig(schema, { ...base, DATABASE_URL: '' }, 'mailer')).toThrow(ConfigError);
  });
});

describe('envTrustedProxies', () => {
  it('takes addresses and CIDR ranges, and refuses anything else at boot', () => {
    const schema = defineServiceEnv({ TRUSTED_PROXIES: envTrustedProxies() });
    const base = { PORT: '8080', DATABASE_URL: 'postgres://db:5432/postgres', EVENT_BUS: 'inprocess' };

    expect(parseConfig(schema, { ...base, TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.4' }, 'edge').TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(() => parseConfig(schema, { ...base, TRUSTED_PROXIES: 'ingress-nginx' }, 'edge')).toThrow(/TRUSTED_PROXIES: ingress-nginx is not an IP address/);
  });
});
