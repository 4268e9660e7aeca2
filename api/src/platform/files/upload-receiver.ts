import type {
  IncomingMultipartFile,
  MultipartStorageEngine,
  UploadedMultipartFile,
} from '@nestjs/platform-fastify/multipart';
import type { FilesService, ReceivedUpload } from './files.service.js';

/**
 * The storage engine of the upload interceptor: each file part is streamed into a temporary
 * file (counted and hashed on its way) while the parser goes on reading the rest of the form,
 * so text fields sent after the file arrive as well. The checks against the form's policy run
 * once the whole form has been read.
 */
export class UploadReceiver implements MultipartStorageEngine {
  constructor(private readonly files: FilesService) {}

  _handleFile(
    _request: unknown,
    file: IncomingMultipartFile,
    callback: (error?: unknown, info?: Partial<UploadedMultipartFile & ReceivedUpload>) => void,
  ): void {
    this.files.receive(file).then(
      (received) => callback(null, received),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(
    _request: unknown,
    file: UploadedMultipartFile,
    callback: (error: Error | null) => void,
  ): void {
    if (!file.path) {
      callback(null);
      return;
    }
    this.files.forget({ path: file.path }).then(
      () => callback(null),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
