import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import {
  adminToken,
  badgeQrImage,
  cameraViewOf,
  doorFolder,
  doorSeedFile,
  fakeCameraFile,
  seedRegistrations,
  type DoorSeed,
} from '../support/door';

/**
 * Before the door's browser starts: the delegates of the journey, and the fake camera's video of
 * one delegate's badge, made from the QR in the badge PDF the api prints.
 */
setup('delegates and a badge in front of the camera', async ({ request }) => {
  const [typed, scanned, unpaid, ...offline] = await seedRegistrations([
    { firstName: 'Akello', otherNames: 'Typed', paid: true },
    { firstName: 'Nakato', otherNames: 'Scanned', paid: true },
    { firstName: 'Amina', otherNames: 'Unpaid', paid: false },
    { firstName: 'Offline', otherNames: 'One', paid: true },
    { firstName: 'Offline', otherNames: 'Two', paid: true },
    { firstName: 'Offline', otherNames: 'Three', paid: true },
  ]);
  const badge = await request.get(`/api/admin/registrations/${scanned!.id}/badge`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(badge.status()).toBe(200);
  mkdirSync(doorFolder, { recursive: true });
  writeFileSync(fakeCameraFile, cameraViewOf(badgeQrImage(await badge.body())));
  const seed: DoorSeed = {
    typed: typed!.reference,
    scanned: scanned!.reference,
    unpaid: unpaid!.reference,
    offline: offline.map((registration) => registration.reference),
  };
  writeFileSync(doorSeedFile, JSON.stringify(seed));
});
