import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { REALTIME_TICKET_TTL_SECONDS } from '@stave/contracts';
import { KeyValueStore, type AuthUser } from '@stave/platform';

const keyOf = (ticket: string) => `realtime:ticket:${ticket}`;
const TICKET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

// A browser cannot put a token in a websocket's headers, and a token in a URL ends up in logs:
// the page trades its token for a ticket (single use, 30 s, bound to the member and the token it
// was issued for) and opens /ws?ticket=. Kept in Redis, so any messaging process can take it.
@Injectable()
export class TicketsService {
  constructor(private readonly store: KeyValueStore) {}

  async issue(user: AuthUser): Promise<{ ticket: string; expiresInSeconds: number }> {
    const ticket = randomBytes(32).toString('base64url');
    await this.store.set(keyOf(ticket), JSON.stringify(user), REALTIME_TICKET_TTL_SECONDS * 1000);
    return { ticket, expiresInSeconds: REALTIME_TICKET_TTL_SECONDS };
  }

  // The member the ticket was issued to, once: whoever deletes it first has it.
  async redeem(ticket: string): Promise<AuthUser | null> {
    if (!TICKET_FORMAT.test(ticket)) return null;
    const value = await this.store.get(keyOf(ticket));
    if (value === null || !(await this.store.delete(keyOf(ticket)))) return null;
    return JSON.parse(value) as AuthUser;
  }
}
