import { runServiceMain } from '@stave/platform';
import { messagingService } from './app.module';

void runServiceMain(messagingService);
