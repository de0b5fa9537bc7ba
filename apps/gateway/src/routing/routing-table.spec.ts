import { resolveService } from './routing-table';

describe(resolveService.name, () => {
  it.each([
    ['/api/user', 'identity'],
    ['/api/user/profile', 'identity'],
    ['/api/user/profile-picture', 'identity'],
    ['/api/login', 'identity'],
    ['/api/users?search=bass', 'identity'],
    ['/api/users/42', 'identity'],
    ['/api/users/42/follow', 'social'],
    ['/api/users/recommendations', 'social'],
    ['/api/user/network-stats', 'social'],
    ['/api/user/subscription', 'billing'],
    ['/api/referrals/validate/abc', 'identity'],
    ['/api/experience/user/3', 'identity'],
    ['/uploads/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.jpg', 'identity'],
    ['/media/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.mp3', 'social'],
    ['/api/posts/media', 'social'],
    ['/api/feed/posts', 'social'],
    ['/api/posts/7/like', 'social'],
    ['/api/connection-requests/sent', 'social'],
    ['/api/achievements/check', 'social'],
    ['/api/analytics/dashboard', 'social'],
    ['/api/messages/conversations', 'messaging'],
    ['/ws', 'messaging'],
    ['/api/jobs/apply', 'jobs-events'],
    ['/api/collaborations', 'jobs-events'],
    ['/api/marketplace/listings/5/images', 'marketplace'],
    ['/api/create-checkout-session', 'billing'],
    ['/api/billing/webhook', 'billing'],
  ])('routes %s to %s', (path, service) => {
    expect(resolveService(path)).toBe(service);
  });

  it.each(['/api/unknown', '/api/user/stats', '/api/docs', '/api/userx', '/api/marketplace', '/health', '/dashboard'])(
    'leaves %s to the gateway itself',
    (path) => {
      expect(resolveService(path)).toBeNull();
    },
  );
});
