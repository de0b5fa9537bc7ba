import type { UkRegion } from './enums';
import { areaOf, outcodeOf } from './places';

// Each Great Britain postcode area's region (UK_REGIONS). Areas that cross a regional border take the region
// most of their postcodes are in, as best read (docs/places.md lists them): e.g. KT (Kingston: most districts in
// Surrey) is South East, SY (Shrewsbury) West Midlands though SY15–SY25 are in Wales, DL (Darlington) North East
// though DL6–DL11 are in North Yorkshire.
// prettier-ignore
export const AREA_REGIONS: Readonly<Record<string, UkRegion>> = {
  // London
  E: 'London', EC: 'London', N: 'London', NW: 'London', SE: 'London', SW: 'London', W: 'London', WC: 'London',
  BR: 'London', CR: 'London', EN: 'London', HA: 'London', IG: 'London', RM: 'London', SM: 'London', TW: 'London', UB: 'London',
  // South East
  BN: 'South East', CT: 'South East', DA: 'South East', GU: 'South East', HP: 'South East', KT: 'South East', ME: 'South East',
  MK: 'South East', OX: 'South East', PO: 'South East', RG: 'South East', RH: 'South East', SL: 'South East', SO: 'South East',
  TN: 'South East',
  // South West
  BA: 'South West', BH: 'South West', BS: 'South West', DT: 'South West', EX: 'South West', GL: 'South West', PL: 'South West',
  SN: 'South West', SP: 'South West', TA: 'South West', TQ: 'South West', TR: 'South West',
  // East of England
  AL: 'East of England', CB: 'East of England', CM: 'East of England', CO: 'East of England', IP: 'East of England',
  LU: 'East of England', NR: 'East of England', PE: 'East of England', SG: 'East of England', SS: 'East of England',
  WD: 'East of England',
  // West Midlands
  B: 'West Midlands', CV: 'West Midlands', DY: 'West Midlands', HR: 'West Midlands', ST: 'West Midlands', SY: 'West Midlands',
  TF: 'West Midlands', WR: 'West Midlands', WS: 'West Midlands', WV: 'West Midlands',
  // East Midlands
  DE: 'East Midlands', LE: 'East Midlands', LN: 'East Midlands', NG: 'East Midlands', NN: 'East Midlands',
  // Yorkshire and the Humber
  BD: 'Yorkshire and the Humber', DN: 'Yorkshire and the Humber', HD: 'Yorkshire and the Humber', HG: 'Yorkshire and the Humber',
  HU: 'Yorkshire and the Humber', HX: 'Yorkshire and the Humber', LS: 'Yorkshire and the Humber', S: 'Yorkshire and the Humber',
  WF: 'Yorkshire and the Humber', YO: 'Yorkshire and the Humber',
  // North West
  BB: 'North West', BL: 'North West', CA: 'North West', CH: 'North West', CW: 'North West', FY: 'North West', L: 'North West',
  LA: 'North West', M: 'North West', OL: 'North West', PR: 'North West', SK: 'North West', WA: 'North West', WN: 'North West',
  // North East
  DH: 'North East', DL: 'North East', NE: 'North East', SR: 'North East', TS: 'North East',
  // Scotland
  AB: 'Scotland', DD: 'Scotland', DG: 'Scotland', EH: 'Scotland', FK: 'Scotland', G: 'Scotland', HS: 'Scotland', IV: 'Scotland',
  KA: 'Scotland', KW: 'Scotland', KY: 'Scotland', ML: 'Scotland', PA: 'Scotland', PH: 'Scotland', TD: 'Scotland', ZE: 'Scotland',
  // Wales
  CF: 'Wales', LD: 'Wales', LL: 'Wales', NP: 'Wales', SA: 'Wales',
};

// The region a postcode (or outward code) implies; null for an unknown area.
export function regionOfPostcode(postcode: string): UkRegion | null {
  const outcode = outcodeOf(postcode);
  return outcode ? (AREA_REGIONS[areaOf(outcode)] ?? null) : null;
}
