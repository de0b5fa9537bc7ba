import { describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, PIPES_METADATA } from '@nestjs/common/constants.js';
import { CommonErrorCode, type RouteContract } from '@stave/contracts';
import { z } from 'zod';
import { ALLOW_SUSPENDED_METADATA, AUTH_MODE_METADATA } from '../auth/auth.decorators';
import { ValidationError } from './domain-error';
import { ContractPipe, Route } from './route.decorator';

const base = { owner: 'social', summary: '', responses: {} } as const;
const rename = {
  ...base,
  method: 'PATCH',
  path: '/api/widgets/:id',
  auth: 'optional',
  params: z.object({ id: z.string().regex(/^\d+$/).transform(Number) }),
  query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ name: z.string().min(1) }),
} satisfies RouteContract;

class Widgets {
  @Route(rename)
  rename() {}

  @Route({ ...base, method: 'GET', path: '/api/widgets/:id', auth: 'none', allowSuspended: true })
  one() {}
}

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

const metadata = (key: string, handler: () => void): unknown => Reflect.getMetadata(key, handler);

describe('@Route', () => {
  it("applies the contract's method, whole path and token rules", () => {
    expect(metadata(METHOD_METADATA, Widgets.prototype.rename)).toBe(RequestMethod.PATCH);
    expect(metadata(PATH_METADATA, Widgets.prototype.rename)).toEqual(['/api/widgets/:id']);
    expect(metadata(AUTH_MODE_METADATA, Widgets.prototype.rename)).toBe('optional');
    expect(metadata(ALLOW_SUSPENDED_METADATA, Widgets.prototype.rename)).toBe(false);
    expect(metadata(AUTH_MODE_METADATA, Widgets.prototype.one)).toBe('public');
    expect(metadata(ALLOW_SUSPENDED_METADATA, Widgets.prototype.one)).toBe(true);
    expect(metadata(PIPES_METADATA, Widgets.prototype.rename)).toEqual([expect.any(ContractPipe)]);
  });

  it('refuses an alias whose schemas differ', () => {
    expect(() => Route(rename, { ...rename, path: '/api/gadgets/:id', body: z.object({}) })).toThrow(/is not an alias/);
  });
});

describe(ContractPipe.name, () => {
  const pipe = new ContractPipe(rename);

  it("parses what the handler reads with the contract's schema for it", () => {
    expect(pipe.transform({ name: 'Amp' }, { type: 'body' })).toEqual({ name: 'Amp' });
    expect(pipe.transform({}, { type: 'query' })).toEqual({ dryRun: 'no' });
    expect(pipe.transform({ id: '7' }, { type: 'param' })).toEqual({ id: 7 });
    expect(pipe.transform('7', { type: 'param', data: 'id' })).toBe(7);
    expect(pipe.transform('member', { type: 'custom' })).toBe('member');
  });

  it('refuses what does not parse with 400, naming the field', () => {
    expect(() => pipe.transform({ name: '' }, { type: 'body' })).toThrow(ValidationError);
    expect(() => pipe.transform({ name: 'a\u0000b' }, { type: 'body' })).toThrow(ValidationError);
    expect(thrown(() => pipe.transform('x', { type: 'param', data: 'id' }))).toMatchObject({ errors: [{ path: 'id' }] });
  });

  it("refuses malformed params with the contract's code when it names one", () => {
    const profile = new ContractPipe({ ...rename, malformedParams: CommonErrorCode.UserNotFound });
    expect(thrown(() => profile.transform({ id: 'abc' }, { type: 'param' }))).toMatchObject({ code: CommonErrorCode.UserNotFound });
  });

  it('fails (a programming error) when the handler reads a part its contract does not declare', () => {
    const bare = new ContractPipe({ ...base, method: 'GET', path: '/api/widgets', auth: 'required' });
    expect(() => bare.transform({}, { type: 'body' })).toThrow('GET /api/widgets reads its body, which its contract does not declare');
  });
});
