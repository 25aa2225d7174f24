export { GlossaryManager } from "./GlossaryManager";
