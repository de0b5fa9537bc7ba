export * from './booking-terms';
export * from './bookings.schemas';
export * from './bookings.routes';
export * from './bookings.errors';
