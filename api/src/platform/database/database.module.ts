import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { runMigrationsUnderLock } from './migration-lock.js';
import { typeormOptions } from './typeorm-options.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => typeormOptions(config),
      // Migrations run before anything uses the connection, in the api and the worker alike.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await runMigrationsUnderLock(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
