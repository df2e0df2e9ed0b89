import type { ProjectExport } from "@fanfare/core";
import { Document, isNode } from "yaml";

const HEADER = [
  "A Fanfare project, exported. `npm run fanfare -- import <this file>` creates it again (a new project;",
  "the company is found by name, or created).",
  "Not in this file: codes (stored only as keyed hashes; see the notes beside code conditions), channels",
  "and their contents, the company's operators, draw seeds, and everything fans did (progress, claims).",
].join("\n");

/**
 * The YAML text of an export, written with the library the import reads with: the document, a header
 * saying what the file leaves out, and each of the export's notes as a comment above the part it is about.
 */
export function projectExportYaml(exported: ProjectExport): string {
  const doc = new Document(exported.file, { aliasDuplicateObjects: false });
  doc.commentBefore = ` ${HEADER.replaceAll("\n", "\n ")}\n project ${exported.projectId}`;
  for (const note of exported.notes) {
    const node = doc.getIn(note.path, true);
    // A note whose place is gone is a bug of the export; the file stays right without it.
    if (!isNode(node)) continue;
    node.commentBefore = node.commentBefore ? `${node.commentBefore}\n ${note.text}` : ` ${note.text}`;
  }
  return doc.toString({ lineWidth: 0 });
}
