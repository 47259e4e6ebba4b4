import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { SPEC_COLORS } from '../../domain/colors';
import { withRouter } from '../stories/storyHelpers';
import { Alert } from './Alert';
import { ColorSwatch } from './ColorSwatch';
import { ErrorBoundary, ErrorScreen } from './ErrorBoundary';
import { ItemImage } from './ItemImage';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { Spinner } from './Spinner';

const meta: Meta = { title: 'Foundation/Components', decorators: [withRouter('/')] };
export default meta;
type Story = StoryObj;

export const Header: Story = { render: () => <SiteHeader /> };
export const Footer: Story = { render: () => <SiteFooter /> };
export const Loading: Story = { render: () => <Spinner label="Loading products" /> };

export const Alerts: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3', p: '6', maxW: '36rem' })}>
      <Alert tone="error">Error submitting form. Please try again.</Alert>
      <Alert tone="success" title="Message Sent Successfully">
        We will be in touch soon.
      </Alert>
      <Alert tone="info">The business will contact you to confirm availability.</Alert>
    </div>
  ),
};

export const Swatches: Story = {
  render: () => (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', p: '6' })}>
      {/* Ironbark has no swatch colour of its own: it shows the fallback. */}
      {[...SPEC_COLORS, 'Ironbark'].map((c) => (
        <ColorSwatch key={c} color={c} size={28} showLabel />
      ))}
    </div>
  ),
};

export const ItemImageStates: Story = {
  render: () => (
    <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 14rem)', gap: '4', p: '6' })}>
      <ItemImage itemId="we-home-grooved-barossa-5400" imageId="img-we-home-grooved-barossa-5400" alt="Barossa board" />
      <ItemImage itemId="we-advanced-grooved-ironbark-5400" imageId={null} alt="Ironbark board" />
      <ItemImage itemId="does-not-exist" imageId="img-does-not-exist" alt="Missing board" />
    </div>
  ),
};

export const CrashScreen: Story = { render: () => <ErrorScreen onReload={() => undefined} /> };

function Boom(): never {
  throw new Error('Story crash');
}
export const BoundaryCatchesACrash: Story = {
  render: () => (
    <ErrorBoundary area="story">
      <Boom />
    </ErrorBoundary>
  ),
};
