// A segmented choice of the calculator's toolbars (edit mode, unit, board direction): Ark UI's segment
// group once the page is interactive, the same radios drawn statically before (the prerendered page).
import { segmentGroup } from 'styled-system/recipes';
import * as SegmentGroup from '../components/ui/segment-group';
import { StaticRadioGroup } from './StaticRadioGroup';
import { useInteractive } from './useInteractive';

export function Segments<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (v: T) => void;
}) {
  const live = useInteractive();
  if (!live) {
    const parts = segmentGroup();
    return (
      <StaticRadioGroup
        label={label}
        value={value}
        options={options}
        labels={labels}
        rootClassName={parts.root}
        labelClassName={parts.label}
        itemClassName={parts.item}
        withItemControl
      />
    );
  }
  return (
    <SegmentGroup.Root value={value} onValueChange={(d) => d.value && onChange(d.value as T)}>
      <SegmentGroup.Label>{label}</SegmentGroup.Label>
      <SegmentGroup.Indicator />
      {options.map((o) => (
        <SegmentGroup.Item key={o} value={o}>
          <SegmentGroup.ItemText>{labels[o]}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
