import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags, type OpenAPIObject } from '@nestjs/swagger';
import { Allow } from '../auth/guards.js';
import { ApiDocs } from './api-docs.service.js';

/**
 * The api described for the people who build on it. Admins only in every environment: the
 * routes and their roles are a map of the back office. In development the same document is
 * also browsable at /api/docs.
 */
@ApiTags('Team and settings')
@Allow('manage', 'all')
@Controller('docs-json')
export class ApiDocsController {
  constructor(private readonly docs: ApiDocs) {}

  @ApiOperation({ summary: 'Answers the OpenAPI description of every route, with its roles' })
  @Get()
  document(): OpenAPIObject {
    return this.docs.document();
  }
}
