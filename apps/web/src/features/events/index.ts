// Events: what other features use (docs/web.md#feature-boundaries). The board is the app's route.
export { dayAndMonth, formatEventDay, formatTimeRange } from '@/features/events/event-dates';
