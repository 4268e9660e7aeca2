#!/usr/bin/env node
// Generates the accommodation page's media: 13 illustrated views of the delegates'
// apartment (WebP, with thumbnails) and a short, muted, looping room-tour video with its
// poster. The outputs are committed; nothing here runs at build time.
//
//   node public-site/scripts/generate-accommodation-media.mjs
//
// Needs sharp (a devDependency of public-site) and ffmpeg on the PATH
// (Debian: apt-get install -y ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const imageDir = join(root, 'public/images/accommodation');
const mediaDir = join(root, 'public/media');
const width = 1200;
const height = 800;
const thumbWidth = 240;
const thumbHeight = 160;

// ---------------------------------------------------------------------------------------
// Drawing: a one-point-perspective room (back wall, floor, side walls) with furniture.
// ---------------------------------------------------------------------------------------

const back = { x: 300, y: 170, w: 600, h: 360 }; // the back wall's rectangle

function room({ wall, side, floor, ceiling = '#f8f5ef', trim = '#d9cfc0' }) {
  const { x, y, w, h } = back;
  return `
    <rect width="${width}" height="${height}" fill="${ceiling}"/>
    <polygon points="0,0 ${x},${y} ${x},${y + h} 0,${height}" fill="${side}"/>
    <polygon points="${width},0 ${x + w},${y} ${x + w},${y + h} ${width},${height}" fill="${side}" opacity="0.92"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>
    <polygon points="0,${height} ${x},${y + h} ${x + w},${y + h} ${width},${height}" fill="${floor}"/>
    ${floorLines(floor)}
    <line x1="${x}" y1="${y + h}" x2="${x + w}" y2="${y + h}" stroke="${trim}" stroke-width="6"/>
    <rect x="${x + w / 2 - 40}" y="${y - 60}" width="80" height="10" rx="5" fill="#fffbe6" opacity="0.9"/>`;
}

function floorLines(floor) {
  const { x, y, w, h } = back;
  let lines = '';
  for (let i = 1; i < 8; i += 1) {
    const bx = x + (w * i) / 8;
    const fx = (width * i) / 8;
    lines += `<line x1="${bx}" y1="${y + h}" x2="${fx}" y2="${height}" stroke="#000" stroke-opacity="0.07" stroke-width="3"/>`;
  }
  return `<g>${lines}</g><rect x="0" y="${y + h}" width="${width}" height="${height - y - h}" fill="${floor}" opacity="0"/>`;
}

function windowView(
  cx,
  top,
  w,
  h,
  { sky = '#9fd3f0', hills = '#5f9d5a', curtain = '#e9a23b' } = {},
) {
  const left = cx - w / 2;
  return `
    <rect x="${left - 10}" y="${top - 10}" width="${w + 20}" height="${h + 20}" fill="#fff"/>
    <rect x="${left}" y="${top}" width="${w}" height="${h}" fill="${sky}"/>
    <path d="M${left},${top + h * 0.7} Q${left + w * 0.3},${top + h * 0.45} ${left + w * 0.55},${top + h * 0.65} T${left + w},${top + h * 0.6} V${top + h} H${left} Z" fill="${hills}"/>
    <circle cx="${left + w * 0.78}" cy="${top + h * 0.25}" r="${h * 0.09}" fill="#ffe27a"/>
    <line x1="${cx}" y1="${top}" x2="${cx}" y2="${top + h}" stroke="#fff" stroke-width="8"/>
    <rect x="${left - 40}" y="${top - 20}" width="44" height="${h + 60}" rx="8" fill="${curtain}"/>
    <rect x="${left + w - 4}" y="${top - 20}" width="44" height="${h + 60}" rx="8" fill="${curtain}"/>`;
}

function bed(
  cx,
  baseY,
  w,
  { sheet = '#ffffff', blanket = '#1f7a7a', head = '#7a4e2d', pillows = 2 } = {},
) {
  const left = cx - w / 2;
  let pillowSvg = '';
  const pw = (w - 40) / pillows;
  for (let i = 0; i < pillows; i += 1) {
    pillowSvg += `<rect x="${left + 20 + i * pw + 6}" y="${baseY - 150}" width="${pw - 12}" height="40" rx="16" fill="#fdfdfd" stroke="#e5e5e5"/>`;
  }
  return `
    <rect x="${left}" y="${baseY - 230}" width="${w}" height="120" rx="10" fill="${head}"/>
    <rect x="${left - 20}" y="${baseY - 120}" width="${w + 40}" height="100" rx="14" fill="${sheet}"/>
    <rect x="${left - 20}" y="${baseY - 80}" width="${w + 40}" height="70" rx="12" fill="${blanket}"/>
    ${pillowSvg}
    <rect x="${left - 10}" y="${baseY - 12}" width="18" height="30" fill="${head}"/>
    <rect x="${left + w - 8}" y="${baseY - 12}" width="18" height="30" fill="${head}"/>`;
}

function sofa(cx, baseY, w, colour = '#145a5b') {
  const left = cx - w / 2;
  return `
    <rect x="${left}" y="${baseY - 170}" width="${w}" height="100" rx="24" fill="${colour}"/>
    <rect x="${left - 30}" y="${baseY - 110}" width="60" height="100" rx="20" fill="${colour}"/>
    <rect x="${left + w - 30}" y="${baseY - 110}" width="60" height="100" rx="20" fill="${colour}"/>
    <rect x="${left + 20}" y="${baseY - 90}" width="${w - 40}" height="60" rx="14" fill="${colour}" opacity="0.85"/>
    <rect x="${left + 40}" y="${baseY - 150}" width="70" height="60" rx="12" fill="#f0b44c"/>
    <rect x="${left + w - 110}" y="${baseY - 150}" width="70" height="60" rx="12" fill="#f0b44c"/>
    <rect x="${left}" y="${baseY - 10}" width="14" height="22" fill="#3b2a1a"/>
    <rect x="${left + w - 14}" y="${baseY - 10}" width="14" height="22" fill="#3b2a1a"/>`;
}

function table(cx, topY, w, { top = '#8b5a33', chairs = 0, chairColour = '#3b2a1a' } = {}) {
  const left = cx - w / 2;
  let chairSvg = '';
  for (let i = 0; i < chairs; i += 1) {
    const chairX = left + 20 + (i * (w - 80)) / Math.max(1, chairs - 1);
    chairSvg += `<rect x="${chairX}" y="${topY - 70}" width="60" height="80" rx="8" fill="${chairColour}"/>`;
  }
  return `
    ${chairSvg}
    <rect x="${left}" y="${topY}" width="${w}" height="22" rx="6" fill="${top}"/>
    <rect x="${left + 14}" y="${topY + 22}" width="14" height="110" fill="${top}"/>
    <rect x="${left + w - 28}" y="${topY + 22}" width="14" height="110" fill="${top}"/>`;
}

function tv(cx, top, w) {
  const h = w * 0.56;
  return `
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="6" fill="#1b1b1b"/>
    <rect x="${cx - w / 2 + 8}" y="${top + 8}" width="${w - 16}" height="${h - 16}" fill="#2f6f8f"/>
    <path d="M${cx - w / 2 + 8},${top + h - 30} L${cx - 20},${top + h / 2} L${cx + 30},${top + h - 40} L${cx + w / 2 - 8},${top + h / 3} V${top + h - 8} H${cx - w / 2 + 8} Z" fill="#5fa8c8"/>`;
}

function lamp(x, baseY, h = 220) {
  return `
    <rect x="${x - 4}" y="${baseY - h}" width="8" height="${h}" fill="#444"/>
    <ellipse cx="${x}" cy="${baseY}" rx="30" ry="8" fill="#444"/>
    <path d="M${x - 45},${baseY - h + 60} L${x - 28},${baseY - h} H${x + 28} L${x + 45},${baseY - h + 60} Z" fill="#fff3c4"/>`;
}

function plant(x, baseY, scale = 1) {
  const s = scale;
  return `
    <path d="M${x - 30 * s},${baseY - 60 * s} H${x + 30 * s} L${x + 22 * s},${baseY} H${x - 22 * s} Z" fill="#b45309"/>
    <ellipse cx="${x}" cy="${baseY - 110 * s}" rx="${26 * s}" ry="${60 * s}" fill="#2f7d3b"/>
    <ellipse cx="${x - 34 * s}" cy="${baseY - 90 * s}" rx="${20 * s}" ry="${46 * s}" fill="#3d9a4a" transform="rotate(-25 ${x - 34 * s} ${baseY - 90 * s})"/>
    <ellipse cx="${x + 34 * s}" cy="${baseY - 90 * s}" rx="${20 * s}" ry="${46 * s}" fill="#3d9a4a" transform="rotate(25 ${x + 34 * s} ${baseY - 90 * s})"/>`;
}

function picture(cx, top, w, h, colour = '#e9a23b') {
  return `
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="#6b4a2f"/>
    <rect x="${cx - w / 2 + 8}" y="${top + 8}" width="${w - 16}" height="${h - 16}" fill="#fdf6e3"/>
    <circle cx="${cx - w / 6}" cy="${top + h / 2.4}" r="${h / 6}" fill="${colour}"/>
    <path d="M${cx - w / 2 + 8},${top + h - 8} L${cx},${top + h / 2} L${cx + w / 2 - 8},${top + h - 8} Z" fill="#1f7a7a"/>`;
}

function kitchen() {
  const { x, y, w, h } = back;
  const counterTop = y + h - 150;
  let cabinets = '';
  for (let i = 0; i < 6; i += 1) {
    cabinets += `<rect x="${x + 10 + i * 97}" y="${counterTop + 26}" width="90" height="118" rx="4" fill="#f4efe6" stroke="#cfc5b4"/>`;
    cabinets += `<rect x="${x + 10 + i * 97}" y="${y + 20}" width="90" height="110" rx="4" fill="#f4efe6" stroke="#cfc5b4"/>`;
    cabinets += `<rect x="${x + 50 + i * 97}" y="${counterTop + 40}" width="10" height="4" fill="#777"/>`;
  }
  return `
    ${cabinets}
    <rect x="${x}" y="${counterTop}" width="${w}" height="26" fill="#3b3b3b"/>
    <rect x="${x + 120}" y="${counterTop - 14}" width="120" height="14" rx="4" fill="#999"/>
    <circle cx="${x + 150}" cy="${counterTop - 7}" r="9" fill="#222"/>
    <circle cx="${x + 210}" cy="${counterTop - 7}" r="9" fill="#222"/>
    <rect x="${x + 360}" y="${counterTop - 10}" width="110" height="10" rx="3" fill="#c9d6df"/>
    <path d="M${x + 450},${counterTop - 10} v-50 h-30" stroke="#9aa7b0" stroke-width="8" fill="none"/>
    <rect x="${x + w - 10}" y="${y + 20}" width="110" height="${h + 60}" rx="6" fill="#dfe6ea" stroke="#b8c2c8"/>
    <rect x="${x + w + 80}" y="${y + 120}" width="8" height="60" rx="4" fill="#8a959c"/>
    <rect x="${x + w + 80}" y="${y + 260}" width="8" height="80" rx="4" fill="#8a959c"/>
    <circle cx="${x + 530}" cy="${counterTop - 22}" r="22" fill="#e9a23b"/>
    <circle cx="${x + 560}" cy="${counterTop - 18}" r="18" fill="#c0392b"/>`;
}

function bathroom() {
  const { x, y, w, h } = back;
  let tiles = '';
  for (let row = 0; row < 9; row += 1) {
    for (let col = 0; col < 15; col += 1) {
      tiles += `<rect x="${x + col * 40}" y="${y + row * 40}" width="39" height="39" fill="${(row + col) % 2 ? '#e6f2f2' : '#f5fbfb'}"/>`;
    }
  }
  return `
    ${tiles}
    <rect x="${x + 40}" y="${y + 40}" width="200" height="${h - 40}" fill="#cfe3e0" opacity="0.6" stroke="#9fbfbc" stroke-width="4"/>
    <path d="M${x + 140},${y + 40} v30" stroke="#888" stroke-width="8"/>
    <circle cx="${x + 140}" cy="${y + 82}" r="18" fill="#aaa"/>
    <rect x="${x + 330}" y="${y + h - 170}" width="200" height="30" rx="8" fill="#fff" stroke="#ddd"/>
    <rect x="${x + 350}" y="${y + h - 140}" width="160" height="140" fill="#8b5a33"/>
    <rect x="${x + 360}" y="${y + 40}" width="140" height="150" rx="10" fill="#dff3ff" stroke="#b0c4ce" stroke-width="6"/>
    <path d="M${x + 430},${y + h - 170} v-30 h20" stroke="#888" stroke-width="6" fill="none"/>
    <rect x="${x + w - 40}" y="${y + 120}" width="16" height="120" fill="#e9a23b"/>
    <rect x="${x + w - 56}" y="${y + 110}" width="48" height="14" rx="4" fill="#777"/>`;
}

function exterior() {
  let windows = '';
  for (let floorIndex = 0; floorIndex < 5; floorIndex += 1) {
    for (let col = 0; col < 6; col += 1) {
      const lit = (floorIndex * 7 + col * 3) % 5 === 0;
      windows += `<rect x="${330 + col * 95}" y="${170 + floorIndex * 90}" width="60" height="55" rx="4" fill="${lit ? '#ffe9a8' : '#8ec5e6'}" stroke="#fff" stroke-width="4"/>`;
      windows += `<rect x="${322 + col * 95}" y="${228 + floorIndex * 90}" width="76" height="8" fill="#d9cfc0"/>`;
    }
  }
  return `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc3ef"/><stop offset="1" stop-color="#d7efff"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1030" cy="120" r="55" fill="#ffe27a"/>
    <ellipse cx="180" cy="110" rx="90" ry="26" fill="#fff" opacity="0.9"/>
    <ellipse cx="250" cy="95" rx="70" ry="24" fill="#fff" opacity="0.9"/>
    <path d="M0,560 Q200,470 420,540 T900,520 T1200,540 V800 H0 Z" fill="#6fae5c"/>
    <rect x="300" y="140" width="600" height="520" fill="#f3ede2"/>
    <rect x="290" y="120" width="620" height="30" fill="#145a5b"/>
    ${windows}
    <rect x="540" y="610" width="120" height="50" fill="#145a5b"/>
    <rect x="0" y="660" width="${width}" height="140" fill="#8a8a8a"/>
    <path d="M0,730 H1200" stroke="#fff" stroke-width="8" stroke-dasharray="60 40"/>
    ${plant(230, 660, 1.4)}
    ${plant(980, 660, 1.6)}
    <rect x="560" y="560" width="80" height="24" rx="4" fill="#e9a23b"/>`;
}

function corridor() {
  return `
    <rect width="${width}" height="${height}" fill="#efe8dc"/>
    <polygon points="0,0 480,260 480,540 0,800" fill="#e2d6c3"/>
    <polygon points="1200,0 720,260 720,540 1200,800" fill="#dccfba"/>
    <rect x="480" y="260" width="240" height="280" fill="#f8f3ea"/>
    <polygon points="0,800 480,540 720,540 1200,800" fill="#9b6b43"/>
    <polygon points="200,160 330,230 330,600 200,690" fill="#7a4e2d"/>
    <polygon points="1000,160 870,230 870,600 1000,690" fill="#7a4e2d"/>
    <rect x="880" y="380" width="40" height="60" rx="6" fill="#1b1b1b"/>
    <rect x="888" y="392" width="24" height="12" rx="2" fill="#38d66b"/>
    <rect x="780" y="470" width="120" height="72" rx="10" fill="#1f7a7a" transform="rotate(-12 840 506)"/>
    <rect x="796" y="486" width="40" height="10" rx="4" fill="#f0b44c" transform="rotate(-12 840 506)"/>
    <circle cx="600" cy="120" r="26" fill="#fff8d6"/>
    <circle cx="600" cy="230" r="16" fill="#fff8d6"/>`;
}

function balcony() {
  let rails = '';
  for (let i = 0; i < 25; i += 1)
    rails += `<rect x="${i * 50}" y="520" width="8" height="180" fill="#eee"/>`;
  return `
    <defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="0.6" stop-color="#ffd9a0"/><stop offset="1" stop-color="#fff0d6"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#dusk)"/>
    <circle cx="860" cy="330" r="70" fill="#ffec9e"/>
    <path d="M0,420 Q150,330 320,400 T640,380 T960,410 T1200,390 V800 H0 Z" fill="#4f8a4a"/>
    <path d="M0,470 Q200,420 420,470 T860,450 T1200,470 V800 H0 Z" fill="#3d7040"/>
    <g fill="#e8e0d0">
      <rect x="120" y="420" width="60" height="50"/><rect x="230" y="430" width="80" height="40"/>
      <rect x="700" y="425" width="70" height="45"/><rect x="980" y="420" width="90" height="50"/>
    </g>
    <rect x="0" y="700" width="${width}" height="100" fill="#c8b79d"/>
    <rect x="0" y="510" width="${width}" height="14" fill="#fff"/>
    ${rails}
    ${table(300, 620, 160, { top: '#f4efe6', chairs: 0 })}
    <rect x="150" y="590" width="70" height="110" rx="10" fill="#145a5b"/>
    <rect x="380" y="590" width="70" height="110" rx="10" fill="#145a5b"/>
    <rect x="280" y="590" width="30" height="30" rx="4" fill="#e9a23b"/>
    ${plant(1000, 700, 1.2)}`;
}

function garden() {
  return `
    <rect width="${width}" height="${height}" fill="#bfe3f5"/>
    <path d="M0,380 Q300,300 600,360 T1200,340 V800 H0 Z" fill="#7dbb63"/>
    <path d="M520,800 Q560,560 600,380 Q640,560 680,800 Z" fill="#d9c9a8"/>
    <rect x="760" y="180" width="340" height="220" fill="#f3ede2"/>
    <rect x="750" y="165" width="360" height="24" fill="#145a5b"/>
    <rect x="880" y="300" width="80" height="100" fill="#145a5b"/>
    <text x="930" y="150" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#0f3d3e" text-anchor="middle">VENUE</text>
    ${plant(200, 600, 1.8)}
    ${plant(380, 520, 1.1)}
    ${plant(820, 560, 1.3)}
    ${plant(1060, 640, 1.7)}
    <g fill="#e9a23b"><circle cx="120" cy="700" r="14"/><circle cx="160" cy="720" r="12"/><circle cx="300" cy="690" r="12"/></g>
    <g fill="#c0392b"><circle cx="900" cy="720" r="12"/><circle cx="940" cy="700" r="14"/></g>
    <rect x="420" y="610" width="90" height="12" rx="4" fill="#7a4e2d"/>
    <rect x="430" y="622" width="10" height="40" fill="#7a4e2d"/><rect x="490" y="622" width="10" height="40" fill="#7a4e2d"/>`;
}

const warm = { wall: '#f1e4cf', side: '#e6d5ba', floor: '#b98a5e' };
const cool = { wall: '#dcebea', side: '#cadfdd', floor: '#a77c55' };
const soft = { wall: '#efe3ea', side: '#e2d2dc', floor: '#c39a70' };

/** The 13 views, in gallery order, with their captions. */
const scenes = [
  {
    file: 'apartment-building',
    caption: 'The delegates’ apartment building, a 2-minute walk from the venue',
    svg: exterior(),
  },
  {
    file: 'walk-to-venue',
    caption: 'The garden path from the apartments to the conference venue',
    svg: garden(),
  },
  {
    file: 'living-room',
    caption: 'Shared living room with satellite TV',
    svg: `${room(warm)}${windowView(450, 230, 180, 170)}${tv(760, 250, 170)}${sofa(600, 700, 420)}${table(600, 640, 200, { top: '#6b4a2f' })}${lamp(180, 700)}${plant(1040, 720, 1.3)}`,
  },
  {
    file: 'dining-area',
    caption: 'Dining area for shared meals',
    svg: `${room(cool)}${picture(600, 230, 200, 140)}${windowView(420, 240, 120, 160, { curtain: '#1f7a7a' })}${table(600, 560, 420, { chairs: 4 })}${plant(1030, 720, 1.2)}`,
  },
  {
    file: 'kitchen',
    caption: 'Fully equipped shared kitchen',
    svg: `${room({ ...cool, floor: '#8a8f94' })}${kitchen()}`,
  },
  {
    file: 'master-bedroom',
    caption: 'Master bedroom with en-suite bathroom',
    svg: `${room(soft)}${picture(600, 210, 220, 110, '#c0392b')}${bed(600, 690, 380, { pillows: 2 })}${lamp(300, 690, 160)}${lamp(900, 690, 160)}`,
  },
  {
    file: 'twin-bedroom',
    caption: 'Twin bedroom, ideal for delegates sharing an apartment',
    svg: `${room(warm)}${windowView(600, 220, 160, 150)}${bed(420, 700, 220, { pillows: 1, blanket: '#e9a23b' })}${bed(790, 700, 220, { pillows: 1, blanket: '#e9a23b' })}`,
  },
  {
    file: 'single-deluxe-room',
    caption: 'Single Deluxe Room with a queen-size bed',
    svg: `${room(cool)}${windowView(780, 230, 170, 160, { curtain: '#145a5b' })}${bed(470, 700, 300, { pillows: 2, blanket: '#145a5b' })}${plant(1030, 720, 1.1)}`,
  },
  {
    file: 'en-suite-bathroom',
    caption: 'Private en-suite bathroom with shower',
    svg: `${room({ wall: '#f5fbfb', side: '#dcecec', floor: '#b7c4c8' })}${bathroom()}`,
  },
  {
    file: 'work-desk',
    caption: 'Work desk with fast internet in every room',
    svg: `${room(warm)}${windowView(600, 220, 200, 150)}${table(600, 560, 380, { top: '#6b4a2f' })}<rect x="530" y="470" width="140" height="90" rx="6" fill="#222"/><rect x="540" y="480" width="120" height="70" fill="#2f6f8f"/><rect x="500" y="556" width="200" height="8" rx="3" fill="#444"/><rect x="470" y="580" width="80" height="130" rx="10" fill="#145a5b"/>${lamp(880, 560, 110)}`,
  },
  {
    file: 'bedroom-air-conditioning',
    caption: 'Air-conditioned bedrooms with fitted wardrobes',
    svg: `${room(soft)}<rect x="480" y="190" width="240" height="60" rx="12" fill="#fff" stroke="#ddd" stroke-width="3"/><path d="M500,236 H700" stroke="#bbb" stroke-width="4"/><rect x="310" y="200" width="140" height="330" fill="#c9a27a" stroke="#9b7550" stroke-width="4"/><line x1="380" y1="200" x2="380" y2="530" stroke="#9b7550" stroke-width="4"/>${bed(720, 700, 300, { pillows: 2, blanket: '#7a4e2d' })}`,
  },
  {
    file: 'balcony-view',
    caption: 'Balcony view over the hills at sunset',
    svg: balcony(),
  },
  {
    file: 'key-card-entry',
    caption: 'Secure corridor; every guest has their own key card',
    svg: corridor(),
  },
];

function svgDocument(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  mkdirSync(imageDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'accommodation-media-'));
  try {
    const frames = [];
    for (const [index, scene] of scenes.entries()) {
      const png = await sharp(Buffer.from(svgDocument(scene.svg)))
        .png()
        .toBuffer();
      await sharp(png)
        .webp({ quality: 72, effort: 6 })
        .toFile(join(imageDir, `${scene.file}.webp`));
      await sharp(png)
        .resize(thumbWidth, thumbHeight)
        .webp({ quality: 68, effort: 6 })
        .toFile(join(imageDir, `${scene.file}-thumb.webp`));
      const frame = join(work, `frame-${String(index).padStart(2, '0')}.png`);
      await sharp(png).resize(960, 640).toFile(frame);
      frames.push({ frame, scene });
    }

    // The room tour: six rooms, each held for 2.5 seconds and joined by sliding transitions
    // (a walk from room to room); still frames keep the file small.
    const tour = [
      'living-room',
      'dining-area',
      'kitchen',
      'master-bedroom',
      'en-suite-bathroom',
      'balcony-view',
    ];
    const clips = tour.map((file) => {
      const found = frames.find((entry) => entry.scene.file === file);
      if (!found) throw new Error(`No frame for ${file}`);
      return found.frame;
    });
    const seconds = 2.5;
    const fade = 0.6;
    const fps = 24;
    const transitions = ['slideleft', 'fade', 'slideleft', 'wipeleft', 'slideleft'];
    const inputs = clips.flatMap((frame) => [
      '-loop',
      '1',
      '-framerate',
      String(fps),
      '-t',
      String(seconds),
      '-i',
      frame,
    ]);
    const scaled = clips
      .map((_, i) => `[${i}:v]scale=768:512,setsar=1,format=yuv420p[v${i}]`)
      .join(';');
    let chain = '';
    let previous = 'v0';
    for (let i = 1; i < clips.length; i += 1) {
      const out = i === clips.length - 1 ? 'tour' : `x${i}`;
      chain += `;[${previous}][v${i}]xfade=transition=${transitions[i - 1]}:duration=${fade}:offset=${(i * (seconds - fade)).toFixed(2)}[${out}]`;
      previous = out;
    }
    const filter = `${scaled}${chain}`;
    const mp4 = join(mediaDir, 'room-tour.mp4');
    const webm = join(mediaDir, 'room-tour.webm');
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[tour]',
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'medium',
      '-crf',
      '28',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(fps),
      '-movflags',
      '+faststart',
      mp4,
    ]);
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[tour]',
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-r',
      String(fps),
      webm,
    ]);
    await sharp(clips[0])
      .resize(768, 512)
      .webp({ quality: 70 })
      .toFile(join(mediaDir, 'room-tour-poster.webp'));

    // The captions, for reference next to the files (the page reads its own content module).
    writeFileSync(
      join(imageDir, 'captions.json'),
      `${JSON.stringify(
        scenes.map(({ file, caption }) => ({ file: `${file}.webp`, caption })),
        null,
        2,
      )}\n`,
    );
    for (const file of [mp4, webm]) {
      const size = statSync(file).size;
      console.log(`${file}: ${(size / 1024).toFixed(0)} KiB`);
      if (size > 1.5 * 1024 * 1024) throw new Error(`${file} is over 1.5 MB`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
