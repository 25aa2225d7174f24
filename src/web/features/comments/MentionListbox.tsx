import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/web/lib/utils";

type Props = {
  id: string;
  items: { id: string; title: string }[];
  activeIndex: number;
  optionId: (index: number) => string;
  searching: boolean;
  failed: boolean;
  onPick: (project: { id: string; title: string }) => void;
  onHover: (index: number) => void;
};

/** The picker's suggestions under the text area; focus stays in the text area throughout. */
export function MentionListbox({
  id,
  items,
  activeIndex,
  optionId,
  searching,
  failed,
  onPick,
  onHover,
}: Props) {
  const { t } = useTranslation("collab");
  return (
    <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg">
      <div id={id} role="listbox" aria-label={t("comments.mention")} className="max-h-60 overflow-y-auto p-1">
        {items.map((project, index) => (
          // Keyboard selection happens in the text area (aria-activedescendant); the mouse picks here.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the focused text area
          <div
            key={project.id}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
              index === activeIndex && "bg-accent text-accent-foreground",
            )}
            // Keep focus (and the caret) in the text area.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && onHover(index)}
            onClick={() => onPick(project)}
          >
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate">{project.title}</span>
          </div>
        ))}
      </div>
      {items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
          {failed
            ? t("comments.mentionFailed")
            : searching
              ? t("comments.searching")
              : t("comments.noProjects")}
        </p>
      ) : null}
    </div>
  );
}
