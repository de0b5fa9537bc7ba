import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  ADVERTISING_MESSAGES,
  AdvertisingErrorCode,
  INQUIRY_STATUSES,
  type AdvertisingInquiriesPage,
  type AdvertisingInquiriesQuery,
  type AdvertisingInquiry,
  type AdvertisingInquiryReceiptSchema,
  type AdvertisingRole,
  type CreateAdvertisingInquirySchema,
  type InquiryStatus,
  type UpdateAdvertisingInquiry,
} from '@stave/contracts';
import { APP_CONFIG, Clock, Database, domainError, LOGGER, RateCounter, withinLimit } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { AdvertisingRepository, type InquiryRow } from './advertising.repository';
import { spamReason } from './spam';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
// Acknowledgements mailed to one address a day: the form names any address, and must not become a way to fill
// someone's mailbox from ours (further inquiries are still kept, unmailed).
const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

// The body once the contract has parsed it (trimmed, the email lower-cased, no phone as null).
export type Inquiry = z.output<typeof CreateAdvertisingInquirySchema>;
type Receipt = z.infer<typeof AdvertisingInquiryReceiptSchema>;

export function toInquiryView(row: InquiryRow): AdvertisingInquiry {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    interestedIn: row.interestedIn,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    assignedTo: row.assignedTo,
  };
}

// 'Advertise with Stave' (docs/advertising.md): anyone may send an inquiry (limited per address and
// checked for spam), which is kept for the partnerships team named in ADVERTISING_STAFF and acknowledged by mail.
@Injectable()
export class AdvertisingService {
  private readonly staff: Set<number>;

  constructor(
    private readonly database: Database,
    private readonly inquiries: AdvertisingRepository,
    private readonly rates: RateCounter,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.staff = new Set(config.ADVERTISING_STAFF);
  }

  isStaff(memberId: number): boolean {
    return this.staff.has(memberId);
  }

  private requireStaff(memberId: number): void {
    if (!this.isStaff(memberId)) throw domainError(AdvertisingErrorCode.StaffOnly);
  }

  // Every well-formed attempt counts towards the address's hour, spam included: a bot retrying is slowed too.
  async submit(inquiry: Inquiry, clientAddress: string): Promise<Receipt> {
    await withinLimit(
      this.rates,
      `identity:advertising:address:${clientAddress}`,
      this.config.ADVERTISING_MAX_PER_HOUR,
      HOUR_MS,
      ADVERTISING_MESSAGES.tooMany,
      AdvertisingErrorCode.TooMany,
    );
    const reason = spamReason(inquiry, this.clock.now().getTime()) ?? ((await this.inquiries.sentRecently(clientAddress, inquiry.message)) ? 'repeated' : null);
    if (reason) {
      // The reason is logged for whoever tunes the checks; the sender is told nothing a bot could adapt to.
      this.logger.info({ reason }, 'advertising inquiry refused as spam');
      throw domainError(AdvertisingErrorCode.Spam);
    }
    const id = await this.inquiries.insert({
      companyName: inquiry.companyName,
      contactName: inquiry.contactName,
      email: inquiry.email,
      phone: inquiry.phone,
      interestedIn: inquiry.interestedIn,
      message: inquiry.message,
      clientAddress,
    });
    this.logger.info({ inquiryId: id, interestedIn: inquiry.interestedIn }, 'advertising inquiry received');
    await this.acknowledge(id, inquiry);
    return { id, message: ADVERTISING_MESSAGES.received };
  }

  // A receipt, not a copy: the form takes any address, so anything typed into it (the message, the names, the phone)
  // would reach a stranger's mailbox as mail from Stave. It names only the inquiry's number, the tier picked from the
  // form's list and the day; the team reads the rest in its queue. A limiter that cannot count sends nothing: the
  // inquiry is kept either way.
  private async acknowledge(id: number, inquiry: Inquiry): Promise<void> {
    const key = `identity:advertising:acknowledged:${createHash('sha256').update(inquiry.email).digest('hex')}`;
    const hit = await this.rates.hit(key, DAY_MS).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'advertising acknowledgement not counted; not sent');
      return null;
    });
    if (!hit || hit.count > ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) return;
    const day = this.clock.now().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    this.mailer.sendInBackground({
      to: inquiry.email,
      subject: 'We have received your advertising inquiry',
      text: [
        'Hello,',
        '',
        'Thank you for your interest in advertising with Stave. We have received your inquiry, and our partnerships team will reply within two working days.',
        '',
        `Reference: ${id}`,
        `Interested in: ${inquiry.interestedIn}`,
        `Received: ${day}`,
        '',
        'This mail does not repeat what the form said: the team has it, and will answer it.',
        '',
        'If you did not send this, someone typed your address into our form: ignore this mail. We will only use your address to answer this inquiry.',
        '',
        'The Stave team',
      ].join('\n'),
    });
  }

  async role(memberId: number): Promise<AdvertisingRole> {
    if (!this.isStaff(memberId)) return { staff: false, team: [] };
    return { staff: true, team: await this.inquiries.staff([...this.staff]) };
  }

  async list(memberId: number, query: AdvertisingInquiriesQuery): Promise<AdvertisingInquiriesPage> {
    this.requireStaff(memberId);
    const { rows, total, counts } = await this.inquiries.list(query);
    const perStatus = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>;
    for (const { status, n } of counts) perStatus[status] = n;
    return { inquiries: rows.map(toInquiryView), total, page: query.page, limit: query.limit, counts: perStatus };
  }

  // Only someone on the team may be given an inquiry: a member named in ADVERTISING_STAFF whose account exists.
  async update(memberId: number, inquiryId: number, change: UpdateAdvertisingInquiry): Promise<AdvertisingInquiry> {
    this.requireStaff(memberId);
    const row = await this.database.transaction(async (tx) => {
      const assignee = change.assignedTo;
      if (assignee != null && (!this.isStaff(assignee) || !(await this.inquiries.lockMember(tx, assignee)))) {
        throw domainError(AdvertisingErrorCode.NotStaff, { path: 'assignedTo' });
      }
      if (!(await this.inquiries.update(tx, inquiryId, change))) throw domainError(AdvertisingErrorCode.NotFound);
      return (await this.inquiries.find(tx, inquiryId))!;
    });
    this.logger.info({ inquiryId, staffId: memberId, status: change.status, assignedTo: change.assignedTo }, 'advertising inquiry updated');
    return toInquiryView(row);
  }
}
