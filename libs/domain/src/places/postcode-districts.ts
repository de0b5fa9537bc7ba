import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_REGIONS, CommonErrorCode, PLACE_MESSAGES, areaOf, normalisePostcode, outcodeOf, type LatLng, type UkRegion } from '@stave/contracts';
import { domainError } from '@stave/platform';

// Great Britain's postcode districts and their centroids (docs/places.md), read once per process from
// libs/domain/data/postcode-districts.csv (written by libs/domain/scripts/postcode-districts.mjs from the ONS
// NSPL, Open Government Licence v3.0). Held in memory: about 3,000 rows, 80 KB; a service looks a postcode up
// here and stores its district's position on its own row, so its searches run on its own table's index.

export interface PostcodeDistrict extends LatLng {
  outcode: string;
  // How many postcodes the centroid is the mean of.
  postcodes: number;
  region: UkRegion | null;
}

// The file sits two folders above this one both in src/places and in dist/places.
const DATA = join(__dirname, '../../data/postcode-districts.csv');
let districts: Map<string, PostcodeDistrict> | undefined;

export function postcodeDistricts(): ReadonlyMap<string, PostcodeDistrict> {
  if (!districts) {
    districts = new Map();
    for (const line of readFileSync(DATA, 'utf-8').split('\n')) {
      if (!line || line.startsWith('#') || line.startsWith('outcode,')) continue;
      const [outcode, lat, lng, postcodes] = line.split(',');
      districts.set(outcode!, {
        outcode: outcode!,
        lat: Number(lat),
        lng: Number(lng),
        postcodes: Number(postcodes),
        region: AREA_REGIONS[areaOf(outcode!)] ?? null,
      });
    }
  }
  return districts;
}

// The district of a postcode or outward code, or null when it is not one we know (or not a postcode at all).
export function findDistrict(postcode: string): PostcodeDistrict | null {
  const outcode = outcodeOf(postcode);
  return outcode ? (postcodeDistricts().get(outcode) ?? null) : null;
}

// The message for a postcode the districts do not hold (the field's own schema has refused the malformed); the
// services' alone, so it is not in the contracts the web carries.
export function unknownPostcodeMessage(postcode: string): string {
  return `We do not know the postcode district ${outcodeOf(postcode) ?? postcode}; check the postcode`;
}

export interface Place extends LatLng {
  postcode: string;
  region: UkRegion | null;
}
export interface NoPlace {
  postcode: null;
  lat: null;
  lng: null;
}

// A postcode (as its contract field normalised it) as a row stores it: with its district's centre and region; a
// district we do not know is refused (400, on `path`). Null is none: no postcode, no position.
export function placeOf(postcode: string, path: string): Place;
export function placeOf(postcode: string | null, path: string): Place | NoPlace;
export function placeOf(postcode: string | null, path: string): Place | NoPlace {
  if (postcode === null) return { postcode: null, lat: null, lng: null };
  const district = findDistrict(postcode);
  if (!district) throw domainError(CommonErrorCode.Validation, { message: unknownPostcodeMessage(postcode), path });
  return { postcode, lat: district.lat, lng: district.lng, region: district.region };
}

// A postcode as a member typed it (a field that only kept it to one line: the marketplace's, docs/places.md), checked
// by places' rules — normalised, Northern Ireland's refused — then placed as placeOf does. Null or blank is none.
export function placeOfTyped(typed: string | null, path: string): Place | NoPlace {
  if (typed === null || !typed.trim()) return placeOf(null, path);
  const postcode = normalisePostcode(typed);
  if (!postcode) throw domainError(CommonErrorCode.Validation, { message: PLACE_MESSAGES.postcodeInvalid, path });
  if (areaOf(postcode) === 'BT') throw domainError(CommonErrorCode.Validation, { message: PLACE_MESSAGES.northernIreland, path });
  return placeOf(postcode, path);
}
