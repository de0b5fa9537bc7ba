import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '@stave/platform';
import { DataExportsService } from '../data-exports.service';
import { ASSEMBLE_EXPORT } from './assemble-export.definition';

// With every service's part in, the archive is built, stored and its link mailed (queued by the last part).
@Injectable()
export class AssembleExportJob {
  constructor(private readonly exports: DataExportsService) {}

  @JobHandler(ASSEMBLE_EXPORT)
  async run(data: { exportId: string }, job: JobContext): Promise<void> {
    await this.exports.assemble(data.exportId, job.signal);
  }
}
