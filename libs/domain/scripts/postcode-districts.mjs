// Writes libs/domain/data/postcode-districts.csv: each Great Britain postcode district (outward code) with the mean
// latitude and longitude of its postcodes, as postcodes.io computes a district's centroid (no official district
// centroid file exists). Read by libs/domain/src/places (docs/places.md).
//
// Source: ONS National Statistics Postcode Lookup (NSPL), May 2025, as split by area in odileeds/Postcodes2LatLon
// (columns Postcode,lat,long), licensed under the Open Government Licence v3.0. Northern Ireland (BT) is left out
// (its postcodes need a separate licence), as are the Channel Islands and the Isle of Man (GY, JE, IM: not Great
// Britain, and without coordinates in the source). Postcodes without a position (an empty or 0 latitude) are skipped.
// NSPL keeps terminated postcodes (AB1…AB3, Aberdeen's pre-1990s districts): they stay, so an old address still places.
//
// Regenerate: node libs/domain/scripts/postcode-districts.mjs [<git dir of odileeds/Postcodes2LatLon>]
// (default /work/.mirror/odileeds+Postcodes2LatLon/repo; any clone works: it reads HEAD:postcodes/*.csv).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const repo = process.argv[2] ?? '/work/.mirror/odileeds+Postcodes2LatLon/repo';
const out = new URL('../data/postcode-districts.csv', import.meta.url);
const LEFT_OUT = new Set(['BT', 'GY', 'JE', 'IM']);
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf-8', maxBuffer: 1 << 30 });

const files = git('ls-tree', '--name-only', 'HEAD', 'postcodes/')
  .split('\n')
  .filter((name) => /^postcodes\/[A-Z]{1,2}\.csv$/.test(name));
const districts = new Map();
for (const file of files) {
  if (LEFT_OUT.has(file.slice('postcodes/'.length, -'.csv'.length))) continue;
  for (const line of git('show', `HEAD:${file}`).split('\n').slice(1)) {
    const [postcode, lat, long] = line.split(',');
    const latitude = Number(lat);
    const longitude = Number(long);
    if (!postcode || !lat || !long || !latitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    // Great Britain lies within 49.8–60.9°N; anything else is a placeholder position.
    if (latitude < 49 || latitude > 61.5) continue;
    const compact = postcode.replace(/\s+/g, '').toUpperCase();
    const outcode = compact.slice(0, -3);
    // A few old codes do not have the district's shape ('NPT'): left out, as outcodeOf would refuse them.
    if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(outcode)) continue;
    const district = districts.get(outcode) ?? { lat: 0, lng: 0, count: 0 };
    district.lat += latitude;
    district.lng += longitude;
    district.count += 1;
    districts.set(outcode, district);
  }
}

const rows = [...districts.entries()]
  .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
  .map(([outcode, d]) => `${outcode},${(d.lat / d.count).toFixed(5)},${(d.lng / d.count).toFixed(5)},${d.count}`);
const commit = git('rev-parse', 'HEAD').trim();
const header = [
  '# Great Britain postcode districts: the mean latitude and longitude of each outward code’s postcodes, and how many.',
  '# Source: ONS National Statistics Postcode Lookup (NSPL), May 2025, via github.com/odileeds/Postcodes2LatLon at ' + commit + '.',
  '# Licence: Open Government Licence v3.0 (https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/).',
  '# Contains OS data © Crown copyright and database right 2025',
  '# Contains Royal Mail data © Royal Mail copyright and database right 2025',
  '# Source: Office for National Statistics licensed under the Open Government Licence v.3.0',
  '# Northern Ireland (BT), the Channel Islands and the Isle of Man are not included.',
  '# Regenerate: node libs/domain/scripts/postcode-districts.mjs (docs/places.md).',
  'outcode,lat,lng,postcodes',
];
writeFileSync(out, [...header, ...rows, ''].join('\n'));
console.log(`${rows.length} districts → ${out.pathname}`);
