import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { LISTING_MESSAGES, type ListingView } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { describedText, isInvalid } from '@/test/queries';
import { listingView } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ListingFormDialog } from './ListingFormDialog';

const category = (id: number, name: string, parentId: number | null = null) => ({ id, name, description: null, icon: null, parentId, listingCount: 0 });

const created: ListingView = listingView({
  userId: 1,
  description: 'Tidepool finish, gig bag included',
  seller: { id: 1, name: 'Alex Player', username: 'alex', profileImage: null },
});

const formApi = (api: FakeApi) =>
  api
    .on('GET', '/api/marketplace/categories', [category(1, 'Guitars'), category(2, 'Electric Guitars', 1), category(3, 'Drums')])
    .on('GET', '/api/teams/memberships', { invitations: [], teams: [] })
    .on('GET', '/api/marketplace/listings', { listings: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });

async function renderForm() {
  const onOpenChange = jest.fn<(open: boolean) => void>();
  const rendered = renderWithProviders(<ListingFormDialog onOpenChange={onOpenChange} />, { user: {}, api: formApi });
  await screen.findByRole('dialog', { name: 'Create New Listing' });
  return { ...rendered, onOpenChange };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Create New Listing' }));
// A field by its label (an optional field's label ends with 'Optional').
const field = (label: string | RegExp) => dialog().getByLabelText(label) as HTMLInputElement;
const createButton = () => dialog().getByRole('button', { name: 'Create Listing' });

// The required fields filled in the way a seller would.
async function fillIn(rendered: Awaited<ReturnType<typeof renderForm>>) {
  const { user } = rendered;
  await user.type(field('Title'), 'Fender Player Stratocaster');
  await user.type(field('Description'), 'Tidepool finish, gig bag included');
  await user.selectOptions(field('Category'), await dialog().findByRole('option', { name: 'Guitars' }));
  await user.selectOptions(field('Condition'), 'Good');
  await user.type(field('Price'), '450');
  await user.type(field('Location'), 'Leeds');
}

describe('ListingFormDialog', () => {
  // The dialog's parts load with the first dialog opened (the app prefetches them when idle). Loaded here, so that
  // compiling them on a busy machine is not counted against the first test's wait for the dialog.
  beforeAll(async () => {
    await import('@/components/ui/dialog-parts');
  }, 60_000);

  it('names every required field left empty, focuses the first, and sends nothing', async () => {
    const { api, user } = await renderForm();
    await user.click(createButton());
    await waitFor(() => expect(isInvalid(field('Title'))).toBe(true));
    expect(describedText(field('Title'))).toBe(LISTING_MESSAGES.titleTooShort);
    expect(describedText(field('Description'))).toBe(LISTING_MESSAGES.descriptionTooShort);
    expect(describedText(field('Category'))).toBe(LISTING_MESSAGES.categoryRequired);
    expect(describedText(field('Condition'))).toBe(LISTING_MESSAGES.conditionRequired);
    expect(describedText(field('Price'))).toBe(LISTING_MESSAGES.priceInvalid);
    expect(describedText(field('Location'))).toBe(LISTING_MESSAGES.locationRequired);
    expect(document.activeElement).toBe(field('Title'));
    expect(api.requestsTo('POST', '/api/marketplace/listings')).toHaveLength(0);
  });

  it('refuses a two-letter title and a price that is not a positive amount of pounds and pence', async () => {
    const rendered = await renderForm();
    const { api, user } = rendered;
    await fillIn(rendered);
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Am');
    await user.clear(field('Price'));
    await user.type(field('Price'), '12.345');
    await user.click(createButton());
    await waitFor(() => expect(describedText(field('Title'))).toBe(LISTING_MESSAGES.titleTooShort));
    expect(describedText(field('Price'))).toBe(LISTING_MESSAGES.priceDecimals);
    expect(isInvalid(field('Location'))).toBe(false);
    await user.clear(field('Price'));
    await user.type(field('Price'), '0');
    expect(isInvalid(field('Price'))).toBe(false);
    await user.click(createButton());
    await waitFor(() => expect(describedText(field('Price'))).toBe(LISTING_MESSAGES.priceInvalid));
    expect(api.requestsTo('POST', '/api/marketplace/listings')).toHaveLength(0);
  });

  it('asks for the external contact when the seller chooses to be reached outside Stave', async () => {
    const rendered = await renderForm();
    const { api, user } = rendered;
    await fillIn(rendered);
    await user.selectOptions(field('Contact method'), 'Phone, email or website');
    await user.click(createButton());
    await waitFor(() => expect(describedText(field('External contact'))).toBe(LISTING_MESSAGES.externalContactRequired));
    expect(api.requestsTo('POST', '/api/marketplace/listings')).toHaveLength(0);
  });

  it("puts the server's field errors under their fields and keeps the dialog open", async () => {
    const rendered = await renderForm();
    const { api, user, onOpenChange } = rendered;
    api.on(
      'POST',
      '/api/marketplace/listings',
      {
        message: 'Validation failed',
        errors: [
          { path: 'title', message: 'That title is already on one of your listings' },
          { path: 'location', message: 'Unknown town' },
        ],
      },
      400,
    );
    await fillIn(rendered);
    await user.click(createButton());
    await waitFor(() => expect(describedText(field('Title'))).toBe('That title is already on one of your listings'));
    expect(describedText(field('Location'))).toBe('Unknown town');
    expect(isInvalid(field('Title'))).toBe(true);
    expect(dialog().getByText(LISTING_MESSAGES.createFailed)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    // Editing the field takes its server error away.
    await user.type(field('Title'), ' 2019');
    expect(isInvalid(field('Title'))).toBe(false);
    expect(describedText(field('Location'))).toBe('Unknown town');
  });

  it('sends the listing with numbers where the API takes numbers, says it is listed and closes', async () => {
    const rendered = await renderForm();
    const { api, user, onOpenChange } = rendered;
    api.on('POST', '/api/marketplace/listings', created, 201);
    await fillIn(rendered);
    await user.type(field(/^Year/), '2019');
    await user.click(createButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = api.requestsTo('POST', '/api/marketplace/listings');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      title: 'Fender Player Stratocaster',
      description: 'Tidepool finish, gig bag included',
      price: '450.00',
      currency: 'GBP',
      categoryId: 1,
      condition: 'good',
      year: 2019,
      location: 'Leeds',
      contactMethod: 'chat',
    });
    expect(await screen.findByText(LISTING_MESSAGES.created)).toBeTruthy();
  });

  it('shows Saving and locks the form while the listing is on its way', async () => {
    const rendered = await renderForm();
    const { api, user } = rendered;
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.on('POST', '/api/marketplace/listings', () => new Promise((resolve) => (answer = resolve)));
    await fillIn(rendered);
    await user.click(createButton());
    const saving = await dialog().findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(field('Title').disabled).toBe(true);
    await user.click(saving);
    expect(api.requestsTo('POST', '/api/marketplace/listings')).toHaveLength(1);
    answer({ status: 201, body: created });
    expect(await screen.findByText(LISTING_MESSAGES.created)).toBeTruthy();
  });
});
