import { Blocks1734500000000, TeamMemberships1736500000000, UserSummaries1700000000100, InsightSnapshots1737000000000 } from '@stave/domain';
import { InsightsIndexes1737000000100 } from '../insights/insights.migration';
import { Listings1733400000000 } from '../listings/listings.migration';
import { ListingLifecycle1733600000000 } from '../listings/listing-lifecycle.migration';
import { ListingSearch1733900000000 } from '../listings/listing-search.migration';
import { ListingSearchRecency1734000000000 } from '../listings/listing-search-recency.migration';
import { ListingSearchCategories1737100000000 } from '../listings/listing-search-categories.migration';
import { ListingPhotos1733500000000 } from '../listings/photos.migration';
import { ListingActors1736600000000 } from '../listings/team-actors.migration';
import { StorefrontVerification1736700000000 } from '../storefronts/storefront-verification.migration';
import { Storefronts1733800000000 } from '../storefronts/storefronts.migration';
import { ListingTrust1733700000000 } from '../trust/trust.migration';
import { ReporterStanding1737200000100 } from '../trust/reporter-standing.migration';
import { StolenReview1737200000000 } from '../trust/stolen-review.migration';

import { ListingPlaces1737500000210 } from '../listings/listing-places.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [
  UserSummaries1700000000100,
  Listings1733400000000,
  ListingPhotos1733500000000,
  ListingLifecycle1733600000000,
  ListingTrust1733700000000,
  Storefronts1733800000000,
  ListingSearch1733900000000,
  ListingSearchRecency1734000000000,
  Blocks1734500000000,
  TeamMemberships1736500000000,
  ListingActors1736600000000,
  StorefrontVerification1736700000000,
  InsightSnapshots1737000000000,
  InsightsIndexes1737000000100,
  ListingSearchCategories1737100000000,
  StolenReview1737200000000,
  ReporterStanding1737200000100,
  ListingPlaces1737500000210,
];
