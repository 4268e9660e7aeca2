import { Injectable, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from './api-document.js';

/** The api's OpenAPI description, built once from the running application when first asked. */
@Injectable()
export class ApiDocs {
  private application: INestApplication | undefined;
  private built: OpenAPIObject | undefined;

  /** Called once the application is configured: its routes are what the document describes. */
  describe(application: INestApplication): void {
    this.application = application;
    this.built = undefined;
  }

  document(): OpenAPIObject {
    if (!this.application)
      throw new Error('The api document is asked for before the app is configured');
    return (this.built ??= buildApiDocument(this.application));
  }
}
