import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { REALTIME_TICKET_TTL_SECONDS } from '@stave/contracts';
import { AuthUnavailableError, KeyValueStore, TokenRevocation, type AuthUser } from '@stave/platform';

const keyOf = (ticket: string) => `realtime:ticket:${ticket}`;
const TICKET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

interface StoredTicket extends AuthUser {
  // Epoch second the ticket was issued: the token it was issued for is no younger.
  issuedAt?: number;
}

// A browser cannot put a token in a websocket's headers, and a token in a URL ends up in logs:
// the page trades its token for a ticket (single use, 30 s, bound to the member and the token it
// was issued for) and opens /ws?ticket=. Kept in Redis, so any messaging process can take it.
@Injectable()
export class TicketsService {
  constructor(
    private readonly store: KeyValueStore,
    private readonly revocation: TokenRevocation,
  ) {}

  async issue(user: AuthUser): Promise<{ ticket: string; expiresInSeconds: number }> {
    const ticket = randomBytes(32).toString('base64url');
    const stored: StoredTicket = { ...user, issuedAt: Math.floor(Date.now() / 1000) };
    await this.store.set(keyOf(ticket), JSON.stringify(stored), REALTIME_TICKET_TTL_SECONDS * 1000);
    return { ticket, expiresInSeconds: REALTIME_TICKET_TTL_SECONDS };
  }

  // The member the ticket was issued to, once: whoever deletes it first has it. Not when the token it was issued
  // for has been revoked since (a logout, or a suspension or password reset voiding every token the member held):
  // the socket would otherwise outlive the revocation, which only ends sockets already open.
  async redeem(ticket: string): Promise<AuthUser | null> {
    if (!TICKET_FORMAT.test(ticket)) return null;
    const value = await this.store.get(keyOf(ticket));
    if (value === null || !(await this.store.delete(keyOf(ticket)))) return null;
    const { issuedAt = 0, ...user } = JSON.parse(value) as StoredTicket;
    let revoked: boolean;
    try {
      // The ticket's own time stands for the token's: a revocation after the ticket voids a token issued before it.
      revoked = await this.revocation.isRevoked({ ...user, issuedAt });
    } catch (error) {
      throw new AuthUnavailableError('revocation store unavailable', { cause: error });
    }
    return revoked ? null : user;
  }
}
