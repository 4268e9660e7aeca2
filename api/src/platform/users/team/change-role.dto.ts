import { roleChangeRules as rules, type RoleChange, type StaffRole } from '@caawg11/conference';
import { TrimmedText } from '../../common/dto-rules.js';

export class ChangeRoleDto implements RoleChange {
  @TrimmedText(rules.role)
  role: StaffRole;
}
