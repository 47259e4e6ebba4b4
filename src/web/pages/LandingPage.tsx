// / (docs/product.md#landing-page): hero, Connect / Design / Relax, the ranges, the hidden legacy
// price calculator, the gallery and the contact section. Interactive sections are code-split and
// load as they approach the viewport, keeping the first load small (a benchmark target).
import { lazy } from 'react';
import { css } from 'styled-system/css';
import { PRODUCT_NAME } from '../../domain/constants';
import { Deferred } from '../components/Deferred';
import { RouteNotice } from '../components/RouteNotice';
import { usePageMeta } from '../hooks/usePageMeta';
import { HeroSection } from './landing/HeroSection';
import { LegacySection } from './landing/LegacySection';
import { RangesSection } from './landing/RangesSection';
import { StepsSection } from './landing/StepsSection';

const LowerSections = lazy(async () => ({ default: (await import('./landing/LowerSections')).LowerSections }));

export const LANDING_TITLE = `${PRODUCT_NAME} | Composite Decking Melbourne`;
export const LANDING_DESCRIPTION =
  'Premium WoodEvo and Millboard composite decking for Australian homes. Design ' +
  'your deck online, get an instant materials quote and talk to our team.';

export function LandingPage() {
  usePageMeta(LANDING_TITLE, LANDING_DESCRIPTION);
  return (
    <>
      <RouteNotice />
      <HeroSection />
      <StepsSection />
      <RangesSection />
      <LegacySection />
      {/* Prerendered: the contact details and the gallery's captions are text everyone must find. */}
      <Deferred reserve={css({ minH: '110rem' })} rootMargin="800px 0px" prerendered>
        <LowerSections />
      </Deferred>
    </>
  );
}
