// Generated from EVENTS by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { EVENTS as R } from '../jobs/events.routes';
import { routePath as p } from './route-path';

export const EVENTS_PATHS = {
  list: p<typeof R.list>('list', 'GET', '/api/events'),
  create: p<typeof R.create>('create', 'POST', '/api/events'),
  featured: p<typeof R.featured>('featured', 'GET', '/api/events/featured'),
  uploadImage: p<typeof R.uploadImage>('uploadImage', 'POST', '/api/events/image'),
  image: p<typeof R.image>('image', 'GET', '/event-images/:file'),
  calendarFeed: p<typeof R.calendarFeed>('calendarFeed', 'GET', '/api/events/calendar-feed'),
  resetCalendarFeed: p<typeof R.resetCalendarFeed>('resetCalendarFeed', 'POST', '/api/events/calendar-feed'),
  removeCalendarFeed: p<typeof R.removeCalendarFeed>('removeCalendarFeed', 'DELETE', '/api/events/calendar-feed'),
  feed: p<typeof R.feed>('feed', 'GET', '/api/events/feed/:token'),
  get: p<typeof R.get>('get', 'GET', '/api/events/:id'),
  update: p<typeof R.update>('update', 'PATCH', '/api/events/:id'),
  delete: p<typeof R.delete>('delete', 'DELETE', '/api/events/:id'),
  ics: p<typeof R.ics>('ics', 'GET', '/api/events/:id/ics'),
  rsvp: p<typeof R.rsvp>('rsvp', 'POST', '/api/events/:id/rsvp'),
  withdraw: p<typeof R.withdraw>('withdraw', 'DELETE', '/api/events/:id/rsvp'),
  attendees: p<typeof R.attendees>('attendees', 'GET', '/api/events/:id/attendees'),
} as const;
