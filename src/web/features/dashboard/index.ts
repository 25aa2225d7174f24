// Dashboard parts other pages reuse; the dashboard page itself is entered through the router.
export { DeleteProjectDialog } from "./DeleteProjectDialog";
export { NicheField } from "./NicheField";
