import { describe, expect, it } from '@jest/globals';
import { RouteAuthTable } from './route-auth';

describe(RouteAuthTable.name, () => {
  const table = new RouteAuthTable();

  it.each([
    ['POST', '/api/login', 'none'],
    ['POST', '/api/register/', 'none'],
    ['GET', '/api/referrals/validate/abc?x=1', 'none'],
    ['GET', '/uploads/0b6c2a7e-1111-4222-8333-944455556666.webp', 'none'],
    ['GET', '/media/0b6c2a7e-1111-4222-8333-944455556666.mp4', 'none'],
    ['GET', '/api/users/12', 'optional'],
    ['GET', '/api/user', 'required'],
    ['DELETE', '/api/experience/3', 'required'],
    ['GET', '/api/something/without/a/contract', 'required'],
  ])('%s %s needs auth: %s', (method, url, mode) => {
    expect(table.modeOf(method, url)).toBe(mode);
  });
});
