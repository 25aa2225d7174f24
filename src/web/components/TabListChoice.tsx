import { Tabs as TabsPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { tabsListClassName, tabsTriggerClassName } from "@/web/components/ui/tabs-styles";
import { cn } from "@/web/lib/utils";

export type Tab = { value: string; label: ReactNode; content: ReactNode };

/** What DeferredTabs gives its Radix tab list. */
export type TabListProps = {
  value: string;
  onValueChange: (value: string) => void;
  tabs: Tab[];
  className?: string;
  ids: (value: string) => { tab: string; panel: string };
  /** The tab that had the focus before the Radix list took over, if any. */
  focused: string | null;
};

/**
 * DeferredTabs' Radix tab list: arrow keys, Home and End move between the tabs. Only the list is
 * Radix (its root is the list itself), so the panels DeferredTabs draws stay mounted when this
 * arrives; the tabs keep the ids those panels point at.
 */
export default function TabListChoice({ value, onValueChange, tabs, className, ids, focused }: TabListProps) {
  return (
    <TabsPrimitive.Root asChild value={value} onValueChange={onValueChange}>
      <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListClassName, className)}>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            id={ids(tab.value).tab}
            aria-controls={ids(tab.value).panel}
            data-slot="tabs-trigger"
            className={tabsTriggerClassName}
            // Focus stays on the tab it was on when the fallback tab gave way to this one.
            autoFocus={focused === tab.value}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
    </TabsPrimitive.Root>
  );
}
