import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Ip, Post } from '@nestjs/common';
import type { ApiResult, Language } from '@caawg11/conference';
import { Public } from '../../platform/common/public.decorator.js';
import { RequestLanguage } from '../../platform/common/request-language.decorator.js';
import { PublicRateLimit } from '../../platform/rate-limit/public-rate-limit.js';
import { BookingsService } from './bookings.service.js';
import { BookingDto } from './dto/booking.dto.js';

@ApiTags('Public site')
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /** The Accommodation page's booking request form. */
  @Public()
  @PublicRateLimit()
  @ApiOperation({ summary: 'Requests accommodation' })
  @Post('bookings.php')
  request(
    @Body() body: BookingDto,
    @Ip() clientIp: string,
    @RequestLanguage() language: Language,
  ): Promise<ApiResult> {
    return this.bookings.request(body, clientIp, language);
  }
}
