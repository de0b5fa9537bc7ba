import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceSummary, InvoiceView } from '@stave/contracts';
import { renderWithProviders } from '@/test/render';
import { BookingInvoiceLink } from './BookingInvoiceLink';
import { InvoicesCard } from './InvoicesCard';

const summary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 7,
  number: 'JB-0002',
  bookingId: 31,
  side: 'musician',
  issueDate: '2026-06-15',
  supplyDate: '2026-06-13',
  paidAt: '2026-06-14T10:00:00.000Z',
  description: 'Bass for a wedding',
  otherParty: 'Sam Smith',
  netPence: 36_000,
  vatPence: 0,
  totalPence: 36_000,
  ...overrides,
});
const party = { tradingName: null, address: null, postcode: null, email: null, vatNumber: null };
const view: InvoiceView = {
  ...summary(),
  seller: { ...party, name: 'Jo Bloggs' },
  buyer: { ...party, name: 'Sam Smith' },
  lines: [{ description: 'Engagement fee', amountPence: 36_000 }],
  vatRatePercent: null,
  currency: 'GBP',
};
delete (view as Partial<InvoiceSummary>).otherParty;

// The browser's download: the blob's URL and the file name it is saved as.
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('InvoicesCard', () => {
  it('lists the invoices on each side with their number, date, other party and total, and downloads a PDF', async () => {
    const { api, user } = renderWithProviders(<InvoicesCard now={new Date('2026-11-29T12:00:00Z')} />, {
      user: {},
      api: (fake) => {
        fake.on('GET', '/api/billing/invoices', (request) => ({
          body:
            request.search.get('as') === 'hirer'
              ? [summary({ id: 9, number: 'STV-5-0001', side: 'hirer', otherParty: 'Low End Music', totalPence: 12_050 })]
              : [summary(), summary({ id: 6, number: 'JB-0001', issueDate: '2026-05-01' })],
        }));
        fake.on('GET', '/api/billing/invoices/7/pdf', '%PDF-1.3');
      },
    });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('JB-0002'), expect.stringContaining('JB-0001')]);
    expect(rows[0]!.textContent).toContain('To Sam Smith');
    expect(rows[0]!.textContent).toContain('£360.00');
    expect(rows[0]!.textContent).toContain('15 June 2026');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Download PDF of invoice JB-0002' }));
    await waitFor(() => expect(saved).toEqual(['JB-0002.pdf']));
    expect(api.requestsTo('GET', '/api/billing/invoices/7/pdf')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Billed to you' }));
    const billed = await screen.findAllByTestId('invoice-row');
    expect(billed).toHaveLength(1);
    expect(billed[0]!.textContent).toContain('From Low End Music');
    expect(billed[0]!.textContent).toContain('£120.50');
  });

  it('downloads the chosen tax year’s CSV for the side shown', async () => {
    const { api, user } = renderWithProviders(<InvoicesCard now={new Date('2026-04-05T23:30:00Z')} />, {
      user: {},
      api: (fake) => {
        fake.on('GET', '/api/billing/invoices', []);
        fake.on('GET', '/api/billing/invoices/tax-year.csv', 'invoice_number');
      },
    });
    const picker = await screen.findByLabelText('Tax year (6 April to 5 April)');
    // 23:30 UTC on 5 April is 6 April in London: 2026-27 has begun.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026-27', '2025-26', '2024-25', '2023-24', '2022-23', '2021-22', '2020-21']);
    await user.selectOptions(picker, '2025');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['stave-earnings-2025-26.csv']));
    expect(Object.fromEntries(api.requestsTo('GET', '/api/billing/invoices/tax-year.csv')[0]!.search)).toEqual({ as: 'musician', year: '2025' });
  });

  it('says so when there are no invoices, and when they cannot be loaded', async () => {
    renderWithProviders(<InvoicesCard />, { user: {}, api: (fake) => fake.on('GET', '/api/billing/invoices', []) });
    expect(await screen.findByText('No invoices issued yet')).toBeTruthy();

    renderWithProviders(<InvoicesCard />, {
      user: {},
      api: (fake) => fake.on('GET', '/api/billing/invoices', { message: 'Internal server error', code: 'INTERNAL' }, 500),
    });
    expect(await screen.findByText("Your invoices couldn't be loaded")).toBeTruthy();
  });
});

describe('BookingInvoiceLink', () => {
  it('offers the booking’s invoice once it has one', async () => {
    const { user } = renderWithProviders(<BookingInvoiceLink bookingId={31} />, {
      user: {},
      api: (fake) => {
        fake.on('GET', '/api/billing/bookings/31/invoice', view);
        fake.on('GET', '/api/billing/invoices/7/pdf', '%PDF-1.3');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download invoice JB-0002' }));
    await waitFor(() => expect(saved).toEqual(['JB-0002.pdf']));
  });

  it('shows nothing while the booking has no invoice', async () => {
    const { api, container } = renderWithProviders(<BookingInvoiceLink bookingId={32} />, {
      user: {},
      api: (fake) => fake.on('GET', '/api/billing/bookings/32/invoice', { message: 'Invoice not found', code: 'INVOICE_NOT_FOUND' }, 404),
    });
    await waitFor(() => expect(api.requestsTo('GET', '/api/billing/bookings/32/invoice')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
