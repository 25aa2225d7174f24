export { PresenceAvatars } from "./PresenceAvatars";
export { useProjectLive } from "./use-project-live";
