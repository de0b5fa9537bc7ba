import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { IdParamsSchema, MAX_ID, decimalInt, entityId, jsonId } from './ids';
import { CursorQuerySchema, PageQuerySchema } from './pagination';
import { UserIdParamsSchema, UsersQuerySchema } from './identity/user.schemas';
import { RecommendationsQuerySchema, SendConnectionRequestSchema } from './social/network.schemas';

describe('jsonId (ids in JSON bodies)', () => {
  const schema = z.object({ receiverId: jsonId('Choose who to connect with') });

  it.each([[true], [[2]], ['0x3'], ['1e1'], [' 2'], ['2.0'], ['2'], [-1], [0], [2.5], [2147483648], [null], [{}]])('refuses %j', (value) => {
    const result = schema.safeParse({ receiverId: value });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose who to connect with']);
  });

  it.each([[1], [2], [MAX_ID]])('takes the JSON integer %j', (value) => {
    expect(schema.parse({ receiverId: value })).toEqual({ receiverId: value });
  });

  it("is what a connection request's receiverId is", () => {
    expect(SendConnectionRequestSchema.safeParse({ receiverId: true }).error?.issues[0]?.message).toBe('Choose who to connect with');
    expect(SendConnectionRequestSchema.safeParse({ receiverId: '0x3' }).success).toBe(false);
    expect(SendConnectionRequestSchema.parse({ receiverId: 3 }).receiverId).toBe(3);
  });
});

describe('entityId (ids in a path or query string)', () => {
  it.each([['true'], ['[2]'], ['0x3'], ['1e1'], [' 2'], ['2 '], ['2.0'], ['+2'], ['-1'], ['0'], ['2147483648'], ['99999999999999999999'], [''], [2]])(
    'refuses %j',
    (value) => {
      expect(IdParamsSchema.safeParse({ id: value }).success).toBe(false);
    },
  );

  it.each([
    ['1', 1],
    ['2', 2],
    ['007', 7],
    [String(MAX_ID), MAX_ID],
  ])('reads %j as %j', (value, id) => {
    expect(IdParamsSchema.parse({ id: value })).toEqual({ id });
  });

  it("keeps a route's own message", () => {
    expect(UserIdParamsSchema.safeParse({ id: '0x3' }).error?.issues.map((issue) => issue.message)).toEqual(['User not found']);
    expect(z.object({ id: entityId() }).safeParse({ id: '1e1' }).error?.issues[0]?.message).toBe('Invalid id');
  });
});

describe('decimalInt (numbers in a query string)', () => {
  it.each([
    [CursorQuerySchema, 'limit'],
    [PageQuerySchema, 'limit'],
    [PageQuerySchema, 'page'],
    [UsersQuerySchema, 'page'],
    [UsersQuerySchema, 'limit'],
    [RecommendationsQuerySchema, 'limit'],
  ] as const)('%#: %s takes digits only', (schema, key) => {
    for (const value of ['0x3', '1e1', ' 2', '2.0', '-1', '+2', '', 'true', '0']) {
      expect((schema as z.ZodType).safeParse({ [key]: value }).success).toBe(false);
    }
    expect((schema as z.ZodType).parse({ [key]: '3' })).toMatchObject({ [key]: 3 });
  });

  it('gives the defaults as numbers, and says what it wants', () => {
    expect(CursorQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(UsersQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(RecommendationsQuerySchema.parse({})).toEqual({ limit: 4 });
    expect(CursorQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe('Expected a whole number from 1 to 100');
    expect(decimalInt(1, 5).safeParse('1e1').error?.issues[0]?.message).toBe('Expected a whole number from 1 to 5');
  });
});
