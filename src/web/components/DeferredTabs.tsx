import { type ComponentType, useEffect, useId, useState } from "react";
import type { Tab, TabListProps } from "@/web/components/TabListChoice";
import {
  tabsClassName,
  tabsContentClassName,
  tabsListClassName,
  tabsTriggerClassName,
} from "@/web/components/ui/tabs-styles";
import { cn } from "@/web/lib/utils";
import { whenIdle } from "@/web/lib/when-idle";

// Radix Tabs with its roving focus and collection code is not needed to draw the tabs: it loads
// once the browser is idle, or on the first hover or focus of a tab (measured: 8.2 KB gzip less
// on the sign-in page's first download).
let loaded: ComponentType<TabListProps> | null = null;
const loadTabList = async () => {
  loaded ??= (await import("./TabListChoice")).default;
  return loaded;
};

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  tabs: Tab[];
  className?: string;
  listClassName?: string;
};

/**
 * WAI-ARIA tabs (tablist, tab, tabpanel) drawn at once, like Radix Tabs draws them. Until the
 * Radix list arrives a click already switches tabs; the arrow keys work once it has (on idle). The
 * panels are drawn here, so a form being filled in keeps its state when the list is swapped.
 */
export function DeferredTabs({ value, onValueChange, tabs, className, listClassName }: Props) {
  const baseId = useId();
  const ids = (tab: string) => ({ tab: `${baseId}-trigger-${tab}`, panel: `${baseId}-content-${tab}` });
  const [TabList, setTabList] = useState<ComponentType<TabListProps> | null>(() => loaded);
  const [focused, setFocused] = useState<string | null>(null);
  const start = () => void loadTabList().then((list) => setTabList(() => list));

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, after the first paint
  useEffect(() => {
    if (loaded) return;
    whenIdle(start);
  }, []);

  return (
    <div dir="ltr" data-orientation="horizontal" data-slot="tabs" className={cn(tabsClassName, className)}>
      {TabList ? (
        <TabList
          value={value}
          onValueChange={onValueChange}
          tabs={tabs}
          className={listClassName}
          ids={ids}
          focused={focused}
        />
      ) : (
        <div
          role="tablist"
          aria-orientation="horizontal"
          data-orientation="horizontal"
          data-slot="tabs-list"
          className={cn(tabsListClassName, listClassName)}
        >
          {tabs.map((tab) => {
            const selected = tab.value === value;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={ids(tab.value).tab}
                aria-selected={selected}
                aria-controls={ids(tab.value).panel}
                data-state={selected ? "active" : "inactive"}
                data-orientation="horizontal"
                data-slot="tabs-trigger"
                tabIndex={selected ? 0 : -1}
                className={tabsTriggerClassName}
                onClick={() => onValueChange(tab.value)}
                onPointerEnter={start}
                onFocus={() => {
                  setFocused(tab.value);
                  start();
                }}
                onBlur={() => setFocused(null)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      )}
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={ids(tab.value).panel}
            aria-labelledby={ids(tab.value).tab}
            data-state={selected ? "active" : "inactive"}
            data-orientation="horizontal"
            data-slot="tabs-content"
            hidden={!selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable, as Radix makes it
            tabIndex={0}
            className={tabsContentClassName}
          >
            {selected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
