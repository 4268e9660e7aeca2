import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { runMigrationsUnderLock } from './migration-lock.js';
import { typeormOptions, type EntityList } from './typeorm-options.js';

@Module({})
export class DatabaseModule {
  /** The connection, with the entities the composition root lists (`src/entities.ts`). */
  static withEntities(entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => typeormOptions(config, entities),
          // Migrations run before anything uses the connection, in the api and the worker alike.
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await runMigrationsUnderLock(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
