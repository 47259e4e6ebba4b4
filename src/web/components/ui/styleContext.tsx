// Park UI's createStyleContext, reduced to what the wrappers here use: the root part takes the slot
// recipe's variants and hands the part-to-class map to its children through context; every other
// part adds its own slot's class. Panda's generated createStyleContext does the same through its
// `styled` factory (style props, about 4 KB gzip more), which nothing here needs.
import { createContext, useContext, type ComponentProps, type ElementType, type JSX } from 'react';
import { cx } from 'styled-system/css';

interface SlotRecipe<S extends string, V> {
  (props?: V): Record<S, string>;
  splitVariantProps<P extends V>(props: P): [V, unknown];
  __slot: S;
  __type: V;
}

type Props<T extends ElementType> = ComponentProps<T> & { className?: string };

export function createStyleContext<S extends string, V extends object>(recipe: SlotRecipe<S, V>) {
  const StyleContext = createContext<Record<S, string> | null>(null);

  /** The part that chooses the variant: its children's parts read their classes from it. */
  function withProvider<T extends ElementType>(Component: T, slot: S) {
    function Provider(props: Props<T> & V): JSX.Element {
      const [variantProps, rest] = recipe.splitVariantProps(props);
      const classes = recipe(variantProps);
      const own = rest as Props<T>;
      const C = Component as ElementType;
      return (
        <StyleContext.Provider value={classes}>
          <C {...own} className={cx(classes[slot], own.className)} />
        </StyleContext.Provider>
      );
    }
    return Provider;
  }

  /** A root that renders no element of its own (Dialog.Root): it only chooses the variant. */
  function withRootProvider<T extends ElementType>(Component: T) {
    function RootProvider(props: ComponentProps<T> & V): JSX.Element {
      const [variantProps, rest] = recipe.splitVariantProps(props);
      const C = Component as ElementType;
      return (
        <StyleContext.Provider value={recipe(variantProps)}>
          <C {...(rest as ComponentProps<T>)} />
        </StyleContext.Provider>
      );
    }
    return RootProvider;
  }

  /** A part inside the provider, styled as its slot. */
  function withContext<T extends ElementType>(Component: T, slot: S) {
    function Part(props: Props<T>): JSX.Element {
      const classes = useContext(StyleContext);
      const C = Component as ElementType;
      return <C {...props} className={cx(classes?.[slot], props.className)} />;
    }
    return Part;
  }

  return { withRootProvider, withProvider, withContext };
}
