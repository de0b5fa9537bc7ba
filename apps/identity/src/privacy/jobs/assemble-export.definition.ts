import { z } from 'zod';
import { defineJob } from '@stave/platform';

// Queued by the service when the last part is in, run by AssembleExportJob: its own file so the service and the
// handler both import it without importing each other.
// WARNING: job names are stored with every queued run and schedule; renaming one strands them.
export const ASSEMBLE_EXPORT = defineJob('identity.privacy.assemble-export', z.object({ exportId: z.uuid() }), {
  retryLimit: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});
