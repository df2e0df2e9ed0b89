import { notFound } from "next/navigation";

// The spec's /404 route: the translated not-found page of [locale]/not-found.tsx, with status 404.
export default function NotFoundPage() {
  notFound();
}
