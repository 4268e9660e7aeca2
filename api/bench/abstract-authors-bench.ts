import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { abstractAuthorLimits, type AbstractAuthor } from '@caawg11/conference';
import { multipartBody } from '../test/support/multipart.js';
import { wordDocumentWithText } from '../test/support/sample-files.js';
import { apiUrl, startApi } from './lib/api-process.js';
import { benchDatabases, repoDir } from './lib/bench-env.js';
import { presolvedCaptcha } from './lib/captcha.js';
import { recreateDatabase } from './lib/database.js';
import { median, runLoad, type LoadResult } from './lib/load.js';
import { markdownTable, num, ratio, writePart, type BenchPart } from './lib/report.js';

const connections = 10;
const seconds = 8;
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
/** More robot checks than a round can use at this machine's pace. */
const tokensPerRound = 4_000;

const abstractText =
  'Lithium-bearing pegmatites of the Karagwe-Ankole belt were mapped along 40 km of strike. ' +
  'Spodumene and petalite occur in zoned dykes whose albite units carry the richest grades. ';

/** The list as sent; `everyEmail` gives each author an address (each co-author is then told). */
function authors(count: number, everyEmail: boolean): AbstractAuthor[] {
  return Array.from({ length: count }, (_, index) => {
    const presenting = index === 2 || count === 1;
    return {
      name: `Author ${index + 1} Nakato`,
      affiliation: `Institution ${(index % 5) + 1}`,
      country: 'Uganda',
      ...(everyEmail || presenting ? { email: `author.${index + 1}@example.org` } : {}),
      presenting,
    };
  });
}

interface Variant {
  label: string;
  authorCount: number;
  everyEmail: boolean;
}

const many = abstractAuthorLimits.maxAuthors;
const variants: Variant[] = [
  { label: '1 author', authorCount: 1, everyEmail: true },
  { label: `${many} authors`, authorCount: many, everyEmail: true },
  { label: `${many} authors, only the presenter's e-mail`, authorCount: many, everyEmail: false },
];

/** One variant's load: each request a new abstract, its own robot check, its own e-mail. */
async function measure(
  variant: Variant,
  word: Buffer,
  length: { amount: number } | { duration: number; tokens: number },
): Promise<LoadResult> {
  const count = 'amount' in length ? length.amount : length.tokens;
  const tokens = await Promise.all(Array.from({ length: count }, () => presolvedCaptcha()));
  let n = 0;
  const list = JSON.stringify(authors(variant.authorCount, variant.everyEmail));
  return runLoad({
    url: `${apiUrl}/api/abstracts.php`,
    method: 'POST',
    connections,
    ...('amount' in length ? { amount: length.amount } : { duration: length.duration }),
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const body = multipartBody(
            {
              fullName: 'Author 1 Nakato',
              affiliation: 'Institution 1',
              email: `author.${n}.${Date.now()}@example.org`,
              abstractTitle: `Lithium pegmatites ${n}`,
              subtheme: 'Critical Minerals and the Green Economy',
              language: 'English',
              presentationType: 'Oral Presentation',
              authors: list,
              abstractText,
              keywords: 'lithium, pegmatite, Uganda',
              recaptchaToken: tokens.pop() ?? '',
            },
            {
              field: 'abstractFile',
              filename: 'abstract.docx',
              contentType:
                'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              content: word,
            },
          );
          return { ...request, body: body.payload, headers: body.headers };
        },
      },
    ],
  });
}

/**
 * An abstract with the most authors the form takes against one with a single author, both
 * with the same text, keywords and Word file, in alternating rounds of the same run.
 */
export async function runAbstractAuthorsBench(): Promise<BenchPart> {
  const startedAt = new Date();
  console.log(`abstract authors: POST /api/abstracts.php with 1 and ${many} authors`);
  await recreateDatabase(benchDatabases.submit);
  const uploads = join(repoDir, 'var', 'bench-uploads');
  rmSync(uploads, { recursive: true, force: true });
  const word = await wordDocumentWithText([abstractText]);
  const api = await startApi({
    database: benchDatabases.submit,
    env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  const results = new Map<string, LoadResult[]>(variants.map((v) => [v.label, []]));
  try {
    for (const variant of variants) await measure(variant, word, { amount: 300 });
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        const load = await measure(variant, word, { duration: seconds, tokens: tokensPerRound });
        results.get(variant.label)!.push(load);
        console.log(
          `  round ${round + 1}, ${variant.label}: ${num(load.requestsPerSecond)} req/s, ` +
            `p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, non-2xx ${load.non2xx + load.errors}`,
        );
      }
    }
  } finally {
    await api.stop();
    rmSync(uploads, { recursive: true, force: true });
  }

  const summary = (label: string) => {
    const loads = results.get(label)!;
    return {
      requestsPerSecond: median(loads.map((l) => l.requestsPerSecond)),
      p50Ms: median(loads.map((l) => l.p50Ms)),
      p99Ms: median(loads.map((l) => l.p99Ms)),
      refused: loads.reduce((sum, l) => sum + l.non2xx + l.errors, 0),
    };
  };
  const single = summary(variants[0]!.label);
  const figures: BenchPart['figures'] = variants.slice(1).flatMap((variant) => {
    const measured = summary(variant.label);
    const valid = single.refused + measured.refused === 0;
    const p50Ratio = ratio(measured.p50Ms, single.p50Ms);
    return [
      {
        scenario: `abstract with ${variant.label}: p50 latency`,
        metric: 'p50',
        value: measured.p50Ms,
        unit: 'ms',
        baseline: single.p50Ms,
        ratio: p50Ratio,
        target: 'ratio <= 1.2 against 1 author',
        met: valid && p50Ratio <= 1.2,
      },
      {
        scenario: `abstract with ${variant.label}: throughput`,
        metric: 'req/s',
        value: measured.requestsPerSecond,
        unit: 'req/s',
        baseline: single.requestsPerSecond,
        ratio: ratio(measured.requestsPerSecond, single.requestsPerSecond),
        target: 'ratio >= 0.83 (1 / 1.2) against 1 author',
        met: valid && measured.requestsPerSecond * 1.2 >= single.requestsPerSecond,
      },
      {
        scenario: `abstract with ${variant.label}: p99 latency`,
        metric: 'p99',
        value: measured.p99Ms,
        unit: 'ms',
        baseline: single.p99Ms,
        ratio: ratio(measured.p99Ms, single.p99Ms),
      },
    ];
  });
  const details = [
    `Each request submits a new abstract (multipart: the fields, the author list as JSON text, a typed text of ${abstractText.split(' ').length} words, three keywords, then a small Word file) with a robot-check payload solved before the timed part. ` +
      `${connections} connections, ${seconds} s a round, ${rounds} rounds alternating which variant goes first, medians shown. ` +
      `The api checks the authors, stores the abstract, its ${many} author rows (one insert), the file and the confirmation e-mail in one transaction; ` +
      `when every author has an address, each of the ${many - 1} co-authors is also written the e-mail that tells them they were named, with a link of their own (${many + 1} outbox rows in one insert, against 2).`,
    '',
    markdownTable(
      ['variant', 'round', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
      variants.flatMap((variant) =>
        results
          .get(variant.label)!
          .map((l, round) => [
            variant.label,
            round + 1,
            num(l.requestsPerSecond),
            num(l.p50Ms),
            num(l.p99Ms),
            l.non2xx + l.errors,
          ]),
      ),
    ),
  ].join('\n');
  const part: BenchPart = {
    name: 'abstract-authors',
    title: `Abstract authors: POST /api/abstracts.php with ${many} authors against 1`,
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    figures,
    details,
    data: Object.fromEntries(results),
  };
  writePart(part);
  return part;
}
