import { describe, expect, it } from "vitest";
import { activityBadge } from "./activity-badges";

describe("activityBadge", () => {
  it("labels the three action types and falls back to 'Activity'", () => {
    expect(activityBadge("created").label).toBe("Created");
    expect(activityBadge("updated").label).toBe("Updated");
    expect(activityBadge("commented").label).toBe("Comment");
    expect(activityBadge("something-else").label).toBe("Activity");
  });
});
