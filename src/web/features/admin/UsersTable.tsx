import { useTranslation } from "react-i18next";
import type { AdminUser } from "@/shared/api/admin";
import { type Role, roles } from "@/shared/api/me";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { SkeletonList } from "@/web/components/SkeletonList";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useMe } from "@/web/features/auth";
import { errorMessage } from "@/web/i18n/errors";
import { useFormatters } from "@/web/i18n/format";
import { toast } from "@/web/lib/toast";
import { useAdminUsers, useUpdateRole } from "./api";

export function UsersTable() {
  const { t } = useTranslation(["admin", "settings"]);
  const format = useFormatters();
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
          toast.success(t("users.roleUpdated"), {
            description: t("users.roleUpdatedBody", {
              name: updated.name || updated.email,
              role: t(`settings:roles.${updated.role}`),
            }),
          }),
        onError: (error) => toast.error(t("users.roleFailed"), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("users.title")}</CardTitle>
        <CardDescription>{t("users.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <SkeletonList label={t("users.loading")} rows={3} />
        ) : users.error ? (
          <ErrorAlert title={t("users.loadFailed")} error={users.error} />
        ) : (
          <Table aria-label={t("users.title")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("users.name")}</TableHead>
                <TableHead>{t("users.email")}</TableHead>
                <TableHead>{t("users.role")}</TableHead>
                <TableHead className="text-right">{t("users.projects")}</TableHead>
                <TableHead>{t("users.since")}</TableHead>
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
                        <SelectTrigger
                          className="h-8 w-36"
                          aria-label={t("users.roleOf", { email: user.email })}
                        >
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {roles.map((role) => (
                            <SelectItem
                              key={role}
                              value={role}
                              disabled={role === "superadmin" && !isSuperadmin}
                            >
                              {t(`settings:roles.${role}`)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      {user.isAdmin && user.role === "user" && (
                        <p className="mt-1 text-xs text-muted-foreground">{t("users.viaConfig")}</p>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {format.number(user.projectsCount)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {format.date(user.createdAt)}
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
