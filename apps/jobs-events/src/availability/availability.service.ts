import { Injectable } from '@nestjs/common';
import {
  AVAILABILITY_ENTRIES_MAX,
  AvailabilityErrorCode,
  DAY_END,
  addDays,
  londonDateOf,
  londonInstant,
  occurrencesBetween,
  ruleOverlaps,
  type AvailabilityCalendar,
  type AvailabilityCheckQuery,
  type AvailabilityEntry,
  type AvailabilityEntryInput,
  type AvailabilityImport,
  type AvailabilityOccurrenceView,
  type AvailabilityRangeQuery,
} from '@stave/contracts';
import { Clock, Database, domainError } from '@stave/platform';
import { blockedBetween } from '@stave/domain';
import { AvailabilityRepository, type NewAvailabilityEntry } from './availability.repository';
import { IcsUnreadable, readIcs } from './ics-import';

const notFound = () => domainError(AvailabilityErrorCode.NotFound);
const tooMany = () => domainError(AvailabilityErrorCode.TooMany);

// A member's availability (docs/availability.md): their own entries, private to them; "free then?" for others only
// when they share it; and availableOn for the services' own use (the dep finder).
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly db: Database,
    private readonly repo: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  async calendar(memberId: number, range: AvailabilityRangeQuery): Promise<AvailabilityCalendar> {
    const db = this.db.pool;
    const entries = await this.repo.entriesBetween(db, [memberId], range.from, range.to);
    const occurrences: AvailabilityOccurrenceView[] = [];
    const shown: AvailabilityEntry[] = [];
    for (const { memberId: _member, ...entry } of entries) {
      const dated = occurrencesBetween(entry, range.from, range.to);
      if (dated.length) shown.push(entry);
      for (const occurrence of dated) {
        const { date, endDate, from, to } = occurrence;
        occurrences.push({ kind: entry.kind, date, endDate, from, to, entryId: entry.id, bookingId: null, label: entry.note });
      }
    }
    const booked = await this.repo.bookedBetween(db, [memberId], londonInstant(range.from, '00:00'), londonInstant(addDays(range.to, 1), '00:00'));
    for (const booking of booked) {
      occurrences.push({
        kind: 'booked',
        date: booking.date,
        endDate: londonDateOf(new Date(booking.endsAt.getTime() - 1)),
        from: booking.callTime,
        to: booking.endTime,
        entryId: null,
        bookingId: booking.id,
        label: `Booked: ${booking.role}`,
      });
    }
    occurrences.sort((a, b) => a.date.localeCompare(b.date) || (a.from ?? '').localeCompare(b.from ?? ''));
    return {
      entries: shown,
      occurrences,
      shareAvailability: await this.repo.shares(db, memberId),
      entryCount: await this.repo.count(db, memberId),
    };
  }

  async create(memberId: number, input: AvailabilityEntryInput): Promise<AvailabilityEntry> {
    return this.db.transaction(async (tx) => {
      await this.repo.lockMember(tx, memberId);
      if ((await this.repo.count(tx, memberId)) >= AVAILABILITY_ENTRIES_MAX) throw tooMany();
      const [entry] = await this.repo.insert(tx, memberId, [toNew(input, 'manual')]);
      return entry!;
    });
  }

  async update(memberId: number, id: number, input: AvailabilityEntryInput): Promise<AvailabilityEntry> {
    const entry = await this.repo.update(this.db.pool, memberId, id, toNew(input, 'manual'));
    if (!entry) throw notFound();
    return entry;
  }

  async remove(memberId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(this.db.pool, memberId, id))) throw notFound();
  }

  async setShare(memberId: number, share: boolean): Promise<{ shareAvailability: boolean }> {
    await this.repo.setShare(this.db.pool, memberId, share);
    return { shareAvailability: share };
  }

  // Another member asks: one answer (404) for a member who does not share, has blocked or been blocked, or does not
  // exist, so nothing tells them apart. Asking of oneself always answers.
  async check(viewerId: number, query: AvailabilityCheckQuery): Promise<{ available: boolean }> {
    const db = this.db.pool;
    if (query.memberId !== viewerId) {
      if (!(await this.repo.shares(db, query.memberId)) || (await blockedBetween(db, viewerId, query.memberId))) {
        throw domainError(AvailabilityErrorCode.NotShared);
      }
    }
    const start = londonInstant(query.date, query.from ?? '00:00');
    const end = query.to && query.to !== DAY_END ? londonInstant(query.date, query.to) : londonInstant(addDays(query.date, 1), '00:00');
    const free = await this.availableOn([query.memberId], start, end);
    return { available: free.includes(query.memberId) };
  }

  // Which of the members are free for the whole of start..end: none of their busy entries (weekly repeats included)
  // and none of their accepted, confirmed, completed or paid bookings overlaps it. Free entries never outweigh a busy
  // time. For the services' own use (the dep finder): it ignores sharing, which the caller must respect.
  async availableOn(memberIds: number[], start: Date, end: Date): Promise<number[]> {
    const ids = [...new Set(memberIds)];
    if (!ids.length || end.getTime() <= start.getTime()) return ids;
    const db = this.db.pool;
    const busy = new Set<number>();
    for (const booking of await this.repo.bookedBetween(db, ids, start, end)) busy.add(booking.musicianId);
    const first = addDays(londonDateOf(start), -1);
    const last = addDays(londonDateOf(end), 1);
    for (const entry of await this.repo.entriesBetween(db, ids, first, last, 'busy')) {
      if (!busy.has(entry.memberId) && ruleOverlaps(entry, start, end)) busy.add(entry.memberId);
    }
    return ids.filter((id) => !busy.has(id));
  }

  // The file's busy times replace the last import's (the member's own entries stay); within the cap, the rest skipped.
  async importIcs(memberId: number, bytes: Buffer): Promise<AvailabilityImport> {
    let reading: ReturnType<typeof readIcs>;
    try {
      reading = readIcs(bytes, londonDateOf(this.clock.now()));
    } catch (error) {
      if (error instanceof IcsUnreadable || error instanceof Error) throw domainError(AvailabilityErrorCode.IcsInvalid);
      throw error;
    }
    return this.db.transaction(async (tx) => {
      await this.repo.lockMember(tx, memberId);
      await this.repo.removeImported(tx, memberId);
      const room = Math.max(0, AVAILABILITY_ENTRIES_MAX - (await this.repo.count(tx, memberId)));
      const taken = reading.entries.slice(0, room);
      await this.repo.insert(tx, memberId, taken);
      return { imported: taken.length, skipped: reading.skipped + reading.entries.length - taken.length, notBusy: reading.notBusy, past: reading.past };
    });
  }
}

function toNew(input: AvailabilityEntryInput, source: NewAvailabilityEntry['source']): NewAvailabilityEntry {
  return { ...input, note: input.note ?? null, source };
}
