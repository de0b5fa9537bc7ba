import { describe, expect, it } from '@jest/globals';
import { AREA_REGIONS, milesBetween } from '@stave/contracts';
import { findDistrict, postcodeDistricts } from './postcode-districts';

describe('postcode districts', () => {
  it('holds Great Britain’s districts (about 2,900) and no Northern Ireland, Channel Islands or Isle of Man', () => {
    const all = [...postcodeDistricts().keys()];
    expect(all.length).toBeGreaterThan(2800);
    expect(all.length).toBeLessThan(3100);
    expect(all.filter((outcode) => /^(BT|GY|JE|IM)\d/.test(outcode))).toEqual([]);
  });

  it('gives every area in the data a region', () => {
    const areas = new Set([...postcodeDistricts().values()].map((district) => district.outcode.replace(/\d.*$/, '')));
    expect([...areas].filter((area) => !AREA_REGIONS[area])).toEqual([]);
    // And the table names no area the data does not have.
    expect(Object.keys(AREA_REGIONS).filter((area) => !areas.has(area))).toEqual([]);
  });

  it('places every centroid in Great Britain', () => {
    for (const district of postcodeDistricts().values()) {
      expect(district.lat).toBeGreaterThan(49.8);
      expect(district.lat).toBeLessThan(61);
      expect(district.lng).toBeGreaterThan(-8.7);
      expect(district.lng).toBeLessThan(1.8);
    }
  });

  it('finds a postcode’s district whatever its spacing, and York YO1 is 21–23 miles from Leeds LS1 (centroid to centroid: 22.5)', () => {
    const york = findDistrict('yo1 7hh')!;
    const leeds = findDistrict('LS1')!;
    expect(york).toMatchObject({ outcode: 'YO1', region: 'Yorkshire and the Humber' });
    const miles = milesBetween(york, leeds);
    expect(miles).toBeGreaterThan(21);
    expect(miles).toBeLessThan(23);
    expect(findDistrict('ZZ9 9ZZ')).toBeNull();
    expect(findDistrict('BT1 1AA')).toBeNull();
  });
});
