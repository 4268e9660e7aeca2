import { Body, Controller, Get, Headers, Ip, Post, type StreamableFile } from '@nestjs/common';
import {
  groupInvoiceMessages,
  singleInvoiceMessages,
  type DataResult,
  type MyGroupInvoice,
  type MySingleInvoice,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { Public } from '../common/public.decorator.js';
import { PublicDocumentRateLimit, PublicRateLimit } from '../rate-limit/public-rate-limit.js';
import { documentDownload } from '../registrations/registration-documents.service.js';
import { MyGroupInvoiceDto, SingleInvoiceDto } from './dto/group-invoice.dto.js';
import { GroupInvoicesService } from './group-invoices.service.js';
import { SingleInvoicesService } from './single-invoices.service.js';

/** The header that carries the access token (accessTokenHeader of the library), as Node names it. */
const tokenHeader = 'x-access-token';

/**
 * Invoices a registrant asks for from the access-link page: one made out to their institution,
 * and a group invoice for colleagues already registered. Public on purpose: the e-mailed access
 * token in X-Access-Token authorises each call (an unknown or expired token gets HTTP 401).
 */
@Controller('my-registration')
export class MyInvoicesController {
  constructor(
    private readonly accessLinks: AccessLinksService,
    private readonly groupInvoices: GroupInvoicesService,
    private readonly singleInvoices: SingleInvoicesService,
  ) {}

  /** The invoices asked for so far (null where none). */
  @Public()
  @PublicRateLimit()
  @Get('invoices')
  async invoices(
    @Headers(tokenHeader) token: string | undefined,
  ): Promise<DataResult<{ single: MySingleInvoice | null; group: MyGroupInvoice | null }>> {
    const { id } = await this.accessLinks.resolve(token);
    return {
      success: true,
      message: 'Invoices',
      data: {
        single: await this.singleInvoices.newest(id),
        group: await this.groupInvoices.ofDelegate(id),
      },
    };
  }

  @Public()
  @PublicRateLimit()
  @Post('single-invoice')
  async createSingle(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: SingleInvoiceDto,
    @Ip() clientAddress: string,
  ): Promise<DataResult<MySingleInvoice>> {
    const registration = await this.accessLinks.resolve(token);
    const data = await this.singleInvoices.create(registration.id, body, {
      userId: null,
      email: registration.email,
      clientAddress,
    });
    return { success: true, message: singleInvoiceMessages.created, data };
  }

  @Public()
  @PublicDocumentRateLimit()
  @Get('single-invoice')
  async single(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const { id } = await this.accessLinks.resolve(token);
    return documentDownload(await this.singleInvoices.pdf(id));
  }

  /** A group invoice for the registrant and colleagues they name by reference and e-mail. */
  @Public()
  @PublicRateLimit(2)
  @Post('group-invoice')
  async createGroup(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: MyGroupInvoiceDto,
    @Ip() clientAddress: string,
  ): Promise<DataResult<MyGroupInvoice>> {
    const registration = await this.accessLinks.resolve(token);
    const data = await this.groupInvoices.createForDelegate(registration, body, clientAddress);
    return { success: true, message: groupInvoiceMessages.created, data };
  }

  @Public()
  @PublicDocumentRateLimit()
  @Get('group-invoice')
  async group(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const { id } = await this.accessLinks.resolve(token);
    return documentDownload(await this.groupInvoices.pdfOfDelegate(id));
  }
}
