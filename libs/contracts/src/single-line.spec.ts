import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ALL_ROUTES } from './api/routes';
import { ONE_LINE_MESSAGE, singleLine } from './single-line';

// Every text field any route takes is one line (docs/api.md § Single-line fields) but these, so a new field
// that takes a line break fails here until it is single-line or named below.
// Texts a member writes in several lines, kept as typed (by field name, wherever it appears).
const MULTI_LINE = [
  'bio',
  'description',
  'requirements',
  'content',
  'message',
  'body',
  'details',
  'notes',
  'note',
  'adminNotes',
  'reason',
  'resolution',
  'comment',
  'address',
];
// Not text written out as a member's: secrets and codes compared as sent, cursors and tokens the server made.
const NOT_TEXT = ['password', 'confirmPassword', 'newPassword', 'currentPassword', 'code', 'token', 'before'];
// The advertising form's hidden field, which takes anything because only bots fill it (it is never stored).
const NOT_TEXT_AT = ['POST /api/advertising/inquiries body.website'];
const exempt = (field: { at: string; name: string }) => MULTI_LINE.includes(field.name) || NOT_TEXT.includes(field.name) || NOT_TEXT_AT.includes(field.at);

// Line breaks as a member's text could hold them, and inside a link and an address.
const BROKEN = [
  'Ab\ncd',
  'Ab\r\ncd',
  'Ab\rcd',
  'Ab\u2028cd',
  'Ab\u0085cd',
  'https://example.com/a\nb',
  'https://example.com/a\r\nb',
  'https://example.com/a\u2028b',
  '/uploads/a\nb.webp',
  'fuzz\n@example.com',
  '0113 496\n0000',
  'fuzz@example.com\n',
];
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

type Field = { name: string; schema: z.ZodType };

// The object a body or query is, under its refinements, transforms, defaults and unions.
function objectsOf(schema: z.ZodType): z.ZodObject[] {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodPipe) return [...objectsOf(schema.in as z.ZodType), ...objectsOf(schema.out as z.ZodType)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return objectsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(objectsOf);
  if (schema instanceof z.ZodArray) return objectsOf(schema.element as z.ZodType);
  return [];
}

function fieldsOf(schema: z.ZodType, prefix: string): Field[] {
  return objectsOf(schema).flatMap((object) =>
    Object.entries(object.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
      { name: `${prefix}${key}`, schema: field },
      ...fieldsOf(field, `${prefix}${key}.`),
    ]),
  );
}

const holdsBreak = (value: unknown): boolean =>
  typeof value === 'string' ? LINE_BREAK.test(value) : typeof value === 'object' && value !== null && Object.values(value).some(holdsBreak);

// What the field keeps of a line break, if anything: its output when it takes one.
function keptBreak(field: z.ZodType): unknown {
  for (const value of BROKEN) {
    for (const input of [value, [value]]) {
      const parsed = field.safeParse(input);
      if (parsed.success && holdsBreak(parsed.data)) return input;
    }
  }
  return null;
}

const everyField = ALL_ROUTES.flatMap((route) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = route[part];
    return schema
      ? fieldsOf(schema, '').map((field) => ({
          at: `${route.method} ${route.path} ${part}.${field.name}`,
          name: field.name.split('.').at(-1)!,
          schema: field.schema,
        }))
      : [];
  }),
);

describe(singleLine.name, () => {
  it('refuses a line break left inside with the field’s 400, and trims breaks at either end', () => {
    const name = singleLine(20);

    expect(name.safeParse('Ada\r\nLovelace').error?.issues).toEqual([expect.objectContaining({ message: ONE_LINE_MESSAGE })]);
    expect(name.safeParse('Ada\u2028Lovelace').success).toBe(false);
    expect(name.safeParse('\r\n Ada Lovelace \n').data).toBe('Ada Lovelace');
    expect(name.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Must be at most 20 characters');
  });

  it('strips line breaks from a search, one space for each run', () => {
    expect(singleLine(50, { breaks: 'strip' }).parse(' jazz \r\n\r\n drummer\u2028leeds ')).toBe('jazz drummer leeds');
  });

  it('is what every text field of every route is, but the multi-line ones and secrets', () => {
    const taking = everyField.filter((field) => !exempt(field) && keptBreak(field.schema) !== null).map((field) => field.at);

    expect(taking).toEqual([]);
  });

  it('names only exemptions that exist and still take a line break', () => {
    const kept = everyField.filter((field) => keptBreak(field.schema) !== null);

    expect([...MULTI_LINE, ...NOT_TEXT].filter((name) => !kept.some((field) => field.name === name))).toEqual([]);
    expect(NOT_TEXT_AT.filter((at) => !kept.some((field) => field.at === at))).toEqual([]);
  });
});
