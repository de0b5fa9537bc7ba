import { Blocks1734500000000, ContentReports1735000000000, UserSummaries1700000000100 } from '@stave/domain';
import { SocialNetwork1732500000000 } from '../connections/network.migration';
import { SocialFeedWindow1732700000000 } from '../feed/feed-window.migration';
import { SocialPostMedia1732600000000 } from '../media/post-media.migration';
import { SocialNotificationWording1732810000000 } from '../notifications/notification-wording.migration';
import { SocialHashtagIndex1732820000000 } from '../posts/hashtag-index.migration';
import { SocialPosts1732400000000 } from '../posts/posts.migration';
import { SocialJobNotifications1732900000000 } from '../notifications/job-notifications.migration';
import { SocialEventNotifications1733000000000 } from '../notifications/event-notifications.migration';
import { SocialAnalytics1734200000000 } from '../analytics/analytics.migration';
import { SocialBoosts1734300000000 } from '../boosts/boosts.migration';
import { SocialMatching1734400000000 } from '../matching/matching.migration';
import { SocialMutes1734800000000 } from '../mutes/mutes.migration';
import { SocialPostSearch1734900000000 } from '../search/post-search.migration';
import { SocialBillingNotifications1734100000000 } from '../notifications/billing-notifications.migration';
import { SocialListingNotifications1733700000000 } from '../notifications/listing-notifications.migration';
import { SocialStorefrontNotifications1737100000000 } from '../notifications/storefront-notifications.migration';
import { SocialBookingNotifications1737400000100 } from '../notifications/booking-notifications.migration';
import { SocialNotificationPreferences1736100000000 } from '../notifications/notification-preferences.migration';
import { SocialForum1736200000000 } from '../forum/forum.migration';
import { SocialApplicationDecisionLines1737350000400 } from '../notifications/application-decision-lines.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [
  UserSummaries1700000000100,
  SocialPosts1732400000000,
  SocialNetwork1732500000000,
  SocialPostMedia1732600000000,
  SocialFeedWindow1732700000000,
  SocialNotificationWording1732810000000,
  SocialHashtagIndex1732820000000,
  SocialJobNotifications1732900000000,
  SocialEventNotifications1733000000000,
  SocialListingNotifications1733700000000,
  SocialBillingNotifications1734100000000,
  SocialAnalytics1734200000000,
  SocialBoosts1734300000000,
  SocialMatching1734400000000,
  Blocks1734500000000,
  SocialMutes1734800000000,
  SocialPostSearch1734900000000,
  ContentReports1735000000000,
  SocialNotificationPreferences1736100000000,
  SocialForum1736200000000,
  SocialStorefrontNotifications1737100000000,
  SocialApplicationDecisionLines1737350000400,
  SocialBookingNotifications1737400000100,
];
