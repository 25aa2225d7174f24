export { ActivityFeed } from "./ActivityFeed";
