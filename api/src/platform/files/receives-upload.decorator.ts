import {
  applyDecorators,
  Injectable,
  mixin,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { catchError, concatMap, from, throwError, type Observable } from 'rxjs';
import { uploadOptions } from './files.module.js';
import { FilesService, type ReceivedUpload, type UploadPolicy } from './files.service.js';

type RequestWithUpload = FastifyRequest & { file?: Partial<ReceivedUpload> };

/**
 * Reads the whole multipart form of an upload endpoint, in any order of its parts: the file in
 * `policy.field` is streamed into a temporary file while the text fields are collected, and the
 * handler gets the fields as its body and the received file (or undefined) as its
 * `@UploadedFile()`, to be checked and stored with `FilesService.withUpload`.
 *
 * A file that could not be received is reported with the form's own message, and the temporary
 * file is removed when the request ends, whatever refused it (validation, the robot check, a
 * rule of the service) or accepted it.
 */
export function ReceivesUpload(policy: UploadPolicy): MethodDecorator & ClassDecorator {
  @Injectable()
  class UploadOutcome implements NestInterceptor {
    constructor(private readonly files: FilesService) {}

    intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
      const request = context.switchToHttp().getRequest<RequestWithUpload>();
      // Removed before the answer goes out, so no temporary file outlives its request.
      const forgetUpload = async (): Promise<void> => {
        const path = request.file?.path;
        if (path) await this.files.forget({ path });
      };
      return next.handle().pipe(
        concatMap((result) => from(forgetUpload().then(() => result))),
        catchError((error: unknown) =>
          from(forgetUpload()).pipe(
            concatMap(() => throwError(() => this.files.receiveFailure(error, policy))),
          ),
        ),
      );
    }
  }
  return applyDecorators(
    UseInterceptors(mixin(UploadOutcome), FileInterceptor(policy.field, uploadOptions)),
  );
}
