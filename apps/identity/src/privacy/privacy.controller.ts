import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DeleteAccountSchema, ExportDownloadQuerySchema, ExportParamsSchema, type DeleteAccount } from '@stave/contracts';
import { AllowSuspended, CurrentUser, Public, ZodPipe, type AuthUser } from '@stave/platform';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportsService } from './data-exports.service';

// Data rights (issue 16): a suspended or banned member keeps them.
@Controller('api/user')
export class PrivacyController {
  constructor(
    private readonly exports: DataExportsService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Post('export')
  @HttpCode(202)
  @AllowSuspended()
  requestExport(@CurrentUser() user: AuthUser) {
    return this.exports.request(user.id);
  }

  @Get('export')
  @AllowSuspended()
  listExports(@CurrentUser() user: AuthUser) {
    return this.exports.list(user.id);
  }

  // The mailed link: the token is the credential (no session needed to download).
  @Get('export/:id/download')
  @Public()
  async download(
    @Param(new ZodPipe(ExportParamsSchema)) params: { id: string },
    @Query(new ZodPipe(ExportDownloadQuerySchema)) query: { token: string },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { file, filename } = await this.exports.download(params.id, query.token);
    await reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.contentLength))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(file.body);
  }

  @Delete()
  @HttpCode(202)
  @AllowSuspended()
  deleteAccount(@CurrentUser() user: AuthUser, @Body(new ZodPipe(DeleteAccountSchema)) body: DeleteAccount) {
    return this.deletion.request(user.id, body);
  }
}
