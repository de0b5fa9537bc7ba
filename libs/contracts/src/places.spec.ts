import { describe, expect, it } from '@jest/globals';
import { PLACE_MESSAGES, areaOf, boundingBox, milesBetween, normalisePostcode, optionalPostcodeField, outcodeOf, postcodeField } from './places';
import { AREA_REGIONS, regionOfPostcode } from './place-regions';
import { UK_REGIONS } from './enums';

describe('outcodeOf', () => {
  it.each([
    ['YO1 7HH', 'YO1'],
    ['yo17hh', 'YO1'],
    ['  sw1a   1aa ', 'SW1A'],
    ['M1 1AE', 'M1'],
    ['m1', 'M1'],
    ['EC1A1BB', 'EC1A'],
    ['W1A 0AX', 'W1A'],
    ['LS10', 'LS10'],
    ['B33 8TH', 'B33'],
  ])('%s → %s', (postcode, outcode) => expect(outcodeOf(postcode)).toBe(outcode));

  it.each(['', 'YO', '1AA', 'YO1 7H', 'YORK', 'Y01 7HH!', 'ABC1 1AA'])('refuses %j', (text) => expect(outcodeOf(text)).toBeNull());

  it('normalises for storage and names the area', () => {
    expect(normalisePostcode('yo17hh')).toBe('YO1 7HH');
    expect(normalisePostcode(' sw1a ')).toBe('SW1A');
    expect(areaOf('SW1A')).toBe('SW');
    expect(areaOf('M1')).toBe('M');
  });
});

describe('postcodeField', () => {
  it('takes a postcode or a district, normalised', () => {
    expect(postcodeField().parse('yo1 7hh')).toBe('YO1 7HH');
    expect(postcodeField().parse('ls1')).toBe('LS1');
  });

  it('refuses Northern Ireland with its own message, and nonsense with another', () => {
    expect(postcodeField().safeParse('BT1 1AA').error?.issues[0]?.message).toBe(PLACE_MESSAGES.northernIreland);
    expect(postcodeField().safeParse('bt7').error?.issues[0]?.message).toBe(PLACE_MESSAGES.northernIreland);
    expect(postcodeField().safeParse('York').error?.issues[0]?.message).toBe(PLACE_MESSAGES.postcodeInvalid);
  });
});

describe('milesBetween', () => {
  it('York station (YO24) to Leeds station (LS1) is 21–22 miles as the crow flies', () => {
    const miles = milesBetween({ lat: 53.9583, lng: -1.0931 }, { lat: 53.795, lng: -1.5474 });
    expect(miles).toBeGreaterThan(21);
    expect(miles).toBeLessThan(22);
  });

  it('London (Charing Cross) to Edinburgh (Waverley) is about 332 miles', () => {
    expect(milesBetween({ lat: 51.5073, lng: -0.1276 }, { lat: 55.9519, lng: -3.1899 })).toBeCloseTo(332, -1);
  });

  it('is zero from a point to itself and symmetric', () => {
    const a = { lat: 52.48, lng: -1.9 };
    const b = { lat: 50.37, lng: -4.14 };
    expect(milesBetween(a, a)).toBe(0);
    expect(milesBetween(a, b)).toBeCloseTo(milesBetween(b, a), 9);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius (the box’s corners lie beyond it, its sides at or beyond it)', () => {
    const centre = { lat: 57.5, lng: -4.2 };
    const box = boundingBox(centre, 25);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point 24.9 miles away on this bearing (small-distance approximation).
      const d = 24.9 / 69.05;
      const lat = centre.lat + d * Math.cos((bearing * Math.PI) / 180);
      const lng = centre.lng + (d * Math.sin((bearing * Math.PI) / 180)) / Math.cos((lat * Math.PI) / 180);
      expect(milesBetween(centre, { lat, lng })).toBeLessThan(25);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
    expect(milesBetween(centre, { lat: box.maxLat, lng: centre.lng })).toBeCloseTo(25, 3);
  });
});

describe('AREA_REGIONS', () => {
  it('names only the regions there are, and never Northern Ireland', () => {
    for (const region of Object.values(AREA_REGIONS)) expect(UK_REGIONS).toContain(region);
    expect(Object.values(AREA_REGIONS)).not.toContain('Northern Ireland');
    expect(AREA_REGIONS.BT).toBeUndefined();
  });

  it('places a few postcodes', () => {
    expect(regionOfPostcode('YO1 7HH')).toBe('Yorkshire and the Humber');
    expect(regionOfPostcode('SW1A 1AA')).toBe('London');
    expect(regionOfPostcode('EH1')).toBe('Scotland');
    expect(regionOfPostcode('CF10 1AA')).toBe('Wales');
    expect(regionOfPostcode('M1')).toBe('North West');
    expect(regionOfPostcode('QQ1')).toBeNull();
  });
});

describe('optionalPostcodeField', () => {
  it('takes blank or null as none, and checks anything else as a postcode', () => {
    expect(optionalPostcodeField().parse('  ')).toBeNull();
    expect(optionalPostcodeField().parse(null)).toBeNull();
    expect(optionalPostcodeField().parse(undefined)).toBeUndefined();
    expect(optionalPostcodeField().parse('cf101aa')).toBe('CF10 1AA');
    expect(optionalPostcodeField().safeParse('BT1 1AA').error?.issues[0]?.message).toBe(PLACE_MESSAGES.northernIreland);
  });
});
