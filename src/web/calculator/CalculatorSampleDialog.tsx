// The calculator's "Order a free sample" (docs/product.md#stock-and-samples): the /products dialog, loaded
// only when first opened (its code stays out of the calculator's first JavaScript), with the calculator's
// colour ticked. The colours offered are the products page's, from the catalogue the page already holds.
import { sampleColourOf, sampleColours } from '../../domain/samples';
import type { BoardItem } from '../../domain/catalogue';
import { useBoardItems } from '../api/catalogue';
import SampleRequestDialog from '../pages/products/SampleRequestDialog';

export default function CalculatorSampleDialog({ color, open, onClose }: { color: BoardItem; open: boolean; onClose: () => void }) {
  const items = useBoardItems().data;
  if (!items) return null;
  const chosen = sampleColourOf(items, color);
  return <SampleRequestDialog colours={sampleColours(items)} chosen={chosen ? [chosen.itemId] : []} open={open} onClose={onClose} />;
}
