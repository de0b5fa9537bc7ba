import { describe, expect, it } from '@jest/globals';
import { STOREFRONT_IMAGE_MAX_BYTES, STOREFRONT_MESSAGES, type Storefront, type StorefrontVerification } from '@stave/contracts';
import { companiesHouseUrl, formValues, imageProblem, itemsForSale, telHref, verificationState, withScheme } from './storefront-format';

const request = (status: StorefrontVerification['status']): StorefrontVerification => ({
  id: 1,
  status,
  businessName: 'Larkspur Records',
  companyNumber: '01234567',
  vatNumber: null,
  note: null,
  reason: status === 'declined' ? 'Use an email address at your own domain' : null,
  createdAt: '2025-03-01T10:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2025-03-02T10:00:00.000Z',
});

describe('the storefront’s contact links', () => {
  it.each([
    ['0117 496 0000', 'tel:01174960000'],
    ['+44 (0)117 496-0000', 'tel:+441174960000'],
    [' (0117) 496 0000 ', 'tel:01174960000'],
    ['+1 (555) 010-9999', 'tel:+15550109999'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ['larkspur.co.uk', 'https://larkspur.co.uk'],
    ['www.larkspur.co.uk/shop', 'https://www.larkspur.co.uk/shop'],
    ['  larkspur.co.uk ', 'https://larkspur.co.uk'],
    ['http://larkspur.co.uk', 'http://larkspur.co.uk'],
    ['https://larkspur.co.uk', 'https://larkspur.co.uk'],
    ['', ''],
    ['not a link', 'not a link'],
    ['larkspur', 'larkspur'],
    ['mailto:hello@larkspur.co.uk', 'mailto:hello@larkspur.co.uk'],
  ])('reads the website %j as %j', (typed, link) => {
    expect(withScheme(typed)).toBe(link);
  });

  it('links a company number to its Companies House page, spaces dropped and upper-cased', () => {
    expect(companiesHouseUrl('sc 123456')).toBe('https://find-and-update.company-information.service.gov.uk/company/SC123456');
  });
});

describe('a logo or banner before it is sent', () => {
  it('takes JPEG, PNG, GIF and WebP up to 5MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) expect(imageProblem({ type, size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: STOREFRONT_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses another type, or a bigger file, in the API’s words', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe(STOREFRONT_MESSAGES.imageInvalidType);
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe(STOREFRONT_MESSAGES.imageInvalidType);
    expect(imageProblem({ type: 'image/png', size: STOREFRONT_IMAGE_MAX_BYTES + 1 })).toBe(STOREFRONT_MESSAGES.imageTooLarge);
  });

  it('leaves a file without a declared type to the server, which reads its bytes', () => {
    expect(imageProblem({ type: '', size: 1000 })).toBeNull();
  });
});

describe('where a business stands with the badge', () => {
  it.each([
    [true, null, 'verified'],
    [true, request('approved'), 'verified'],
    [false, null, 'none'],
    [false, request('pending'), 'pending'],
    [false, request('declined'), 'declined'],
    // Approved once, renamed since: the badge went with the old name.
    [false, request('approved'), 'renamed'],
  ] as const)('verified %s with the latest request %j is %s', (verified, verification, state) => {
    expect(verificationState({ verified, verification })).toBe(state);
  });
});

describe('the editor and the page', () => {
  it('offers the member’s name before the storefront exists, and blanks for what it does not have', () => {
    expect(formValues(null, 'Ava Lark')).toEqual({ businessName: 'Ava Lark', description: '', websiteUrl: '', phone: '', email: '', address: '' });
    const saved = { businessName: 'Larkspur Records', description: null, websiteUrl: 'https://larkspur.co.uk', phone: null, email: null, address: 'Bristol' };
    expect(formValues(saved as Storefront, 'Ava Lark')).toEqual({
      businessName: 'Larkspur Records',
      description: '',
      websiteUrl: 'https://larkspur.co.uk',
      phone: '',
      email: '',
      address: 'Bristol',
    });
  });

  it('counts what is for sale', () => {
    expect(itemsForSale(0)).toBe('0 items for sale');
    expect(itemsForSale(1)).toBe('1 item for sale');
    expect(itemsForSale(1200)).toBe('1,200 items for sale');
  });
});
