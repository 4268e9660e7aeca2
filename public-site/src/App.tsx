import './index.css';
import './i18n/i18n';
import {
  lazy,
  Suspense,
  use,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes, useLocation } from '@caawg11/conference/routing';
import { defaultLanguage, languages, localizedPath, type Language } from '@caawg11/conference';
import { usePageTitle } from './i18n/document';
import { loadNamespaces } from './i18n/i18n';
import { LanguageScope } from './i18n/LanguageScope';
import { languageOfPath } from './i18n/paths';
import { arrivalRedirect, rememberLanguage, rememberedLanguage } from './i18n/preference';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import { HydrationClock, prerenderedPage } from './prerender/hydration';

/**
 * A page fetched when first visited, together with the query client its forms use and the
 * page's texts in the page's language. All load at once, and only the pages loaded on demand
 * need the query library, so the home page's first load does without it. `pageModule` names
 * the page's file (src/pages/<name>.tsx), whose chunk a pre-rendered page preloads.
 */
function lazyPage<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
  namespaces: readonly string[],
): LazyExoticComponent<ComponentType> & { pageModule: string } {
  const page = lazy(async () => {
    const [page, { QueryClientLayout }] = await Promise.all([
      load(),
      import('./api/QueryClientLayout'),
      loadNamespaces(namespaces),
    ]);
    const Page: ComponentType = page[name];
    return {
      default: () => (
        <QueryClientLayout>
          <Page />
        </QueryClientLayout>
      ),
    };
  });
  return Object.assign(page, { pageModule: `src/pages/${name}.tsx` });
}

// The home page ships with the first load; every other page is fetched when first visited,
// so a visitor on a slow connection downloads only what the page in front of them needs.
// Pages with a form also fetch the forms' texts, and the labels of its choices where it has some.
const AboutPage = lazyPage(() => import('./pages/AboutPage'), 'AboutPage', [
  'about',
  'forms',
  'choices',
]);
const AbstractsPage = lazyPage(() => import('./pages/AbstractsPage'), 'AbstractsPage', [
  'abstracts',
  'forms',
  'choices',
]);
const AccommodationPage = lazyPage(() => import('./pages/AccommodationPage'), 'AccommodationPage', [
  'accommodation',
  'forms',
  'choices',
]);
const ContactPage = lazyPage(() => import('./pages/ContactPage'), 'ContactPage', [
  'contact',
  'forms',
]);
const FieldTripPage = lazyPage(() => import('./pages/FieldTripPage'), 'FieldTripPage', [
  'fieldtrip',
]);
const GalleryPage = lazyPage(() => import('./pages/GalleryPage'), 'GalleryPage', ['gallery']);
const MyRegistrationPage = lazyPage(
  () => import('./pages/MyRegistrationPage'),
  'MyRegistrationPage',
  ['myRegistration', 'myData', 'documents', 'forms', 'choices'],
);
const CertificatePage = lazyPage(() => import('./pages/CertificatePage'), 'CertificatePage', [
  'certificates',
]);
const ReminderOptOutPage = lazyPage(
  () => import('./pages/ReminderOptOutPage'),
  'ReminderOptOutPage',
  ['reminderOptOut'],
);
const AbstractResponsePage = lazyPage(
  () => import('./pages/AbstractResponsePage'),
  'AbstractResponsePage',
  ['abstractResponse', 'forms'],
);
const ProgramPage = lazyPage(() => import('./pages/ProgramPage'), 'ProgramPage', ['program']);
const RegistrationPage = lazyPage(() => import('./pages/RegistrationPage'), 'RegistrationPage', [
  'registration',
  'forms',
  'choices',
]);
const SpeakersPage = lazyPage(() => import('./pages/SpeakersPage'), 'SpeakersPage', ['speakers']);
const SponsorshipPage = lazyPage(() => import('./pages/SponsorshipPage'), 'SponsorshipPage', [
  'sponsorship',
  'forms',
]);
const SubthemesPage = lazyPage(() => import('./pages/SubthemesPage'), 'SubthemesPage', [
  'subthemes',
]);
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'), 'PrivacyPage', ['privacy']);
const VenuePage = lazyPage(() => import('./pages/VenuePage'), 'VenuePage', ['venue']);
const VerifyPage = lazyPage(() => import('./pages/VerifyPage'), 'VerifyPage', ['verify', 'forms']);

/** A page, with the browser tab titled after it in the page's language. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

/**
 * A page of the site: its path (the same in each language, '' for the home page) and the keys of
 * its tab title and description. Pages opened only from an e-mailed link depend on the link's
 * token: they are neither pre-rendered nor listed for search engines.
 */
export interface SitePage {
  path: string;
  title: string;
  description?: string;
  fromEmailedLink?: true;
}

export const homePage: SitePage = {
  path: '',
  title: 'home:documentTitle',
  description: 'home:documentDescription',
};

/** Every page but the home page, with the component that draws it. */
export const pages: readonly (SitePage & { Page: ComponentType & { pageModule?: string } })[] = [
  {
    path: 'about',
    Page: AboutPage,
    title: 'about:documentTitle',
    description: 'about:documentDescription',
  },
  {
    path: 'registration',
    Page: RegistrationPage,
    title: 'registration:documentTitle',
    description: 'registration:documentDescription',
  },
  {
    path: 'program',
    Page: ProgramPage,
    title: 'program:documentTitle',
    description: 'program:documentDescription',
  },
  {
    path: 'speakers',
    Page: SpeakersPage,
    title: 'speakers:documentTitle',
    description: 'speakers:documentDescription',
  },
  {
    path: 'fieldtrip',
    Page: FieldTripPage,
    title: 'fieldtrip:documentTitle',
    description: 'fieldtrip:documentDescription',
  },
  {
    path: 'venue',
    Page: VenuePage,
    title: 'venue:documentTitle',
    description: 'venue:documentDescription',
  },
  {
    path: 'contact',
    Page: ContactPage,
    title: 'contact:documentTitle',
    description: 'contact:documentDescription',
  },
  {
    path: 'verify',
    Page: VerifyPage,
    title: 'verify:documentTitle',
    description: 'verify:documentDescription',
  },
  {
    path: 'my-registration',
    Page: MyRegistrationPage,
    title: 'myRegistration:documentTitle',
    fromEmailedLink: true,
  },
  {
    path: 'sponsorship',
    Page: SponsorshipPage,
    title: 'sponsorship:documentTitle',
    description: 'sponsorship:documentDescription',
  },
  {
    path: 'accommodation',
    Page: AccommodationPage,
    title: 'accommodation:documentTitle',
    description: 'accommodation:documentDescription',
  },
  {
    path: 'abstracts',
    Page: AbstractsPage,
    title: 'abstracts:documentTitle',
    description: 'abstracts:documentDescription',
  },
  {
    path: 'gallery',
    Page: GalleryPage,
    title: 'gallery:documentTitle',
    description: 'gallery:documentDescription',
  },
  {
    path: 'subthemes',
    Page: SubthemesPage,
    title: 'subthemes:documentTitle',
    description: 'subthemes:documentDescription',
  },
  {
    path: 'reminders/opt-out',
    Page: ReminderOptOutPage,
    title: 'reminderOptOut:documentTitle',
    fromEmailedLink: true,
  },
  {
    path: 'abstract-response',
    Page: AbstractResponsePage,
    title: 'abstractResponse:documentTitle',
    fromEmailedLink: true,
  },
  {
    path: 'privacy',
    Page: PrivacyPage,
    title: 'privacy:documentTitle',
    description: 'privacy:documentDescription',
  },
  { path: 'certificates/:code', Page: CertificatePage, title: 'certificates:documentTitle' },
];

/**
 * One language's routes: English at the unprefixed paths, French under /fr, Portuguese under
 * /pt. Each language's /home and unknown paths go to its home page.
 */
function languageRoutes(language: Language) {
  const home = localizedPath('/', language);
  return (
    <Route
      key={language}
      path={language === defaultLanguage ? undefined : language}
      element={
        <LanguageScope language={language}>
          <PublicLayout />
        </LanguageScope>
      }
    >
      <Route
        index
        element={
          <Titled title={homePage.title}>
            <HomePage />
          </Titled>
        }
      />
      <Route path="home" element={<Navigate to={home} replace />} />
      {pages.map(({ path, Page, title }) => (
        <Route
          key={path}
          path={path}
          element={
            <Titled title={title}>
              <Page />
            </Titled>
          }
        />
      ))}
      <Route path="*" element={<Navigate to={home} replace />} />
    </Route>
  );
}

/**
 * Where this page load is sent first, if anywhere: a returning visitor's language, or a new
 * visitor's browser language, for an unprefixed URL (decided once, before the first draw).
 * A pre-rendered English page is left for the pre-rendered page in that language instead: its
 * HTML is already on screen and must be hydrated as it is, so nothing here draws meanwhile.
 */
function useArrivalRedirect(): string | undefined {
  const location = useLocation();
  const [redirect] = useState((): string | typeof leavingPage | undefined => {
    const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
    const decided = arrivalRedirect(location, rememberedLanguage(), preferred);
    if (decided) rememberLanguage(decided.language);
    if (decided && prerenderedPage()) {
      window.location.replace(decided.to);
      return leavingPage;
    }
    return decided?.to;
  });
  // Every redirect leads to a prefixed path: once there, the visitor goes where they like.
  const [arrived, setArrived] = useState(redirect === undefined);
  if (redirect === leavingPage) return use(never);
  if (!arrived && languageOfPath(location.pathname) !== defaultLanguage) setArrived(true);
  return arrived ? undefined : redirect;
}

/** The redirect of a page being replaced by another page load. */
const leavingPage = Symbol('leaving the page');
/** Keeps the pre-rendered HTML on screen until the browser leaves the page. */
const never = new Promise<never>(() => undefined);

/** Every public route in each language, rendered by the shell for all paths outside /dashboard. */
export function App() {
  const redirect = useArrivalRedirect();
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  // While a language's texts arrive on the first visit, nothing draws; a later switch keeps
  // the page in view until the new language is ready.
  return (
    <HydrationClock>
      <Suspense fallback={null}>
        <Routes>{languages.map(languageRoutes)}</Routes>
      </Suspense>
    </HydrationClock>
  );
}
