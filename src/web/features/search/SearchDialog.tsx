import { FileText, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SearchResult } from "@/shared/api/search";
import { SEARCH_QUERY_MAX } from "@/shared/api/search";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { cn } from "@/web/lib/utils";
import { resultPath, useSearch } from "./api";
import { Snippet } from "./Snippet";

const DEBOUNCE_MS = 200;

/** The search across projects: type, move with the arrow keys, Enter opens the block. */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["search", "blocks"]);
  const blockTypeLabel = (type: string) => t(`blocks:types.${type}` as "blocks:types.HOOK", type);
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text, DEBOUNCE_MS);
  const search = useSearch(query);
  const results = query.trim() ? (search.data ?? []) : [];
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts at its first result
  useEffect(() => setActive(0), [search.data]);

  const openResult = (result: SearchResult) => {
    onOpenChange(false);
    navigate(resultPath(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === "Enter" && results[active]) {
      event.preventDefault();
      openResult(results[active]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const typing = text.trim() !== query.trim();
  const loading = Boolean(query.trim()) && (search.isFetching || typing);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[10vh] max-w-2xl translate-y-0 gap-0 p-0 sm:top-[12vh]"
        data-testid="search-dialog"
      >
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        <div className="flex items-center gap-2 border-b px-4 py-3 pr-12">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <input
            autoFocus
            type="text"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results[active] ? optionId(active) : undefined}
            aria-label={t("inputLabel")}
            placeholder={t("placeholder")}
            maxLength={SEARCH_QUERY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-9 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          />
          {loading ? <Spinner className="size-4" aria-label={t("loading")} /> : null}
        </div>
        <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
          {!query.trim() ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t("hint")}</p>
          ) : search.isError ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
              {t("error", { message: errorMessage(search.error) })}
            </p>
          ) : search.isPending ? null : results.length === 0 && !loading ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t("empty", { query: query.trim() })}
            </p>
          ) : (
            <div id={listId} role="listbox" aria-label={t("results")} className="space-y-1">
              {results.map((result, i) => (
                // The input keeps focus and drives the listbox (aria-activedescendant); the mouse picks here.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard goes through the combobox input
                <div
                  key={result.blockId}
                  tabIndex={-1}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  data-testid="search-result"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => openResult(result)}
                  className={cn(
                    "cursor-pointer rounded-md px-3 py-2 text-sm",
                    i === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
                  )}
                >
                  <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                    <span className="flex min-w-0 max-w-full items-center gap-1.5 font-medium text-foreground">
                      <FileText className="size-3.5 shrink-0" aria-hidden />
                      <span className="truncate">{result.projectTitle}</span>
                    </span>
                    <span>
                      {blockTypeLabel(result.blockType)} · {t(`fields.${result.field}`)}
                    </span>
                  </div>
                  <p className="mt-1 line-clamp-3 break-words">
                    <Snippet text={result.snippet} highlights={result.highlights} />
                  </p>
                </div>
              ))}
            </div>
          )}
        </div>
        <div className="hidden items-center gap-3 border-t px-4 py-2 text-xs text-muted-foreground sm:flex">
          <span>{t("keys.move")}</span>
          <span>{t("keys.open")}</span>
          <span>{t("keys.close")}</span>
        </div>
      </DialogContent>
    </Dialog>
  );
}
