// The landing page below the fold: gallery and contact. One code-split chunk (see LandingPage).
import { ContactSection } from './ContactSection';
import { GallerySection } from './GallerySection';

export function LowerSections() {
  return (
    <>
      <GallerySection />
      <ContactSection />
    </>
  );
}
