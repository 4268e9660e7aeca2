import './index.css';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import { AboutPage } from './pages/AboutPage';
import { AbstractsPage } from './pages/AbstractsPage';
import { AccommodationPage } from './pages/AccommodationPage';
import { ContactPage } from './pages/ContactPage';
import { FieldTripPage } from './pages/FieldTripPage';
import { GalleryPage } from './pages/GalleryPage';
import { HomePage } from './pages/HomePage';
import { MyRegistrationPage } from './pages/MyRegistrationPage';
import { ProgramPage } from './pages/ProgramPage';
import { RegistrationPage } from './pages/RegistrationPage';
import { SpeakersPage } from './pages/SpeakersPage';
import { SponsorshipPage } from './pages/SponsorshipPage';
import { SubthemesPage } from './pages/SubthemesPage';
import { VenuePage } from './pages/VenuePage';
import { VerifyPage } from './pages/VerifyPage';

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
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
