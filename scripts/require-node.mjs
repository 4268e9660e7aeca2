// Runs before `npm start` and `npm test`: on an older Node the project's scripts would fail
// further on with an error that does not say why, so this says it in one sentence.
import { readFileSync } from 'node:fs';

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const minimum = engines.node.replace(/^>=/, '');
const parts = (version) => version.replace(/^v/, '').split('.').map(Number);
const [have, need] = [parts(process.versions.node), parts(minimum)];
const older = have.findIndex((part, i) => part !== need[i]);

if (older !== -1 && have[older] < need[older]) {
  console.error(
    `CAAWG11 needs Node.js ${minimum} or newer (.nvmrc: ${wanted}), and this is ${process.version}: ` +
      'get it with `nvm install`, `fnm use --install-if-missing`, or run ' +
      `\`npx -p node@${need[0]} -- npm ${process.env.npm_lifecycle_event ?? 'install'}\`.`,
  );
  process.exit(1);
}
