// The location filter lists 11 UK cities (with ', UK'), 11 major cities, then the places
// found in the postings. The spec names neither list; these are ours: the UK's largest music
// cities, and the international hubs UK members most often work in.
const UK = ['London', 'Manchester', 'Birmingham', 'Glasgow', 'Liverpool', 'Bristol', 'Leeds', 'Edinburgh', 'Sheffield', 'Newcastle', 'Cardiff'];
const MAJOR = ['New York', 'Los Angeles', 'Nashville', 'Berlin', 'Paris', 'Amsterdam', 'Dublin', 'Stockholm', 'Toronto', 'Sydney', 'Tokyo'];

export interface LocationOption {
  // What the server matches as a substring: 'London' finds 'London', 'London, UK' and 'East London'.
  value: string;
  label: string;
}

export const UK_CITIES: LocationOption[] = UK.map((city) => ({ value: city, label: `${city}, UK` }));
export const MAJOR_CITIES: LocationOption[] = MAJOR.map((city) => ({ value: city, label: city }));

export interface LocationGroups {
  uk: LocationOption[];
  major: LocationOption[];
  found: LocationOption[];
}

const key = (place: string) => place.trim().toLowerCase();

// The found places that neither list already covers (case-insensitively), once each, A-Z; the
// current choice stays listed even when no posting has it any more.
export function locationGroups(found: readonly string[], current: string): LocationGroups {
  const known = new Set([...UK_CITIES, ...MAJOR_CITIES].flatMap((option) => [key(option.value), key(option.label)]));
  const extra = new Map<string, string>();
  for (const place of [...found, current]) {
    const trimmed = place.trim();
    if (trimmed && !known.has(key(trimmed)) && !extra.has(key(trimmed))) extra.set(key(trimmed), trimmed);
  }
  const places = [...extra.values()].sort((a, b) => a.localeCompare(b, 'en-GB'));
  return { uk: UK_CITIES, major: MAJOR_CITIES, found: places.map((place) => ({ value: place, label: place })) };
}
