// The category tree for UK music gear (equipment_categories): ids are fixed, so a listing's
// category survives a re-seed, and new ones are appended by a migration. Icons are lucide names.
export interface SeedCategory {
  id: number;
  name: string;
  description: string;
  icon: string;
  children: Array<{ id: number; name: string }>;
}

export const CATEGORY_TREE: SeedCategory[] = [
  {
    id: 1,
    name: 'Guitars & Basses',
    description: 'Electric, acoustic, classical and bass guitars',
    icon: 'guitar',
    children: [
      { id: 101, name: 'Electric Guitars' },
      { id: 102, name: 'Acoustic Guitars' },
      { id: 103, name: 'Bass Guitars' },
      { id: 104, name: 'Classical Guitars' },
    ],
  },
  {
    id: 2,
    name: 'Amps & Effects',
    description: 'Guitar and bass amplifiers, pedals and multi-effects',
    icon: 'speaker',
    children: [
      { id: 201, name: 'Guitar Amps' },
      { id: 202, name: 'Bass Amps' },
      { id: 203, name: 'Effects Pedals' },
      { id: 204, name: 'Multi-Effects' },
    ],
  },
  {
    id: 3,
    name: 'Keyboards & Synths',
    description: 'Synthesizers, pianos, stage keyboards and controllers',
    icon: 'piano',
    children: [
      { id: 301, name: 'Synthesizers' },
      { id: 302, name: 'Digital Pianos' },
      { id: 303, name: 'Stage Keyboards' },
      { id: 304, name: 'MIDI Controllers' },
    ],
  },
  {
    id: 4,
    name: 'Drums & Percussion',
    description: 'Acoustic and electronic kits, cymbals and hand percussion',
    icon: 'drum',
    children: [
      { id: 401, name: 'Acoustic Drum Kits' },
      { id: 402, name: 'Electronic Drum Kits' },
      { id: 403, name: 'Cymbals' },
      { id: 404, name: 'Percussion' },
    ],
  },
  {
    id: 5,
    name: 'Studio & Recording',
    description: 'Microphones, interfaces, monitors, outboard and headphones',
    icon: 'mic',
    children: [
      { id: 501, name: 'Microphones' },
      { id: 502, name: 'Audio Interfaces' },
      { id: 503, name: 'Studio Monitors' },
      { id: 504, name: 'Outboard Gear' },
      { id: 505, name: 'Headphones' },
    ],
  },
  {
    id: 6,
    name: 'Live Sound & Lighting',
    description: 'PA systems, mixing desks, stage monitors and lighting',
    icon: 'audio-lines',
    children: [
      { id: 601, name: 'PA Speakers' },
      { id: 602, name: 'Mixing Desks' },
      { id: 603, name: 'Stage Monitors' },
      { id: 604, name: 'Lighting' },
    ],
  },
  {
    id: 7,
    name: 'DJ Equipment',
    description: 'Turntables, controllers and DJ mixers',
    icon: 'disc-3',
    children: [
      { id: 701, name: 'Turntables' },
      { id: 702, name: 'DJ Controllers' },
      { id: 703, name: 'DJ Mixers' },
    ],
  },
  {
    id: 8,
    name: 'Orchestral & Band',
    description: 'Strings, brass and woodwind',
    icon: 'music',
    children: [
      { id: 801, name: 'Strings' },
      { id: 802, name: 'Brass' },
      { id: 803, name: 'Woodwind' },
    ],
  },
  {
    id: 9,
    name: 'Accessories',
    description: 'Cases, stands, cables and spares',
    icon: 'package',
    children: [
      { id: 901, name: 'Cases & Bags' },
      { id: 902, name: 'Stands' },
      { id: 903, name: 'Cables' },
      { id: 904, name: 'Spares & Parts' },
    ],
  },
  { id: 10, name: 'Other', description: 'Anything else for making music', icon: 'box', children: [] },
];
