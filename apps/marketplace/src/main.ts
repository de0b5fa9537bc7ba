import { runServiceMain } from '@stave/platform';
import { marketplaceService } from './app.module';

void runServiceMain(marketplaceService);
