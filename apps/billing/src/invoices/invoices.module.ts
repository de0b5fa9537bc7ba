import { Module } from '@nestjs/common';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

// Invoices for bookings paid through Stave (docs/bookings.md § Invoices and tax years). InvoicesService.issue is called
// by whatever settles a booking's money, inside its transaction.
@Module({
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesRepository],
  exports: [InvoicesService],
})
export class InvoicesModule {}
