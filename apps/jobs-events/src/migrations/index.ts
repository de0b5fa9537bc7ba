import {
  Blocks1734500000000,
  ContentReports1735000000000,
  TeamMemberships1736500000000,
  UserSummaries1700000000100,
  InsightSnapshots1737000000000,
} from '@stave/domain';
import { Collaborations1733100000000 } from '../collaborations/collaborations.migration';
import { EventCalendar1733000000000 } from '../events/event-calendar.migration';
import { JobBoard1732700000000 } from '../jobs/job-board.migration';
import { JobExpiry1733300000000 } from '../jobs/job-expiry.migration';
import { JobSearchValues1732800000000 } from '../jobs/job-search-values.migration';
import { JobsAndEvents1732600000000 } from '../jobs/jobs.migration';
import { JobsEventsUploads1733200000000 } from '../uploads/uploads.migration';
import { InsightsIndexes1737000000100 } from '../insights/insights.migration';
import { TeamActors1736600000000 } from './team-actors.migration';
import { ApplicationDecisions1737350000300 } from '../jobs/application-decisions.migration';
import { BookingsPaid1737400000400 } from '../bookings/booking-payments.migration';
import { Bookings1737400000000 } from '../bookings/bookings.migration';
import { Availability1737500000300 } from '../availability/availability.migration';
import { EventPlaces1737500000200 } from '../events/event-places.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [
  UserSummaries1700000000100,
  JobsAndEvents1732600000000,
  JobBoard1732700000000,
  JobSearchValues1732800000000,
  EventCalendar1733000000000,
  Collaborations1733100000000,
  JobsEventsUploads1733200000000,
  JobExpiry1733300000000,
  Blocks1734500000000,
  ContentReports1735000000000,
  TeamMemberships1736500000000,
  TeamActors1736600000000,
  InsightSnapshots1737000000000,
  InsightsIndexes1737000000100,
  ApplicationDecisions1737350000300,
  Bookings1737400000000,
  BookingsPaid1737400000400,
  EventPlaces1737500000200,
  Availability1737500000300,
];
