import { House } from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";

export function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary sm:text-7xl">404</p>
      <h1 className="text-xl font-semibold sm:text-2xl">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/">
          <House /> Return to Home
        </Link>
      </Button>
    </PageContainer>
  );
}
