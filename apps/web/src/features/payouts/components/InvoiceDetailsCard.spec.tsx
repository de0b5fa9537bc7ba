import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { InvoiceDetails } from '@stave/contracts';
import { renderWithProviders } from '@/test/render';
import { InvoiceDetailsCard } from './InvoiceDetailsCard';

const SAVED: InvoiceDetails = {
  legalName: 'Jo Bloggs',
  tradingName: null,
  address: '1 High Street\nHexham',
  postcode: 'NE46 1AA',
  email: 'jo@lowend.test',
  vatNumber: null,
  invoicePrefix: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('InvoiceDetailsCard', () => {
  it('sends the details and shows the server’s refusals beside their fields, then saves', async () => {
    const { api, user } = renderWithProviders(<InvoiceDetailsCard />, {
      user: {},
      api: (fake) => {
        fake.on('GET', '/api/billing/invoice-details', { details: null });
        // Later routes win: the refusal answers the first save only.
        fake.on('PUT', '/api/billing/invoice-details', { details: { ...SAVED, vatNumber: 'GB123456789' } });
        fake.once(
          'PUT',
          '/api/billing/invoice-details',
          {
            message: 'Enter a valid UK postcode',
            code: 'VALIDATION',
            errors: [
              { path: 'postcode', message: 'Enter a valid UK postcode' },
              { path: 'vatNumber', message: 'Enter a UK VAT number: GB and 9 or 12 digits (or GBGD / GBHA and 3)' },
            ],
          },
          400,
        );
      },
    });

    await user.type(await screen.findByLabelText('Legal name'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Address'), '1 High Street{Enter}Hexham');
    await user.type(screen.getByLabelText('Postcode'), 'nowhere');
    await user.type(screen.getByLabelText('Email for invoices'), 'jo@lowend.test');
    await user.type(screen.getByLabelText(/VAT number/), 'GB123');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));

    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid UK postcode', { selector: `#${postcode.id}-error` })).toBeTruthy();
    expect(screen.getByLabelText(/VAT number/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Legal name').getAttribute('aria-invalid')).toBeNull();
    expect(api.requestsTo('PUT', '/api/billing/invoice-details')[0]!.body).toEqual({
      legalName: 'Jo Bloggs',
      tradingName: null,
      address: '1 High Street\nHexham',
      postcode: 'nowhere',
      email: 'jo@lowend.test',
      vatNumber: 'GB123',
      invoicePrefix: null,
    });

    // Editing a refused field clears its error; the second try is saved.
    await user.clear(postcode);
    await user.type(postcode, 'NE46 1AA');
    expect(postcode.getAttribute('aria-invalid')).toBeNull();
    await user.clear(screen.getByLabelText(/VAT number/));
    await user.type(screen.getByLabelText(/VAT number/), 'GB123456789');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));
    expect(await screen.findByText('Invoice details saved')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/billing/invoice-details')).toHaveLength(2);
    // The saved (tidied) details are what the form shows now.
    await waitFor(() => expect((screen.getByLabelText(/VAT number/) as HTMLInputElement).value).toBe('GB123456789'));
  });

  it('fills the form with the saved details', async () => {
    renderWithProviders(<InvoiceDetailsCard />, { user: {}, api: (fake) => fake.on('GET', '/api/billing/invoice-details', { details: SAVED }) });
    expect(((await screen.findByLabelText('Legal name')) as HTMLInputElement).value).toBe('Jo Bloggs');
    expect((screen.getByLabelText('Address') as HTMLTextAreaElement).value).toBe('1 High Street\nHexham');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('NE46 1AA');
  });

  it('says when the details cannot be loaded', async () => {
    renderWithProviders(<InvoiceDetailsCard />, {
      user: {},
      api: (fake) => fake.on('GET', '/api/billing/invoice-details', { message: 'Internal server error', code: 'INTERNAL' }, 500),
    });
    expect(await screen.findByText('Your invoice details could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save invoice details' })).toBeNull();
  });
});
