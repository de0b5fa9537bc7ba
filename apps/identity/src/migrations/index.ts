import { Blocks1734500000000 } from '@stave/domain';
import { AdvertisingInquiries1736300000000 } from '../advertising/advertising.migration';
import { Moderation1735000000000 } from '../moderation/moderation.migration';
import { Privacy1735030000000 } from '../privacy/privacy.migration';
import { PeopleSearch1734900000000 } from '../search/people-search.migration';
import { SessionPlaces1735010000000 } from '../sessions/session-places.migration';
import { SigningKeyRotation1734600000000 } from '../keys/signing-key-rotation.migration';
import { SigningKeys1732200000000 } from '../keys/signing-keys.migration';
import { SupportTickets1736400000000 } from '../support/support.migration';
import { TeamActivity1737200000000 } from '../teams/team-activity.migration';
import { BookingTeamActions1737400000200 } from '../teams/booking-team-actions.migration';
import { TeamMembers1736500000000 } from '../teams/teams.migration';
import { PortfolioUploads1732500000000 } from '../profile-items/portfolio-uploads.migration';
import { MemberConnections1732800000000 } from '../users/member-connections.migration';
import { MemberPlans1734100000000 } from '../users/member-plans.migration';
import { Sessions1734710000000 } from '../sessions/sessions.migration';
import { SignInAlerts1734720000000 } from '../sessions/sign-in-alerts.migration';
import { TwoFactor1734700000000 } from '../two-factor/two-factor.migration';
import { TwoFactorFailures1737300000000 } from '../two-factor/two-factor-failures.migration';
import { IdentityAccounts1732300000000 } from '../users/users.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [
  SigningKeys1732200000000,
  IdentityAccounts1732300000000,
  PortfolioUploads1732500000000,
  MemberConnections1732800000000,
  MemberPlans1734100000000,
  SigningKeyRotation1734600000000,
  TwoFactor1734700000000,
  Sessions1734710000000,
  SignInAlerts1734720000000,
  Blocks1734500000000,
  PeopleSearch1734900000000,
  Moderation1735000000000,
  SessionPlaces1735010000000,
  Privacy1735030000000,
  AdvertisingInquiries1736300000000,
  SupportTickets1736400000000,
  TeamMembers1736500000000,
  TeamActivity1737200000000,
  TwoFactorFailures1737300000000,
  BookingTeamActions1737400000200,
];
