export { PresenceAvatars } from "./PresenceAvatars";
export { type ProjectLive, useProjectLive } from "./use-project-live";
