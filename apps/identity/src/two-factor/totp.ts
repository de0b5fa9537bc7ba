import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toString as qrCodeOf } from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@stave/contracts';

// RFC 6238 as every authenticator app reads it (SHA-1, 6 digits, 30 s), through `otpauth` (a small, maintained,
// dependency-free implementation; docs/identity.md says why not our own).
const PERIOD_SECONDS = 30;
// Codes from the step before and after now are accepted too: a phone's clock a little off, or a code typed as it
// turned over.
const WINDOW = 1;

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'Stave'): TOTP {
  return new TOTP({ issuer: 'Stave', label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export async function enrolment(secret: string, email: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await qrCodeOf(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

// The time step the code belongs to, when it is the secret's code now or one step either side; null otherwise.
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secret).validate({ token: digits, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

// The code an authenticator app shows at `now` (tests, and the e2e's member).
export function codeAt(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

// Ten codes of 10 characters (about 50 bits each, drawn without bias) from an alphabet without look-alikes,
// shown as `abcde-fghij`.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

// As stored: lower case, without the dash or spaces someone may type.
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
