// Ark UI SignaturePad, styled once here: a labelled pad the receiver signs with a finger (or a mouse),
// a guide line and a Clear button. Controlled out only: each finished stroke hands the PNG data URL to
// `onChange`, Clear hands null.
import { SignaturePad as Ark } from '@ark-ui/react/signature-pad';
import { css } from 'styled-system/css';
import { button, fieldLabel } from 'styled-system/recipes';

const control = css({
  position: 'relative',
  h: '44',
  w: 'full',
  bg: 'white',
  borderWidth: '1.5px',
  borderColor: 'border.input',
  borderRadius: 'control',
  touchAction: 'none',
  cursor: 'crosshair',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
const segment = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', fill: 'fg.default' });
const guide = css({ position: 'absolute', left: '4', right: '4', bottom: '10', borderBottomWidth: '1px', borderColor: 'border.default' });

interface SignaturePadProps {
  label: string;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}

export function SignaturePad({ label, onChange, disabled }: SignaturePadProps) {
  return (
    <Ark.Root
      disabled={disabled}
      drawing={{ size: 3, simulatePressure: true }}
      onDrawEnd={(details) => void details.getDataUrl('image/png').then(onChange)}
      className={css({ display: 'grid', gap: '2' })}
    >
      <Ark.Label className={fieldLabel()}>{label}</Ark.Label>
      <Ark.Control className={control}>
        <Ark.Segment className={segment} />
        <Ark.Guide className={guide} />
      </Ark.Control>
      <Ark.ClearTrigger className={button({ variant: 'secondary', size: 'sm' })} onClick={() => onChange(null)}>
        Clear signature
      </Ark.ClearTrigger>
    </Ark.Root>
  );
}
