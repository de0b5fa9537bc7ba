import { z } from 'zod';

// Places by postcode (docs/places.md): a postcode's district (its outward code), the distance between two
// points, the box a radius fits in, and the region a postcode area lies in. Pure: the districts' positions are
// the services' (libs/domain/data/postcode-districts.csv), never the web's. Each area's region is in place-regions.ts
// (apart, so a page that only parses a postcode does not carry the table).

export const WITHIN_MILES_MAX = 200;
// The web's "Within" choices.
export const WITHIN_MILES_CHOICES = [5, 10, 25, 50, 100] as const;
export const DISTANCE_SORT = 'distance';

export const PLACE_MESSAGES = {
  postcodeInvalid: 'Enter a UK postcode or district, e.g. YO1 7HH or YO1',
  northernIreland: 'Northern Ireland (BT) postcodes are not yet supported for distance',
  withinInvalid: `withinMiles must be a whole number of miles from 1 to ${WITHIN_MILES_MAX}`,
  nearRequired: 'Give a postcode (near) to search by distance',
} as const;

// The outward code's shapes (A9, A99, A9A, AA9, AA99, AA9A) and the inward code's (9AA).
const OUTWARD = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const FULL = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

// 'yo1 7hh', 'YO17HH', ' sw1a ' → 'YO1', 'SW1A'; null when it is neither a postcode nor an outward code.
export function outcodeOf(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const full = FULL.exec(compact);
  if (full) return full[1]!;
  return OUTWARD.test(compact) ? compact : null;
}

// 'YO1' → 'YO', 'M1' → 'M', 'SW1A' → 'SW'.
export function areaOf(outcode: string): string {
  return /^[A-Z]+/.exec(outcode)?.[0] ?? '';
}

// A postcode as stored: upper case, one space before the inward code ('YO1 7HH'), or the outward code alone.
export function normalisePostcode(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const full = FULL.exec(compact);
  if (full) return `${full[1]} ${full[2]}`;
  return OUTWARD.test(compact) ? compact : null;
}

// A postcode field: a UK postcode or outward code, normalised; Northern Ireland's refused (its data is not
// ours to use: docs/places.md). Whether the district exists is the service's to say.
// Any length is safe to test: the patterns are anchored and linear.
const postcodeText = () => z.string({ error: PLACE_MESSAGES.postcodeInvalid });
export const postcodeField = () => postcodeText().transform(checkedPostcode);

// A form's optional postcode: blank (or null) is none (null).
export const optionalPostcodeField = () =>
  postcodeText()
    .nullish()
    .transform((value, ctx) => (value === undefined ? undefined : value === null || !value.trim() ? null : checkedPostcode(value, ctx)));

function checkedPostcode(value: string, ctx: z.RefinementCtx): string {
  const postcode = normalisePostcode(value);
  if (!postcode) {
    ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.postcodeInvalid });
    return z.NEVER;
  }
  if (areaOf(postcode) === 'BT') {
    ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.northernIreland });
    return z.NEVER;
  }
  return postcode;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

// The great-circle distance (haversine), in miles.
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

// The latitude/longitude box every point within `miles` of `centre` lies in (a little larger: the longitude
// span is taken at the box's edge nearer the pole). What an index narrows to before the exact distance.
export function boundingBox(centre: LatLng, miles: number): BoundingBox {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const poleward = Math.min(89.9, Math.abs(centre.lat) + dLat);
  const dLng = dLat / Math.cos(radians(poleward));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}
