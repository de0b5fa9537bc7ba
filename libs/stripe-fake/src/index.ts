export { StripeFake, addMonth, type Delivery, type DeliveryMode, type StripeFakeOptions } from './stripe-fake';
export type * from './objects';
