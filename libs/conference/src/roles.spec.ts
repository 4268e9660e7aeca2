import { subject } from '@casl/ability';
import { permissionsFor, staffRoles } from './roles.js';

describe('the permission table', () => {
  it('gives admin everything, team management included, and a plain user nothing', () => {
    expect(permissionsFor({ role: 'admin' }).can('manage', 'Team')).toBe(true);
    expect(permissionsFor({ role: 'user' }).rules).toEqual([]);
  });

  it('keeps team management for admins only', () => {
    const managers = staffRoles.filter((role) => permissionsFor({ role }).can('manage', 'Team'));
    expect(managers).toEqual(['admin']);
  });

  it('lets logistics read registrations but not change them', () => {
    const logistics = permissionsFor({ role: 'logistics' });
    expect(logistics.can('read', 'Registration')).toBe(true);
    expect(logistics.can('update', 'Registration')).toBe(false);
    expect(logistics.can('update', 'Booking')).toBe(true);
  });

  it("opens registrants' student IDs and payment proofs to finance and admin only", () => {
    const readers = staffRoles.filter((role) => permissionsFor({ role }).can('read', 'File'));
    expect(readers).toEqual(['admin', 'finance']);
  });

  it('keeps a reviewer to the review screen, out of the abstracts inbox', () => {
    const reviewer = permissionsFor({
      role: 'reviewer',
      subthemes: ['Harnessing Geospatial Data and AI'],
    });
    const abstract = (subtheme: string) => subject('Abstract', { subtheme });
    expect(reviewer.can('read', abstract('Harnessing Geospatial Data and AI'))).toBe(false);
    expect(reviewer.can('read', 'Inbox')).toBe(false);
    expect(reviewer.can('update', 'Review')).toBe(true);
    expect(reviewer.can('read', 'ReviewSettings')).toBe(false);
    expect(reviewer.can('update', 'AbstractDecision')).toBe(false);
    expect(reviewer.can('read', 'Registration')).toBe(false);
  });

  it('keeps a check-in volunteer to checking people in', () => {
    const volunteer = permissionsFor({ role: 'check-in' });
    expect(volunteer.can('create', 'CheckIn')).toBe(true);
    expect(volunteer.can('read', 'CheckIn')).toBe(true);
    expect(volunteer.can('manage', 'CheckIn')).toBe(false);
    expect(volunteer.can('read', 'Registration')).toBe(false);
    expect(volunteer.can('read', 'Dashboard')).toBe(false);
    expect(volunteer.can('read', 'Badge')).toBe(false);
  });
});
