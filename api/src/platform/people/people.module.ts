import { Global, Module } from '@nestjs/common';
import { AccessLinksModule } from '../../registrations-and-money/access-links/access-links.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { FilesModule } from '../files/files.module.js';
import { ErasureRequestsService } from './erasure-requests.service.js';
import { MyDataController } from './my-data.controller.js';
import { PeopleController } from './people.controller.js';
import { peoplePersonData } from './people.person-data.js';
import { PeopleService } from './people.service.js';
import { PersonDataRegistry, personDataProvider } from './person-data.registry.js';
import { PersonErasureService } from './person-erasure.service.js';

/** Global: every feature module gives the registry the declaration of its own tables. */
@Global()
@Module({
  imports: [AccessLinksModule, AuditModule, FilesModule],
  controllers: [PeopleController, MyDataController],
  providers: [
    PersonDataRegistry,
    personDataProvider(peoplePersonData),
    PeopleService,
    PersonErasureService,
    ErasureRequestsService,
  ],
  exports: [PersonDataRegistry],
})
export class PeopleModule {}
