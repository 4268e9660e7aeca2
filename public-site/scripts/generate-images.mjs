#!/usr/bin/env node
/**
 * Draws the illustrations of the gallery, speakers, venue and field-trip pages and writes
 * them as optimised WebP into public/images/<page>/.
 *
 * We have no photographs of the conference or of real people, so every image is a stylised
 * illustration drawn here as SVG and rasterised with sharp. Every random choice comes from a
 * seeded generator, so running the script again produces the same files; commit its output.
 *
 * Run: npm run generate-images -w @caawg11/public-site
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

// ---------------------------------------------------------------------------------------------
// Randomness and small helpers

/** mulberry32: a tiny seeded generator, good enough to place hills and people. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const between = (random, min, max) => min + random() * (max - min);
const pick = (random, list) => list[Math.floor(random() * list.length)];
const round = (value) => Math.round(value * 10) / 10;

let gradientCounter = 0;
function linearGradient(stops, { x2 = 0, y2 = 1 } = {}) {
  const id = `g${gradientCounter++}`;
  const stopTags = stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  return {
    id,
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
    url: `url(#${id})`,
  };
}
function radialGradient(stops) {
  const id = `g${gradientCounter++}`;
  const stopTags = stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  return { id, def: `<radialGradient id="${id}">${stopTags}</radialGradient>`, url: `url(#${id})` };
}

function svgDocument(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** A filled ridge line from the left edge to the right edge, closed down to the bottom. */
function ridge(
  random,
  { width, height, baseY, amplitude, step = 40, smoothness = 0.6, color, opacity = 1 },
) {
  const points = [];
  let offset = between(random, -amplitude, amplitude);
  for (let x = -step; x <= width + step; x += step) {
    offset = offset * smoothness + between(random, -amplitude, amplitude) * (1 - smoothness);
    points.push([x, baseY + offset]);
  }
  let d = `M${points[0][0]},${height} L${points[0][0]},${round(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    d += ` Q${x0},${round(y0)} ${round((x0 + x1) / 2)},${round((y0 + y1) / 2)}`;
  }
  d += ` L${width + step},${height} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function sunDisc(cx, cy, radius, color, glow = true) {
  const halo = radialGradient([
    [0, color, 0.55],
    [1, color, 0],
  ]);
  return {
    defs: [halo.def],
    body: `${glow ? `<circle cx="${cx}" cy="${cy}" r="${radius * 3}" fill="${halo.url}"/>` : ''}<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}"/>`,
  };
}

function cloud(x, y, scale, color = '#ffffff', opacity = 0.8) {
  return `<g opacity="${opacity}" fill="${color}"><ellipse cx="${x}" cy="${y}" rx="${70 * scale}" ry="${22 * scale}"/><ellipse cx="${x - 30 * scale}" cy="${y - 12 * scale}" rx="${34 * scale}" ry="${22 * scale}"/><ellipse cx="${x + 22 * scale}" cy="${y - 18 * scale}" rx="${40 * scale}" ry="${28 * scale}"/></g>`;
}

function acaciaTree(x, groundY, scale, color) {
  const trunkTop = groundY - 110 * scale;
  return `<g fill="${color}"><path d="M${x - 4 * scale},${groundY} L${x - 2 * scale},${trunkTop + 30 * scale} L${x - 40 * scale},${trunkTop + 8 * scale} L${x - 36 * scale},${trunkTop + 4 * scale} L${x},${trunkTop + 22 * scale} L${x + 38 * scale},${trunkTop} L${x + 42 * scale},${trunkTop + 4 * scale} L${x + 4 * scale},${trunkTop + 30 * scale} L${x + 5 * scale},${groundY} Z"/><ellipse cx="${x}" cy="${trunkTop}" rx="${95 * scale}" ry="${18 * scale}"/><ellipse cx="${x - 40 * scale}" cy="${trunkTop + 6 * scale}" rx="${50 * scale}" ry="${12 * scale}"/><ellipse cx="${x + 45 * scale}" cy="${trunkTop - 4 * scale}" rx="${52 * scale}" ry="${13 * scale}"/></g>`;
}

function palmTree(x, groundY, scale, color) {
  const topX = x + 18 * scale;
  const topY = groundY - 160 * scale;
  const fronds = [-150, -120, -60, -25, 10, 170]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const tipX = topX + Math.cos(radians) * 80 * scale;
      const tipY = topY + Math.sin(radians) * 50 * scale + 30 * scale;
      const ctrlX = topX + Math.cos(radians) * 40 * scale;
      const ctrlY = topY + Math.sin(radians) * 45 * scale - 12 * scale;
      return `<path d="M${topX},${topY} Q${round(ctrlX)},${round(ctrlY)} ${round(tipX)},${round(tipY)} Q${round(ctrlX)},${round(ctrlY + 14 * scale)} ${topX},${topY + 6 * scale} Z"/>`;
    })
    .join('');
  return `<g fill="${color}"><path d="M${x - 5 * scale},${groundY} Q${x},${groundY - 90 * scale} ${topX - 3 * scale},${topY} L${topX + 3 * scale},${topY} Q${x + 8 * scale},${groundY - 90 * scale} ${x + 5 * scale},${groundY} Z"/>${fronds}</g>`;
}

const skinTones = ['#3b2219', '#4a2c1d', '#5c3a24', '#6b4429', '#7a4f2e', '#8d5b34', '#a0693d'];
const clothColours = [
  '#d94f30',
  '#f2a93b',
  '#2a9d8f',
  '#7b3f98',
  '#e76f51',
  '#1d6fa3',
  '#c2185b',
  '#3f8f4f',
  '#f4d35e',
  '#0f766e',
];

/** A standing figure seen from the front, feet at (x, groundY). No face: these are silhouettes. */
function standingPerson(random, x, groundY, scale, { skin, cloth, wrap, armsUp = false } = {}) {
  skin ??= pick(random, skinTones);
  cloth ??= pick(random, clothColours);
  wrap ??= random() < 0.5 ? pick(random, clothColours) : null;
  const headY = groundY - 168 * scale;
  const shoulderY = groundY - 140 * scale;
  const arms = armsUp
    ? `<path d="M${x - 26 * scale},${shoulderY + 6 * scale} L${x - 50 * scale},${shoulderY - 50 * scale} L${x - 42 * scale},${shoulderY - 54 * scale} L${x - 18 * scale},${shoulderY}" fill="${skin}"/><path d="M${x + 26 * scale},${shoulderY + 6 * scale} L${x + 50 * scale},${shoulderY - 50 * scale} L${x + 42 * scale},${shoulderY - 54 * scale} L${x + 18 * scale},${shoulderY}" fill="${skin}"/>`
    : '';
  const wrapShape = wrap
    ? `<path d="M${x - 19 * scale},${headY - 2 * scale} Q${x - 22 * scale},${headY - 34 * scale} ${x},${headY - 36 * scale} Q${x + 26 * scale},${headY - 34 * scale} ${x + 19 * scale},${headY - 2 * scale} Z" fill="${wrap}"/>`
    : `<path d="M${x - 17 * scale},${headY - 2 * scale} Q${x},${headY - 28 * scale} ${x + 17 * scale},${headY - 2 * scale} Z" fill="#1c1410"/>`;
  return `<g>${arms}<path d="M${x - 30 * scale},${shoulderY + 4 * scale} Q${x},${shoulderY - 10 * scale} ${x + 30 * scale},${shoulderY + 4 * scale} L${x + 38 * scale},${groundY - 50 * scale} L${x + 30 * scale},${groundY} L${x - 30 * scale},${groundY} L${x - 38 * scale},${groundY - 50 * scale} Z" fill="${cloth}"/><rect x="${x - 6 * scale}" y="${headY + 12 * scale}" width="${12 * scale}" height="${16 * scale}" fill="${skin}"/><ellipse cx="${x}" cy="${headY}" rx="${17 * scale}" ry="${21 * scale}" fill="${skin}"/>${wrapShape}</g>`;
}

/** Heads and shoulders seen from behind, for audiences. */
function audienceRow(random, { width, y, scale, count, dark = false }) {
  let body = '';
  const spacing = width / count;
  for (let i = 0; i < count; i++) {
    const x = spacing * (i + 0.5) + between(random, -spacing * 0.15, spacing * 0.15);
    const cloth = dark
      ? pick(random, ['#1f2937', '#27303f', '#312e38', '#2b3a3a'])
      : pick(random, clothColours);
    const hair =
      random() < 0.35
        ? pick(random, clothColours)
        : pick(random, ['#1a1210', '#241915', '#2d1f18']);
    const headRadius = between(random, 20, 25) * scale;
    body += `<path d="M${round(x - 52 * scale)},${y + 90 * scale} Q${round(x - 50 * scale)},${y + 20 * scale} ${round(x)},${y + 16 * scale} Q${round(x + 50 * scale)},${y + 20 * scale} ${round(x + 52 * scale)},${y + 90 * scale} Z" fill="${cloth}"/><circle cx="${round(x)}" cy="${round(y - 6 * scale)}" r="${round(headRadius)}" fill="${hair}"/>`;
    if (random() < 0.3)
      body += `<ellipse cx="${round(x)}" cy="${round(y - 24 * scale)}" rx="${round(headRadius * 1.1)}" ry="${round(headRadius * 0.7)}" fill="${hair}"/>`;
  }
  return body;
}

/** A simplified outline of Africa in a 100 x 100 box. */
const africaPoints =
  '30,5 44,4 52,8 62,8 68,12 72,24 79,33 92,36 85,47 79,58 75,69 70,78 63,88 57,95 50,96 46,91 44,80 42,68 40,58 38,50 40,45 30,44 20,45 10,40 4,31 6,22 13,14 21,9';
function africaShape(x, y, size, fill, opacity = 1) {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${opacity}"><polygon points="${africaPoints}" fill="${fill}" stroke-linejoin="round"/><ellipse cx="84" cy="76" rx="3" ry="8" fill="${fill}" transform="rotate(20 84 76)"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// What a projection screen shows in hall scenes

function screenContent(kind, random, x, y, width, height) {
  const cx = x + width / 2;
  const cy = y + height / 2;
  switch (kind) {
    case 'africa':
      return `${africaShape(cx - height * 0.42, y + height * 0.08, height * 0.84, '#2a9d8f')}<circle cx="${cx + height * 0.12}" cy="${y + height * 0.52}" r="${height * 0.04}" fill="#f2a93b"/>`;
    case 'strata': {
      const colors = ['#e9c46a', '#f4a261', '#e76f51', '#8ab17d', '#2a9d8f', '#5b6c8f'];
      let layers = '';
      colors.forEach((color, index) => {
        const top = y + height * 0.15 + index * height * 0.13;
        layers += `<path d="M${x + width * 0.08},${top} Q${cx},${top - height * 0.12} ${x + width * 0.92},${top + height * 0.05} L${x + width * 0.92},${top + height * 0.18} Q${cx},${top + height * 0.02} ${x + width * 0.08},${top + height * 0.13} Z" fill="${color}"/>`;
      });
      return `${layers}<path d="M${cx + width * 0.05},${y + height * 0.1} L${cx - width * 0.05},${y + height * 0.95}" stroke="#264653" stroke-width="4"/>`;
    }
    case 'chart': {
      let bars = '';
      for (let i = 0; i < 7; i++) {
        const barHeight = between(random, 0.2, 0.75) * height;
        bars += `<rect x="${x + width * 0.1 + i * width * 0.115}" y="${y + height * 0.88 - barHeight}" width="${width * 0.08}" height="${barHeight}" fill="${i % 2 ? '#2a9d8f' : '#f2a93b'}" rx="3"/>`;
      }
      return `${bars}<line x1="${x + width * 0.08}" y1="${y + height * 0.88}" x2="${x + width * 0.92}" y2="${y + height * 0.88}" stroke="#264653" stroke-width="3"/>`;
    }
    case 'contours': {
      let rings = '';
      for (let i = 1; i <= 6; i++) {
        rings += `<ellipse cx="${cx + i * 4}" cy="${cy - i * 2}" rx="${width * 0.07 * i}" ry="${height * 0.065 * i}" fill="none" stroke="${i % 2 ? '#2a9d8f' : '#1d6fa3'}" stroke-width="3"/>`;
      }
      return rings;
    }
    case 'geothermal':
      return `<rect x="${x + width * 0.1}" y="${cy + height * 0.1}" width="${width * 0.8}" height="${height * 0.32}" fill="#8d5b34"/><rect x="${x + width * 0.1}" y="${cy + height * 0.25}" width="${width * 0.8}" height="${height * 0.17}" fill="#c2410c"/><path d="M${cx},${cy + height * 0.42} L${cx},${cy - height * 0.05}" stroke="#264653" stroke-width="6"/><path d="M${cx - 30},${cy - height * 0.1} q10,-30 0,-50 q-10,-20 0,-40 M${cx + 30},${cy - height * 0.1} q10,-30 0,-50" stroke="#9ca3af" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'water':
      return `<path d="M${cx},${y + height * 0.12} C${cx + width * 0.18},${cy} ${cx + width * 0.12},${y + height * 0.85} ${cx},${y + height * 0.85} C${cx - width * 0.12},${y + height * 0.85} ${cx - width * 0.18},${cy} ${cx},${y + height * 0.12} Z" fill="#1d6fa3"/><path d="M${cx - width * 0.05},${cy + height * 0.15} q${width * 0.04},${height * 0.1} ${width * 0.1},0" stroke="#bfe3f5" stroke-width="5" fill="none"/>`;
    case 'crystal':
      return `<polygon points="${cx},${y + height * 0.1} ${cx + width * 0.12},${cy - height * 0.1} ${cx + width * 0.08},${y + height * 0.88} ${cx - width * 0.08},${y + height * 0.88} ${cx - width * 0.12},${cy - height * 0.1}" fill="#7b3f98"/><polygon points="${cx},${y + height * 0.1} ${cx + width * 0.12},${cy - height * 0.1} ${cx},${cy}" fill="#a66cc1"/><polygon points="${cx + width * 0.2},${y + height * 0.4} ${cx + width * 0.27},${cy} ${cx + width * 0.24},${y + height * 0.88} ${cx + width * 0.16},${y + height * 0.88} ${cx + width * 0.14},${cy}" fill="#2a9d8f"/>`;
    case 'city': {
      let towers = '';
      for (let i = 0; i < 9; i++) {
        const towerHeight = between(random, 0.25, 0.7) * height;
        towers += `<rect x="${x + width * 0.08 + i * width * 0.095}" y="${y + height * 0.88 - towerHeight}" width="${width * 0.075}" height="${towerHeight}" fill="${i % 3 === 0 ? '#1d6fa3' : '#264653'}"/>`;
      }
      return `${towers}<path d="M${x + width * 0.06},${y + height * 0.88} h${width * 0.88}" stroke="#2a9d8f" stroke-width="6"/>`;
    }
    case 'rig':
      return `<rect x="${x + width * 0.05}" y="${cy + height * 0.2}" width="${width * 0.9}" height="${height * 0.22}" fill="#1d6fa3"/><path d="M${cx - width * 0.08},${cy + height * 0.2} L${cx},${y + height * 0.12} L${cx + width * 0.08},${cy + height * 0.2} M${cx - width * 0.055},${cy} L${cx + width * 0.055},${cy} M${cx - width * 0.03},${cy - height * 0.2} L${cx + width * 0.03},${cy - height * 0.2}" stroke="#264653" stroke-width="5" fill="none"/>`;
    case 'text':
      return `<text x="${cx}" y="${cy + height * 0.08}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${height * 0.24}" text-anchor="middle" fill="#264653">Q &amp; A</text>`;
    default:
      throw new Error(`unknown screen content ${kind}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery scenes (drawn at 1200 x 900)

const W = 1200;
const H = 900;

function keynoteScene(random, { wall, accent, screen }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const spot = radialGradient([
    [0, '#fff7d6', 0.55],
    [1, '#fff7d6', 0],
  ]);
  const screenX = 300;
  const screenY = 90;
  const screenWidth = 600;
  const screenHeight = 340;
  const lecternX = random() < 0.5 ? 220 : 900;
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="0" y="560" width="${W}" height="340" fill="#1a1a1a" opacity="0.35"/>`,
    `<rect x="0" y="545" width="${W}" height="20" fill="${accent}"/>`,
    `<rect x="${screenX - 14}" y="${screenY - 14}" width="${screenWidth + 28}" height="${screenHeight + 28}" rx="6" fill="#111827"/>`,
    `<rect x="${screenX}" y="${screenY}" width="${screenWidth}" height="${screenHeight}" fill="#f8fafc"/>`,
    screenContent(screen, random, screenX, screenY, screenWidth, screenHeight),
    `<ellipse cx="${lecternX}" cy="380" rx="260" ry="330" fill="${spot.url}"/>`,
    standingPerson(random, lecternX, 545, 1.55),
    `<path d="M${lecternX - 75},560 L${lecternX - 60},420 L${lecternX + 60},420 L${lecternX + 75},560 Z" fill="#3b2a20"/>`,
    `<rect x="${lecternX - 70}" y="410" width="140" height="18" rx="4" fill="#5a4030"/>`,
    `<circle cx="${lecternX}" cy="480" r="24" fill="${accent}"/>`,
    `<path d="M${lecternX + 10},410 q20,-40 35,-50" stroke="#111" stroke-width="4" fill="none"/>`,
    audienceRow(random, { width: W, y: 700, scale: 1.25, count: 9, dark: true }),
    audienceRow(random, { width: W, y: 800, scale: 1.6, count: 7 }),
  ];
  return svgDocument(W, H, [wallGradient.def, spot.def], body);
}

function panelScene(random, { wall, accent, screen }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="380" y="70" width="440" height="250" fill="#f8fafc" stroke="#111827" stroke-width="12"/>`,
    screenContent(screen, random, 380, 70, 440, 250),
    `<rect x="0" y="610" width="${W}" height="290" fill="#2b2118"/>`,
  ];
  const seats = [240, 480, 720, 960];
  for (const x of seats) {
    body.push(standingPerson(random, x, 640, 1.45));
  }
  body.push(
    `<rect x="120" y="520" width="960" height="130" rx="6" fill="${accent}"/>`,
    `<rect x="120" y="520" width="960" height="20" fill="#ffffff" opacity="0.25"/>`,
  );
  for (const x of seats) {
    body.push(
      `<rect x="${x - 30}" y="500" width="12" height="22" fill="#e5e7eb"/><rect x="${x + 20}" y="490" width="6" height="32" fill="#111827"/>`,
    );
  }
  body.push(audienceRow(random, { width: W, y: 790, scale: 1.5, count: 8, dark: true }));
  return svgDocument(W, H, [wallGradient.def], body);
}

function posterSessionScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="0" y="700" width="${W}" height="200" fill="#8b7355"/>`,
  ];
  const boardXs = [60, 440, 820];
  for (const boardX of boardXs) {
    body.push(
      `<rect x="${boardX}" y="120" width="320" height="440" fill="#f1f5f9" stroke="#475569" stroke-width="8"/>`,
    );
    body.push(`<rect x="${boardX + 25}" y="145" width="270" height="34" fill="${accent}"/>`);
    body.push(
      screenContent(
        pick(random, ['chart', 'contours', 'strata', 'africa']),
        random,
        boardX + 20,
        200,
        280,
        220,
      ),
    );
    for (let line = 0; line < 4; line++)
      body.push(
        `<rect x="${boardX + 30}" y="${440 + line * 24}" width="${between(random, 150, 260)}" height="10" fill="#94a3b8"/>`,
      );
    body.push(`<rect x="${boardX + 150}" y="560" width="20" height="150" fill="#475569"/>`);
  }
  body.push(
    standingPerson(random, 330, 820, 2.6),
    standingPerson(random, 610, 840, 2.8),
    standingPerson(random, 930, 820, 2.5),
  );
  return svgDocument(W, H, [wallGradient.def], body);
}

function workshopScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="80" y="80" width="360" height="220" fill="#f8fafc" stroke="#1f2937" stroke-width="10"/>`,
    screenContent('contours', random, 80, 80, 360, 220),
    `<rect x="760" y="60" width="360" height="260" rx="8" fill="#ffffff" opacity="0.85"/>`,
    `<path d="M800,140 q60,-50 120,0 t120,0 M800,220 h260" stroke="${accent}" stroke-width="8" fill="none"/>`,
  ];
  const positions = [180, 420, 660, 900];
  for (const x of positions)
    body.push(standingPerson(random, x + between(random, -20, 20), 640, 1.7));
  body.push(
    `<rect x="40" y="560" width="1120" height="40" rx="8" fill="#6b4a32"/><rect x="80" y="600" width="30" height="300" fill="#4a3222"/><rect x="1090" y="600" width="30" height="300" fill="#4a3222"/>`,
  );
  for (const x of positions) {
    body.push(
      `<path d="M${x - 70},560 L${x - 55},480 L${x + 55},480 L${x + 70},560 Z" fill="#1f2937"/><rect x="${x - 48}" y="490" width="96" height="58" fill="${pick(random, ['#2a9d8f', '#1d6fa3', '#f2a93b'])}" opacity="0.85"/>`,
    );
  }
  body.push(`<rect x="0" y="600" width="${W}" height="300" fill="#000000" opacity="0.2"/>`);
  return svgDocument(W, H, [wallGradient.def], body);
}

function questionScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="330" y="70" width="540" height="300" fill="#f8fafc" stroke="#111827" stroke-width="12"/>`,
    screenContent('text', random, 330, 70, 540, 300),
    `<rect x="0" y="470" width="${W}" height="430" fill="#1f1a17" opacity="0.4"/>`,
    audienceRow(random, { width: W, y: 560, scale: 1.1, count: 11, dark: true }),
    standingPerson(random, 760, 900, 2.4, { wrap: accent }),
    `<path d="M812,560 L860,520" stroke="#111827" stroke-width="10" stroke-linecap="round"/><circle cx="866" cy="514" r="14" fill="#111827"/>`,
    audienceRow(random, { width: W, y: 760, scale: 1.6, count: 7 }),
  ];
  return svgDocument(W, H, [wallGradient.def], body);
}

function coreSamplesScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [`<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`];
  body.push(
    standingPerson(random, 300, 560, 2.2),
    standingPerson(random, 880, 560, 2.1, { wrap: accent }),
  );
  body.push(`<path d="M60,520 L1140,520 L1200,900 L0,900 Z" fill="#7c5a3c"/>`);
  const rockColours = ['#a3a3a3', '#8d6e63', '#c8b7a6', '#6d6875', '#b5838d', '#e5989b', '#9c6644'];
  for (let row = 0; row < 5; row++) {
    const y = 560 + row * 62;
    const inset = 60 - row * 12;
    body.push(
      `<rect x="${120 - inset}" y="${y}" width="${960 + inset * 2}" height="48" fill="#3f2d20"/>`,
    );
    let x = 130 - inset;
    while (x < 1060 + inset) {
      const length = between(random, 60, 180);
      const end = Math.min(x + length, 1070 + inset);
      body.push(
        `<rect x="${round(x)}" y="${y + 8}" width="${round(end - x - 4)}" height="32" rx="14" fill="${pick(random, rockColours)}"/>`,
      );
      x = end;
    }
  }
  return svgDocument(W, H, [wallGradient.def], body);
}

function celebrationScene(random, { sky, accent, withNumber = false, dancers = 6 }) {
  const skyGradient = linearGradient([
    [0, sky[0]],
    [1, sky[1]],
  ]);
  const body = [`<rect width="${W}" height="${H}" fill="${skyGradient.url}"/>`];
  for (let line = 0; line < 3; line++) {
    const y0 = 60 + line * 70;
    body.push(
      `<path d="M-20,${y0} Q600,${y0 + 120} 1220,${y0}" stroke="#111827" stroke-width="2" fill="none" opacity="0.6"/>`,
    );
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const x = -20 + t * 1240;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 120) + t * t * y0;
      const bulb = radialGradient([
        [0, '#fff3b0', 1],
        [1, pick(random, ['#f2a93b', '#f4d35e', '#e76f51']), 0],
      ]);
      body.push(
        `<circle cx="${round(x)}" cy="${round(y + 8)}" r="18" fill="${bulb.url}"/><circle cx="${round(x)}" cy="${round(y + 8)}" r="5" fill="#fff7d6"/>`,
      );
      body.unshift(`<defs>${bulb.def}</defs>`);
    }
  }
  if (withNumber) {
    body.push(
      `<text x="600" y="520" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="300" text-anchor="middle" fill="${accent}" opacity="0.95">30</text>`,
    );
  }
  body.push(`<rect x="0" y="760" width="${W}" height="140" fill="#140d0a" opacity="0.6"/>`);
  for (let i = 0; i < dancers; i++) {
    const x = 110 + (i * 980) / Math.max(1, dancers - 1) + between(random, -30, 30);
    body.push(
      standingPerson(random, x, 860, between(random, 1.9, 2.4), { armsUp: random() < 0.6 }),
    );
  }
  for (let i = 0; i < 40; i++) {
    const x = round(between(random, 0, W));
    const y = round(between(random, 250, 650));
    body.push(
      `<rect x="${x}" y="${y}" width="10" height="18" fill="${pick(random, clothColours)}" transform="rotate(${round(between(random, 0, 90))} ${x} ${y})" opacity="0.8"/>`,
    );
  }
  return svgDocument(W, H, [skyGradient.def], body);
}

function dinnerScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [`<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`];
  for (let i = 0; i < 5; i++) {
    const x = 120 + i * 240;
    body.push(
      `<path d="M${x},0 L${x},120" stroke="#fcd34d" stroke-width="2"/><circle cx="${x}" cy="140" r="26" fill="#fde68a"/><circle cx="${x}" cy="140" r="70" fill="#fde68a" opacity="0.15"/>`,
    );
  }
  const tables = [
    [250, 520, 1.0],
    [900, 520, 1.0],
    [580, 720, 1.35],
  ];
  for (const [x, y, scale] of tables) {
    body.push(standingPerson(random, x - 120 * scale, y + 30 * scale, 1.3 * scale));
    body.push(standingPerson(random, x + 120 * scale, y + 30 * scale, 1.3 * scale));
    body.push(
      `<ellipse cx="${x}" cy="${y}" rx="${200 * scale}" ry="${50 * scale}" fill="#f8fafc"/><path d="M${x - 200 * scale},${y} L${x - 190 * scale},${y + 120 * scale} L${x + 190 * scale},${y + 120 * scale} L${x + 200 * scale},${y} Z" fill="${accent}"/><ellipse cx="${x}" cy="${y}" rx="${200 * scale}" ry="${50 * scale}" fill="#f8fafc"/>`,
    );
    body.push(
      `<rect x="${x - 6 * scale}" y="${y - 50 * scale}" width="${12 * scale}" height="${40 * scale}" fill="#fef3c7"/><ellipse cx="${x}" cy="${y - 58 * scale}" rx="${7 * scale}" ry="${12 * scale}" fill="#f59e0b"/>`,
    );
    for (const offset of [-120, -60, 60, 120])
      body.push(
        `<ellipse cx="${x + offset * scale}" cy="${y + 5 * scale}" rx="${22 * scale}" ry="${7 * scale}" fill="#e2e8f0" stroke="#94a3b8"/>`,
      );
  }
  return svgDocument(W, H, [wallGradient.def], body);
}

function awardScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const gold = linearGradient(
    [
      [0, '#fde68a'],
      [0.5, '#f59e0b'],
      [1, '#b45309'],
    ],
    { x2: 1, y2: 0 },
  );
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="0" y="620" width="${W}" height="280" fill="${accent}"/>`,
    `<rect x="0" y="620" width="${W}" height="16" fill="#ffffff" opacity="0.3"/>`,
    standingPerson(random, 420, 640, 2.2),
    standingPerson(random, 780, 640, 2.2),
    `<path d="M560,420 h80 v-10 q0,-60 -40,-70 q-40,10 -40,70 Z" fill="${gold.url}"/>`,
    `<path d="M555,300 h90 q0,80 -45,95 q-45,-15 -45,-95 Z" fill="${gold.url}"/><rect x="590" y="395" width="20" height="40" fill="${gold.url}"/><rect x="565" y="430" width="70" height="20" fill="#7c2d12"/>`,
    `<path d="M555,315 q-40,0 -35,35 q5,25 40,25 M645,315 q40,0 35,35 q-5,25 -40,25" stroke="#f59e0b" stroke-width="8" fill="none"/>`,
  ];
  for (let i = 0; i < 60; i++) {
    body.push(
      `<circle cx="${round(between(random, 0, W))}" cy="${round(between(random, 0, 600))}" r="${round(between(random, 3, 8))}" fill="${pick(random, ['#fde68a', '#f59e0b', '#ffffff', '#2a9d8f'])}" opacity="0.85"/>`,
    );
  }
  return svgDocument(W, H, [wallGradient.def, gold.def], body);
}

function culturalScene(random, { sky, accent }) {
  const skyGradient = linearGradient([
    [0, sky[0]],
    [0.7, sky[1]],
  ]);
  const sun = sunDisc(600, 520, 110, '#fbbf24');
  const body = [`<rect width="${W}" height="${H}" fill="${skyGradient.url}"/>`, sun.body];
  body.push(
    ridge(random, {
      width: W,
      height: H,
      baseY: 600,
      amplitude: 40,
      color: '#5b2c1a',
      opacity: 0.8,
    }),
  );
  body.push(`<rect x="0" y="700" width="${W}" height="200" fill="#2d160d"/>`);
  for (const x of [150, 1050]) {
    body.push(
      `<path d="M${x - 45},860 L${x - 35},740 L${x + 35},740 L${x + 45},860 Z" fill="#7c3f1d"/><ellipse cx="${x}" cy="740" rx="36" ry="10" fill="#e7c79b"/>`,
    );
    body.push(standingPerson(random, x + 70, 860, 1.7));
  }
  for (const x of [380, 600, 820]) {
    body.push(standingPerson(random, x, 820, 2.2, { armsUp: true, cloth: accent }));
    body.push(
      `<path d="M${x - 55},720 L${x + 55},720 L${x + 75},800 L${x - 75},800 Z" fill="#d4a373"/>`,
    );
    for (let strand = -60; strand <= 60; strand += 15)
      body.push(
        `<path d="M${x + strand},720 L${x + strand * 1.25},800" stroke="#a47148" stroke-width="3"/>`,
      );
  }
  return svgDocument(W, H, [skyGradient.def, ...sun.defs], body);
}

function networkingScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="0" y="0" width="${W}" height="420" fill="#ffffff" opacity="0.15"/>`,
  ];
  for (let i = 0; i < 4; i++)
    body.push(
      `<rect x="${60 + i * 290}" y="60" width="250" height="300" fill="#bfe3f5" opacity="0.7" stroke="#f8fafc" stroke-width="10"/>`,
    );
  body.push(`<rect x="0" y="640" width="${W}" height="260" fill="#5b4636"/>`);
  const people = [140, 300, 520, 700, 900, 1060];
  people.forEach((x, index) => body.push(standingPerson(random, x, 820, index % 2 ? 2.3 : 2.5)));
  body.push(
    `<rect x="380" y="720" width="440" height="30" fill="${accent}"/><rect x="400" y="750" width="20" height="150" fill="#3f2d20"/><rect x="780" y="750" width="20" height="150" fill="#3f2d20"/>`,
  );
  for (const x of [430, 500, 570, 640, 710, 770])
    body.push(
      `<rect x="${x}" y="690" width="28" height="30" rx="4" fill="#f8fafc"/><path d="M${x + 28},697 q12,4 0,14" stroke="#f8fafc" stroke-width="4" fill="none"/>`,
    );
  return svgDocument(W, H, [wallGradient.def], body);
}

function cakeScene(random, { wall, accent }) {
  const wallGradient = linearGradient([
    [0, wall[0]],
    [1, wall[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="0" y="700" width="${W}" height="200" fill="#f8fafc"/>`,
    `<rect x="0" y="700" width="${W}" height="18" fill="${accent}"/>`,
    `<rect x="380" y="520" width="440" height="180" rx="12" fill="#fdf2e9"/><rect x="380" y="600" width="440" height="20" fill="${accent}"/>`,
    `<rect x="450" y="380" width="300" height="150" rx="12" fill="#fef9f3"/><rect x="450" y="440" width="300" height="16" fill="#2a9d8f"/>`,
    `<text x="600" y="360" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="150" text-anchor="middle" fill="#f59e0b">30</text>`,
  ];
  for (let i = 0; i < 12; i++) {
    body.push(
      `<circle cx="${round(between(random, 60, 1140))}" cy="${round(between(random, 60, 300))}" r="${round(between(random, 30, 55))}" fill="${pick(random, clothColours)}" opacity="0.9"/>`,
    );
  }
  return svgDocument(W, H, [wallGradient.def], body);
}

function groupPhotoScene(random, { sky, accent }) {
  const skyGradient = linearGradient([
    [0, sky[0]],
    [1, sky[1]],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${skyGradient.url}"/>`,
    ridge(random, { width: W, height: H, baseY: 420, amplitude: 30, color: '#3f8f4f' }),
    `<rect x="0" y="560" width="${W}" height="340" fill="#4d7c3a"/>`,
    `<rect x="250" y="90" width="700" height="90" rx="10" fill="${accent}"/>`,
    `<text x="600" y="152" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="52" text-anchor="middle" fill="#ffffff">CAAWG11 · 2025</text>`,
  ];
  for (let row = 0; row < 3; row++) {
    const count = 9 - row;
    for (let i = 0; i < count; i++) {
      const x = 600 + (i - (count - 1) / 2) * 125 + between(random, -10, 10);
      body.push(standingPerson(random, x, 620 + row * 130, 1.6 + row * 0.25));
    }
  }
  return svgDocument(W, H, [skyGradient.def], body);
}

// Venue scenes

function hotelExteriorScene(random) {
  const skyGradient = linearGradient([
    [0, '#7cc4e8'],
    [1, '#e0f2fe'],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${skyGradient.url}"/>`,
    cloud(220, 140, 1.6),
    cloud(950, 100, 1.2),
  ];
  body.push(
    `<rect x="330" y="150" width="540" height="620" fill="#f5ede1"/><rect x="330" y="150" width="540" height="30" fill="#0f766e"/>`,
  );
  for (let row = 0; row < 11; row++) {
    for (let col = 0; col < 8; col++) {
      body.push(
        `<rect x="${360 + col * 62}" y="${200 + row * 48}" width="42" height="30" fill="${random() < 0.2 ? '#fde68a' : '#5b8fa8'}"/>`,
      );
    }
  }
  body.push(
    `<rect x="130" y="420" width="200" height="350" fill="#ede3d3"/><rect x="870" y="420" width="200" height="350" fill="#ede3d3"/>`,
  );
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      body.push(
        `<rect x="${150 + col * 60}" y="${450 + row * 60}" width="40" height="34" fill="#5b8fa8"/><rect x="${890 + col * 60}" y="${450 + row * 60}" width="40" height="34" fill="#5b8fa8"/>`,
      );
    }
  }
  body.push(
    `<path d="M480,770 L480,700 L720,700 L720,770 Z" fill="#0f766e"/><path d="M450,700 L600,650 L750,700 Z" fill="#115e59"/>`,
  );
  body.push(
    `<rect x="0" y="770" width="${W}" height="130" fill="#6b8f47"/><path d="M520,900 L560,770 L640,770 L680,900 Z" fill="#d6c7b0"/>`,
  );
  body.push(
    palmTree(80, 820, 1.9, '#1f5d3a'),
    palmTree(1080, 830, 2.1, '#1f5d3a'),
    palmTree(290, 800, 1.3, '#2c6e49'),
    palmTree(900, 800, 1.4, '#2c6e49'),
  );
  return svgDocument(W, H, [skyGradient.def], body);
}

function lobbyScene(random) {
  const wallGradient = linearGradient([
    [0, '#f3e5d0'],
    [1, '#d9bf9a'],
  ]);
  const floor = linearGradient([
    [0, '#b08968'],
    [1, '#7f5539'],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<path d="M0,620 L${W},620 L${W},${H} L0,${H} Z" fill="${floor.url}"/>`,
  ];
  for (const x of [120, 420, 740, 1040])
    body.push(
      `<rect x="${x}" y="80" width="50" height="540" fill="#efe2cf" stroke="#c4a57f" stroke-width="4"/>`,
    );
  body.push(
    `<path d="M600,0 L600,90" stroke="#a16207" stroke-width="4"/><ellipse cx="600" cy="120" rx="110" ry="34" fill="#fde68a"/><ellipse cx="600" cy="120" rx="200" ry="80" fill="#fde68a" opacity="0.25"/>`,
  );
  body.push(
    `<rect x="300" y="470" width="600" height="150" rx="10" fill="#0f766e"/><rect x="300" y="470" width="600" height="26" fill="#134e4a"/>`,
  );
  body.push(
    `<rect x="520" y="260" width="160" height="100" fill="#ffffff" opacity="0.7"/><text x="600" y="325" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="38" text-anchor="middle" fill="#0f766e">Welcome</text>`,
  );
  body.push(
    standingPerson(random, 470, 470, 1.4, { cloth: '#0f766e' }),
    standingPerson(random, 730, 470, 1.4, { cloth: '#0f766e' }),
  );
  body.push(
    `<ellipse cx="160" cy="760" rx="90" ry="30" fill="#3f2d20"/><path d="M120,760 q40,-180 40,-180 q0,0 40,180 Z" fill="#2c6e49"/><ellipse cx="1040" cy="760" rx="90" ry="30" fill="#3f2d20"/><path d="M1000,760 q40,-180 40,-180 q0,0 40,180 Z" fill="#2c6e49"/>`,
  );
  return svgDocument(W, H, [wallGradient.def, floor.def], body);
}

function emptyHallScene(random) {
  const wallGradient = linearGradient([
    [0, '#1e3a5f'],
    [1, '#0f172a'],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="300" y="80" width="600" height="320" fill="#f8fafc" stroke="#111827" stroke-width="14"/>`,
    africaShape(470, 110, 260, '#0f766e'),
    `<rect x="0" y="430" width="${W}" height="40" fill="#b45309"/>`,
  ];
  for (let row = 0; row < 6; row++) {
    const y = 520 + row * 64;
    const count = 10 + row;
    const spacing = (W + row * 120) / count;
    for (let i = 0; i < count; i++) {
      const x = -row * 60 + spacing * (i + 0.5);
      const scale = 1 + row * 0.18;
      body.push(
        `<rect x="${round(x - 26 * scale)}" y="${round(y - 40 * scale)}" width="${round(52 * scale)}" height="${round(46 * scale)}" rx="6" fill="#9f1239"/><rect x="${round(x - 30 * scale)}" y="${round(y)}" width="${round(60 * scale)}" height="${round(14 * scale)}" rx="4" fill="#881337"/>`,
      );
    }
  }
  void random;
  return svgDocument(W, H, [wallGradient.def], body);
}

function lakeTerraceScene(random) {
  const skyGradient = linearGradient([
    [0, '#f59e0b'],
    [0.55, '#fcd9a0'],
    [1, '#7dd3fc'],
  ]);
  const sun = sunDisc(860, 330, 60, '#fff1c1');
  const body = [`<rect width="${W}" height="${H}" fill="${skyGradient.url}"/>`, sun.body];
  body.push(
    ridge(random, {
      width: W,
      height: H,
      baseY: 390,
      amplitude: 18,
      color: '#6b7f6a',
      opacity: 0.7,
    }),
  );
  body.push(`<rect x="0" y="420" width="${W}" height="200" fill="#3b82b0"/>`);
  for (let i = 0; i < 12; i++)
    body.push(
      `<rect x="${round(between(random, 0, W))}" y="${round(between(random, 430, 600))}" width="${round(between(random, 60, 160))}" height="4" fill="#fde68a" opacity="0.6"/>`,
    );
  body.push(
    `<rect x="0" y="620" width="${W}" height="280" fill="#c2a878"/><rect x="0" y="600" width="${W}" height="24" fill="#8b6b4a"/>`,
  );
  for (let x = 20; x < W; x += 70)
    body.push(`<rect x="${x}" y="560" width="10" height="60" fill="#8b6b4a"/>`);
  body.push(`<rect x="0" y="556" width="${W}" height="10" fill="#8b6b4a"/>`);
  for (const x of [250, 620, 980]) {
    body.push(
      `<path d="M${x - 140},560 L${x},470 L${x + 140},560 Z" fill="#f8fafc"/><rect x="${x - 5}" y="560" width="10" height="180" fill="#334155"/><ellipse cx="${x}" cy="740" rx="100" ry="26" fill="#7c5a3c"/>`,
    );
  }
  body.push(palmTree(80, 900, 2.2, '#1f5d3a'), palmTree(1150, 900, 2.0, '#1f5d3a'));
  return svgDocument(W, H, [skyGradient.def, ...sun.defs], body);
}

function poolScene(random) {
  const skyGradient = linearGradient([
    [0, '#38bdf8'],
    [1, '#e0f2fe'],
  ]);
  const water = linearGradient([
    [0, '#22d3ee'],
    [1, '#0e7490'],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${skyGradient.url}"/>`,
    cloud(300, 120, 1.4),
    cloud(900, 170, 1.1),
  ];
  body.push(`<rect x="0" y="300" width="${W}" height="160" fill="#f5ede1"/>`);
  for (let i = 0; i < 14; i++)
    body.push(
      `<rect x="${30 + i * 84}" y="330" width="54" height="40" fill="#5b8fa8"/><rect x="${30 + i * 84}" y="395" width="54" height="40" fill="#5b8fa8"/>`,
    );
  body.push(
    `<rect x="0" y="460" width="${W}" height="440" fill="#e7dcc8"/><path d="M150,520 L1050,520 L1150,820 L50,820 Z" fill="${water.url}"/>`,
  );
  for (let i = 0; i < 10; i++)
    body.push(
      `<path d="M${round(between(random, 150, 1000))},${round(between(random, 540, 800))} q30,-12 60,0 t60,0" stroke="#cffafe" stroke-width="4" fill="none" opacity="0.8"/>`,
    );
  for (const x of [60, 1000])
    body.push(
      `<rect x="${x}" y="840" width="140" height="20" rx="6" fill="#f8fafc"/><path d="M${x + 70},840 L${x + 70},700" stroke="#334155" stroke-width="6"/><path d="M${x - 20},710 Q${x + 70},630 ${x + 160},710 Z" fill="#f97316"/>`,
    );
  body.push(palmTree(1100, 470, 1.8, '#1f5d3a'), palmTree(40, 470, 1.6, '#1f5d3a'));
  return svgDocument(W, H, [skyGradient.def, water.def], body);
}

function registrationDeskScene(random) {
  const wallGradient = linearGradient([
    [0, '#e8f1ef'],
    [1, '#cfe3e0'],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="${wallGradient.url}"/>`,
    `<rect x="200" y="70" width="800" height="150" rx="12" fill="#0f3d3e"/>`,
    `<text x="600" y="168" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" text-anchor="middle" fill="#f0b44c">Registration</text>`,
    standingPerson(random, 380, 560, 1.8, { cloth: '#1f7a7a' }),
    standingPerson(random, 820, 560, 1.8, { cloth: '#1f7a7a' }),
    `<rect x="120" y="480" width="960" height="220" rx="10" fill="#145a5b"/><rect x="120" y="480" width="960" height="26" fill="#0f3d3e"/>`,
    `<rect x="0" y="700" width="${W}" height="200" fill="#b08968"/>`,
  ];
  for (let i = 0; i < 6; i++)
    body.push(
      `<rect x="${250 + i * 120}" y="450" width="70" height="30" fill="${pick(random, clothColours)}"/>`,
    );
  body.push(standingPerson(random, 250, 900, 2.6), standingPerson(random, 980, 900, 2.5));
  return svgDocument(W, H, [wallGradient.def], body);
}

// ---------------------------------------------------------------------------------------------
// Western Uganda landscapes (drawn at any size; the field-trip page uses 1200 x 800)

function skyAndSun(
  width,
  height,
  { top, bottom, sunX, sunY, sunRadius = 50, sunColor = '#fff1c1' },
) {
  const skyGradient = linearGradient([
    [0, top],
    [1, bottom],
  ]);
  const sun = sunDisc(sunX * width, sunY * height, sunRadius, sunColor);
  return {
    defs: [skyGradient.def, ...sun.defs],
    body: [`<rect width="${width}" height="${height}" fill="${skyGradient.url}"/>`, sun.body],
  };
}

function geothermalLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#93c5fd',
    bottom: '#f1f5f9',
    sunX: 0.8,
    sunY: 0.18,
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.3,
      amplitude: 30,
      color: '#6b705c',
      step: 60,
      smoothness: 0.8,
    }),
  );
  body.push(
    `<rect x="0" y="${height * 0.48}" width="${width}" height="${height * 0.12}" fill="#3b82b0"/>`,
  );
  body.push(
    `<rect x="0" y="${height * 0.58}" width="${width}" height="${height * 0.42}" fill="#a68a64"/>`,
  );
  const pools = [
    [0.25, 0.74, 0.16],
    [0.58, 0.8, 0.2],
    [0.84, 0.7, 0.11],
  ];
  for (const [px, py, size] of pools) {
    const cx = px * width;
    const cy = py * height;
    const rx = size * width;
    body.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.18}" ry="${rx * 0.34}" fill="#d97706"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.06}" ry="${rx * 0.29}" fill="#fbbf24"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.25}" fill="#14b8a6"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.55}" ry="${rx * 0.13}" fill="#5eead4"/>`,
    );
    for (let plume = 0; plume < 3; plume++) {
      const sx = cx + between(random, -rx * 0.5, rx * 0.5);
      body.push(
        `<path d="M${round(sx)},${round(cy)} q${round(between(random, -40, 40))},-80 0,-150 q-30,-60 10,-130" stroke="#ffffff" stroke-width="${round(between(random, 26, 44))}" stroke-linecap="round" fill="none" opacity="0.45"/>`,
      );
    }
  }
  return svgDocument(width, height, defs, body);
}

function bentoniteLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#7dd3fc',
    bottom: '#f0f9ff',
    sunX: 0.15,
    sunY: 0.15,
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.28,
      amplitude: 25,
      color: '#4d7c3a',
      step: 70,
    }),
  );
  const layers = ['#f3ead8', '#e5dcc5', '#cfd8c4', '#e8dfcb', '#bfc9b0', '#ded3bb'];
  layers.forEach((color, index) => {
    const top = height * (0.36 + index * 0.1);
    const inset = index * width * 0.05;
    body.push(
      `<path d="M${inset},${top} L${width - inset * 0.6},${top + 6} L${width},${top + height * 0.1} L${width},${height} L0,${height} L0,${top + height * 0.04} Z" fill="${color}"/><path d="M${inset},${top} L${width - inset * 0.6},${top + 6}" stroke="#a8a08a" stroke-width="3"/>`,
    );
  });
  const ex = width * 0.68;
  const ey = height * 0.66;
  body.push(
    `<rect x="${ex}" y="${ey}" width="130" height="60" rx="8" fill="#f59e0b"/><rect x="${ex + 20}" y="${ey - 50}" width="60" height="55" fill="#f59e0b"/><rect x="${ex + 30}" y="${ey - 42}" width="40" height="28" fill="#bae6fd"/><rect x="${ex - 10}" y="${ey + 55}" width="150" height="26" rx="13" fill="#374151"/><path d="M${ex + 120},${ey + 10} L${ex + 220},${ey - 60} L${ex + 270},${ey + 30}" stroke="#f59e0b" stroke-width="16" fill="none"/><path d="M${ex + 250},${ey + 20} l40,30 l-50,10 Z" fill="#374151"/>`,
  );
  for (let i = 0; i < 5; i++)
    body.push(
      `<ellipse cx="${round(between(random, 0.05, 0.5) * width)}" cy="${round(between(random, 0.8, 0.95) * height)}" rx="${round(between(random, 30, 70))}" ry="${round(between(random, 12, 24))}" fill="#d6cdb5"/>`,
    );
  return svgDocument(width, height, defs, body);
}

function hillsLandscape(random, width, height, { tea = true } = {}) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#a5d8ff',
    bottom: '#f1f8e9',
    sunX: 0.7,
    sunY: 0.2,
  });
  body.push(cloud(width * 0.25, height * 0.15, 1.3), cloud(width * 0.62, height * 0.1, 0.9));
  const greens = ['#9cb98a', '#6f9e5b', '#4d8b3c', '#3b7a2e', '#2f6b25'];
  greens.forEach((color, index) => {
    body.push(
      ridge(random, {
        width,
        height,
        baseY: height * (0.35 + index * 0.12),
        amplitude: 50 - index * 4,
        step: 90,
        smoothness: 0.7,
        color,
      }),
    );
    if (tea && index >= 3) {
      for (let row = 0; row < 6; row++) {
        const y = height * (0.5 + index * 0.08 + row * 0.035);
        body.push(
          `<path d="M0,${round(y)} Q${width / 2},${round(y - 40)} ${width},${round(y)}" stroke="#285d1f" stroke-width="5" fill="none" opacity="0.7"/>`,
        );
      }
    }
  });
  body.push(
    `<rect x="0" y="${height * 0.38}" width="${width}" height="${height * 0.06}" fill="#ffffff" opacity="0.25"/>`,
  );
  if (!tea) {
    // Open grassland hills: scattered trees and a track winding over the ridges.
    body.push(
      `<path d="M${width * 0.1},${height} Q${width * 0.35},${height * 0.8} ${width * 0.3},${height * 0.7} T${width * 0.55},${height * 0.52}" stroke="#c8a878" stroke-width="14" fill="none"/>`,
    );
    body.push(
      acaciaTree(width * 0.72, height * 0.8, 1.5, '#1f4d1a'),
      acaciaTree(width * 0.86, height * 0.66, 0.9, '#24581e'),
      acaciaTree(width * 0.2, height * 0.62, 0.8, '#24581e'),
    );
  }
  return svgDocument(width, height, defs, body);
}

function oilAndGasLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#f97316',
    bottom: '#fde68a',
    sunX: 0.3,
    sunY: 0.42,
    sunRadius: 70,
    sunColor: '#fff7d6',
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.45,
      amplitude: 20,
      color: '#7c4a3a',
      step: 80,
      opacity: 0.7,
    }),
  );
  body.push(
    `<rect x="0" y="${height * 0.5}" width="${width}" height="${height * 0.2}" fill="#c2703d"/>`,
  );
  for (let i = 0; i < 10; i++)
    body.push(
      `<rect x="${round(between(random, 0, width))}" y="${round(between(random, 0.52, 0.68) * height)}" width="${round(between(random, 40, 140))}" height="4" fill="#fde68a" opacity="0.7"/>`,
    );
  body.push(
    `<rect x="0" y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="#3f2a1c"/>`,
  );
  const rigX = width * 0.66;
  const baseY = height * 0.72;
  body.push(
    `<g stroke="#1c1917" stroke-width="8" fill="none"><path d="M${rigX - 80},${baseY} L${rigX},${baseY - 380} L${rigX + 80},${baseY}"/><path d="M${rigX - 62},${baseY - 90} L${rigX + 62},${baseY - 90} M${rigX - 42},${baseY - 190} L${rigX + 42},${baseY - 190} M${rigX - 22},${baseY - 290} L${rigX + 22},${baseY - 290}"/><path d="M${rigX - 62},${baseY - 90} L${rigX + 42},${baseY - 190} M${rigX + 62},${baseY - 90} L${rigX - 42},${baseY - 190}"/></g>`,
  );
  body.push(
    `<rect x="${rigX - 140}" y="${baseY - 10}" width="280" height="40" fill="#1c1917"/><rect x="${rigX + 160}" y="${baseY - 60}" width="200" height="70" fill="#1c1917"/><rect x="${rigX + 180}" y="${baseY - 90}" width="60" height="30" fill="#1c1917"/>`,
  );
  body.push(
    `<path d="M0,${height * 0.86} L${width},${height * 0.8}" stroke="#78716c" stroke-width="14"/><path d="M0,${height * 0.9} L${width},${height * 0.84}" stroke="#57534e" stroke-width="10"/>`,
  );
  body.push(acaciaTree(width * 0.15, height * 0.73, 1.4, '#1c1917'));
  return svgDocument(width, height, defs, body);
}

function escarpmentLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#60a5fa',
    bottom: '#e0f2fe',
    sunX: 0.85,
    sunY: 0.12,
  });
  body.push(cloud(width * 0.3, height * 0.12, 1.5, '#ffffff', 0.9));
  body.push(
    `<rect x="0" y="${height * 0.52}" width="${width}" height="${height * 0.48}" fill="#3b82b0"/>`,
  );
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.48,
      amplitude: 10,
      color: '#7a9e8a',
      step: 120,
      opacity: 0.6,
    }),
  );
  body.push(
    `<rect x="0" y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="#2f75a3"/>`,
  );
  const edge = width * 0.55;
  body.push(
    `<path d="M0,${height * 0.2} L${edge * 0.7},${height * 0.22} L${edge},${height * 0.26} L${edge + 60},${height * 0.45} L${edge + 30},${height * 0.6} L${edge + 120},${height * 0.75} L${edge + 80},${height} L0,${height} Z" fill="#8a6a4a"/>`,
  );
  body.push(
    `<path d="M0,${height * 0.2} L${edge * 0.7},${height * 0.22} L${edge},${height * 0.26} L${edge - 40},${height * 0.3} L0,${height * 0.28} Z" fill="#4d7c3a"/>`,
  );
  for (let i = 0; i < 6; i++) {
    const y = height * (0.33 + i * 0.1);
    body.push(
      `<path d="M0,${round(y)} L${round(edge - 20 + i * 14)},${round(y + 12)}" stroke="#6b4f35" stroke-width="6" opacity="0.7"/>`,
    );
  }
  body.push(
    `<path d="M${edge * 0.2},${height} L${edge * 0.4},${height * 0.85} L${edge * 0.15},${height * 0.7} L${edge * 0.45},${height * 0.55} L${edge * 0.25},${height * 0.42} L${edge * 0.55},${height * 0.3}" stroke="#d6c7b0" stroke-width="12" fill="none"/>`,
  );
  body.push(
    acaciaTree(edge * 0.75, height * 0.3, 0.9, '#2c4a22'),
    acaciaTree(edge * 0.3, height * 0.26, 0.7, '#2c4a22'),
  );
  for (let i = 0; i < 3; i++)
    body.push(
      `<path d="M${round(width * (0.72 + i * 0.08))},${round(height * (0.7 + i * 0.06))} l50,0 l-10,12 l-30,0 Z" fill="#1f2937"/>`,
    );
  return svgDocument(width, height, defs, body);
}

function waterfallLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#7dd3fc',
    bottom: '#ecfeff',
    sunX: 0.2,
    sunY: 0.12,
  });
  const water = linearGradient([
    [0, '#e0f2fe'],
    [1, '#7dd3fc'],
  ]);
  defs.push(water.def);
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.25,
      amplitude: 20,
      color: '#4d7c3a',
      step: 80,
    }),
  );
  const gapLeft = width * 0.44;
  const gapRight = width * 0.54;
  body.push(
    `<path d="M0,${height * 0.3} L${gapLeft},${height * 0.32} L${gapLeft + 20},${height} L0,${height} Z" fill="#6b4f35"/><path d="M${gapRight},${height * 0.31} L${width},${height * 0.29} L${width},${height} L${gapRight - 20},${height} Z" fill="#5b4030"/>`,
  );
  body.push(
    `<path d="M0,${height * 0.3} L${gapLeft},${height * 0.32} L${gapLeft},${height * 0.36} L0,${height * 0.36} Z M${gapRight},${height * 0.31} L${width},${height * 0.29} L${width},${height * 0.35} L${gapRight},${height * 0.35} Z" fill="#3f7a2e"/>`,
  );
  body.push(
    `<path d="M${gapLeft - 20},${height * 0.2} L${gapRight + 20},${height * 0.2} L${gapRight},${height * 0.32} L${gapLeft},${height * 0.32} Z" fill="#7dd3fc"/>`,
  );
  body.push(
    `<rect x="${gapLeft}" y="${height * 0.32}" width="${gapRight - gapLeft}" height="${height * 0.5}" fill="${water.url}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const x = gapLeft + ((gapRight - gapLeft) * (i + 0.5)) / 7;
    body.push(
      `<path d="M${round(x)},${height * 0.33} L${round(x + between(random, -6, 6))},${height * 0.8}" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
    );
  }
  body.push(
    `<rect x="0" y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="#3b82b0"/>`,
  );
  for (let i = 0; i < 9; i++)
    body.push(
      `<circle cx="${round(between(random, gapLeft - 80, gapRight + 80))}" cy="${round(between(random, 0.74, 0.84) * height)}" r="${round(between(random, 30, 60))}" fill="#ffffff" opacity="0.55"/>`,
    );
  body.push(
    palmTree(width * 0.08, height * 0.95, 1.8, '#1f5d3a'),
    palmTree(width * 0.9, height * 0.98, 2.0, '#1f5d3a'),
  );
  body.push(
    acaciaTree(width * 0.25, height * 0.31, 0.8, '#2c4a22'),
    acaciaTree(width * 0.78, height * 0.3, 0.9, '#2c4a22'),
  );
  return svgDocument(width, height, defs, body);
}

function craterLakeLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#93c5fd',
    bottom: '#f0fdf4',
    sunX: 0.8,
    sunY: 0.14,
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.28,
      amplitude: 30,
      color: '#7fa36b',
      step: 90,
    }),
  );
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.4,
      amplitude: 20,
      color: '#4d8b3c',
      step: 90,
    }),
  );
  body.push(
    `<ellipse cx="${width * 0.5}" cy="${height * 0.66}" rx="${width * 0.36}" ry="${height * 0.2}" fill="#3f7a2e"/><ellipse cx="${width * 0.5}" cy="${height * 0.68}" rx="${width * 0.3}" ry="${height * 0.14}" fill="#0e7490"/><ellipse cx="${width * 0.46}" cy="${height * 0.66}" rx="${width * 0.12}" ry="${height * 0.03}" fill="#67e8f9" opacity="0.5"/>`,
  );
  body.push(
    `<path d="M0,${height * 0.85} Q${width / 2},${height * 0.75} ${width},${height * 0.88} L${width},${height} L0,${height} Z" fill="#2f6b25"/>`,
  );
  for (let i = 0; i < 16; i++)
    body.push(
      `<circle cx="${round(between(random, 0, width))}" cy="${round(between(random, 0.86, 1) * height)}" r="${round(between(random, 14, 30))}" fill="#285d1f"/>`,
    );
  return svgDocument(width, height, defs, body);
}

function lakeSunsetLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#7c2d12',
    bottom: '#fbbf24',
    sunX: 0.5,
    sunY: 0.5,
    sunRadius: 80,
    sunColor: '#fff1c1',
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.5,
      amplitude: 14,
      step: 100,
      color: '#5b3a29',
      opacity: 0.8,
    }),
  );
  body.push(
    `<rect x="0" y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="#9a3412"/>`,
  );
  for (let i = 0; i < 18; i++)
    body.push(
      `<rect x="${round(width * 0.5 - between(random, 20, 220))}" y="${round(between(random, 0.57, 0.95) * height)}" width="${round(between(random, 60, 300))}" height="5" fill="#fde68a" opacity="0.7"/>`,
    );
  for (const [bx, by, scale] of [
    [0.2, 0.7, 1],
    [0.72, 0.78, 1.3],
    [0.86, 0.65, 0.7],
  ]) {
    const x = bx * width;
    const y = by * height;
    body.push(
      `<path d="M${x - 90 * scale},${y} L${x + 90 * scale},${y} L${x + 60 * scale},${y + 22 * scale} L${x - 70 * scale},${y + 22 * scale} Z" fill="#1c1917"/>${standingPerson(random, x, y, 0.5 * scale, { cloth: '#1c1917', skin: '#1c1917', wrap: '#1c1917' })}<path d="M${x + 20 * scale},${y - 70 * scale} L${x + 60 * scale},${y + 10 * scale}" stroke="#1c1917" stroke-width="${3 * scale}"/>`,
    );
  }
  return svgDocument(width, height, defs, body);
}

function savannaLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#fcd34d',
    bottom: '#fef3c7',
    sunX: 0.25,
    sunY: 0.3,
    sunRadius: 60,
    sunColor: '#fff7ed',
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.55,
      amplitude: 15,
      step: 100,
      color: '#a3a16a',
      opacity: 0.7,
    }),
  );
  body.push(
    `<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#c8a55a"/>`,
  );
  for (let i = 0; i < 60; i++)
    body.push(
      `<path d="M${round(between(random, 0, width))},${round(between(random, 0.66, 1) * height)} l4,-18 l4,18" stroke="#8a6d2f" stroke-width="3" fill="none"/>`,
    );
  body.push(
    acaciaTree(width * 0.7, height * 0.66, 2.2, '#3f3a22'),
    acaciaTree(width * 0.12, height * 0.64, 1.2, '#4b4528'),
  );
  for (let i = 0; i < 5; i++) {
    const x = width * (0.3 + i * 0.07);
    const y = height * (0.78 + (i % 2) * 0.03);
    body.push(
      `<g fill="#7c4a1e"><ellipse cx="${x}" cy="${y}" rx="34" ry="18"/><rect x="${x - 26}" y="${y + 8}" width="6" height="34"/><rect x="${x + 20}" y="${y + 8}" width="6" height="34"/><path d="M${x + 26},${y - 6} L${x + 44},${y - 34} L${x + 54},${y - 30} L${x + 36},${y}"/><path d="M${x + 46},${y - 32} l-6,-26 M${x + 50},${y - 32} l4,-26" stroke="#3f2a1c" stroke-width="3"/></g>`,
    );
  }
  return svgDocument(width, height, defs, body);
}

function saltPansLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#bae6fd',
    bottom: '#f8fafc',
    sunX: 0.6,
    sunY: 0.12,
  });
  body.push(
    `<path d="M0,${height * 0.08} L${width * 0.4},${height * 0.1} L${width},${height * 0.2} L${width},${height * 0.45} L0,${height * 0.4} Z" fill="#6b4f35"/><path d="M0,${height * 0.08} L${width * 0.4},${height * 0.1} L${width},${height * 0.2} L${width},${height * 0.24} L0,${height * 0.14} Z" fill="#4d7c3a"/>`,
  );
  body.push(
    `<rect x="0" y="${height * 0.42}" width="${width}" height="${height * 0.58}" fill="#b5a48a"/>`,
  );
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      const x = col * (width / 6) + 12 + row * 8;
      const y = height * (0.48 + row * 0.13);
      body.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(width / 6 - 24)}" height="${round(height * 0.1)}" rx="6" fill="${pick(random, ['#e7e5e4', '#d6d3d1', '#a8a29e', '#78716c'])}"/>`,
      );
    }
  }
  body.push(
    standingPerson(random, width * 0.3, height * 0.9, 1.2),
    standingPerson(random, width * 0.72, height * 0.86, 1.1),
  );
  for (let plume = 0; plume < 4; plume++)
    body.push(
      `<path d="M${round(width * (0.1 + plume * 0.25))},${height * 0.44} q-20,-60 10,-110" stroke="#ffffff" stroke-width="22" stroke-linecap="round" fill="none" opacity="0.45"/>`,
    );
  return svgDocument(width, height, defs, body);
}

function nileLandscape(random, width, height) {
  const { defs, body } = skyAndSun(width, height, {
    top: '#67e8f9',
    bottom: '#f0fdfa',
    sunX: 0.12,
    sunY: 0.18,
  });
  body.push(
    ridge(random, {
      width,
      height,
      baseY: height * 0.38,
      amplitude: 16,
      step: 100,
      color: '#6f9e5b',
    }),
  );
  body.push(
    `<path d="M0,${height * 0.5} Q${width * 0.5},${height * 0.42} ${width},${height * 0.52} L${width},${height * 0.8} Q${width * 0.5},${height * 0.72} 0,${height * 0.82} Z" fill="#2563eb"/>`,
  );
  body.push(
    `<path d="M0,${height * 0.82} Q${width * 0.5},${height * 0.72} ${width},${height * 0.8} L${width},${height} L0,${height} Z" fill="#4d7c3a"/>`,
  );
  for (let i = 0; i < 14; i++)
    body.push(
      `<rect x="${round(between(random, 0, width))}" y="${round(between(random, 0.52, 0.76) * height)}" width="${round(between(random, 40, 120))}" height="4" fill="#bfdbfe" opacity="0.8"/>`,
    );
  body.push(
    `<path d="M${width * 0.35},${height * 0.62} L${width * 0.6},${height * 0.62} L${width * 0.56},${height * 0.67} L${width * 0.38},${height * 0.67} Z" fill="#f8fafc"/><rect x="${width * 0.42}" y="${height * 0.56}" width="${width * 0.1}" height="${height * 0.06}" fill="#0f766e"/>`,
  );
  for (const [hx, hy] of [
    [0.72, 0.7],
    [0.78, 0.72],
  ])
    body.push(
      `<ellipse cx="${width * hx}" cy="${height * hy}" rx="44" ry="16" fill="#57534e"/><circle cx="${width * hx + 38}" cy="${height * hy - 8}" r="12" fill="#57534e"/>`,
    );
  body.push(
    palmTree(width * 0.9, height * 0.95, 1.6, '#1f5d3a'),
    acaciaTree(width * 0.15, height * 0.9, 1.2, '#2c4a22'),
  );
  return svgDocument(width, height, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Portraits, poster, placeholder, map

function portrait(random, { background, pattern, skin, cloth, hair, hairColor, accent }) {
  const size = 600;
  const bg = linearGradient(
    [
      [0, background[0]],
      [1, background[1]],
    ],
    { x2: 1, y2: 1 },
  );
  const body = [`<rect width="${size}" height="${size}" fill="${bg.url}"/>`];
  // Faint geological motifs behind each portrait: strata or contour lines.
  if (pattern === 'contours') {
    for (let i = 1; i < 9; i++)
      body.push(
        `<ellipse cx="${460}" cy="${140}" rx="${i * 42}" ry="${i * 30}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.16"/>`,
      );
  } else {
    for (let i = 0; i < 8; i++)
      body.push(
        `<path d="M0,${60 + i * 70} Q300,${20 + i * 70 + between(random, -20, 20)} 600,${70 + i * 70}" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.1"/>`,
      );
  }
  const cx = 300;
  const headY = 250;
  const hairBack = {
    wrap: '',
    afro: `<circle cx="${cx}" cy="${headY - 20}" r="128" fill="${hairColor}"/>`,
    locs: `<path d="M${cx - 110},${headY - 40} Q${cx - 130},${headY + 140} ${cx - 100},${headY + 190} L${cx + 100},${headY + 190} Q${cx + 130},${headY + 140} ${cx + 110},${headY - 40} Z" fill="${hairColor}"/>`,
    bun: `<circle cx="${cx}" cy="${headY - 120}" r="52" fill="${hairColor}"/>`,
    short: '',
  }[hair];
  const hairFront = {
    wrap: `<path d="M${cx - 100},${headY - 20} Q${cx - 120},${headY - 150} ${cx - 20},${headY - 175} Q${cx + 90},${headY - 200} ${cx + 110},${headY - 60} Q${cx + 108},${headY - 20} ${cx + 96},${headY - 10} Q${cx},${headY - 70} ${cx - 100},${headY - 20} Z" fill="${accent}"/><path d="M${cx + 60},${headY - 150} q60,-40 70,20 q-40,-10 -70,-20 Z" fill="${accent}"/><path d="M${cx - 90},${headY - 60} Q${cx},${headY - 120} ${cx + 100},${headY - 70}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.35"/>`,
    afro: '',
    locs: `<path d="M${cx - 92},${headY - 20} Q${cx - 80},${headY - 115} ${cx},${headY - 118} Q${cx + 80},${headY - 115} ${cx + 92},${headY - 20} Q${cx},${headY - 80} ${cx - 92},${headY - 20} Z" fill="${hairColor}"/>`,
    bun: `<path d="M${cx - 90},${headY - 15} Q${cx - 80},${headY - 110} ${cx},${headY - 112} Q${cx + 80},${headY - 110} ${cx + 90},${headY - 15} Q${cx},${headY - 75} ${cx - 90},${headY - 15} Z" fill="${hairColor}"/>`,
    short: `<path d="M${cx - 92},${headY - 10} Q${cx - 88},${headY - 118} ${cx},${headY - 120} Q${cx + 88},${headY - 118} ${cx + 92},${headY - 10} Q${cx + 40},${headY - 70} ${cx - 92},${headY - 10} Z" fill="${hairColor}"/>`,
  }[hair];
  body.push(hairBack);
  body.push(
    `<path d="M${cx - 210},${size} Q${cx - 200},${headY + 150} ${cx - 60},${headY + 130} L${cx + 60},${headY + 130} Q${cx + 200},${headY + 150} ${cx + 210},${size} Z" fill="${cloth}"/>`,
  );
  body.push(
    `<path d="M${cx - 60},${headY + 130} L${cx},${headY + 200} L${cx + 60},${headY + 130} Z" fill="${skin}"/>`,
  );
  body.push(`<rect x="${cx - 34}" y="${headY + 60}" width="68" height="80" fill="${skin}"/>`);
  body.push(`<ellipse cx="${cx}" cy="${headY}" rx="88" ry="108" fill="${skin}"/>`);
  body.push(hairFront);
  // A necklace and earrings in the accent colour give each portrait its own detail.
  body.push(
    `<path d="M${cx - 56},${headY + 140} Q${cx},${headY + 215} ${cx + 56},${headY + 140}" stroke="${accent}" stroke-width="9" fill="none"/>`,
  );
  body.push(
    `<circle cx="${cx - 90}" cy="${headY + 30}" r="11" fill="${accent}"/><circle cx="${cx + 90}" cy="${headY + 30}" r="11" fill="${accent}"/>`,
  );
  body.push(
    `<path d="M${cx - 210},${size} Q${cx - 200},${headY + 150} ${cx - 60},${headY + 130}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.25"/>`,
  );
  return svgDocument(size, size, [bg.def], body);
}

function fieldTripPoster(random) {
  const width = 800;
  const height = 1100;
  const sky = linearGradient([
    [0, '#0f3d3e'],
    [0.45, '#1f7a7a'],
    [0.75, '#f0b44c'],
    [1, '#e9a23b'],
  ]);
  const sun = sunDisc(560, 560, 90, '#fff1c1');
  const body = [`<rect width="${width}" height="${height}" fill="${sky.url}"/>`, sun.body];
  body.push(
    ridge(random, {
      width,
      height,
      baseY: 640,
      amplitude: 40,
      step: 60,
      color: '#7c4a3a',
      opacity: 0.75,
    }),
  );
  body.push(
    `<path d="M0,700 L330,680 L380,1100 L0,1100 Z" fill="#5b3a29"/><path d="M470,690 L800,660 L800,1100 L430,1100 Z" fill="#4a2e20"/>`,
  );
  body.push(`<rect x="330" y="690" width="120" height="300" fill="#bae6fd"/>`);
  for (let i = 0; i < 5; i++)
    body.push(
      `<path d="M${345 + i * 22},695 L${345 + i * 22 + between(random, -4, 4)},985" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
    );
  body.push(`<rect x="0" y="980" width="${width}" height="120" fill="#1d6fa3"/>`);
  body.push(palmTree(80, 1100, 2.4, '#0b2e22'), acaciaTree(660, 700, 1.3, '#2b1a12'));
  for (const [x, y] of [
    [200, 960],
    [620, 950],
  ])
    body.push(
      `<path d="M${x},${y} q-20,-60 10,-120" stroke="#ffffff" stroke-width="20" stroke-linecap="round" fill="none" opacity="0.4"/>`,
    );
  body.push(`<rect x="40" y="40" width="720" height="330" rx="16" fill="#0f3d3e" opacity="0.78"/>`);
  const text = (y, size, content, color = '#ffffff', weight = 'bold') =>
    `<text x="400" y="${y}" font-family="DejaVu Sans, sans-serif" font-weight="${weight}" font-size="${size}" text-anchor="middle" fill="${color}">${content}</text>`;
  body.push(text(110, 34, 'CAAWG11 · POST-CONFERENCE', '#f0b44c'));
  body.push(text(190, 72, 'FIELD TRIP'));
  body.push(text(260, 46, 'Western Uganda'));
  body.push(text(330, 36, 'October 3-5, 2025', '#f0b44c'));
  return svgDocument(width, height, [sky.def, ...sun.defs], body);
}

function brokenImagePlaceholder() {
  const width = 1200;
  const height = 900;
  return svgDocument(
    width,
    height,
    [],
    [
      `<rect width="${width}" height="${height}" fill="#e2e8f0"/>`,
      `<rect x="420" y="300" width="360" height="280" rx="24" fill="none" stroke="#94a3b8" stroke-width="20"/>`,
      `<circle cx="520" cy="385" r="36" fill="#94a3b8"/>`,
      `<path d="M440,560 L560,440 L640,520 L690,470 L760,560 Z" fill="#94a3b8"/>`,
    ],
  );
}

/**
 * The venue map: Kampala, the Kampala-Entebbe Expressway and Entebbe International Airport on
 * Lake Victoria. Shipped as SVG so its labels stay sharp and readable at every size.
 */
function venueMap() {
  const width = 1200;
  const height = 800;
  const label = (
    x,
    y,
    content,
    { size = 26, weight = 'bold', color = '#0f3d3e', anchor = 'start' } = {},
  ) =>
    `<text x="${x}" y="${y}" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}" paint-order="stroke" stroke="#ffffff" stroke-width="6" stroke-linejoin="round">${content}</text>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="#eef3e2"/>`,
    // Lake Victoria and Murchison Bay
    `<path d="M1200,260 C1080,250 1010,300 960,360 C930,400 880,390 860,350 C840,300 800,300 780,350 C760,420 820,470 800,530 C780,580 700,560 640,600 C580,640 520,700 470,800 L1200,800 Z" fill="#9fd3f0"/>`,
    `<path d="M470,800 C430,730 380,720 330,760 L300,800 Z" fill="#9fd3f0"/>`,
    // Entebbe peninsula, drawn over the water
    `<path d="M560,640 C600,600 650,610 680,650 C710,700 700,760 660,800 L560,800 C540,740 530,680 560,640 Z" fill="#e4ecd2"/>`,
    // Kampala urban area
    `<ellipse cx="520" cy="190" rx="190" ry="120" fill="#e9dcc9"/>`,
    // Northern Bypass and other main roads
    `<path d="M300,130 C420,60 640,60 760,150" stroke="#ffffff" stroke-width="12" fill="none"/>`,
    `<path d="M520,190 L160,260 M520,190 L900,150 M520,190 L560,20" stroke="#ffffff" stroke-width="10" fill="none"/>`,
    // Kampala-Entebbe Expressway and the old Entebbe road
    `<path d="M520,200 C540,300 520,380 560,460 C590,520 600,580 620,690" stroke="#f0b44c" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    `<path d="M520,200 C470,300 480,420 520,520 C550,590 590,620 620,690" stroke="#ffffff" stroke-width="8" fill="none" stroke-dasharray="4 10" stroke-linecap="round"/>`,
    // Airport runway
    `<rect x="585" y="690" width="120" height="16" rx="4" fill="#64748b" transform="rotate(-35 645 698)"/>`,
    // Markers
    `<circle cx="520" cy="190" r="22" fill="#b45309" stroke="#ffffff" stroke-width="6"/>`,
    `<circle cx="645" cy="698" r="18" fill="#145a5b" stroke="#ffffff" stroke-width="6"/>`,
    label(552, 186, 'Conference hotel, Kampala', { size: 30 }),
    label(552, 222, 'Kampala city centre', { size: 22, weight: 'normal', color: '#334155' }),
    label(680, 700, 'Entebbe International', { size: 26 }),
    label(680, 732, 'Airport (EBB)', { size: 26 }),
    label(400, 430, 'Kampala-Entebbe', { size: 22, color: '#7c2d12', anchor: 'end' }),
    label(400, 458, 'Expressway', { size: 22, color: '#7c2d12', anchor: 'end' }),
    label(900, 560, 'Lake Victoria', { size: 34, weight: 'normal', color: '#0c4a6e' }),
    label(860, 300, 'Murchison Bay', {
      size: 20,
      weight: 'normal',
      color: '#0c4a6e',
      anchor: 'middle',
    }),
    label(300, 100, 'Northern Bypass', {
      size: 20,
      weight: 'normal',
      color: '#334155',
      anchor: 'middle',
    }),
    // Distance badge along the expressway
    `<rect x="590" y="400" width="390" height="56" rx="28" fill="#0f3d3e"/>`,
    `<text x="785" y="437" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">about 35 km · about 45 min</text>`,
    // North arrow and scale bar
    `<g transform="translate(1110 90)"><path d="M0,-50 L22,20 L0,8 L-22,20 Z" fill="#0f3d3e"/>${label(0, 52, 'N', { size: 26, anchor: 'middle' })}</g>`,
    `<rect x="40" y="740" width="160" height="10" fill="#0f3d3e"/><rect x="40" y="740" width="80" height="10" fill="#ffffff" stroke="#0f3d3e" stroke-width="2"/>`,
    label(40, 728, '10 km', { size: 20 }),
    label(40, 50, 'Illustrative map, not to scale', {
      size: 18,
      weight: 'normal',
      color: '#475569',
    }),
  ];
  return svgDocument(width, height, [], body);
}

// ---------------------------------------------------------------------------------------------
// What to draw: every file the pages reference. Names here and in src/content/*.ts must agree
// (a component test checks that every image the content names exists on disk).

const hallWalls = [
  ['#1e3a5f', '#0f172a'],
  ['#3b0764', '#1e1b4b'],
  ['#134e4a', '#042f2e'],
  ['#7c2d12', '#431407'],
  ['#1f2937', '#111827'],
  ['#164e63', '#083344'],
  ['#4a044e', '#2e1065'],
  ['#14532d', '#052e16'],
];
const lightWalls = [
  ['#e8f1ef', '#cfe3e0'],
  ['#fef3c7', '#fde68a'],
  ['#e0e7ff', '#c7d2fe'],
  ['#fce7f3', '#fbcfe8'],
  ['#ecfccb', '#d9f99d'],
];

const gallery = {
  'keynote-opening': (r) =>
    keynoteScene(r, { wall: hallWalls[0], accent: '#f0b44c', screen: 'africa' }),
  'keynote-critical-minerals': (r) =>
    keynoteScene(r, { wall: hallWalls[1], accent: '#a855f7', screen: 'crystal' }),
  'keynote-geothermal': (r) =>
    keynoteScene(r, { wall: hallWalls[2], accent: '#14b8a6', screen: 'geothermal' }),
  'keynote-geospatial-ai': (r) =>
    keynoteScene(r, { wall: hallWalls[5], accent: '#38bdf8', screen: 'contours' }),
  'keynote-water': (r) =>
    keynoteScene(r, { wall: hallWalls[4], accent: '#3b82f6', screen: 'water' }),
  'keynote-oil-gas': (r) =>
    keynoteScene(r, { wall: hallWalls[3], accent: '#f97316', screen: 'rig' }),
  'keynote-climate': (r) =>
    keynoteScene(r, { wall: hallWalls[7], accent: '#84cc16', screen: 'chart' }),
  'keynote-urban': (r) =>
    keynoteScene(r, { wall: hallWalls[6], accent: '#ec4899', screen: 'city' }),
  'session-plenary-panel': (r) =>
    panelScene(r, { wall: hallWalls[0], accent: '#145a5b', screen: 'africa' }),
  'session-poster-hall': (r) => posterSessionScene(r, { wall: lightWalls[0], accent: '#1f7a7a' }),
  'session-gis-workshop': (r) => workshopScene(r, { wall: lightWalls[2], accent: '#1d6fa3' }),
  'session-questions': (r) => questionScene(r, { wall: hallWalls[5], accent: '#f0b44c' }),
  'session-core-samples': (r) => coreSamplesScene(r, { wall: lightWalls[1], accent: '#c2185b' }),
  'session-geoethics-panel': (r) =>
    panelScene(r, { wall: hallWalls[6], accent: '#7b3f98', screen: 'chart' }),
  'session-student-posters': (r) =>
    posterSessionScene(r, { wall: lightWalls[3], accent: '#c2185b' }),
  'session-mentoring-workshop': (r) => workshopScene(r, { wall: lightWalls[4], accent: '#3f8f4f' }),
  'session-policy-roundtable': (r) =>
    panelScene(r, { wall: hallWalls[2], accent: '#b45309', screen: 'strata' }),
  'session-early-career-talks': (r) => questionScene(r, { wall: hallWalls[1], accent: '#2a9d8f' }),
  'event-anniversary-gala': (r) =>
    celebrationScene(r, { sky: ['#1e1b4b', '#7c2d12'], accent: '#f0b44c', withNumber: true }),
  'event-welcome-dinner': (r) =>
    dinnerScene(r, { wall: ['#451a03', '#78350f'], accent: '#0f766e' }),
  'event-prize-awards': (r) => awardScene(r, { wall: ['#1e1b4b', '#312e81'], accent: '#7f1d1d' }),
  'event-cultural-evening': (r) =>
    culturalScene(r, { sky: ['#4c1d95', '#f97316'], accent: '#dc2626' }),
  'event-coffee-break': (r) =>
    networkingScene(r, { wall: ['#f5ede1', '#e7dcc8'], accent: '#145a5b' }),
  'event-anniversary-cake': (r) =>
    cakeScene(r, { wall: ['#fdf2f8', '#fce7f3'], accent: '#c2185b' }),
  'event-group-photo': (r) =>
    groupPhotoScene(r, { sky: ['#60a5fa', '#dbeafe'], accent: '#0f3d3e' }),
  'event-dance-night': (r) =>
    celebrationScene(r, { sky: ['#0f172a', '#4c1d95'], accent: '#f0b44c', dancers: 7 }),
  'event-student-awards': (r) => awardScene(r, { wall: ['#134e4a', '#0f3d3e'], accent: '#b45309' }),
  'venue-hotel-exterior': (r) => hotelExteriorScene(r),
  'venue-lobby': (r) => lobbyScene(r),
  'venue-plenary-hall': (r) => emptyHallScene(r),
  'venue-lake-terrace': (r) => lakeTerraceScene(r),
  'venue-pool-garden': (r) => poolScene(r),
  'venue-registration-desk': (r) => registrationDeskScene(r),
};

const fieldTripSites = {
  'kibiro-geothermal': geothermalLandscape,
  'bentonite-deposit': bentoniteLandscape,
  'bunyoro-hills': (r, w, h) => hillsLandscape(r, w, h, { tea: false }),
  'oil-and-gas-project': oilAndGasLandscape,
  'rift-escarpment': escarpmentLandscape,
  'murchison-falls': waterfallLandscape,
};

const destinationGallery = {
  'crater-lake': craterLakeLandscape,
  'tea-hills': (r, w, h) => hillsLandscape(r, w, h, { tea: true }),
  'lake-albert-sunset': lakeSunsetLandscape,
  'savanna-kob': savannaLandscape,
  'kibiro-salt-pans': saltPansLandscape,
  'victoria-nile': nileLandscape,
};

const portraits = {
  'speaker-1': {
    background: ['#0f766e', '#134e4a'],
    pattern: 'strata',
    skin: skinTones[2],
    cloth: '#f2a93b',
    hair: 'wrap',
    hairColor: '#1a1210',
    accent: '#d94f30',
  },
  'speaker-2': {
    background: ['#7c2d12', '#b45309'],
    pattern: 'contours',
    skin: skinTones[4],
    cloth: '#1d6fa3',
    hair: 'afro',
    hairColor: '#241915',
    accent: '#f4d35e',
  },
  'speaker-3': {
    background: ['#3b0764', '#7b3f98'],
    pattern: 'strata',
    skin: skinTones[1],
    cloth: '#2a9d8f',
    hair: 'locs',
    hairColor: '#1a1210',
    accent: '#f2a93b',
  },
  'speaker-4': {
    background: ['#1e3a5f', '#1d6fa3'],
    pattern: 'contours',
    skin: skinTones[5],
    cloth: '#c2185b',
    hair: 'bun',
    hairColor: '#2d1f18',
    accent: '#f4d35e',
  },
  'speaker-5': {
    background: ['#14532d', '#3f8f4f'],
    pattern: 'contours',
    skin: skinTones[0],
    cloth: '#f4d35e',
    hair: 'wrap',
    hairColor: '#1a1210',
    accent: '#7b3f98',
  },
  'speaker-6': {
    background: ['#9f1239', '#e76f51'],
    pattern: 'strata',
    skin: skinTones[6],
    cloth: '#0f766e',
    hair: 'short',
    hairColor: '#241915',
    accent: '#f2a93b',
  },
  'speaker-7': {
    background: ['#713f12', '#ca8a04'],
    pattern: 'strata',
    skin: skinTones[3],
    cloth: '#7b3f98',
    hair: 'wrap',
    hairColor: '#1a1210',
    accent: '#2a9d8f',
  },
  'speaker-8': {
    background: ['#083344', '#0e7490'],
    pattern: 'contours',
    skin: skinTones[2],
    cloth: '#e76f51',
    hair: 'afro',
    hairColor: '#1a1210',
    accent: '#f4d35e',
  },
};

// ---------------------------------------------------------------------------------------------
// Rasterising

async function writeWebp(svg, file, width, height, quality = 72) {
  await mkdir(dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(svg), { density: 96 })
    .resize(width, height, { fit: 'cover' })
    .webp({ quality, effort: 6 })
    .toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}

async function main() {
  let totalBytes = 0;
  let fileCount = 0;
  const track = (bytes) => {
    totalBytes += bytes;
    fileCount += 1;
  };

  for (const [name, draw] of Object.entries(gallery)) {
    const svg = draw(seededRandom(hashString(name)));
    track(await writeWebp(svg, join(imagesDir, 'gallery', `${name}-480.webp`), 480, 360, 70));
    track(await writeWebp(svg, join(imagesDir, 'gallery', `${name}-1200.webp`), 1200, 900, 68));
  }
  for (const [name, options] of Object.entries(portraits)) {
    track(
      await writeWebp(
        portrait(seededRandom(hashString(name)), options),
        join(imagesDir, 'speakers', `${name}.webp`),
        480,
        480,
        74,
      ),
    );
  }
  for (const [name, draw] of Object.entries(fieldTripSites)) {
    const svg = draw(seededRandom(hashString(name)), 1200, 800);
    track(await writeWebp(svg, join(imagesDir, 'fieldtrip', `${name}-800.webp`), 800, 533, 70));
  }
  for (const [name, draw] of Object.entries(destinationGallery)) {
    const svg = draw(seededRandom(hashString(name)), 1200, 800);
    track(await writeWebp(svg, join(imagesDir, 'fieldtrip', `${name}-480.webp`), 480, 320, 70));
    track(await writeWebp(svg, join(imagesDir, 'fieldtrip', `${name}-1200.webp`), 1200, 800, 68));
  }
  track(
    await writeWebp(
      fieldTripPoster(seededRandom(hashString('poster'))),
      join(imagesDir, 'fieldtrip', 'field-trip-poster.webp'),
      800,
      1100,
      74,
    ),
  );
  track(
    await writeWebp(brokenImagePlaceholder(), join(imagesDir, 'placeholder.webp'), 1200, 900, 70),
  );

  const mapFile = join(imagesDir, 'venue', 'venue-map.svg');
  await mkdir(dirname(mapFile), { recursive: true });
  const map = venueMap();
  await writeFile(mapFile, map);
  track(Buffer.byteLength(map));

  console.log(
    `wrote ${fileCount} images, ${(totalBytes / 1024).toFixed(0)} KiB in total, under ${imagesDir}`,
  );
}

await main();
