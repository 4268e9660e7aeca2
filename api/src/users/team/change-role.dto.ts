import { IsIn } from 'class-validator';
import { staffRoles, type RoleChange, type StaffRole } from '@caawg11/conference';

export class ChangeRoleDto implements RoleChange {
  @IsIn([...staffRoles], {
    message: `role must be one of ${staffRoles.join(', ')}`,
  })
  role: StaffRole;
}
