// Ark UI Toast used as the status snackbar. The orderStatus machine owns its life (text and the
// 6-second auto-hide); this only mirrors it: shown while the machine has a message, closed otherwise.
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { css } from 'styled-system/css';

export const statusToaster = createToaster({ placement: 'bottom', overlap: false, gap: 12 });
const TOAST_ID = 'order-status-updated';

export function StatusSnackbar({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  useEffect(() => {
    if (!message) {
      statusToaster.remove(TOAST_ID);
      return;
    }
    statusToaster.remove(TOAST_ID);
    // The machine hides it after 6 s; the toast itself never times out.
    statusToaster.create({ id: TOAST_ID, title: message, type: 'success', duration: Infinity });
    return () => statusToaster.remove(TOAST_ID);
  }, [message]);
  return (
    <Toaster toaster={statusToaster}>
      {(toast) => (
        <Toast.Root
          key={toast.id}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '4',
            bg: 'timber.900',
            color: 'timber.50',
            px: '5',
            py: '3',
            borderRadius: 'control',
            shadow: 'lift',
            minW: '18rem',
            translate: 'var(--x) var(--y)',
            scale: 'var(--scale)',
            zIndex: 'var(--z-index)',
            opacity: 'var(--opacity)',
            transition: 'translate 300ms, scale 300ms, opacity 300ms',
          })}
        >
          <Toast.Title className={css({ fontWeight: '600', fontSize: 'sm' })}>{toast.title}</Toast.Title>
          <Toast.CloseTrigger
            onClick={onClose}
            aria-label="Close"
            className={css({
              ml: 'auto',
              bg: 'transparent',
              border: 'none',
              color: 'inherit',
              cursor: 'pointer',
              fontSize: 'lg',
              lineHeight: '1',
            })}
          >
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
