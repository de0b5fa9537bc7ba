// What the booking page takes from the app (app/booking-panels.ts): the parts other features supply.
export type { BookingPanels } from './components/BookingMoney';
