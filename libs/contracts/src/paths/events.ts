// Generated from jobs/events.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { EVENTS } from '../jobs/events.routes';

export const list = 'GET /api/events' as RoutePath<(typeof EVENTS)['list']>;
export const create = 'POST /api/events' as RoutePath<(typeof EVENTS)['create']>;
export const featured = 'GET /api/events/featured' as RoutePath<(typeof EVENTS)['featured']>;
export const uploadImage = 'POST /api/events/image' as RoutePath<(typeof EVENTS)['uploadImage']>;
export const image = 'GET /event-images/:file' as RoutePath<(typeof EVENTS)['image']>;
export const calendarFeed = 'GET /api/events/calendar-feed' as RoutePath<(typeof EVENTS)['calendarFeed']>;
export const resetCalendarFeed = 'POST /api/events/calendar-feed' as RoutePath<(typeof EVENTS)['resetCalendarFeed']>;
export const removeCalendarFeed = 'DELETE /api/events/calendar-feed' as RoutePath<(typeof EVENTS)['removeCalendarFeed']>;
export const feed = 'GET /api/events/feed/:token' as RoutePath<(typeof EVENTS)['feed']>;
export const get = 'GET /api/events/:id' as RoutePath<(typeof EVENTS)['get']>;
export const update = 'PATCH /api/events/:id' as RoutePath<(typeof EVENTS)['update']>;
const delete_ = 'DELETE /api/events/:id' as RoutePath<(typeof EVENTS)['delete']>;
export { delete_ as delete };
export const ics = 'GET /api/events/:id/ics' as RoutePath<(typeof EVENTS)['ics']>;
export const rsvp = 'POST /api/events/:id/rsvp' as RoutePath<(typeof EVENTS)['rsvp']>;
export const withdraw = 'DELETE /api/events/:id/rsvp' as RoutePath<(typeof EVENTS)['withdraw']>;
export const attendees = 'GET /api/events/:id/attendees' as RoutePath<(typeof EVENTS)['attendees']>;
