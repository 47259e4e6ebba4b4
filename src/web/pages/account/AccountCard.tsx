// The frame of the account pages reached from an e-mail (accept-invite, forgot and reset password):
// one card, full width on a phone, like the sign-in form.
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Container } from '../../components/Container';

export const accountHeading = css({
  fontFamily: 'heading',
  fontWeight: '600',
  fontSize: { base: '2xl', md: '3xl' },
  lineHeight: '1.2',
  mb: '3',
});
export const accountIntro = css({ color: 'fg.muted', mb: '6' });
export const accountForm = css({ display: 'grid', gap: '5' });

export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <div className={css({ bg: 'bg.subtle', py: { base: '10', md: '20' } })}>
      <Container>
        <div className={`${card({ elevation: 'lifted', padding: 'lg' })} ${css({ w: 'full', maxW: '28rem', mx: 'auto' })}`}>{children}</div>
      </Container>
    </div>
  );
}
