// Ark UI DatePicker with the datePicker slot recipe (src/web/theme/slotRecipes.ts).
import { DatePicker as Ark } from '@ark-ui/react/date-picker';
import { datePicker } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(datePicker);

export const Root = withProvider(Ark.Root, 'root');
export const Label = withContext(Ark.Label, 'label');
export const Control = withContext(Ark.Control, 'control');
export const Input = withContext(Ark.Input, 'input');
export const Trigger = withContext(Ark.Trigger, 'trigger');
export const Positioner = withContext(Ark.Positioner, 'positioner');
export const Content = withContext(Ark.Content, 'content');
export const View = withContext(Ark.View, 'view');
export const ViewControl = withContext(Ark.ViewControl, 'viewControl');
export const PrevTrigger = withContext(Ark.PrevTrigger, 'prevTrigger');
export const NextTrigger = withContext(Ark.NextTrigger, 'nextTrigger');
export const RangeText = withContext(Ark.RangeText, 'rangeText');
export const Table = withContext(Ark.Table, 'table');
export const TableHead = withContext(Ark.TableHead, 'tableHead');
export const TableBody = withContext(Ark.TableBody, 'tableBody');
export const TableRow = withContext(Ark.TableRow, 'tableRow');
export const TableHeader = withContext(Ark.TableHeader, 'tableHeader');
export const TableCell = withContext(Ark.TableCell, 'tableCell');
export const TableCellTrigger = withContext(Ark.TableCellTrigger, 'tableCellTrigger');
export const Context = Ark.Context;
