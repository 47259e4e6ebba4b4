// The eight-step order wizard (docs/product.md#screens-and-routes): hero banner, Step N of 8, the order configuration
// header (item badge and total quantity), the current step, and the side Order Summary panel. A view
// over the orderWizard actor: it reads with useSelector and only sends events.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { sidePanelVisibility, wizardStep, wizardStepNumber } from '../../../../machines/orderWizard.machine';
import type { BoardItem } from '../../../domain/catalogue';
import { WIZARD_STEPS } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { DESIGN_TEXTS } from '../../../domain/designTexts';
import { stepLabel } from '../../../domain/format';
import type { PriceBook } from '../../../domain/orderPricing';
import type { Project } from '../../../domain/schemas/projects';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { OrderSidePanel } from './OrderSidePanel';
import { BoardTypeStep } from './steps/BoardTypeStep';
import { BrandStep } from './steps/BrandStep';
import { ColorStep } from './steps/ColorStep';
import { DeliveryStep } from './steps/DeliveryStep';
import { HardwareStep, type HardwareData } from './steps/HardwareStep';
import { RangeStep } from './steps/RangeStep';
import { SubframeStep } from './steps/SubframeStep';
import { SummaryStep } from './steps/SummaryStep';
import { StepFocusContext, useStepMoved } from './stepFocus';
import { pluralise, quantitiesText } from './wizardDisplay';
import { OrderWizardContext } from './wizardActor';

export interface OrderWizardViewProps {
  /** Board items for colour images (optional: swatches are shown until they load). */
  boardItems: readonly BoardItem[] | undefined;
  hardware: HardwareData;
  projects: readonly Project[];
  /** Today's catalogue prices for the running total; null until the catalogue has loaded. */
  prices: PriceBook | null;
}

function Hero() {
  return (
    <div
      className={css({
        bg: 'timber.900',
        color: 'fg.inverse',
        bgGradient: 'portalHero',
        py: { base: '8', md: '12' },
      })}
    >
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', sm: '6', lg: '8' } })}>
        <p className={css({ textStyle: 'eyebrow', color: 'ochre.300' })}>Trade portal</p>
        <h1 className={css({ textStyle: 'h1' })}>Create New Order</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.inverseMuted', maxW: 'prose', mt: '2' })}>
          Choose your boards, add the right fixings for your subframe, and tell us when and where you need them.
        </p>
      </div>
    </div>
  );
}

function ConfigurationHeader() {
  const count = OrderWizardContext.useSelector((s) => s.context.orderItems.length);
  const quantities = OrderWizardContext.useSelector((s) => quantitiesText(s.context.orderItems));
  const number = OrderWizardContext.useSelector((s) => wizardStepNumber(s));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new step starts at its heading: on a phone the last card clicked may be far below it. Only
    // when the heading is out of view, which includes under the sticky header: its scroll margin keeps
    // it clear of the header. At once, as a new page would: the page's smooth scrolling is for in-page links,
    // and a page still gliding under the next click can send it elsewhere.
    const el = heading.current;
    if (el && number && el.getBoundingClientRect().top < parseFloat(getComputedStyle(el).scrollMarginTop || '0'))
      el.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [number]);
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        mb: '6',
        pb: '4',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div>
        <p className={css({ textStyle: 'eyebrow', color: 'fg.accent' })}>Order Configuration</p>
        <h2
          ref={heading}
          // Clear of the portal's sticky header (two rows on phones) when scrolled to.
          className={css({ fontFamily: 'heading', fontWeight: '600', fontSize: 'xl', scrollMarginTop: { base: '32', md: '20' } })}
          aria-live="polite"
        >
          {number ? stepLabel(number, WIZARD_STEPS.length) : ''}
        </h2>
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span className={badge({ tone: 'accent' })} data-testid="item-badge">
          {pluralise(count, 'item')}
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="total-quantity">
          {quantities}
        </span>
      </div>
    </div>
  );
}

/** Order materials: which design the boards came from, or (on the brand step) why its boards are not in the order. */
function DesignSource({ brandStep }: { brandStep: boolean }) {
  const name = OrderWizardContext.useSelector((s) => s.context.design?.name);
  const notice = OrderWizardContext.useSelector((s) => s.context.designNotice);
  if (name)
    return (
      <Alert tone="info" className={css({ mb: '4' })}>
        {DESIGN_TEXTS.orderedFrom(name)}
      </Alert>
    );
  if (notice && brandStep)
    return (
      <Alert tone="info" className={css({ mb: '4' })}>
        {notice}
      </Alert>
    );
  return null;
}

export function OrderWizardView({ boardItems, hardware, projects, prices }: OrderWizardViewProps) {
  const actor = OrderWizardContext.useActorRef();
  const step = OrderWizardContext.useSelector((s) => wizardStep(s));
  const stepMoved = useStepMoved(step);
  const loading = OrderWizardContext.useSelector((s) => s.matches('loading') || s.matches('reordering') || s.matches('designing'));
  const loadError = OrderWizardContext.useSelector((s) => (s.matches('loadFailed') ? s.context.loadError : undefined));
  const panel = OrderWizardContext.useSelector(
    (s) => sidePanelVisibility(s),
    (a, b) => a.panel === b.panel && a.proceed === b.proceed,
  );

  return (
    <div>
      <Hero />
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', sm: '6', lg: '8' }, py: { base: '6', md: '10' } })}>
        {loading ? (
          <div className={css({ display: 'grid', justifyItems: 'center', py: '10' })}>
            <Spinner label={MESSAGES.loadingCatalog} />
            <p className={css({ color: 'fg.muted' })}>{MESSAGES.loadingCatalog}</p>
          </div>
        ) : null}
        {loadError ? (
          <Alert
            tone="error"
            action={
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                <button
                  type="button"
                  className={button({ variant: 'secondary', size: 'sm' })}
                  onClick={() => actor.send({ type: 'catalogue.retry' })}
                >
                  Retry
                </button>
                <Link to="/app/dashboard" className={button({ variant: 'ghost', size: 'sm' })}>
                  Back to Dashboard
                </Link>
              </div>
            }
          >
            {loadError}
          </Alert>
        ) : null}
        {step ? (
          <>
            <ConfigurationHeader />
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', lg: panel.panel ? 'minmax(0, 1fr) 22rem' : '1fr' },
                gap: '8',
                alignItems: 'start',
              })}
            >
              <StepFocusContext value={stepMoved}>
                <div key={step}>
                  <DesignSource brandStep={step === 'brand'} />
                  {step === 'brand' ? <BrandStep /> : null}
                  {step === 'range' ? <RangeStep /> : null}
                  {step === 'color' ? <ColorStep boardItems={boardItems} /> : null}
                  {step === 'boardType' ? <BoardTypeStep /> : null}
                  {step === 'subframe' ? <SubframeStep /> : null}
                  {step === 'hardware' ? <HardwareStep data={hardware} /> : null}
                  {step === 'delivery' ? <DeliveryStep projects={projects} /> : null}
                  {step === 'summary' ? <SummaryStep projects={projects} prices={prices} /> : null}
                </div>
              </StepFocusContext>
              {panel.panel ? <OrderSidePanel showProceed={panel.proceed} prices={prices} /> : null}
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
