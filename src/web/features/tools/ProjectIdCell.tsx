import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";

/** A project id in monospace with a button that copies it. */
export function ProjectIdCell({ id }: { id: string }) {
  const { t } = useTranslation(["tools", "common"]);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      toast.success(t("common:copied"));
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error(t("common:copyFailed"));
    }
  }
  return (
    <span className="flex items-center gap-1">
      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">{id}</code>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        onClick={copy}
        aria-label={t("projects.copyId", { id })}
      >
        {copied ? <Check /> : <Copy />}
      </Button>
    </span>
  );
}
