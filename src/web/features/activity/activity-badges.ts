import type { BadgeVariant } from "./badge-variant";

/** `label` is a key of the projects catalog's activity badges. */
type BadgeInfo = { label: "created" | "updated" | "commented" | "other"; variant: BadgeVariant };

const badges: Record<string, BadgeInfo> = {
  created: { label: "created", variant: "success" },
  updated: { label: "updated", variant: "info" },
  commented: { label: "commented", variant: "warning" },
};

/** Badge for an activity type; anything unknown gets the fallback 'Activity'. */
export function activityBadge(actionType: string): BadgeInfo {
  return badges[actionType] ?? { label: "other", variant: "secondary" };
}
