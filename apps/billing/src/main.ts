import { runServiceMain } from '@stave/platform';
import { billingService } from './app.module';

void runServiceMain(billingService);
