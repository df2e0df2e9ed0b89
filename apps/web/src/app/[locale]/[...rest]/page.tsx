import { notFound } from "next/navigation";

// Unknown paths under a locale get the translated not-found page of [locale]/not-found.tsx.
export default function CatchAll() {
  notFound();
}
