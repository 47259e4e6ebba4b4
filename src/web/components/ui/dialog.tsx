// Ark UI Dialog with the dialog slot recipe (src/web/theme/slotRecipes.ts): `variant` on Root.
import { Dialog as Ark } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps, ReactNode } from 'react';
import { dialog } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Ark.Root);
export const Backdrop = withContext(Ark.Backdrop, 'backdrop');
export const Positioner = withContext(Ark.Positioner, 'positioner');
export const Content = withContext(Ark.Content, 'content');
export const Title = withContext(Ark.Title, 'title');
export const Description = withContext(Ark.Description, 'description');
export const CloseTrigger = withContext(Ark.CloseTrigger, 'closeTrigger');

type ModalDialogProps = Omit<ComponentProps<typeof Root>, 'children' | 'variant' | 'lazyMount' | 'unmountOnExit'> & {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** While an answer is awaited, Escape and a click outside do not close it (the answer must be seen). */
  busy?: boolean;
  children: ReactNode;
};

/** The app's modal dialog: mounted only while open, in a portal over a backdrop, titled. */
export function ModalDialog({ title, busy = false, children, ...root }: ModalDialogProps) {
  return (
    <Root variant="modal" lazyMount unmountOnExit closeOnEscape={!busy} closeOnInteractOutside={!busy} {...root}>
      <Portal>
        <Backdrop />
        <Positioner>
          <Content>
            <Title>{title}</Title>
            {children}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}
