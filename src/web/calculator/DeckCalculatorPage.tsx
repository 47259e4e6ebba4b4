// Calculator entry module (owned by the calculator's author, who replaces these contents).
// Contract with src/web/routes.tsx: export DeckCalculatorPage; the router lazy-loads this module so
// Konva never reaches the landing page's bundle.
import { css } from 'styled-system/css';

export function DeckCalculatorPage() {
  return (
    <main id="main" className={css({ maxW: 'content', mx: 'auto', px: '6', py: '10' })}>
      <h1 className={css({ textStyle: 'h2' })}>Deck Calculator</h1>
    </main>
  );
}
export default DeckCalculatorPage;
