// The tabs' classes, shared by the Radix tabs (tabs.tsx) and the deferred ones (DeferredTabs.tsx)
// so both draw the same.
export const tabsClassName = "flex flex-col gap-4";

export const tabsListClassName =
  "inline-flex h-10 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground";

export const tabsTriggerClassName =
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-card";

export const tabsContentClassName = "outline-none";
