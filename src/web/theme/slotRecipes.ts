// Slot recipes over Ark UI's anatomies (the Park UI way): each Ark component is styled once, part by
// part, and screens pick a variant through the wrappers in src/web/components/ui/ instead of styling
// every part with css() where they use it. Generated as `tabs()`, `radioGroup()`, `segmentGroup()` in
// 'styled-system/recipes' (a map of part to class), which the wrappers and the prerendered stand-ins
// (StaticRadioGroup) share.
import { defineSlotRecipe } from '@pandacss/dev';
import {
  datePickerAnatomy,
  dialogAnatomy,
  fileUploadAnatomy,
  menuAnatomy,
  numberInputAnatomy,
  radioGroupAnatomy,
  segmentGroupAnatomy,
  selectAnatomy,
  tabsAnatomy,
} from '@ark-ui/react/anatomy';

const focusRing = { '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' } };

/** The products page's and the landing page's range tabs: pills in a rounded track. */
export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'Ark UI Tabs',
  slots: tabsAnatomy.keys(),
  staticCss: ['*'],
  base: {
    list: {
      display: 'flex',
      gap: '1',
      p: '1',
      bg: 'bg.subtle',
      borderRadius: { base: '1.5rem', md: 'full' },
      w: { base: 'full', md: 'fit-content' },
      mx: 'auto',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      flex: { base: '1', md: 'initial' },
      px: { base: '2', md: '5' },
      py: '2',
      minH: '11',
      // Phones: long range names wrap inside their pill instead of scrolling out of view.
      borderRadius: { base: '1.25rem', md: 'full' },
      fontWeight: '600',
      fontSize: { base: 'sm', md: 'md' },
      lineHeight: '1.2',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: { base: 'normal', md: 'nowrap' },
      transition: 'background-color 150ms, color 150ms',
      _hover: { color: 'fg.default' },
      // The selected pill keeps its light label under the pointer: hover's dark text on the dark pill was unreadable.
      _selected: { bg: 'brand.solid', color: 'fg.inverse', shadow: 'card', _hover: { color: 'fg.inverse' } },
    },
    content: { pt: { base: '8', md: '10' }, _focusVisible: { outlineOffset: '6px' } },
  },
});

const pillChecked = { borderColor: 'brand.solid', bg: 'bg.subtle' };

/** Radio groups; the variant is how an item looks. */
export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  description: 'Ark UI RadioGroup',
  slots: radioGroupAnatomy.keys(),
  // Every variant's CSS: screens choose it through the wrappers' props, which Panda's extractor does not trace.
  staticCss: ['*'],
  base: {},
  variants: {
    variant: {
      /** A picture and its name in a card (the quote's colour steps). */
      card: {
        item: {
          display: 'grid',
          gap: '2',
          p: '2',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          cursor: 'pointer',
          bg: 'bg.surface',
          transition: 'box-shadow 120ms, border-color 120ms',
          _hover: { borderColor: 'timber.400' },
          _checked: { borderColor: 'brand.solid', boxShadow: 'inset 0 0 0 2px token(colors.brand.solid)' },
          ...focusRing,
        },
        itemText: { fontWeight: '600', fontSize: 'sm', px: '1' },
      },
      /** Short answers side by side (Yes / No). */
      pill: {
        item: {
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          px: '4',
          borderWidth: '1px',
          borderColor: 'border.strong',
          borderRadius: 'control',
          cursor: 'pointer',
          fontWeight: '600',
          _checked: pillChecked,
          ...focusRing,
        },
      },
      /** Pills sharing a row equally (the materials panel's brands). */
      fill: {
        item: {
          flex: '1',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '2',
          minH: '11',
          px: '3',
          borderWidth: '1px',
          borderColor: 'border.strong',
          borderRadius: 'control',
          cursor: 'pointer',
          fontWeight: '600',
          fontSize: 'sm',
          bg: 'bg.surface',
          _checked: { ...pillChecked, boxShadow: 'inset 0 0 0 1px token(colors.brand.solid)' },
          ...focusRing,
        },
      },
      /** A radio, a title and a hint in a card (the order's delivery method). */
      option: {
        item: {
          display: 'flex',
          alignItems: 'flex-start',
          gap: '3',
          p: '4',
          borderWidth: '2px',
          borderColor: 'border.default',
          borderRadius: 'card',
          bg: 'bg.surface',
          cursor: 'pointer',
          '&[data-state=checked]': { borderColor: 'timber.700', bg: 'timber.50' },
          ...focusRing,
        },
        itemControl: {
          w: '5',
          h: '5',
          mt: '0.5',
          flexShrink: 0,
          borderRadius: 'full',
          borderWidth: '2px',
          borderColor: 'border.input',
          '&[data-state=checked]': { borderColor: 'timber.700', boxShadow: 'inset 0 0 0 4px token(colors.bg.surface)', bg: 'timber.700' },
        },
        itemText: { fontWeight: '700', display: 'block' },
      },
      /** A plain list of radios with their labels (the legacy price calculator). */
      list: {
        item: { display: 'flex', alignItems: 'center', gap: '3', cursor: 'pointer', fontSize: 'sm', py: '1' },
        itemControl: {
          w: '4.5',
          h: '4.5',
          borderRadius: 'full',
          borderWidth: '1.5px',
          borderColor: 'border.input',
          bg: 'bg.surface',
          _checked: { borderColor: 'brand.solid', borderWidth: '5px' },
          ...focusRing,
        },
      },
    },
  },
  defaultVariants: { variant: 'list' },
});

/** The calculator toolbar's segmented choices (edit mode, unit); the label is for assistive tech only. */
export const segmentGroup = defineSlotRecipe({
  className: 'segment-group',
  description: 'Ark UI SegmentGroup',
  slots: segmentGroupAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '1', p: '1', bg: 'bg.muted', borderRadius: 'control', position: 'relative' },
    label: { srOnly: true },
    item: {
      position: 'relative',
      zIndex: '1',
      display: 'inline-flex',
      alignItems: 'center',
      minH: '9',
      px: '3',
      borderRadius: 'calc(token(radii.control) - 2px)',
      fontSize: 'sm',
      fontWeight: '600',
      color: 'fg.muted',
      cursor: 'pointer',
      _checked: { color: 'fg.default' },
      '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '1px' },
    },
    indicator: {
      bg: 'bg.surface',
      borderRadius: 'calc(token(radii.control) - 2px)',
      shadow: 'card',
      w: 'var(--width)',
      h: 'var(--height)',
      top: 'var(--top)',
      left: 'var(--left)',
    },
  },
});

/** Dialogs: a small centred `modal` above the portal's header, or the quote's `sheet` (a bottom sheet on phones). */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Ark UI Dialog',
  slots: dialogAnatomy.keys(),
  staticCss: ['*'],
  base: {
    backdrop: { position: 'fixed', inset: '0' },
    positioner: { position: 'fixed', inset: '0' },
    content: { bg: 'bg.surface', shadow: 'lift', w: 'full' },
    title: { textStyle: 'h3' },
  },
  variants: {
    variant: {
      modal: {
        backdrop: { bg: 'bg.overlay', zIndex: '60' },
        positioner: { display: 'grid', placeItems: 'center', p: '4', zIndex: '61' },
        content: { borderRadius: 'card', maxW: '28rem', p: '6' },
        title: { mb: '4' },
      },
      sheet: {
        backdrop: { bg: 'bg.overlayStrong', zIndex: '40' },
        positioner: {
          zIndex: '50',
          display: 'flex',
          alignItems: { base: 'flex-end', sm: 'center' },
          justifyContent: 'center',
          p: { base: '0', sm: '4' },
        },
        content: {
          maxW: '44rem',
          maxH: { base: '92dvh', sm: '90dvh' },
          overflowY: 'auto',
          borderRadius: { base: '1.25rem 1.25rem 0 0', sm: 'panel' },
          p: { base: '5', sm: '7' },
          display: 'grid',
          gap: '5',
        },
        description: { srOnly: true },
      },
    },
  },
  defaultVariants: { variant: 'modal' },
});

/**
 * A floating panel's surface: a select's list, a date picker's calendar. Its list is portalled to the body, so
 * it must stack above a modal dialog (positioner 61) that holds its trigger, or the list opens behind it.
 */
const popover = { bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', shadow: 'lift', zIndex: '70' } as const;

/** Select fields; the trigger also takes the `input` recipe, as text fields do. */
export const select = defineSlotRecipe({
  className: 'select',
  description: 'Ark UI Select',
  slots: selectAnatomy.keys(),
  base: {
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'left',
      cursor: 'pointer',
      '&[data-placeholder-shown], & [data-placeholder-shown]': { color: 'fg.subtle' },
    },
    indicator: { color: 'fg.subtle', display: 'flex' },
    content: { ...popover, borderRadius: 'control', py: '1', maxH: '18rem', overflowY: 'auto', _focusVisible: { outline: 'none' } },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      px: '3.5',
      py: '2.5',
      cursor: 'pointer',
      fontSize: 'md',
      _highlighted: { bg: 'bg.subtle' },
      '&[data-state=checked]': { fontWeight: '600', color: 'timber.700' },
    },
    itemIndicator: { color: 'timber.700' },
  },
});

const calendarButton = {
  w: '8',
  h: '8',
  display: 'grid',
  placeItems: 'center',
  bg: 'transparent',
  border: 'none',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
};

/** Date pickers: a text input with a calendar button, and a month's calendar; the input takes the `input` recipe. */
export const datePicker = defineSlotRecipe({
  className: 'date-picker',
  description: 'Ark UI DatePicker',
  slots: datePickerAnatomy.keys(),
  base: {
    control: { display: 'flex', gap: '2', maxW: '20rem' },
    trigger: { ...calendarButton, w: '11', h: '11', borderWidth: '1px', borderColor: 'border.input' },
    content: { ...popover, borderRadius: 'card', p: '3' },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' },
    prevTrigger: calendarButton,
    nextTrigger: calendarButton,
    rangeText: { fontWeight: '600' },
    tableHeader: { fontSize: 'xs', color: 'fg.muted', fontWeight: '600', w: '9' },
    tableCellTrigger: {
      w: '9',
      h: '9',
      display: 'grid',
      placeItems: 'center',
      borderRadius: 'control',
      cursor: 'pointer',
      fontSize: 'sm',
      _hover: { bg: 'bg.subtle' },
      '&[data-selected]': { bg: 'brand.solid', color: 'fg.inverse' },
      '&[data-today]': { fontWeight: '700', textDecoration: 'underline' },
      '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
      '&[data-outside-range]': { visibility: 'hidden' },
    },
  },
});

/** Menus (the portal's account menu). */
export const menu = defineSlotRecipe({
  className: 'menu',
  description: 'Ark UI Menu',
  slots: menuAnatomy.keys(),
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      bg: 'transparent',
      border: 'none',
      cursor: 'pointer',
      color: 'inherit',
      p: '1',
      borderRadius: 'control',
      _hover: { bg: 'bg.subtle' },
    },
    content: { ...popover, borderRadius: 'control', py: '1', minW: '14rem', _focusVisible: { outline: 'none' } },
    item: { px: '3.5', py: '2.5', cursor: 'pointer', fontSize: 'sm', _highlighted: { bg: 'bg.subtle' } },
  },
});

const stepperButton = {
  w: '9',
  h: '9',
  display: 'grid',
  placeItems: 'center',
  bg: 'bg.subtle',
  border: 'none',
  cursor: 'pointer',
  fontSize: 'lg',
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
};

/** Number inputs with minus and plus buttons either side (the order's hardware quantities). */
export const numberInput = defineSlotRecipe({
  className: 'number-input',
  description: 'Ark UI NumberInput',
  slots: numberInputAnatomy.keys(),
  base: {
    label: { display: 'block', fontSize: 'xs', fontWeight: '600', mb: '1' },
    control: {
      display: 'flex',
      alignItems: 'center',
      borderWidth: '1px',
      borderColor: 'border.input',
      borderRadius: 'control',
      overflow: 'hidden',
      w: 'fit-content',
    },
    decrementTrigger: stepperButton,
    incrementTrigger: stepperButton,
    input: { w: '14', h: '9', textAlign: 'center', border: 'none', fontSize: 'md', bg: 'bg.surface' },
  },
});

/** A file chosen from the computer or dropped on the zone (the price file's CSV). */
export const fileUpload = defineSlotRecipe({
  className: 'file-upload',
  description: 'Ark UI FileUpload',
  slots: fileUploadAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { display: 'block', fontSize: 'sm', fontWeight: '600' },
    dropzone: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '3',
      p: '4',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.input',
      borderRadius: 'control',
      bg: 'bg.surface',
      color: 'fg.muted',
      '&[data-dragging]': { borderColor: 'focus', bg: 'bg.subtle' },
      ...focusRing,
    },
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
    item: { display: 'flex', gap: '2', alignItems: 'center' },
    itemName: { fontWeight: '600', color: 'fg.default' },
    itemSizeText: { color: 'fg.muted' },
  },
});

export const slotRecipes = { tabs, radioGroup, segmentGroup, dialog, select, datePicker, menu, numberInput, fileUpload };
