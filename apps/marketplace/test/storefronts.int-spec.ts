import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServiceWithMembers } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// Spec §3 storefronts on real infrastructure: Business members only, shown while active and on the plan.
describe('marketplace: storefronts', () => {
  let market: ServiceWithMembers;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
  });

  afterAll(async () => {
    await market?.stop();
  });

  const shop = {
    businessName: 'Brixton Guitar Exchange',
    description: 'Used and vintage guitars, set up in our workshop.',
    websiteUrl: 'https://brixton-guitars.example',
    phone: '+44 (0)20 7946 0000',
    email: 'shop@brixton-guitars.example',
    address: '12 Electric Avenue, London SW9',
  };

  it('lets a Business member keep one, shows it to anyone while active, and never takes verified from the member', async () => {
    const [business, free] = [await market.member({ subscriptionTier: 'business' }), await market.member()];
    const put = (token: string, body: unknown) => market.call('PUT', '/api/marketplace/storefront', { token, body });

    expect((await put(free.token, shop)).body).toMatchObject({ code: 'STOREFRONT_BUSINESS_ONLY', message: 'Storefronts are part of the Business plan' });
    expect((await put(business.token, { ...shop, websiteUrl: 'javascript:alert(1)' })).body.message).toBe('Enter a link starting with http:// or https://');
    expect((await put(business.token, { ...shop, phone: 'call me' })).body.message).toBe('Enter a phone number of digits, spaces and + ( ) -');
    expect((await put(business.token, { ...shop, businessName: ' ' })).body.message).toBe('Business name must be at least 2 characters');

    const saved = await put(business.token, { ...shop, verified: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...shop, userId: business.id, verified: false, isActive: true, activeListings: 0, logoUrl: null });
    expect((await market.call('GET', `/api/marketplace/storefronts/${business.id}`)).body).toMatchObject({ businessName: shop.businessName });

    // Switched off: gone for others, still there for its owner to edit.
    await put(business.token, { ...shop, isActive: false });
    expect((await market.call('GET', `/api/marketplace/storefronts/${business.id}`)).status).toBe(404);
    expect((await market.call('GET', `/api/marketplace/storefronts/${business.id}`, { token: business.token })).body).toMatchObject({ isActive: false });
    expect((await market.call('GET', `/api/marketplace/storefronts/${free.id}`)).body).toMatchObject({ code: 'STOREFRONT_NOT_FOUND' });
    expect((await market.call('GET', '/api/marketplace/storefronts/abc')).status).toBe(400);
  });
});
