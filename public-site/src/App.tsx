import './index.css';
import './i18n/i18n';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@caawg11/conference/routing';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';

/**
 * A page fetched when first visited, together with the query client its forms use. Both load
 * at once, and only the pages loaded on demand need the query library, so the home page's
 * first load does without it.
 */
function lazyPage<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
) {
  return lazy(async () => {
    const [page, { QueryClientLayout }] = await Promise.all([
      load(),
      import('./api/QueryClientLayout'),
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
const AboutPage = lazyPage(() => import('./pages/AboutPage'), 'AboutPage');
const AbstractsPage = lazyPage(() => import('./pages/AbstractsPage'), 'AbstractsPage');
const AccommodationPage = lazyPage(() => import('./pages/AccommodationPage'), 'AccommodationPage');
const ContactPage = lazyPage(() => import('./pages/ContactPage'), 'ContactPage');
const FieldTripPage = lazyPage(() => import('./pages/FieldTripPage'), 'FieldTripPage');
const GalleryPage = lazyPage(() => import('./pages/GalleryPage'), 'GalleryPage');
const MyRegistrationPage = lazyPage(
  () => import('./pages/MyRegistrationPage'),
  'MyRegistrationPage',
);
const ReminderOptOutPage = lazyPage(
  () => import('./pages/ReminderOptOutPage'),
  'ReminderOptOutPage',
);
const AbstractResponsePage = lazyPage(
  () => import('./pages/AbstractResponsePage'),
  'AbstractResponsePage',
);
const ProgramPage = lazyPage(() => import('./pages/ProgramPage'), 'ProgramPage');
const RegistrationPage = lazyPage(() => import('./pages/RegistrationPage'), 'RegistrationPage');
const SpeakersPage = lazyPage(() => import('./pages/SpeakersPage'), 'SpeakersPage');
const SponsorshipPage = lazyPage(() => import('./pages/SponsorshipPage'), 'SponsorshipPage');
const SubthemesPage = lazyPage(() => import('./pages/SubthemesPage'), 'SubthemesPage');
const VenuePage = lazyPage(() => import('./pages/VenuePage'), 'VenuePage');
const VerifyPage = lazyPage(() => import('./pages/VerifyPage'), 'VerifyPage');

/** Every public route, rendered by the shell for all paths outside /dashboard. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<Navigate to="/" replace />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="registration" element={<RegistrationPage />} />
        <Route path="program" element={<ProgramPage />} />
        <Route path="speakers" element={<SpeakersPage />} />
        <Route path="fieldtrip" element={<FieldTripPage />} />
        <Route path="venue" element={<VenuePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="verify" element={<VerifyPage />} />
        <Route path="my-registration" element={<MyRegistrationPage />} />
        <Route path="sponsorship" element={<SponsorshipPage />} />
        <Route path="accommodation" element={<AccommodationPage />} />
        <Route path="abstracts" element={<AbstractsPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="subthemes" element={<SubthemesPage />} />
        <Route path="reminders/opt-out" element={<ReminderOptOutPage />} />
        <Route path="abstract-response" element={<AbstractResponsePage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
