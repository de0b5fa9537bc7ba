import { Injectable } from '@nestjs/common';
import type { Count } from '@stave/contracts';
import { JobsRepository } from './jobs.repository';

@Injectable()
export class JobsService {
  constructor(private readonly jobs: JobsRepository) {}

  // The member's postings that have not expired.
  async activeCount(memberId: number): Promise<Count> {
    return { count: await this.jobs.countActiveFor(memberId) };
  }
}
