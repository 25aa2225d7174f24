import type { BadgeVariant } from "./badge-variant";

type BadgeInfo = { label: string; variant: BadgeVariant };

const badges: Record<string, BadgeInfo> = {
  created: { label: "Created", variant: "success" },
  updated: { label: "Updated", variant: "info" },
  commented: { label: "Comment", variant: "warning" },
};

/** Badge for an activity type (spec 4); anything unknown gets the fallback 'Activity'. */
export function activityBadge(actionType: string): BadgeInfo {
  return badges[actionType] ?? { label: "Activity", variant: "secondary" };
}
