import { FileText, LayoutDashboard, LogOut, Settings } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Me } from "@/shared/api/me";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useSignOut } from "@/web/features/auth/api";
import { UserAvatar } from "./UserAvatar";

export function UserMenu({ user }: { user: Me }) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  // mutateAsync: clearing the session unmounts this menu, which would drop per-call callbacks.
  const logout = async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast.error((error instanceof Error && error.message) || "Error signing out");
      return;
    }
    toast.success("Signed out successfully");
    navigate("/auth", { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="User menu"
        data-testid="user-menu-trigger"
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{user.name || user.email}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
            <LayoutDashboard /> Dashboard
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/")}>
            <FileText /> Editor
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/settings")}>
            <Settings /> Settings
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          data-testid="logout"
          disabled={signOut.isPending}
          onSelect={logout}
        >
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
