import { Search } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { loadOtherPagesTexts } from "@/web/i18n";
import { lazyComponent } from "@/web/lib/lazy-component";
import { whenIdle } from "@/web/lib/when-idle";

// The dialog (and its search code) downloads on the first hover, focus or shortcut, not with the page.
const SearchDialog = lazyComponent(
  async () => (await Promise.all([import("./SearchDialog"), loadOtherPagesTexts()]))[0].SearchDialog,
);
const preload = SearchDialog.preload;

/** Ctrl+K (⌘K on a Mac) opens the search from anywhere, even while typing in a block. */
export const isSearchShortcut = (
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

/** The header's search: a box-like button on wide screens, an icon on phones. */
export function SearchButton() {
  // The header is on every first page: its words come with the first pages' texts, not the search's.
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's closing animation.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  // Ctrl+K may come before any hover: the dialog's code is fetched once the page is idle.
  useEffect(() => whenIdle(preload), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="hidden w-56 justify-start gap-2 text-muted-foreground md:inline-flex"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-keyshortcuts="Control+K"
        data-testid="search-button"
      >
        <Search aria-hidden />
        <span className="flex-1 text-left">{t("search")}</span>
        <kbd className="rounded border bg-muted px-1.5 font-mono text-[10px]">Ctrl K</kbd>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("search")}
        onClick={() => setOpen(true)}
        onFocus={preload}
        data-testid="search-button-mobile"
      >
        <Search aria-hidden />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
