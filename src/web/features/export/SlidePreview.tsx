import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { finalParagraphs } from "@/shared/export/common";
import { deckSlides } from "@/shared/export/slides";
import type { ExportBlock, ExportOptions } from "@/shared/export/types";
import { cn } from "@/web/lib/utils";

const SHOWN = 6;

/** The first slides of the deck, cut by the same splitter as the server's PowerPoint file. */
export function SlidePreview({ blocks, options }: { blocks: ExportBlock[]; options: ExportOptions }) {
  const { t } = useTranslation("collab");
  const slides = useMemo(
    () => deckSlides(finalParagraphs(blocks, { ...options, content: "final" })),
    [blocks, options],
  );
  const dark = options.slideTheme === "dark";
  return (
    <section aria-label={t("export.preview.title")} className="space-y-2" data-testid="slide-preview">
      <p className="text-sm font-medium">
        {t("export.preview.title")}{" "}
        <span className="font-normal text-muted-foreground">
          {t("export.preview.count", { count: slides.length })}
        </span>
      </p>
      {slides.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("export.preview.empty")}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {slides.slice(0, SHOWN).map((slide, i) => (
            <li
              key={i}
              className={cn(
                "relative flex aspect-video flex-col justify-center rounded border p-1.5 text-center",
                dark ? "border-neutral-700 bg-neutral-900 text-neutral-100" : "bg-white text-neutral-900",
              )}
            >
              {slide.label ? (
                <span className="absolute top-1 left-1.5 max-w-[90%] truncate text-[0.5rem] opacity-60">
                  {slide.label}
                </span>
              ) : null}
              <span className="line-clamp-4 text-[0.6rem] leading-tight font-semibold">{slide.text}</span>
            </li>
          ))}
        </ol>
      )}
      {slides.length > SHOWN ? (
        <p className="text-xs text-muted-foreground">
          {t("export.preview.more", { count: slides.length - SHOWN })}
        </p>
      ) : null}
    </section>
  );
}
