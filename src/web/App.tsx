import { css } from 'styled-system/css';

// Placeholder root until the web foundation lands routes; replaced by the router.
export function App() {
  return (
    <main className={css({ p: '8' })}>
      <h1 className={css({ fontFamily: 'heading', fontSize: '4xl' })}>Boardwalk</h1>
    </main>
  );
}
