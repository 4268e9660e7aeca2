import './index.css';
import './i18n/i18n';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from '@caawg11/conference/routing';
import { defaultLanguage, languages, localizedPath, type Language } from '@caawg11/conference';
import { useHydrated } from './hooks/useHydrated';
import { usePageTitle } from './i18n/document';
import { loadNamespaces } from './i18n/i18n';
import { LanguageScope } from './i18n/LanguageScope';
import { languageOfPath } from './i18n/paths';
import {
  arrivalRedirect,
  rememberLanguage,
  rememberedLanguage,
  type VisitLocation,
} from './i18n/preference';
import { usePageHydrated } from './layout/DisabledUntilHydrated';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';

/**
 * A page fetched when first visited, together with the query client its forms use and the
 * page's texts in the page's language. All load at once, and only the pages loaded on demand
 * need the query library, so the home page's first load does without it.
 */
function lazyPage<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
  namespaces: readonly string[],
) {
  return lazy(async () => {
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
  'myAbstract',
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
const MyAbstractPage = lazyPage(() => import('./pages/MyAbstractPage'), 'MyAbstractPage', [
  'myAbstract',
  'forms',
  'choices',
]);
const CertificatePage = lazyPage(() => import('./pages/CertificatePage'), 'CertificatePage', [
  'certificates',
]);
const ReminderOptOutPage = lazyPage(
  () => import('./pages/ReminderOptOutPage'),
  'ReminderOptOutPage',
  ['reminderOptOut'],
);
const EmailConfirmationPage = lazyPage(
  () => import('./pages/EmailConfirmationPage'),
  'EmailConfirmationPage',
  ['emailConfirmation'],
);
const GroupInvoiceConsentPage = lazyPage(
  () => import('./pages/GroupInvoiceConsentPage'),
  'GroupInvoiceConsentPage',
  ['groupInvoiceConsent'],
);
const AbstractResponsePage = lazyPage(
  () => import('./pages/AbstractResponsePage'),
  'AbstractResponsePage',
  ['abstractResponse', 'forms'],
);
const AbstractAuthorPage = lazyPage(
  () => import('./pages/AbstractAuthorPage'),
  'AbstractAuthorPage',
  ['abstractAuthor'],
);
const ProgramPage = lazyPage(() => import('./pages/ProgramPage'), 'ProgramPage', ['program']);
const RegistrationPage = lazyPage(() => import('./pages/RegistrationPage'), 'RegistrationPage', [
  'registration',
  'forms',
  'choices',
]);
const SpeakersPage = lazyPage(() => import('./pages/SpeakersPage'), 'SpeakersPage', [
  'speakers',
  'program',
]);
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
  usePageHydrated();
  return children;
}

/** Every page but the home page: its path (the same in each language), page and title key. */
const pages: readonly { path: string; Page: ComponentType; title: string }[] = [
  { path: 'about', Page: AboutPage, title: 'about:documentTitle' },
  { path: 'registration', Page: RegistrationPage, title: 'registration:documentTitle' },
  { path: 'program', Page: ProgramPage, title: 'program:documentTitle' },
  { path: 'speakers', Page: SpeakersPage, title: 'speakers:documentTitle' },
  { path: 'fieldtrip', Page: FieldTripPage, title: 'fieldtrip:documentTitle' },
  { path: 'venue', Page: VenuePage, title: 'venue:documentTitle' },
  { path: 'contact', Page: ContactPage, title: 'contact:documentTitle' },
  { path: 'verify', Page: VerifyPage, title: 'verify:documentTitle' },
  { path: 'my-registration', Page: MyRegistrationPage, title: 'myRegistration:documentTitle' },
  { path: 'my-abstract', Page: MyAbstractPage, title: 'myAbstract:documentTitle' },
  { path: 'sponsorship', Page: SponsorshipPage, title: 'sponsorship:documentTitle' },
  { path: 'accommodation', Page: AccommodationPage, title: 'accommodation:documentTitle' },
  { path: 'abstracts', Page: AbstractsPage, title: 'abstracts:documentTitle' },
  { path: 'gallery', Page: GalleryPage, title: 'gallery:documentTitle' },
  { path: 'subthemes', Page: SubthemesPage, title: 'subthemes:documentTitle' },
  { path: 'privacy', Page: PrivacyPage, title: 'privacy:documentTitle' },
  { path: 'reminders/opt-out', Page: ReminderOptOutPage, title: 'reminderOptOut:documentTitle' },
  {
    path: 'confirm-email',
    Page: EmailConfirmationPage,
    title: 'emailConfirmation:documentTitle',
  },
  {
    path: 'group-invoice-consent',
    Page: GroupInvoiceConsentPage,
    title: 'groupInvoiceConsent:documentTitle',
  },
  { path: 'certificates/:code', Page: CertificatePage, title: 'certificates:documentTitle' },
  {
    path: 'abstract-response',
    Page: AbstractResponsePage,
    title: 'abstractResponse:documentTitle',
  },
  { path: 'abstract-author', Page: AbstractAuthorPage, title: 'abstractAuthor:documentTitle' },
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
          <Titled title="home:documentTitle">
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

/** Where a visitor arriving at `location` is sent, if anywhere; the language is remembered. */
function arrive(location: VisitLocation): string | undefined {
  const decided = arrivalRedirect(location, rememberedLanguage(), navigator.languages);
  if (decided) rememberLanguage(decided.language);
  return decided?.to;
}

/**
 * Where this page load is sent first, if anywhere: a returning visitor's language, or a new
 * visitor's browser language, for an unprefixed URL (decided once, before the first draw). A
 * pre-rendered page knows no visitor: it hydrates as the server drew it and is sent on right
 * after, the page staying in view while the other language's arrives.
 */
function useArrivalRedirect(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [redirect] = useState(() => (hydrated ? arrive(location) : undefined));
  const decideAfterHydration = useRef(!hydrated);
  useEffect(() => {
    if (!decideAfterHydration.current) return;
    decideAfterHydration.current = false;
    const to = arrive(location);
    if (to !== undefined) void navigate(to, { replace: true });
  }, [location, navigate]);
  // Every redirect leads to a prefixed path: once there, the visitor goes where they like.
  const [arrived, setArrived] = useState(redirect === undefined);
  if (!arrived && languageOfPath(location.pathname) !== defaultLanguage) setArrived(true);
  return arrived ? undefined : redirect;
}

// While a language's texts arrive on the first visit, nothing draws; a later switch keeps the
// page in view until the new language is ready. One element for every render of App: the
// render right after hydration then leaves alone a page whose code has not arrived yet, where
// a new element would replace the server's HTML with the empty fallback.
const allRoutes = (
  <Suspense fallback={null}>
    <Routes>{languages.map(languageRoutes)}</Routes>
  </Suspense>
);

/** Every public route in each language, rendered by the shell for all paths outside /dashboard. */
export function App() {
  const redirect = useArrivalRedirect();
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  return allRoutes;
}
