import { describe, expect, it } from '@jest/globals';
import { MODERATION_ROUTES } from '@stave/contracts';
import { reportCopy, reportHeaders, reportPath, type ReportTarget } from './report-target';

const targets: ReportTarget[] = [
  { kind: 'member', memberId: 7, name: 'Tom Troll' },
  { kind: 'post', postId: 11, author: 'Tom Troll' },
  { kind: 'comment', postId: 11, commentId: 3, author: 'Tom Troll' },
  { kind: 'message', conversationId: 5, messageId: 42, author: 'Tom Troll' },
  { kind: 'job', jobId: 8, title: 'Get rich quick' },
  { kind: 'event', eventId: 9, title: 'Totally real festival' },
  { kind: 'collaboration', collaborationId: 10, title: 'Send me your bank details' },
];

// A contract path with its :params filled in the order they appear ('/api/posts/:id/comments/:commentId/report').
const fill = (pattern: string, values: number[]) => {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => String(values[index++]));
};

describe('report targets', () => {
  it.each([
    [targets[0]!, '/api/users/7/report', [7]],
    [targets[1]!, '/api/posts/11/report', [11]],
    [targets[2]!, '/api/posts/11/comments/3/report', [11, 3]],
    [targets[3]!, '/api/messages/5/42/report', [5, 42]],
    [targets[4]!, '/api/jobs/8/report', [8]],
    [targets[5]!, '/api/events/9/report', [9]],
    [targets[6]!, '/api/collaborations/10/report', [10]],
  ] as const)('reports a %j at its contract route', (target, path, params) => {
    const route = MODERATION_ROUTES.find((candidate) => candidate.method === 'POST' && fill(candidate.path, [...params]) === path);

    expect(reportPath(target)).toBe(path);
    expect(route?.path.endsWith('/report')).toBe(true);
  });

  it('covers every report route the contracts declare', () => {
    const reportRoutes = MODERATION_ROUTES.filter((route) => route.path.endsWith('/report')).map((route) => route.path);

    expect(reportRoutes).toHaveLength(targets.length);
  });

  it.each([
    [targets[0]!, { action: 'Report Tom Troll', title: 'Report Tom Troll', subject: 'Tom Troll’s profile' }],
    [targets[2]!, { action: 'Report comment', title: 'Report comment', subject: 'this comment by Tom Troll' }],
    [targets[6]!, { action: 'Report collaboration request', title: 'Report collaboration request', subject: '“Send me your bank details”' }],
  ] as const)('names what is reported: %j', (target, copy) => {
    expect(reportCopy(target)).toEqual(copy);
  });

  it("reports a message in a business's inbox as the business, and everything else as oneself", () => {
    expect(reportHeaders({ kind: 'message', conversationId: 5, messageId: 42, author: 'Tom Troll', actAs: 12 })).toEqual({ 'x-act-as': '12' });
    expect(reportHeaders({ kind: 'message', conversationId: 5, messageId: 42, author: 'Tom Troll', actAs: null })).toBeUndefined();
    expect(reportHeaders(targets[1]!)).toBeUndefined();
  });
});
