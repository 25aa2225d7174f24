import { Copy, Eye } from "lucide-react";
import type { ProjectDetail } from "@/shared/api/projects";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { authorName } from "@/web/features/projects/format";

/** Someone else's public project: readable, never writable; a copy is one click away. */
export function ReadOnlyBanner({
  project,
  onDuplicate,
}: {
  project: ProjectDetail;
  onDuplicate: () => void;
}) {
  return (
    <Alert className="items-center" data-testid="read-only-banner">
      <Eye aria-hidden />
      <AlertTitle>
        Read-only: this project belongs to {authorName(project.creator.name, project.userId)}
      </AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>You can read and copy it. To edit, duplicate it into your own projects.</span>
        <Button size="sm" onClick={onDuplicate}>
          <Copy aria-hidden /> Duplicate Project
        </Button>
      </AlertDescription>
    </Alert>
  );
}
