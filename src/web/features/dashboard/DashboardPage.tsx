import { FolderOpen, Plus } from "lucide-react";
import { EmptyState } from "@/web/components/EmptyState";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { useMe } from "@/web/features/auth/api";

// Projects arrive with the projects issue; until then the dashboard shows its empty state.
export function DashboardPage() {
  const { data: me } = useMe();
  const firstName = me?.name.trim().split(/\s+/)[0];
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Dashboard"
        description={
          firstName ? `Welcome back, ${firstName}. Your copy projects live here.` : "Your copy projects."
        }
        actions={
          <Button disabled title="Coming soon">
            <Plus /> New Project
          </Button>
        }
      />
      <EmptyState icon={FolderOpen} title="No Projects Yet">
        Create a project to paste your sales copy, split it into typed blocks and translate or expand each
        one.
      </EmptyState>
    </PageContainer>
  );
}
