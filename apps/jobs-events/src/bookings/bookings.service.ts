import { Injectable } from '@nestjs/common';
import {
  BOOKING_ISSUE_WINDOW_DAYS,
  BOOKING_OFFER_MAX_DAYS,
  BOOKING_OFFER_MIN_MINUTES,
  BookingsErrorCode,
  bookingPaymentNote,
  daysBefore,
  formatPence,
  londonInstant,
  percentDueAt,
  percentOf,
  type BookingSide,
  type BookingStatus,
  type BookingsQuery,
  type BookingView,
  type CancelBooking,
  type CancellationQuote,
  type CreateBookingOffer,
  type PayloadOf,
  type TeamAction,
} from '@stave/contracts';
import { Clock, Database, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import { blockedBetween, findUserSummary, recordTeamAction, type Acting } from '@stave/domain';
import { CollaborationsService } from '../collaborations/collaborations.service';
import type { CalendarEntry } from '../events/calendar';
import { JobsService } from '../jobs/jobs.service';
import { BookingsRepository, type AnnouncedBooking, type BookingChange, type BookingRow, type HistoryRow } from './bookings.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
// The sweeper's batch: offers expiring and engagements ending at the same minute are rarely more.
const SWEEP_BATCH = 200;

const notFound = () => domainError(BookingsErrorCode.NotFound);
const wrongState = () => domainError(BookingsErrorCode.WrongState);

// The life of a booking (docs/bookings.md § States): every move is one guarded UPDATE on the row (BookingsRepository.move)
// in a transaction that also writes its history line and its event, so of two racing moves exactly one applies and the
// other is told the booking has moved on.
@Injectable()
export class BookingsService {
  constructor(
    private readonly database: Database,
    private readonly bookings: BookingsRepository,
    private readonly jobs: JobsService,
    private readonly collaborations: CollaborationsService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  // As the member, or as the business they are on the team of (the team member recorded as the actor).
  async offer(acting: Acting, offer: CreateBookingOffer): Promise<BookingView> {
    const now = this.clock.now();
    const hirerId = acting.ownerId;
    if (offer.musicianId === hirerId) throw domainError(BookingsErrorCode.OwnBooking);
    const startsAt = londonInstant(offer.date, offer.callTime);
    // An end earlier than the call is after midnight.
    const endsAt = londonInstant(offer.endTime > offer.callTime ? offer.date : nextDay(offer.date), offer.endTime);
    if (startsAt.getTime() <= now.getTime()) throw domainError(BookingsErrorCode.StartInPast);
    const expiresAt = new Date(offer.expiresAt);
    if (
      expiresAt.getTime() < now.getTime() + BOOKING_OFFER_MIN_MINUTES * MINUTE_MS ||
      expiresAt.getTime() > Math.min(startsAt.getTime(), now.getTime() + BOOKING_OFFER_MAX_DAYS * DAY_MS)
    ) {
      throw domainError(BookingsErrorCode.ExpiryInvalid, { path: 'expiresAt' });
    }
    const depositPence = depositOf(offer);
    if (depositPence > offer.fee.amountPence) throw domainError(BookingsErrorCode.DepositTooHigh, { path: 'deposit' });

    const id = await this.database.transaction(async (tx) => {
      // A member who is gone, or either of whom has blocked the other, cannot be booked: as if there were no such member.
      if (!(await findUserSummary(tx, offer.musicianId)) || (await blockedBetween(tx, hirerId, offer.musicianId))) {
        throw domainError(BookingsErrorCode.MemberNotFound, { path: 'musicianId' });
      }
      await this.checkSource(tx, hirerId, offer);
      const id = await this.bookings.insert(
        tx,
        {
          hirerId,
          actorId: acting.asBusiness ? acting.actorId : null,
          musicianId: offer.musicianId,
          sourceKind: offer.source.kind,
          sourceId: offer.source.kind === 'direct' ? null : offer.source.id,
          role: offer.role,
          description: offer.description ?? null,
          date: offer.date,
          callTime: offer.callTime,
          sets: offer.sets,
          endTime: offer.endTime,
          startsAt,
          endsAt,
          venueName: offer.venue.name,
          venueAddress: offer.venue.address ?? null,
          venuePostcode: offer.venue.postcode,
          feePence: offer.fee.amountPence,
          feeUnit: offer.fee.unit,
          feeIncludes: offer.fee.includes,
          depositPence,
          cancellationTerms: offer.cancellationTerms,
          dress: offer.dress ?? null,
          notes: offer.notes ?? null,
          expiresAt,
        },
        now,
      );
      await this.announce(
        tx,
        { id, hirerId, musicianId: offer.musicianId, role: offer.role, startsAt, endsAt, feePence: offer.fee.amountPence, depositPence },
        'offered',
        acting.actorId,
        1,
      );
      await this.recordAction(tx, acting, 'booking.offered', { id, title: offer.role });
      return id;
    });
    return this.get(hirerId, id);
  }

  async get(viewerId: number, id: number, db: Queryable = this.database.pool): Promise<BookingView> {
    const row = await this.bookings.find(db, viewerId, id);
    if (!row) throw notFound();
    return view(row, await this.bookings.history(db, [id]), viewerId);
  }

  async list(viewerId: number, query: BookingsQuery): Promise<{ bookings: BookingView[]; total: number; nextPage: number | null }> {
    const offset = (query.page - 1) * query.limit;
    const { rows, total } = await this.bookings.list(viewerId, query.as, query.view, offset, query.limit);
    const history = await this.bookings.history(
      this.database.pool,
      rows.map((row) => row.id),
    );
    return {
      bookings: rows.map((row) => view(row, history, viewerId)),
      total,
      nextPage: offset + rows.length < total ? query.page + 1 : null,
    };
  }

  // The member's bookings as entries of their calendar feed (docs/bookings.md § Calendar): an accepted one is tentative
  // until its deposit is paid, a cancelled one stays as cancelled so subscribed calendars drop it.
  async calendarEntries(memberId: number, since: Date, limit: number): Promise<CalendarEntry[]> {
    const rows = await this.bookings.calendarOf(memberId, since, limit);
    return rows.map((row) => calendarEntry(row, sideOf(row, memberId)));
  }

  // The musician says yes: confirmed at once when there is nothing to pay up front, otherwise accepted until the
  // deposit is paid.
  accept(memberId: number, id: number): Promise<BookingView> {
    return this.answer(memberId, id, async (tx, row, now) => {
      const accepted = await this.move(tx, row, { side: 'musician', memberId }, ['offered'], 'accepted', memberId, {}, now);
      if (row.depositPence > 0) return accepted;
      return this.move(tx, row, null, ['accepted'], 'confirmed', null, {}, now, 'No deposit to pay');
    });
  }

  decline(memberId: number, id: number): Promise<BookingView> {
    return this.answer(memberId, id, (tx, row, now) => this.move(tx, row, { side: 'musician', memberId }, ['offered'], 'declined', memberId, {}, now));
  }

  async withdraw(acting: Acting, id: number): Promise<BookingView> {
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const row = await this.locked(tx, acting.ownerId, id, 'hirer');
      await this.move(tx, row, { side: 'hirer', memberId: acting.ownerId }, ['offered'], 'withdrawn', acting.actorId, {}, now);
      await this.recordAction(tx, acting, 'booking.withdrawn', { id, title: row.role });
    });
    return this.get(acting.ownerId, id);
  }

  async cancellation(viewerId: number, id: number): Promise<CancellationQuote> {
    const row = await this.bookings.find(this.database.pool, viewerId, id);
    if (!row) throw notFound();
    const now = this.clock.now();
    cancellable(row, now);
    return quote(row, sideOf(row, viewerId), now);
  }

  // Either side cancels an accepted or confirmed booking, having been shown what is due; if the terms now make another
  // amount due (midnight passed), nothing is cancelled: they ask for the quote again.
  async cancel(acting: Acting, id: number, { feeDuePence, reason }: CancelBooking): Promise<BookingView> {
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const row = await this.locked(tx, acting.ownerId, id);
      cancellable(row, now);
      const side = sideOf(row, acting.ownerId);
      const due = quote(row, side, now);
      if (due.feeDuePence !== feeDuePence) throw domainError(BookingsErrorCode.DueChanged);
      const change: BookingChange = { cancelledBy: side, feeDuePence: due.feeDuePence };
      await this.move(tx, row, { side, memberId: acting.ownerId }, ['accepted', 'confirmed'], 'cancelled', acting.actorId, change, now, reason ?? null);
      if (side === 'hirer') await this.recordAction(tx, acting, 'booking.cancelled', { id, title: row.role });
    });
    return this.get(acting.ownerId, id);
  }

  async raiseIssue(acting: Acting, id: number, text: string): Promise<BookingView> {
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const row = await this.locked(tx, acting.ownerId, id);
      if (row.status !== 'completed') throw domainError(BookingsErrorCode.IssueWindow);
      if (now.getTime() > row.endsAt.getTime() + BOOKING_ISSUE_WINDOW_DAYS * DAY_MS) throw domainError(BookingsErrorCode.IssueWindow);
      if (row.issueAt) throw domainError(BookingsErrorCode.IssueRaised);
      const version = await this.bookings.raiseIssue(tx, id, acting.ownerId, acting.actorId, text, now);
      if (version === null) throw domainError(BookingsErrorCode.IssueRaised);
      await this.announce(tx, row, 'issue', acting.actorId, version);
    });
    return this.get(acting.ownerId, id);
  }

  // Offers past their expiry expire and engagements past their end complete (every minute; docs/bookings.md § States).
  async sweep(signal?: AbortSignal): Promise<number> {
    let moved = 0;
    for (;;) {
      if (signal?.aborted) return moved;
      const now = this.clock.now();
      const batch = await this.database.transaction(async (tx) => {
        const due = await this.bookings.due(tx, now, SWEEP_BATCH);
        for (const row of due) await this.move(tx, row, null, [row.status], row.status === 'offered' ? 'expired' : 'completed', null, {}, now);
        return due.length;
      });
      moved += batch;
      if (batch < SWEEP_BATCH) return moved;
    }
  }

  // Billing's news of the booking's money (billing.booking-payment.changed.v1; docs/bookings.md § Money): a deposit paid
  // confirms an accepted booking, a balance paid marks a completed one paid, and anything else (a failed card, a refund, a
  // dispute, a payment on a booking cancelled meanwhile — billing refunds what is not due) is a line in the timeline,
  // which the bell tells both sides. Applied once per event (the inbox); the booking is locked, so it never races a
  // member's move.
  async applyPayment(tx: Transaction, payment: PayloadOf<'billing.booking-payment.changed.v1'>): Promise<void> {
    const row = await this.bookings.lockAny(tx, payment.bookingId);
    if (!row) return;
    const now = this.clock.now();
    const note = bookingPaymentNote(payment.kind, payment.outcome, payment.amountPence, payment.reason, row.status === 'cancelled');
    if (payment.outcome === 'paid' && payment.kind === 'deposit' && row.status === 'accepted') {
      await this.move(tx, row, null, ['accepted'], 'confirmed', null, {}, now, note);
      return;
    }
    if (payment.outcome === 'paid' && payment.kind === 'balance' && row.status === 'completed') {
      await this.move(tx, row, null, ['completed'], 'paid', null, {}, now, note);
      return;
    }
    const version = await this.bookings.addLine(tx, row.id, 'payment', note, now);
    await this.announce(tx, row, 'payment', null, version, null, note);
  }

  // An answer to an open offer: after its expiry it is refused (the sweeper will mark it).
  private async answer(memberId: number, id: number, move: (tx: Transaction, row: BookingRow, now: Date) => Promise<number>): Promise<BookingView> {
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const row = await this.locked(tx, memberId, id, 'musician');
      if (row.status === 'offered' && row.expiresAt.getTime() <= now.getTime()) throw domainError(BookingsErrorCode.OfferExpired);
      await move(tx, row, now);
    });
    return this.get(memberId, id);
  }

  // The booking, locked until the transaction ends, when the member is on it (on `side`, when given).
  private async locked(tx: Transaction, memberId: number, id: number, side?: BookingSide): Promise<BookingRow> {
    const row = await this.bookings.lock(tx, memberId, id);
    if (!row || (side && sideOf(row, memberId) !== side)) throw notFound();
    return row;
  }

  private async move(
    tx: Transaction,
    row: AnnouncedBooking,
    party: { side: BookingSide; memberId: number } | null,
    from: readonly BookingStatus[],
    to: BookingStatus,
    byId: number | null,
    change: BookingChange,
    now: Date,
    note: string | null = null,
  ): Promise<number> {
    const version = await this.bookings.move(tx, { id: row.id, party, from, to, byId, note }, change, now);
    if (version === null) throw wrongState();
    await this.announce(tx, row, to, byId, version, change.feeDuePence ?? null, note);
    return version;
  }

  private async announce(
    tx: Transaction,
    row: AnnouncedBooking,
    status: BookingStatus | 'issue' | 'payment',
    byId: number | null,
    version: number,
    feeDuePence: number | null = null,
    note: string | null = null,
  ): Promise<void> {
    await this.outbox.add(tx, 'jobs-events.booking.changed.v1', row.id, {
      bookingId: row.id,
      hirerId: row.hirerId,
      musicianId: row.musicianId,
      byId,
      status,
      role: row.role,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      feePence: row.feePence,
      depositPence: row.depositPence,
      feeDuePence,
      note,
      version,
    });
  }

  // What a team member did as the business (docs/teams.md); nothing as themself.
  private recordAction(tx: Transaction, acting: Acting, action: TeamAction, booking: { id: number; title: string }): Promise<void> {
    return recordTeamAction(this.outbox, tx, acting, 'jobs-events.team.action.v1', action, booking);
  }

  // An application must be a shortlisted one to the hirer's job, by the musician; a collaboration the hirer's call, which
  // the musician answered. Anything else is refused as not found (it names nothing the hirer may book from).
  private async checkSource(tx: Transaction, hirerId: number, offer: CreateBookingOffer): Promise<void> {
    const { source } = offer;
    if (source.kind === 'direct') return;
    const ok =
      source.kind === 'application'
        ? (await this.jobs.shortlistedApplicant(tx, hirerId, source.id)) === offer.musicianId
        : await this.collaborations.answeredBy(tx, hirerId, source.id, offer.musicianId);
    if (!ok) throw domainError(BookingsErrorCode.SourceNotFound, { path: 'source' });
  }
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function depositOf({ deposit, fee }: CreateBookingOffer): number {
  if (deposit.kind === 'amount') return deposit.amountPence;
  if (deposit.kind === 'percent') return percentOf(fee.amountPence, deposit.percent);
  return 0;
}

// Accepted or confirmed, and not started: once it has started it can only complete (and then carry an issue), so a
// cancellation never races the engagement's end.
function cancellable(row: Pick<BookingRow, 'status' | 'startsAt'>, now: Date): void {
  if (row.status !== 'accepted' && row.status !== 'confirmed') throw wrongState();
  if (row.startsAt.getTime() <= now.getTime()) throw domainError(BookingsErrorCode.Started);
}

const sideOf = (row: Pick<BookingRow, 'musicianId'>, memberId: number): BookingSide => (row.musicianId === memberId ? 'musician' : 'hirer');

// What cancelling now makes due to the musician: nothing before the booking is confirmed (no engagement was made) or
// when the musician cancels; otherwise the terms' share of the fee for the days left before the date.
export function quote(row: Pick<BookingRow, 'status' | 'date' | 'feePence' | 'cancellationTerms'>, by: BookingSide, now: Date): CancellationQuote {
  const days = daysBefore(row.date, now);
  const percentDue = row.status === 'confirmed' && by === 'hirer' ? percentDueAt(row.cancellationTerms, days) : 0;
  return { by, daysBefore: days, percentDue, feeDuePence: percentOf(row.feePence, percentDue), terms: row.cancellationTerms };
}

const UNITS = { gig: 'per gig', session: 'per session', day: 'per day' } as const;

function calendarEntry(row: BookingRow, side: BookingSide): CalendarEntry {
  const other = side === 'musician' ? (row.hirerName ?? 'Former member') : (row.musicianName ?? 'Former member');
  const sets = row.sets.map((set) => `${set.start}–${set.end}`).join(', ');
  return {
    uid: `booking-${row.id}@stave`,
    start: row.startsAt,
    end: row.endsAt,
    summary: side === 'musician' ? `${row.role} for ${other}` : `${other}: ${row.role}`,
    location: [row.venueName, row.venueAddress, row.venuePostcode].filter(Boolean).join(', '),
    description: [
      `Call ${row.callTime}${sets ? `; sets ${sets}` : ''}; ends ${row.endTime}`,
      `Fee ${formatPence(row.feePence)} ${UNITS[row.feeUnit]}`,
      row.dress ? `Dress: ${row.dress}` : null,
      row.notes,
    ]
      .filter(Boolean)
      .join('\n'),
    status: row.status === 'cancelled' ? 'CANCELLED' : row.status === 'accepted' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

function view(row: BookingRow, history: HistoryRow[], viewerId: number): BookingView {
  const party = (id: number | null, name: string | null, image: string | null) => ({ id, name: name ?? 'Former member', profileImage: image });
  return {
    id: row.id,
    status: row.status,
    role: row.role,
    description: row.description,
    source: row.sourceKind === 'direct' ? { kind: 'direct' } : { kind: row.sourceKind, id: row.sourceId! },
    hirer: party(row.hirerId, row.hirerName, row.hirerImage),
    offeredById: row.actorId,
    musician: party(row.musicianId, row.musicianName, row.musicianImage),
    date: row.date,
    callTime: row.callTime,
    sets: row.sets,
    endTime: row.endTime,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    venue: { name: row.venueName, address: row.venueAddress, postcode: row.venuePostcode },
    fee: { amountPence: row.feePence, unit: row.feeUnit, includes: row.feeIncludes },
    depositPence: row.depositPence,
    cancellationTerms: row.cancellationTerms,
    dress: row.dress,
    notes: row.notes,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    cancelledBy: row.cancelledBy,
    feeDuePence: row.feeDuePence,
    issue: row.issueAt ? { byId: row.issueBy, text: row.issueText ?? '', at: row.issueAt.toISOString() } : null,
    timeline: history
      .filter((line) => line.bookingId === row.id)
      .map((line) => ({ status: line.status, at: line.at.toISOString(), byId: line.byId, note: line.note })),
    viewerSide: sideOf(row, viewerId),
  };
}
