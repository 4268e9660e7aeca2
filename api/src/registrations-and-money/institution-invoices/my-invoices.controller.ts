import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Ip,
  Post,
  type StreamableFile,
} from '@nestjs/common';
import {
  groupInvoiceMessages,
  singleInvoiceMessages,
  type DataResult,
  type MyGroupInvoice,
  type MyGroupInvoiceRequestState,
  type MySingleInvoice,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { Public } from '../../platform/common/public.decorator.js';
import {
  PublicDocumentRateLimit,
  PublicRateLimit,
} from '../../platform/rate-limit/public-rate-limit.js';
import { documentDownload } from '../registrations/registration-documents.service.js';
import { MyGroupInvoiceDto, SingleInvoiceDto } from './dto/group-invoice.dto.js';
import { GroupInvoiceRequests } from './group-invoice-requests.service.js';
import { GroupInvoicesService } from './group-invoices.service.js';
import { SingleInvoicesService } from './single-invoices.service.js';

/** The header that carries the access token (accessTokenHeader of the library), as Node names it. */
const tokenHeader = 'x-access-token';

/**
 * Invoices a registrant asks for from the access-link page: one made out to their institution,
 * and a group invoice for colleagues already registered. Public on purpose: the e-mailed access
 * token in X-Access-Token authorises each call (an unknown or expired token gets HTTP 401).
 */
@ApiTags('Public site')
@Controller('my-registration')
export class MyInvoicesController {
  constructor(
    private readonly accessLinks: AccessLinksService,
    private readonly groupInvoices: GroupInvoicesService,
    private readonly groupRequests: GroupInvoiceRequests,
    private readonly singleInvoices: SingleInvoicesService,
  ) {}

  /**
   * The invoices asked for so far (null where none), and while no group invoice is live, the
   * newest group-invoice request that made none: waiting for colleagues, declined or refused.
   */
  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: 'Lists the invoices the registrant asked for, and a group-invoice request still open',
  })
  @Get('invoices')
  async invoices(@Headers(tokenHeader) token: string | undefined): Promise<
    DataResult<{
      single: MySingleInvoice | null;
      group: MyGroupInvoice | null;
      groupRequest: MyGroupInvoiceRequestState | null;
    }>
  > {
    const { id } = await this.accessLinks.resolve(token);
    const group = await this.groupInvoices.ofDelegate(id);
    return {
      success: true,
      message: 'Invoices',
      data: {
        single: await this.singleInvoices.newest(id),
        group,
        groupRequest: group ? null : await this.groupRequests.ofDelegate(id),
      },
    };
  }

  @Public()
  @PublicRateLimit()
  @ApiOperation({
    summary: "Makes an invoice for the registration addressed to the registrant's institution",
  })
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
  @ApiOperation({ summary: "Downloads the invoice to the registrant's institution as a PDF" })
  @Get('single-invoice')
  async single(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const { id } = await this.accessLinks.resolve(token);
    return documentDownload(await this.singleInvoices.pdf(id));
  }

  /**
   * Asks for a group invoice for the registrant and colleagues they name by registration ID and
   * e-mail address: 202, the same answer whether or not each pair names a registration; the
   * invoice is made once every colleague has agreed from the link e-mailed to them.
   */
  @Public()
  @PublicRateLimit(2)
  @ApiOperation({
    summary:
      'Asks the colleagues named to agree to a group invoice: answers 202, the same for any pair',
  })
  @Post('group-invoice')
  @HttpCode(HttpStatus.ACCEPTED)
  async requestGroup(
    @Headers(tokenHeader) token: string | undefined,
    @Body() body: MyGroupInvoiceDto,
    @Ip() clientAddress: string,
  ): Promise<DataResult<MyGroupInvoiceRequestState>> {
    const registration = await this.accessLinks.resolve(token);
    const data = await this.groupRequests.ask(registration, body, clientAddress);
    return { success: true, message: groupInvoiceMessages.requested, data };
  }

  @Public()
  @PublicDocumentRateLimit()
  @ApiOperation({ summary: 'Downloads the group invoice the registrant asked for as a PDF' })
  @Get('group-invoice')
  async group(@Headers(tokenHeader) token: string | undefined): Promise<StreamableFile> {
    const { id } = await this.accessLinks.resolve(token);
    return documentDownload(await this.groupInvoices.pdfOfDelegate(id));
  }
}
