import { Body, Controller, Header, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  INVOICES,
  NEXT_PAGE_HEADER,
  TOTAL_COUNT_HEADER,
  invoicePdfName,
  type InvoiceDetailsAnswer,
  type InvoicesQuery,
  type InvoiceView,
  type SaveInvoiceDetails,
  type TaxYearCsvQuery,
} from '@stave/contracts';
import { CurrentUser, Route, type AuthUser } from '@stave/platform';
import { InvoicesService } from './invoices.service';

const NO_STORE = 'no-cache, no-store, must-revalidate';

@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Route(INVOICES.details)
  @Header('Cache-Control', NO_STORE)
  details(@CurrentUser() user: AuthUser): Promise<InvoiceDetailsAnswer> {
    return this.invoices.details(user.id);
  }

  @Route(INVOICES.saveDetails)
  saveDetails(@CurrentUser() user: AuthUser, @Body() body: SaveInvoiceDetails): Promise<InvoiceDetailsAnswer> {
    return this.invoices.saveDetails(user.id, body);
  }

  @Route(INVOICES.list)
  @Header('Cache-Control', NO_STORE)
  async list(@CurrentUser() user: AuthUser, @Query() query: InvoicesQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { invoices, total, nextPage } = await this.invoices.list(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return invoices;
  }

  @Route(INVOICES.taxYearCsv)
  async taxYearCsv(@CurrentUser() user: AuthUser, @Query() query: TaxYearCsvQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { name, csv } = await this.invoices.taxYearCsv(user.id, query);
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Cache-Control', NO_STORE).header('Content-Disposition', `attachment; filename="${name}"`);
    return csv;
  }

  @Route(INVOICES.get)
  @Header('Cache-Control', NO_STORE)
  get(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<InvoiceView> {
    return this.invoices.get(user.id, params.id);
  }

  @Route(INVOICES.pdf)
  async pdf(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Res({ passthrough: true }) reply: FastifyReply) {
    const { number, pdf } = await this.invoices.pdf(user.id, params.id);
    // The number is the musician's prefix (capitals, digits, dashes) and digits: nothing to escape in the header.
    reply
      .header('Content-Type', 'application/pdf')
      .header('Cache-Control', NO_STORE)
      .header('Content-Disposition', `attachment; filename="${invoicePdfName(number)}"`);
    return pdf;
  }

  @Route(INVOICES.forBooking)
  @Header('Cache-Control', NO_STORE)
  forBooking(@CurrentUser() user: AuthUser, @Param() params: { bookingId: number }): Promise<InvoiceView> {
    return this.invoices.forBooking(user.id, params.bookingId);
  }
}
