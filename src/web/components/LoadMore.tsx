import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/utils";

type Props = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page request failed: the button stays as the way to try again. */
  isError?: boolean;
  fetchNextPage: () => unknown;
  className?: string;
  /** Say so when the whole list is shown (long lists); short ones need no footer. */
  showEnd?: boolean;
  /** Load on scroll; off for side panels, which would otherwise grow while the page scrolls. */
  loadOnScroll?: boolean;
};

/**
 * The foot of a paged list: the next page loads when this scrolls into view (an
 * IntersectionObserver on the sentinel), and a visible button does the same for keyboard users
 * and browsers that scroll without reaching it.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  isError = false,
  fetchNextPage,
  className,
  showEnd = false,
  loadOnScroll = true,
}: Props) {
  const { t } = useTranslation("lists");
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  load.current = fetchNextPage;
  // After a failure, wait for the button: retrying on every scroll would hammer a broken server.
  const auto = loadOnScroll && hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto]);

  if (!hasNextPage) {
    return showEnd ? (
      <p className={cn("py-2 text-center text-sm text-muted-foreground", className)}>{t("end")}</p>
    ) : null;
  }
  return (
    <div
      ref={sentinel}
      className={cn("flex flex-col items-center gap-2 py-2", className)}
      data-testid="load-more"
    >
      {isError && !isFetchingNextPage ? (
        <p className="text-sm text-destructive" role="alert">
          {t("loadMoreFailed")}
        </p>
      ) : null}
      <Button
        variant="outline"
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
      >
        {isFetchingNextPage ? <Spinner /> : null}
        {isFetchingNextPage ? t("loadingMore") : t("loadMore")}
      </Button>
    </div>
  );
}
