import { type ComponentType, cloneElement, type HTMLAttributes, type ReactElement, useState } from "react";

/** What a deferred menu renders: its trigger (the element given) and whether to open at once. */
export type DeferredMenuProps = { trigger: ReactElement; defaultOpen: boolean };

type Props<P> = {
  /** The menu's module: a Radix dropdown with the trigger, kept out of the first download. */
  load: () => Promise<ComponentType<P & DeferredMenuProps>>;
  trigger: ReactElement<HTMLAttributes<HTMLElement> & { autoFocus?: boolean }>;
  props: P;
};

// The header's theme and account menus use it: measured, Radix DropdownMenu and its positioning
// code would add 26.7 KB gzip to the first download of every page.

/**
 * A dropdown whose trigger shows at once while the menu's code loads on the first hover, focus or
 * click. A click before the code arrives opens the menu as soon as it does; focus moves over to
 * the real trigger, so keyboard users stay where they were.
 */
export function DeferredMenu<P extends object>({ load, trigger, props }: Props<P>) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuProps> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const start = () => void load().then((loaded) => setMenu(() => loaded));

  if (Menu) {
    const real = focused ? cloneElement(trigger, { autoFocus: true }) : trigger;
    return <Menu {...props} trigger={real} defaultOpen={openAtOnce} />;
  }
  return cloneElement(trigger, {
    onPointerEnter: start,
    onFocus: () => {
      setFocused(true);
      start();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setOpenAtOnce(true);
      start();
    },
  });
}
