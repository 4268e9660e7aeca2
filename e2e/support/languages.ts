import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The site's languages as a visitor meets them: English at the unprefixed paths, French under
 * /fr and Portuguese under /pt, each named in its own language in the switcher. Also the
 * checks that a page in French or Portuguese is complete, whatever its exact wording: no
 * catalogue key showing, no English sentence left, no text wider than its box.
 */

export const languages = ['en', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export type OtherLanguage = Exclude<Language, 'en'>;
export const otherLanguages: readonly OtherLanguage[] = ['fr', 'pt'];

/** How the switcher names each language: in the language itself. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
};

/** A site path in a language, as the site's own links build it: /about, /fr/about, /pt. */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** A path without its trailing slash, so /fr/ and /fr compare equal. */
function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The address bar shows exactly this site path (any query or fragment aside). */
export function sitePath(path: string): RegExp {
  const escaped = withoutTrailingSlash(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped === '/' ? '' : escaped}/?(?:[?#].*)?$`);
}

export async function expectHtmlLang(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}(-|$)`));
}

/** The path each `<link rel="alternate" hreflang>` of the page points to, by language. */
async function alternatePaths(page: Page): Promise<Partial<Record<Language, string>>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((element) => ({
      hreflang: element.getAttribute('hreflang') ?? '',
      href: (element as HTMLLinkElement).href,
    })),
  );
  const paths: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const link = links.find(
      ({ hreflang }) => hreflang === language || hreflang.startsWith(`${language}-`),
    );
    if (link) paths[language] = withoutTrailingSlash(new URL(link.href).pathname);
  }
  return paths;
}

/**
 * The page says which language it is in, has a title, and names where its English, French and
 * Portuguese twins are.
 */
export async function expectLanguageMarkup(
  page: Page,
  language: Language,
  path: string,
): Promise<void> {
  await expect
    .soft(page.locator('html'), `<html lang> on ${path}`)
    .toHaveAttribute('lang', new RegExp(`^${language}(-|$)`));
  expect.soft((await page.title()).trim(), `the page title of ${path}`).not.toBe('');
  const expected = Object.fromEntries(
    languages.map((each) => [each, localizedPath(path, each)]),
  ) as Record<Language, string>;
  await expect.soft
    .poll(() => alternatePaths(page), {
      message: `hreflang alternates for en, fr and pt on ${localizedPath(path, language)}`,
    })
    .toEqual(expected);
}

// ---------------------------------------------------------------------------------------------
// What the visitor can read
// ---------------------------------------------------------------------------------------------

/** A text the visitor can read (or hear), with where it sits on the page. */
export interface PageText {
  where: string;
  text: string;
}

interface VisibleTexts {
  /** Each block's text run together, the way a visitor reads a sentence. */
  sentences: PageText[];
  /** Every text node and text-bearing attribute on its own, where a catalogue key would show whole. */
  pieces: PageText[];
}

/**
 * Runs in the page: all the visible text of the page (header, main content, footer, the skip
 * link, open dialogs and notices), open shadow roots included (the robot check draws its label
 * in one), plus the attributes that are read out or shown (aria-label, placeholder, alt, title)
 * and the page title. Text in a select counts while the select is visible: its options are
 * what the visitor picks.
 */
function collectVisibleTexts(): VisibleTexts {
  const inline = new Set(['inline', 'inline-block', 'inline-flex', 'inline-grid', 'contents']);
  const spokenAttributes = ['aria-label', 'placeholder', 'alt', 'title'];

  const parentOf = (node: Node): Element | null => {
    if (node.parentElement) return node.parentElement;
    const root = node.parentNode;
    return root instanceof ShadowRoot ? root.host : null;
  };

  /** The element whose box shows the node's text (display: contents has none of its own). */
  const boxOf = (element: Element): Element => {
    let current: Element = element;
    while (getComputedStyle(current).display === 'contents') {
      const parent = parentOf(current);
      if (!parent) break;
      current = parent;
    }
    return current;
  };

  const isShown = (element: Element): boolean => {
    const select = element.closest('select');
    return boxOf(select ?? element).checkVisibility({
      checkOpacity: true,
      checkVisibilityCSS: true,
    });
  };

  const blockOf = (element: Element): Element => {
    let current: Element = element;
    while (inline.has(getComputedStyle(current).display)) {
      const parent = parentOf(current);
      if (!parent) break;
      current = parent;
    }
    return current;
  };

  const describe = (element: Element): string => {
    const area = element.closest('header, main, footer, [role="dialog"], dialog');
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const areaName = area ? (area.getAttribute('role') ?? area.tagName.toLowerCase()) : 'page';
    return area === element ? areaName : `${areaName} > ${tag}${id}`;
  };

  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

  const blocks = new Map<Element, string[]>();
  const pieces: PageText[] = [{ where: 'document.title', text: tidy(document.title) }];
  const sentences: PageText[] = [{ where: 'document.title', text: tidy(document.title) }];

  const visit = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        const parent = parentOf(child);
        const text = child.textContent ?? '';
        if (!parent || text.trim() === '' || !isShown(parent)) continue;
        pieces.push({ where: describe(parent), text: tidy(text) });
        const block = blockOf(parent);
        blocks.set(block, [...(blocks.get(block) ?? []), text]);
      } else if (child instanceof Element) {
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(child.tagName)) continue;
        if (isShown(child)) {
          for (const attribute of spokenAttributes) {
            const value = child.getAttribute(attribute);
            if (value?.trim()) {
              const text = { where: `${describe(child)} [${attribute}]`, text: tidy(value) };
              pieces.push(text);
              sentences.push(text);
            }
          }
        }
        visit(child);
        if (child.shadowRoot) visit(child.shadowRoot);
      }
    }
  };

  visit(document.body);

  for (const [block, texts] of blocks) {
    const text = tidy(texts.join(''));
    if (text) sentences.push({ where: describe(block), text });
  }
  return { sentences, pieces };
}

/** Strings that are not catalogue keys although they are shaped like one: domains, file names. */
const keyShapedButNotAKey =
  /\.(org|com|net|int|edu|gov|africa|ug|io|info|pdf|docx?|jpe?g|png|webp|svg|csv|xlsx?)$/i;

/**
 * What a missing translation looks like with `fallbackLng: false`: the key itself
 * (`mission.title`, `forms:registration.firstName`, `successTitle`), or a value i18next or the
 * page failed to fill in.
 */
const untranslatedShapes: readonly RegExp[] = [
  /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/,
  /^[a-z][a-zA-Z0-9]*:[a-zA-Z][\w.-]*$/,
  /^[a-z]+(?:[A-Z][a-z0-9]*)+$/,
  /\{\{[^}]*\}\}/,
  /\$t\(/,
  /returned an object instead of string/i,
  /\bundefined\b/,
  /\bNaN\b/,
  /\[object Object\]/,
];

export function looksLikeMissingKey(text: string): boolean {
  if (keyShapedButNotAKey.test(text)) return false;
  return untranslatedShapes.some((shape) => shape.test(text));
}

/**
 * Very common English words that are not French or Portuguese words (so "on", "a", "an",
 * "for", "in" are left out), plus English month and day names, which betray a date formatted
 * by hand rather than with Intl.
 */
const englishWords = new Set([
  'the',
  'and',
  'with',
  'your',
  'you',
  'please',
  'our',
  'will',
  'this',
  'these',
  'those',
  'that',
  'from',
  'have',
  'has',
  'are',
  'was',
  'were',
  'here',
  'about',
  'which',
  'when',
  'where',
  'what',
  'submit',
  'required',
  'registration',
  'deadline',
  'learn',
  'click',
  'view',
  'loading',
  'not',
  'only',
  'can',
  'must',
  'should',
  'would',
  'been',
  'they',
  'their',
  'into',
  'after',
  'before',
  'dear',
  'thank',
  'thanks',
  'received',
  'verified',
  'payment',
  'link',
  'january',
  'february',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

/**
 * Names that stay in English on every page because they are names: institutions, partners,
 * projects, and the themes of past conferences as they were published. Only names containing
 * one of the words above need to be here. The lead adds any other legitimately English name a
 * failure points at (never a sentence).
 */
export const englishNamesAllowed: readonly string[] = [
  'African Association of Women in Geosciences',
  'Maghreb Centre for Geohazards and Climate',
  'Lake Albert Oil and Gas Project',
  'University of the Witwatersrand',
  'Stanbic Bank Uganda Limited',
  // Past conferences' themes, a record of what was published then.
  'Women in the Geosciences: Building African Networks',
  'Earth Resources and the Environment in Africa',
  'Geosciences and Society: Challenges for Africa',
  'Geoheritage, Geoparks and Geotourism in Africa',
  'Geosciences for Climate Action and the Energy Transition',
  'Geosciences for Poverty Reduction and Sustainable Development',
  'Water, Energy and Minerals: Geoscience Solutions',
  // The word painted on the sign in the registration desk's illustration, quoted as it reads.
  '«Registration»',
  '« Registration »',
];

const emailAddress = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const webAddress = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:org|com|net|int|ug)\b\S*/g;

/** The English words of the list that a text contains once names, addresses and URLs are set aside. */
export function englishWordsIn(text: string): string[] {
  let rest = text.replace(emailAddress, ' ').replace(webAddress, ' ');
  for (const name of englishNamesAllowed) rest = rest.split(name).join(' ');
  const words = rest
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => englishWords.has(word));
  return [...new Set(words)];
}

/** One line a failure message prints: where, the text, and what is wrong with it. */
function report(text: PageText, problem: string): string {
  return `${text.where}: "${text.text}"  (${problem})`;
}

/** The sentences of a page (or an e-mail) that still read as English. */
export function englishSentences(texts: readonly PageText[]): string[] {
  return texts.flatMap((text) => {
    const words = englishWordsIn(text.text);
    return words.length > 0 ? [report(text, `English: ${words.join(', ')}`)] : [];
  });
}

/** The texts that are a catalogue key or an unfilled value rather than words. */
export function missingKeys(texts: readonly PageText[]): string[] {
  return texts.filter((text) => looksLikeMissingKey(text.text)).map((text) => report(text, 'key'));
}

// ---------------------------------------------------------------------------------------------
// What does not fit
// ---------------------------------------------------------------------------------------------

/**
 * Runs in the page: headings, buttons, links, labels and the like whose content is wider than
 * their box. scrollWidth alone also counts decorations positioned past the edge on purpose, so
 * an element counts only when the text itself runs out of the box. Visually hidden text (the
 * 1 px screen-reader pattern) and deliberate ellipses are left out.
 */
function collectTextOverflows(): PageText[] {
  const selector =
    'h1, h2, h3, h4, h5, h6, button, a, label, legend, summary, th, [role="button"], [role="tab"], [role="menuitem"]';
  const overflows: PageText[] = [];
  for (const element of Array.from(document.querySelectorAll(selector))) {
    if (!(element instanceof HTMLElement)) continue;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    // A screen-reader-only element (a skip link until focused) is clipped to nothing on purpose.
    const style = getComputedStyle(element);
    if (style.clipPath !== 'none' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    if (getComputedStyle(element).textOverflow === 'ellipsis') continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const left = box.left + element.clientLeft;
    const right = left + element.clientWidth;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let sticksOut = false;
    for (let node = walker.nextNode(); node && !sticksOut; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      // Text for screen readers only is laid out past its 1 px box on purpose.
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      sticksOut = Array.from(range.getClientRects()).some(
        (rect) => rect.width > 0 && (rect.right > right + 1 || rect.left < left - 1),
      );
    }
    if (!sticksOut) continue;
    const tag = element.tagName.toLowerCase();
    overflows.push({
      where: `${tag}${element.id ? `#${element.id}` : ''} (${element.scrollWidth} px of text in ${element.clientWidth} px)`,
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    });
  }
  return overflows;
}

/**
 * The page as it stands is fully in the language: no key showing, no English sentence left
 * (names aside), nothing sideways, no text running out of its box. Soft: every problem of
 * every page is listed, each with the sentence at fault.
 */
export async function expectFullyTranslated(page: Page, what: string): Promise<void> {
  const { sentences, pieces } = await page.evaluate(collectVisibleTexts);
  expect.soft(missingKeys(pieces), `catalogue keys or unfilled values on ${what}`).toEqual([]);
  expect.soft(englishSentences(sentences), `English left on ${what}`).toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect.soft(sideways, `${what} scrolls sideways`).toBe(false);
  const overflows = (await page.evaluate(collectTextOverflows)).map((text) =>
    report(text, 'wider than its box'),
  );
  expect.soft(overflows, `text wider than its box on ${what}`).toEqual([]);
}

/** The English sentences of an e-mail's plain text, one line at a time. */
export function englishLinesOfMail(text: string): string[] {
  return englishSentences(
    text
      .split(/\r?\n/)
      .map((line, index) => ({ where: `line ${index + 1}`, text: line.trim() }))
      .filter((line) => line.text !== ''),
  );
}

// ---------------------------------------------------------------------------------------------
// The switcher and the robot check, whatever their wording
// ---------------------------------------------------------------------------------------------

/** What names the control that opens a language list, when the choices sit in one. */
const switcherToggleName =
  /English|Français|Português|\b(EN|FR|PT)\b|[Ll]anguage|[Ll]angue|[Ii]dioma|[Ll]íngua/;

/**
 * Chooses a language in the switcher inside `scope` (the header, or the open mobile menu),
 * whichever form it takes: a select, three links or buttons, or a list behind a toggle.
 */
export async function chooseLanguage(scope: Locator, language: Language): Promise<void> {
  const page = scope.page();
  const name = languageNames[language];
  const select = scope
    .locator('select')
    .filter({ has: page.locator('option', { hasText: name }) })
    .filter({ visible: true });
  if ((await select.count()) > 0) {
    await select.first().selectOption({ label: name });
    return;
  }
  const choice = scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('button', { name, exact: true }))
    .or(scope.getByRole('menuitem', { name, exact: true }))
    .or(scope.getByRole('menuitemradio', { name, exact: true }))
    .or(scope.getByRole('radio', { name, exact: true }))
    .or(scope.getByRole('option', { name, exact: true }))
    .filter({ visible: true });
  if ((await choice.count()) === 0) {
    const toggle = scope
      .getByRole('button', { name: switcherToggleName })
      .and(scope.locator('[aria-expanded], [aria-haspopup]'))
      .filter({ visible: true });
    await toggle.first().click();
  }
  await choice.first().click();
}

/**
 * Opens the small-screen menu from the header's menu button; returns the menu. The button is
 * the one that controls a panel and is named a menu, a word English, French and Portuguese
 * share ("Open menu", "Ouvrir le menu", "Abrir o menu").
 */
export async function openMobileMenu(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  const controlsAPanel = header.locator('button[aria-controls]').filter({ visible: true });
  const namedMenu = header
    .getByRole('button', { name: /menu/i })
    .and(header.locator('[aria-controls]'))
    .filter({ visible: true });
  const button = (await namedMenu.count()) > 0 ? namedMenu.first() : controlsAPanel.first();
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await button.click();
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Ticks the ALTCHA check by its own label, whatever language it speaks, and waits until the
 * proof of work is done.
 */
export async function solveRobotCheckInAnyLanguage(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  // The widget draws its tick over the box, so a visitor's click lands on the label.
  await widget.locator('label').first().click();
  await expect(widget.getByRole('checkbox')).toBeChecked({ timeout: 30_000 });
}
