import type { AccountRole, StaffRole } from './roles.js';
import type { SubthemeTitle } from './choices.js';

/** An organiser's account as team management lists it. */
export interface TeamMember {
  id: string;
  email: string;
  role: AccountRole;
  status: 'active' | 'disabled';
  createdAt: string;
  /** For a reviewer: the subthemes whose abstracts they review. */
  subthemes: SubthemeTitle[];
  /** Whether the member signs in with a second factor. */
  twoFactor: boolean;
}

/** How long an invitation's link can be used. */
export const invitationLifetimeHours = 72;

/** `POST /api/admin/team/invitations`: the invitee gets a single-use link by e-mail. */
export interface TeamInvitationRequest {
  email: string;
  role: StaffRole;
  /** For a reviewer. */
  subthemes?: SubthemeTitle[];
}

/** An invitation not yet accepted, as team management lists it. */
export interface TeamInvitation {
  id: string;
  email: string;
  role: StaffRole;
  subthemes: SubthemeTitle[];
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}

/** `PUT /api/admin/team/:id/role`. */
export interface RoleChange {
  role: StaffRole;
}

/** `PUT /api/admin/team/:id/subthemes`. */
export interface ReviewerSubthemesChange {
  subthemes: SubthemeTitle[];
}

/**
 * `POST /api/auth/invitations/preview`: the token of the invitation link travels in the body,
 * never in a path or query that logs would keep.
 */
export interface InvitationLink {
  token: string;
}

/** The answer to `POST /api/auth/invitations/preview`: what the set-password page shows. */
export interface InvitationPreview {
  email: string;
  role: StaffRole;
}

/** `POST /api/auth/invitations/accept`: the invitee's own password; answers as a sign-in does. */
export interface InvitationAcceptance extends InvitationLink {
  password: string;
}
