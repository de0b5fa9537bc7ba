import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ACT_AS_HEADER } from '@stave/contracts';
import { eventually, ServiceWithMembers, userSnapshot, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// A team member lists gear as a business (docs/teams.md): the business sells it, within its allowance;
// the member is recorded and shown to the two of them only; an admin manages the business's listings.
describe('marketplace: listing as a business', () => {
  let market: ServiceWithMembers;
  let business: Member;
  let admin: Member;
  let lister: Member;
  let visitor: Member;
  let clock = Date.now();

  const call = (member: Member | null, method: string, path: string, options: { body?: unknown; as?: number } = {}) =>
    market.call(method, path, { token: member?.token, body: options.body, headers: options.as === undefined ? {} : { [ACT_AS_HEADER]: String(options.as) } });
  const join = async (member: Member, role: 'admin' | 'member') => {
    const changedAt = new Date(++clock).toISOString();
    await market.publish('identity.team.membership-changed.v1', business.id, { businessId: business.id, memberId: member.id, role, active: true, changedAt });
    await eventually(async () => (await market.db.query(`SELECT 1 FROM team_memberships WHERE member_id = $1 AND active`, [member.id])).rowCount === 1);
  };
  const gear = {
    title: 'Neve 1073 pair',
    description: 'Two racked 1073s, serviced this year.',
    price: 5200,
    categoryId: 101,
    condition: 'like_new',
    location: 'Manchester',
    contactMethod: 'chat',
  };

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
    business = await market.member({ subscriptionTier: 'business', name: 'Northern Sound Ltd' });
    [admin, lister, visitor] = [await market.member({ name: 'Ada Admin' }), await market.member({ name: 'Lee Lister' }), await market.member()];
    await join(admin, 'admin');
    await join(lister, 'member');
  });

  afterAll(async () => {
    await market?.stop();
  });

  it('lists as the business, which sells it; who listed it is shown to the business and that member only', async () => {
    const created = await call(lister, 'POST', '/api/marketplace/listings', { body: gear, as: business.id });
    expect(created.status).toBe(201);
    const postedBy = { id: lister.id, name: 'Lee Lister', username: lister.username };
    expect(created.body).toMatchObject({ userId: business.id, seller: { id: business.id, name: 'Northern Sound Ltd' }, postedBy });
    const id = (created.body as { id: number }).id;
    expect((await call(business, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ postedBy });
    expect((await call(visitor, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ userId: business.id, postedBy: null });
    expect((await call(null, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ postedBy: null });
    // The business's allowance (unlimited on Business), not the member's.
    expect((await call(lister, 'GET', '/api/marketplace/listings/allowance', { as: business.id })).body).toMatchObject({ limit: -1 });
    expect((await market.db.query(`SELECT user_id, actor_id FROM equipment_listings WHERE id = $1`, [id])).rows[0]).toEqual({
      user_id: business.id,
      actor_id: lister.id,
    });

    expect(await call(lister, 'PATCH', `/api/marketplace/listings/${id}`, { body: { price: 5000 }, as: business.id })).toMatchObject({
      status: 403,
      body: { code: 'TEAM_ROLE_FORBIDDEN' },
    });
    expect(await call(admin, 'PATCH', `/api/marketplace/listings/${id}`, { body: { price: 5000 }, as: business.id })).toMatchObject({
      status: 200,
      body: { price: 5000 },
    });
    expect((await call(visitor, 'POST', `/api/marketplace/listings/${id}/sold`, { as: business.id })).body).toMatchObject({ code: 'TEAM_NOT_ON_TEAM' });
    expect((await call(admin, 'POST', `/api/marketplace/listings/${id}/sold`, { as: business.id })).body).toMatchObject({ status: 'sold' });
  });

  it('records every action a team member does as the business, once, with the change; nothing when the owner acts as themself', async () => {
    const since = (await market.db.query(`SELECT coalesce(max(id), 0) AS id FROM outbox`)).rows[0].id;
    const recorded = async () =>
      (
        await market.db.query(`SELECT key, payload -> 'payload' AS payload FROM outbox WHERE name = 'marketplace.team.action.v1' AND id > $1 ORDER BY id`, [
          since,
        ])
      ).rows;
    const ok = async <T = { id: number }>(answer: Promise<{ status: number; body: unknown }>): Promise<T> => {
      const { status, body } = await answer;
      if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
      return body as T;
    };
    const as = { as: business.id };
    const path = (id: number, rest = '') => `/api/marketplace/listings/${id}${rest}`;

    const { id } = await ok(call(lister, 'POST', '/api/marketplace/listings', { body: { ...gear, title: 'Fender Twin Reverb' }, ...as }));
    // Two photos in one upload are one change; so are an order and a removal.
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const name of ['front.jpg', 'back.jpg']) form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
    const { photos } = await ok<{ photos: Array<{ id: number }> }>(call(lister, 'POST', path(id, '/images'), { body: form, ...as }));
    const [front, back] = photos.map((photo) => photo.id);
    await ok(call(lister, 'PUT', path(id, '/images/order'), { body: { photoIds: [back, front] }, ...as }));
    await ok(call(lister, 'DELETE', path(id, `/images/${front}`), as));
    await ok(call(admin, 'PATCH', path(id), { body: { title: 'Fender Twin Reverb (1972)', price: 1100 }, ...as }));
    // Refused: nothing happened, nothing is recorded.
    expect((await call(lister, 'POST', path(id, '/sold'), as)).status).toBe(403);
    await ok(call(admin, 'POST', path(id, '/sold'), as));
    await ok(call(admin, 'POST', path(id, '/relist'), as));
    await ok(call(admin, 'POST', path(id, '/renew'), as));
    await ok(call(admin, 'DELETE', path(id), as));

    // The owner, and a member listing as themself, record nothing.
    const own = await ok(call(business, 'POST', '/api/marketplace/listings', { body: gear }));
    await ok(call(business, 'PATCH', path(own.id), { body: { price: 4900 } }));
    await ok(call(business, 'POST', path(own.id, '/sold')));
    await ok(call(lister, 'POST', '/api/marketplace/listings', { body: gear }));

    // Keyed by the business, like its other events.
    const action = (actor: Member, name: string, subjectTitle: string) => ({
      key: String(business.id),
      payload: { businessId: business.id, actorId: actor.id, action: name, subjectId: id, subjectTitle },
    });
    expect(await recorded()).toEqual([
      action(lister, 'listing.created', 'Fender Twin Reverb'),
      action(lister, 'listing.photos-changed', 'Fender Twin Reverb'),
      action(lister, 'listing.photos-changed', 'Fender Twin Reverb'),
      action(lister, 'listing.photos-changed', 'Fender Twin Reverb'),
      action(admin, 'listing.edited', 'Fender Twin Reverb (1972)'),
      action(admin, 'listing.sold', 'Fender Twin Reverb (1972)'),
      action(admin, 'listing.relisted', 'Fender Twin Reverb (1972)'),
      action(admin, 'listing.renewed', 'Fender Twin Reverb (1972)'),
      action(admin, 'listing.deleted', 'Fender Twin Reverb (1972)'),
    ]);
  });

  it('refuses listing as the business while its Business plan has ended', async () => {
    await market.updateMember(userSnapshot(business.id, { version: 1, username: business.username, subscriptionTier: 'free' }), ['subscriptionTier']);
    await eventually(
      async () => (await market.db.query(`SELECT 1 FROM user_summaries WHERE id = $1 AND subscription_tier = 'free'`, [business.id])).rowCount === 1,
    );
    expect(await call(lister, 'POST', '/api/marketplace/listings', { body: gear, as: business.id })).toMatchObject({
      status: 403,
      body: { code: 'TEAM_SUSPENDED' },
    });
  });
});
