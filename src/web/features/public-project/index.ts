// The read-only page of a public project for visitors without an account.
export { PublicProjectPage } from "./PublicProjectPage";
