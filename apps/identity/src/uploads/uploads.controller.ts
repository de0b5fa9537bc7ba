import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FileStorage, Public, sendStoredFile } from '@stave/platform';

// Profile pictures, covers and portfolio artwork by their generated key (RELIABILITY §21 headers).
@Controller('uploads')
@Public()
export class UploadsController {
  constructor(private readonly storage: FileStorage) {}

  @Get(':file')
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, file, range, reply);
  }
}
