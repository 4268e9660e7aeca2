import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/public.decorator.js';
import { HealthService, type ApiReadiness, type HealthReport } from './health.service.js';
import { liveReport } from './probes.js';

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when MySQL and Redis both answer, 503 naming the one that does not. */
  @Public()
  @ApiOperation({
    summary: 'Answers 200 when MySQL and Redis both answer, 503 naming the one that does not',
  })
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    void reply.status(report.status === 'up' ? 200 : 503);
    return report;
  }

  /** The process answers: a failure here means restart it. */
  @Public()
  @ApiOperation({ summary: 'Answers while the process runs: a failure means restart it' })
  @Get('live')
  live(): typeof liveReport {
    return liveReport;
  }

  /** MySQL and Redis reachable and every migration applied: send traffic here. */
  @Public()
  @ApiOperation({
    summary: 'Answers when MySQL and Redis are reachable and every migration is applied',
  })
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ApiReadiness> {
    const report = await this.health.ready();
    void reply.status(report.success ? 200 : 503);
    return report;
  }
}
