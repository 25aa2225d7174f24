/**
 * The select trigger's look, in its own module so DeferredSelect's stand-in can share it without
 * pulling in Radix Select.
 */
export const selectTriggerClassName =
  "flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground dark:bg-input/20 [&>span]:truncate";
