import './index.css';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';

// The home page ships with the first load; every other page is fetched when first visited,
// so a visitor on a slow connection downloads only what the page in front of them needs.
const QueryClientLayout = lazy(() =>
  import('./api/QueryClientLayout').then(({ QueryClientLayout }) => ({
    default: QueryClientLayout,
  })),
);
const AboutPage = lazy(() =>
  import('./pages/AboutPage').then(({ AboutPage }) => ({ default: AboutPage })),
);
const AbstractsPage = lazy(() =>
  import('./pages/AbstractsPage').then(({ AbstractsPage }) => ({ default: AbstractsPage })),
);
const AccommodationPage = lazy(() =>
  import('./pages/AccommodationPage').then(({ AccommodationPage }) => ({
    default: AccommodationPage,
  })),
);
const ContactPage = lazy(() =>
  import('./pages/ContactPage').then(({ ContactPage }) => ({ default: ContactPage })),
);
const FieldTripPage = lazy(() =>
  import('./pages/FieldTripPage').then(({ FieldTripPage }) => ({ default: FieldTripPage })),
);
const GalleryPage = lazy(() =>
  import('./pages/GalleryPage').then(({ GalleryPage }) => ({ default: GalleryPage })),
);
const MyRegistrationPage = lazy(() =>
  import('./pages/MyRegistrationPage').then(({ MyRegistrationPage }) => ({
    default: MyRegistrationPage,
  })),
);
const ProgramPage = lazy(() =>
  import('./pages/ProgramPage').then(({ ProgramPage }) => ({ default: ProgramPage })),
);
const RegistrationPage = lazy(() =>
  import('./pages/RegistrationPage').then(({ RegistrationPage }) => ({
    default: RegistrationPage,
  })),
);
const SpeakersPage = lazy(() =>
  import('./pages/SpeakersPage').then(({ SpeakersPage }) => ({ default: SpeakersPage })),
);
const SponsorshipPage = lazy(() =>
  import('./pages/SponsorshipPage').then(({ SponsorshipPage }) => ({ default: SponsorshipPage })),
);
const SubthemesPage = lazy(() =>
  import('./pages/SubthemesPage').then(({ SubthemesPage }) => ({ default: SubthemesPage })),
);
const VenuePage = lazy(() =>
  import('./pages/VenuePage').then(({ VenuePage }) => ({ default: VenuePage })),
);
const VerifyPage = lazy(() =>
  import('./pages/VerifyPage').then(({ VerifyPage }) => ({ default: VerifyPage })),
);

/** Every public route, rendered by the shell for all paths outside /dashboard. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<Navigate to="/" replace />} />
        <Route element={<QueryClientLayout />}>
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
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
