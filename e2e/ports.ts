/** Ports of the system the journeys run against, apart from those of `npm start`. */
export const e2ePorts = {
  shell: 4400,
  publicSite: 4401,
  adminPortal: 4402,
  api: 3100,
  workerHealth: 3101,
  smtp: 1125,
  inbox: 1180,
} as const;

/** Also named in reset-database.mjs, which empties it before each run. */
export const e2eDatabase = 'caawg11_e2e';
export const shellUrl = `http://localhost:${e2ePorts.shell}`;
export const inboxUrl = `http://127.0.0.1:${e2ePorts.inbox}`;
