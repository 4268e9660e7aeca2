import { Module } from '@nestjs/common';
import { AccessLinksModule } from '../access-links/access-links.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { FilesModule } from '../files/files.module.js';
import { ErasureRequestsService } from './erasure-requests.service.js';
import { personKinds } from './kinds/index.js';
import { MyDataController } from './my-data.controller.js';
import { PeopleController } from './people.controller.js';
import { PERSON_KINDS, PeopleService } from './people.service.js';
import { PersonErasureService } from './person-erasure.service.js';

@Module({
  imports: [AccessLinksModule, AuditModule, FilesModule],
  controllers: [PeopleController, MyDataController],
  providers: [
    { provide: PERSON_KINDS, useValue: personKinds },
    PeopleService,
    PersonErasureService,
    ErasureRequestsService,
  ],
})
export class PeopleModule {}
