import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/web/components/ConfirmDialog";
import { apiRequest } from "@/web/lib/api-client";

// Imported with the request, so zod stays out of the dashboard's first paint.
const projectDetailSchema = async () => (await import("@/shared/api/projects")).projectDetailSchema;

type Props = {
  project: { id: string; title: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** How many projects were copied from it (the server's answer by default). */
  countCopies?: (id: string) => Promise<number>;
};

const serverCopies = async (id: string) =>
  (await apiRequest(`/api/projects/${encodeURIComponent(id)}`, projectDetailSchema)).derivedCount;

type Check = { state: "pending" } | { state: "error" } | { state: "done"; copies: number };

/**
 * One confirmation dialog for the whole page; it stays open until the request settles. It asks
 * the server first how many copies point at the project, so it never promises a deletion the
 * server would refuse.
 */
export function DeleteProjectDialog({
  project,
  pending,
  onConfirm,
  onOpenChange,
  countCopies = serverCopies,
}: Props) {
  const { t } = useTranslation("projects");
  const [check, setCheck] = useState<Check>({ state: "pending" });
  const id = project?.id ?? null;
  useEffect(() => {
    if (!id) return;
    let live = true;
    setCheck({ state: "pending" });
    countCopies(id).then(
      (copies) => live && setCheck({ state: "done", copies }),
      () => live && setCheck({ state: "error" }),
    );
    return () => {
      live = false;
    };
  }, [id, countCopies]);
  const title = project?.title ?? "";
  const copies = check.state === "done" ? check.copies : 0;
  const description =
    check.state === "pending"
      ? t("delete.checking")
      : check.state === "error"
        ? t("delete.checkFailed", { title })
        : copies > 0
          ? t("delete.hasCopies", { count: copies, title })
          : t("delete.body", { title });
  return (
    <ConfirmDialog
      open={project !== null}
      pending={pending}
      // A failed check (e.g. a superadmin who may delete but not read) leaves the decision to the
      // server, which refuses a project with copies and says so.
      confirmDisabled={check.state === "pending" || copies > 0}
      title={t("delete.title")}
      description={description}
      confirmLabel={t("delete.confirm")}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
