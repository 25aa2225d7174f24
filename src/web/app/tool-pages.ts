// The developer tools, one chunk loaded when an admin opens any of them.
export { CleanupSpecificToolPage } from "@/web/features/tools/CleanupSpecificToolPage";
export { CleanupToolPage } from "@/web/features/tools/CleanupToolPage";
export { DebugToolPage } from "@/web/features/tools/DebugToolPage";
export { DirectDeleteToolPage } from "@/web/features/tools/DirectDeleteToolPage";
export { TableInfoToolPage } from "@/web/features/tools/TableInfoToolPage";
