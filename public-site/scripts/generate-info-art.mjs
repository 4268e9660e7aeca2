// Draws the illustrations of the home, about and contact pages as small SVG files.
// Run with `node scripts/generate-info-art.mjs` from public-site; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets');
const font = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

function write(path, svg) {
  const file = join(assets, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, '\n').trim()}\n`);
  console.log(`${path}: ${svg.length} bytes`);
}

/** A small deterministic random source, so the art is the same on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A closed wavy ring around (cx, cy): one contour line of a topographic map. */
function contour(cx, cy, radius, wobble, phase, squash = 0.6) {
  const points = [];
  for (let i = 0; i < 48; i += 1) {
    const a = (i / 48) * Math.PI * 2;
    const r =
      radius * (1 + wobble * Math.sin(3 * a + phase) + wobble * 0.5 * Math.cos(5 * a - phase));
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a) * squash]);
  }
  return `M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;
}

function contours(cx, cy, count, step, seed) {
  const rnd = random(seed);
  const phase = rnd() * 6;
  return Array.from({ length: count }, (_, i) =>
    contour(cx, cy, 40 + i * step, 0.06 + rnd() * 0.03, phase + i * 0.35),
  ).join('');
}

// Home hero: a dark teal sky over the hills of the Rift, with contour lines.
write(
  'home/hero-background.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b2b2c"/><stop offset=".55" stop-color="#0f3d3e"/><stop offset="1" stop-color="#1a2b4a"/>
    </linearGradient>
    <radialGradient id="sun" cx=".78" cy=".32" r=".35">
      <stop offset="0" stop-color="#f0b44c" stop-opacity=".55"/><stop offset="1" stop-color="#f0b44c" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <rect width="1600" height="900" fill="url(#sun)"/>
  <g fill="none" stroke="#cfe3e0" stroke-opacity=".09" stroke-width="1.5">
    <path d="${contours(360, 260, 11, 34, 7)}"/>
    <path d="${contours(1250, 520, 9, 38, 11)}"/>
  </g>
  <circle cx="1250" cy="290" r="70" fill="#f0b44c" fill-opacity=".85"/>
  <path d="M0 640 180 520 300 590 470 450 620 560 760 500 900 590 1060 470 1200 560 1380 430 1600 560V900H0z" fill="#145a5b" fill-opacity=".75"/>
  <path d="M0 720 220 630 400 690 560 610 760 700 940 640 1120 710 1300 620 1600 700V900H0z" fill="#0f3d3e"/>
  <path d="M0 790c200-40 400 10 600-20s420-40 620-10 300 20 380 10V900H0z" fill="#b45309" fill-opacity=".55"/>
  <path d="M0 840c220-30 420 10 640-15s400-30 600-5 280 15 360 5V900H0z" fill="#0b2b2c"/>
</svg>`,
);

// The 30-years badge: a gold seal.
const ring = 'M80 80m-57 0a57 57 0 1 1 114 0a57 57 0 1 1-114 0';
write(
  'home/badge-30-years.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f7d488"/><stop offset=".5" stop-color="#e9a23b"/><stop offset="1" stop-color="#b45309"/>
    </linearGradient>
    <path id="ring" d="${ring}"/>
  </defs>
  <g fill="url(#gold)">${Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<circle cx="${r1(80 + 72 * Math.cos(a))}" cy="${r1(80 + 72 * Math.sin(a))}" r="8"/>`;
  }).join('')}</g>
  <circle cx="80" cy="80" r="72" fill="url(#gold)"/>
  <circle cx="80" cy="80" r="66" fill="#0f3d3e"/>
  <circle cx="80" cy="80" r="49" fill="none" stroke="#f0b44c" stroke-width="1.5" stroke-dasharray="2 3"/>
  <text font-family="${font}" font-size="9.5" font-weight="700" fill="#f7d488">
    <textPath href="#ring" textLength="356" lengthAdjust="spacing">AAWG · 1995 – 2025 · AAWG · 1995 – 2025 ·</textPath>
  </text>
  <text x="80" y="92" text-anchor="middle" font-family="${font}" font-size="46" font-weight="800" fill="#ffffff">30</text>
  <text x="80" y="111" text-anchor="middle" font-family="${font}" font-size="11" font-weight="700" letter-spacing="3" fill="#f0b44c">YEARS</text>
</svg>`,
);

// Steering committee portraits: friendly, faceless busts in the site's colours.
const portraits = [
  {
    file: 'member-1',
    bg: '#cfe3e0',
    skin: '#8d5524',
    cloth: '#145a5b',
    hair: 'wrap',
    hairColour: '#e9a23b',
  },
  {
    file: 'member-2',
    bg: '#fde7c2',
    skin: '#5c3a21',
    cloth: '#b45309',
    hair: 'afro',
    hairColour: '#1b1b1b',
  },
  {
    file: 'member-3',
    bg: '#dbe7f5',
    skin: '#a8693a',
    cloth: '#1f7a7a',
    hair: 'bun',
    hairColour: '#2b1d14',
  },
  {
    file: 'member-4',
    bg: '#eef7f6',
    skin: '#6f4428',
    cloth: '#1a2b4a',
    hair: 'short',
    hairColour: '#141414',
  },
];

function hair(kind, colour) {
  switch (kind) {
    case 'wrap':
      return `<path d="M130 150c0-55 32-88 70-88s70 33 70 88c-8-22-18-30-30-34-20-6-60-6-80 0-12 4-22 12-30 34z" fill="${colour}"/>
        <path d="M138 118c20-40 104-40 124 0-10 6-18 8-26 6-24-8-48-8-72 0-8 2-16 0-26-6z" fill="#b45309" fill-opacity=".55"/>
        <circle cx="250" cy="92" r="24" fill="${colour}"/>`;
    case 'afro':
      return `<circle cx="200" cy="140" r="84" fill="${colour}"/>`;
    case 'bun':
      return `<circle cx="200" cy="62" r="28" fill="${colour}"/><path d="M136 160c-4-60 28-92 64-92s68 32 64 92c-10-30-30-46-64-46s-54 16-64 46z" fill="${colour}"/>`;
    case 'short':
      return `<path d="M138 150c-2-52 26-82 62-82s64 30 62 82c-8-24-26-38-62-38s-54 14-62 38z" fill="${colour}"/>`;
    default:
      throw new Error(kind);
  }
}

for (const p of portraits) {
  write(
    `committee/${p.file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
    <rect width="400" height="400" fill="${p.bg}"/>
    <circle cx="330" cy="70" r="90" fill="#ffffff" fill-opacity=".35"/>
    ${p.hair === 'afro' ? hair(p.hair, p.hairColour) : ''}
    <path d="M80 400c0-80 50-120 120-120s120 40 120 120z" fill="${p.cloth}"/>
    <path d="M176 240h48v50c-8 10-40 10-48 0z" fill="${p.skin}"/>
    <path d="M170 292c10 14 50 14 60 0l14 8c-16 24-72 24-88 0z" fill="#ffffff" fill-opacity=".25"/>
    <ellipse cx="200" cy="180" rx="62" ry="74" fill="${p.skin}"/>
    ${p.hair === 'afro' ? '' : hair(p.hair, p.hairColour)}
    <circle cx="140" cy="190" r="7" fill="#f0b44c"/><circle cx="260" cy="190" r="7" fill="#f0b44c"/>
  </svg>`,
  );
}

// Partner logos: a mark and a name plate for each of the six partners.
const partners = [
  {
    file: 'pan-african-geoscience-network',
    name: ['Pan-African', 'Geoscience Network'],
    colour: '#145a5b',
    mark: 'globe',
  },
  {
    file: 'great-lakes-earth-science-alliance',
    name: ['Great Lakes Earth', 'Science Alliance'],
    colour: '#1a2b4a',
    mark: 'waves',
  },
  {
    file: 'rift-valley-geothermal-institute',
    name: ['Rift Valley', 'Geothermal Institute'],
    colour: '#b45309',
    mark: 'flame',
  },
  {
    file: 'kampala-school-of-earth-sciences',
    name: ['Kampala School of', 'Earth Sciences'],
    colour: '#0f3d3e',
    mark: 'book',
  },
  {
    file: 'african-women-in-energy-forum',
    name: ['African Women in', 'Energy Forum'],
    colour: '#7c2d12',
    mark: 'bolt',
  },
  {
    file: 'geodata-africa-initiative',
    name: ['GeoData Africa', 'Initiative'],
    colour: '#1f5f8b',
    mark: 'grid',
  },
];

function mark(kind, colour) {
  const ring = `<circle cx="44" cy="60" r="30" fill="${colour}"/>`; // drawn at (44, 60), moved by the caller
  switch (kind) {
    case 'globe':
      return `${ring}<g fill="none" stroke="#fff" stroke-width="3"><circle cx="44" cy="60" r="18"/><path d="M26 60h36M44 42c-10 12-10 24 0 36M44 42c10 12 10 24 0 36"/></g>`;
    case 'waves':
      return `${ring}<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M26 52c6-6 12 6 18 0s12 6 18 0M26 62c6-6 12 6 18 0s12 6 18 0M26 72c6-6 12 6 18 0s12 6 18 0"/></g>`;
    case 'flame':
      return `${ring}<path d="M44 38c10 12 14 20 14 28a14 14 0 0 1-28 0c0-6 3-10 7-14 0 6 3 9 6 9-3-8-2-15 1-23z" fill="#fde7c2"/>`;
    case 'book':
      return `${ring}<path d="M28 48h12a4 4 0 0 1 4 4v22a3 3 0 0 0-3-3H28zM60 48H48a4 4 0 0 0-4 4v22a3 3 0 0 1 3-3h13z" fill="#fff"/>`;
    case 'bolt':
      return `${ring}<path d="M48 38 32 64h11l-4 18 17-27H45z" fill="#fde7c2"/>`;
    case 'grid':
      return `${ring}<g fill="#fff">${[0, 1, 2]
        .flatMap((x) =>
          [0, 1, 2].map(
            (y) =>
              `<rect x="${31 + x * 10}" y="${47 + y * 10}" width="7" height="7" rx="1.5" opacity="${(x + y) % 2 ? 0.6 : 1}"/>`,
          ),
        )
        .join('')}</g>`;
    default:
      throw new Error(kind);
  }
}

for (const p of partners) {
  write(
    `partners/${p.file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 140" width="200" height="140">
    <g transform="translate(56 -22)">${mark(p.mark, p.colour)}</g>
    <text font-family="${font}" font-weight="700" fill="${p.colour}" text-anchor="middle" font-size="15">
      <tspan x="100" y="102">${p.name[0]}</tspan>
      <tspan x="100" y="121">${p.name[1]}</tspan>
    </text>
  </svg>`,
  );
}

// About: the 11th conference, Kampala's hills above Lake Victoria.
write(
  'about/eleventh-conference.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
  <defs>
    <linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde7c2"/><stop offset="1" stop-color="#f7c97a"/></linearGradient>
    <linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f7a7a"/><stop offset="1" stop-color="#0f3d3e"/></linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#s)"/>
  <circle cx="590" cy="170" r="80" fill="#e9a23b"/>
  <path d="M0 330 120 250 230 300 340 220 470 300 580 240 700 290 800 250V600H0z" fill="#6b8f71"/>
  <path d="M0 380 140 320 260 360 400 300 520 360 660 320 800 360V600H0z" fill="#3f6f55"/>
  <g fill="#fff7ea" stroke="#0f3d3e" stroke-width="2">
    <rect x="180" y="330" width="36" height="46"/><rect x="226" y="316" width="30" height="60"/><rect x="264" y="300" width="40" height="76"/>
    <rect x="312" y="322" width="28" height="54"/><rect x="470" y="326" width="34" height="50"/><rect x="512" y="310" width="26" height="66"/>
  </g>
  <g fill="#0f3d3e">${[190, 200, 234, 244, 274, 288, 318, 328, 478, 490, 518, 528]
    .map((x, i) => `<rect x="${x}" y="${340 + (i % 3) * 10}" width="5" height="6"/>`)
    .join('')}</g>
  <path d="M0 400c160-20 300 10 420-4s260-24 380-6V600H0z" fill="url(#l)"/>
  <g fill="none" stroke="#cfe3e0" stroke-opacity=".5" stroke-width="3" stroke-linecap="round">
    <path d="M80 470h90M260 500h120M470 460h80M600 520h110M140 550h70"/>
  </g>
  <path d="M520 500l40-60 40 60z" fill="#fff7ea"/><path d="M560 440v60" stroke="#0f3d3e" stroke-width="3"/>
  <path d="M500 502h120l-14 16h-92z" fill="#b45309"/>
</svg>`,
);

// Contact: a simplified map of Entebbe on the shore of Lake Victoria.
write(
  'contact/entebbe-map.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 480" width="800" height="480">
  <rect width="800" height="480" fill="#9fd3e6"/>
  <g fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="1">${Array.from(
    { length: 9 },
    (_, i) => `<path d="M0 ${40 + i * 50}c120-14 240 14 360 0s280-14 440 0"/>`,
  ).join('')}</g>
  <path d="M0 0h800v120c-70 10-110 40-160 36-60-4-70 50-130 60-50 8-70 60-120 66-46 6-60 70-110 80-40 8-60 70-80 118H0z" fill="#e8efe1"/>
  <path d="M0 0h420c-40 30-70 30-120 40-60 12-70 60-140 70C100 118 60 160 0 170z" fill="#d5e6c8"/>
  <path d="M300 300c40-10 60-50 100-56 36-6 50-40 80-50l14 22c-26 14-40 44-76 52-34 8-60 44-100 56z" fill="#c9ddb8"/>
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M40 20C120 90 190 140 250 190s80 110 120 150" stroke="#ffffff" stroke-width="12"/>
    <path d="M40 20C120 90 190 140 250 190s80 110 120 150" stroke="#f0b44c" stroke-width="7"/>
    <path d="M250 190c60-10 110-40 170-90M160 120c-40 30-80 40-140 50" stroke="#ffffff" stroke-width="6"/>
  </g>
  <g fill="#0f3d3e" font-family="${font}">
    <rect x="396" y="330" width="110" height="16" rx="3" fill="#7a8a8f" transform="rotate(-28 451 338)"/>
    <text x="520" y="372" font-size="16" font-weight="700">Entebbe International Airport</text>
    <text x="60" y="60" font-size="15" font-weight="600">to Kampala (about 35 km)</text>
    <text x="560" y="430" font-size="22" font-style="italic" fill="#145a5b">Lake Victoria</text>
    <text x="120" y="250" font-size="18" font-weight="700">ENTEBBE</text>
  </g>
  <g transform="translate(318 236)">
    <path d="M0 0c-16-22-26-34-26-48a26 26 0 0 1 52 0c0 14-10 26-26 48z" fill="#b45309" stroke="#ffffff" stroke-width="3"/>
    <circle cx="0" cy="-48" r="10" fill="#ffffff"/>
  </g>
  <g transform="translate(680 40)" font-family="${font}" font-size="14" font-weight="700" fill="#0f3d3e">
    <circle cx="0" cy="0" r="24" fill="#ffffff" fill-opacity=".85"/>
    <path d="M0-18 6 0H-6z" fill="#0f3d3e"/><text x="0" y="16" text-anchor="middle">N</text>
  </g>
</svg>`,
);
