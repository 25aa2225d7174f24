import { ListOrdered } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";

type Props = {
  /** Blocks in the whole list: the last position there is. */
  total: number;
  onMove: (position: number) => void;
};

/**
 * "Move to…" on the selection bar: a long script's block goes to a numbered place in one step,
 * where pressing "Move up" a hundred times or dragging across screens would not do.
 */
export function MoveToPosition({ total, onMove }: Props) {
  const { t } = useTranslation("editor");
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const position = Number(value);
    if (!Number.isInteger(position) || position < 1 || position > total) {
      setError(true);
      return;
    }
    onMove(position);
    setOpen(false);
    setValue("");
    setError(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(false);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" data-testid="selection-move-to">
          <ListOrdered aria-hidden /> {t("selection.moveTo")}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64">
        <form onSubmit={submit} className="space-y-2" noValidate>
          <Label htmlFor={inputId}>{t("selection.position", { total })}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={total}
              value={value}
              autoFocus
              aria-invalid={error}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setError(false);
              }}
              className="h-8"
            />
            <Button type="submit" size="sm">
              {t("selection.move")}
            </Button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {t("selection.positionInvalid", { total })}
            </p>
          ) : null}
        </form>
      </PopoverContent>
    </Popover>
  );
}
