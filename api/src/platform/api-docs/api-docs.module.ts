import { Module } from '@nestjs/common';
import { ApiDocsController } from './api-docs.controller.js';
import { ApiDocs } from './api-docs.service.js';

/** The api's OpenAPI description: `GET /api/docs-json` for admins, `/api/docs` in development. */
@Module({
  controllers: [ApiDocsController],
  providers: [ApiDocs],
  exports: [ApiDocs],
})
export class ApiDocsModule {}
