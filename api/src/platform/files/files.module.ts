import { Module } from '@nestjs/common';
import { MultipartModule, type MultipartOptions } from '@nestjs/platform-fastify/multipart';
import { maxUploadBytes } from '@caawg11/conference';
import { AppConfig } from '../config/app-config.js';
import { FILE_STORAGE } from './file-storage.js';
import { FilesService, maxFormFieldBytes } from './files.service.js';
import { LocalFileStorage } from './local-file-storage.js';
import { StoredFilesRepository } from './stored-files.repository.js';
import { UploadReceiver } from './upload-receiver.js';
import { personDataProvider } from '../people/index.js';
import { filesPersonData } from './files.person-data.js';

/**
 * Options of every upload form's multipart parser: one file of at most 5 MB and a few short
 * text fields, in any order; file names read as UTF-8.
 */
export const uploadOptions: Omit<MultipartOptions, 'dest' | 'storage'> = {
  limits: {
    fileSize: maxUploadBytes,
    files: 1,
    fields: 40,
    fieldNameSize: 100,
    fieldSize: maxFormFieldBytes,
    parts: 41,
  },
  defParamCharset: 'utf8',
};

@Module({
  providers: [
    personDataProvider(filesPersonData),
    {
      provide: FILE_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LocalFileStorage(config.FILE_STORAGE_DIR),
    },
    StoredFilesRepository,
    FilesService,
  ],
  exports: [FilesService, StoredFilesRepository, FILE_STORAGE],
})
export class FilesModule {}

/**
 * Imported by each module with an upload form (`@ReceivesUpload`): its parser streams files
 * into FilesService's temporary storage instead of memory.
 */
export const UploadsModule = MultipartModule.registerAsync({
  imports: [FilesModule],
  inject: [FilesService],
  useFactory: (files: FilesService) => ({ storage: new UploadReceiver(files) }),
});
