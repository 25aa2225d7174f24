import { toast } from "sonner";
import type { AdminUser } from "@/shared/api/admin";
import { type Role, roles } from "@/shared/api/me";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { SkeletonList } from "@/web/components/SkeletonList";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useMe } from "@/web/features/auth";
import { formatDate } from "@/web/features/projects";
import { useAdminUsers, useUpdateRole } from "./api";

const roleLabels: Record<Role, string> = { user: "User", admin: "Admin", superadmin: "Superadmin" };

export function UsersTable() {
  const { data: me } = useMe();
  const users = useAdminUsers();
  const updateRole = useUpdateRole();
  const isSuperadmin = me?.role === "superadmin";

  function change(user: AdminUser, role: Role) {
    if (role === user.role) return;
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: (updated) =>
          toast.success("Papel atualizado", {
            description: `${updated.name || updated.email} agora é ${roleLabels[updated.role]}.`,
          }),
        onError: (error) => toast.error(error.message || "Não foi possível alterar o papel"),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Usuários</CardTitle>
        <CardDescription>Só um superadmin concede ou remove o papel de superadmin.</CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <SkeletonList label="Carregando usuários" rows={3} />
        ) : users.error ? (
          <ErrorAlert title="Não foi possível carregar os usuários" error={users.error} />
        ) : (
          <Table aria-label="Usuários">
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead>E-mail</TableHead>
                <TableHead>Papel</TableHead>
                <TableHead className="text-right">Projetos</TableHead>
                <TableHead>Desde</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.map((user) => {
                // A superadmin's role is out of reach for plain admins, in both directions.
                const locked = user.role === "superadmin" && !isSuperadmin;
                const pending = updateRole.isPending && updateRole.variables?.id === user.id;
                return (
                  <TableRow key={user.id} data-testid="admin-user-row">
                    <TableCell className="min-w-32 font-medium">{user.name || "—"}</TableCell>
                    <TableCell className="text-muted-foreground">{user.email}</TableCell>
                    <TableCell>
                      <Select
                        value={user.role}
                        onValueChange={(role) => change(user, role as Role)}
                        disabled={locked || pending}
                      >
                        <SelectTrigger className="h-8 w-36" aria-label={`Papel de ${user.email}`}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {roles.map((role) => (
                            <SelectItem
                              key={role}
                              value={role}
                              disabled={role === "superadmin" && !isSuperadmin}
                            >
                              {roleLabels[role]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      {user.isAdmin && user.role === "user" && (
                        <p className="mt-1 text-xs text-muted-foreground">Admin via ADMIN_EMAILS</p>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{user.projectsCount}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatDate(user.createdAt)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
