import { runServiceMain } from '@stave/platform';
import { identityService } from './app.module';

void runServiceMain(identityService);
