import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Locale-aware replacements for next/link and next/navigation: paths are written without the locale.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
