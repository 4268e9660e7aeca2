import { IsIn } from 'class-validator';
import { staffRoles, type StaffRole } from '@caawg11/conference';

export class ChangeRoleDto {
  @IsIn([...staffRoles], {
    message: `role must be one of ${staffRoles.join(', ')}`,
  })
  role: StaffRole;
}
