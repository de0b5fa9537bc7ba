import { BookingsErrorCode, type ErrorDefinition } from '../error-codes';
import { BOOKING_MESSAGES } from './bookings.schemas';

export const BOOKINGS_ERRORS: Record<BookingsErrorCode, ErrorDefinition> = {
  [BookingsErrorCode.NotFound]: { kind: 'not_found', message: BOOKING_MESSAGES.notFound },
  [BookingsErrorCode.OwnBooking]: { kind: 'validation', message: BOOKING_MESSAGES.ownBooking },
  [BookingsErrorCode.MemberNotFound]: { kind: 'not_found', message: BOOKING_MESSAGES.memberNotFound },
  [BookingsErrorCode.SourceNotFound]: { kind: 'not_found', message: BOOKING_MESSAGES.sourceNotFound },
  [BookingsErrorCode.StartInPast]: { kind: 'validation', message: BOOKING_MESSAGES.startInPast },
  [BookingsErrorCode.ExpiryInvalid]: { kind: 'validation', message: BOOKING_MESSAGES.expiryInvalid },
  [BookingsErrorCode.DepositTooHigh]: { kind: 'validation', message: BOOKING_MESSAGES.depositTooHigh },
  [BookingsErrorCode.WrongState]: { kind: 'conflict', message: BOOKING_MESSAGES.wrongState },
  [BookingsErrorCode.OfferExpired]: { kind: 'conflict', message: BOOKING_MESSAGES.offerExpired },
  [BookingsErrorCode.DueChanged]: { kind: 'conflict', message: BOOKING_MESSAGES.dueChanged },
  [BookingsErrorCode.Started]: { kind: 'conflict', message: BOOKING_MESSAGES.started },
  [BookingsErrorCode.IssueWindow]: { kind: 'conflict', message: BOOKING_MESSAGES.issueWindow },
  [BookingsErrorCode.IssueRaised]: { kind: 'conflict', message: BOOKING_MESSAGES.issueRaised },
};
