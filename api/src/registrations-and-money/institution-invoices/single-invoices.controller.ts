import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { RegistrationId } from '../../platform/admin/id-param.pipe.js';
import { Allow } from '../../platform/auth/guards.js';
import { documentDownload } from '../registrations/registration-documents.service.js';
import { SingleInvoicesService } from './single-invoices.service.js';

/** The invoice a delegate asked for, made out to their institution, for finance to download. */
@Allow('read', 'Payment')
@ApiTags('Registrations and money')
@Controller('admin/registrations')
export class SingleInvoicesController {
  constructor(private readonly invoices: SingleInvoicesService) {}

  @ApiOperation({ summary: 'Downloads the invoice a registrant had made out to their institution' })
  @Get(':id/single-invoice')
  async pdf(@Param('id', RegistrationId) id: string): Promise<StreamableFile> {
    return documentDownload(await this.invoices.pdf(id));
  }
}
