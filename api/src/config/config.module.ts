import { Global, Module } from '@nestjs/common';
import { systemClock } from '@caawg11/conference';
import { AppConfig, loadConfig } from './app-config.js';
import { CLOCK } from './clock.token.js';

@Global()
@Module({
  providers: [
    { provide: AppConfig, useFactory: () => loadConfig() },
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [AppConfig, CLOCK],
})
export class ConfigModule {}
