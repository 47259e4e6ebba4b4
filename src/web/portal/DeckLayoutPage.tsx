// /app/deck-layout: the spec shows no content for it; a short pointer to the deck calculator, so the
// nav link never lands on an empty page.
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { usePageMeta } from '../hooks/usePageMeta';
import { pageClass, pageTitle } from './styles';

export function DeckLayoutPage() {
  usePageMeta('Deck Layout', 'Plan your deck layout with the Boardwalk deck calculator.');
  return (
    <div className={pageClass}>
      <h1 className={cx(pageTitle, css({ mb: '6' }))}>Deck Layout</h1>
      <div className={card({ padding: 'lg' })}>
        <p className={css({ textStyle: 'lead', mb: '3', maxW: 'prose' })}>
          Sketch your deck on a grid, choose a brand and colour, and see the boards, clips and subframe materials it needs.
        </p>
        <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>
          The deck calculator works out the materials from your shapes; bring the figures back here to place a board order with the order
          wizard.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link to="/deck-calculator" className={button({ variant: 'primary' })}>
            Open the Deck Calculator
          </Link>
          <Link to="/app/orders/create" className={button({ variant: 'secondary' })}>
            Create New Order
          </Link>
        </div>
      </div>
    </div>
  );
}
