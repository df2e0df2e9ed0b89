#!/usr/bin/env node
// Checks apps/web/messages/<locale>/<namespace>.json: a folder for exactly the protocol's LOCALES,
// every key in every locale, every key used by the code, nothing left in English, the same
// {placeholders} and <tags> everywhere.
// Run by src/i18n/messages.test.ts (`npm run check:messages -w apps/web` runs that test), which hands
// it the protocol's lists and the texts condition kinds and providers keep in their folders
// (src/i18n/module-messages.ts, ADR 0020): those count as part of `common`, checked like the rest.
//
// A key counts as used when its full dotted name appears as a string in apps/web/src (tests and
// src/test excluded), or when it falls under one of these documented dynamic prefixes:
//   errors.<code>     — t(`errors.${code}`); the codes are the protocol's ERRORS catalogue, and every
//                       code must have a message (packages/protocol/src/errors.ts).
//   countries.<code>  — t(`countries.${country}`); the codes are the protocol's COUNTRIES.
//   languages.<code>  — t(`languages.${locale}`); the codes are the protocol's LOCALES.
// A namespace in TREE_NAMESPACES is added to the message tree under its own name by the request
// config (console.json as `console.…`) and checked exactly like common.json. Other namespaces than
// `common` are read whole by one file, named in WHOLE_NAMESPACE_READERS; their keys are reported as
// <namespace>:<key>.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Keys whose value is rightly the same in every language (brand, language names in their own script). */
const SAME_IN_EVERY_LOCALE = [/^brand\.name$/, /^languages\./];
/** Keys whose French text happens to equal the English one. */
const SAME_IN_FRENCH = [/^countries\.FR$/];
/** Namespaces a single file imports as JSON instead of going through next-intl. */
const WHOLE_NAMESPACE_READERS = {
  // Replaces the root layout on a crash, when no translation provider exists.
  "global-error": "src/app/global-error.tsx",
};
/** Namespaces the request config (src/i18n/request.ts) adds to the tree under their own name. */
const TREE_NAMESPACES = {
  // The operator console's texts, handed to the browser under /console only (ADR 0018).
  console: "src/i18n/request.ts",
};
/** How a namespace's keys are named: common's as they are, a tree namespace's under it, others apart. */
function keyPrefix(namespace) {
  if (namespace === "common") return "";
  return namespace in TREE_NAMESPACES ? `${namespace}.` : `${namespace}:`;
}
/**
 * The script each locale's texts must contain at least one character of; null for the Latin ones (an
 * English copy is caught by comparison). Every locale of LOCALES must be named here.
 */
const NATIVE_SCRIPT = { ja: /[\u3040-\u30ff\u4e00-\u9fff]/u, en: null, fr: null, th: /[\u0e00-\u0e7f]/u };

function flatten(tree, prefix = "", into = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path); // src/test: test helpers
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** `{name}`, `{count, plural, …}` arguments and `<tag>` names of an ICU message, sorted. */
function syntaxOf(message) {
  const args = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<([A-Za-z0-9_]+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...args, ...tags])].sort().join(" ");
}

/**
 * @param {{ root?: string, protocol: { errorCodes: string[], countries: string[], locales: string[] },
 *   modules?: Record<string, object>[] }} options `protocol`: the protocol's lists (ERROR_CODES, COUNTRIES,
 *   LOCALES) as the caller imports them; `modules`: the kinds' and providers' texts, each by locale.
 */
export function checkMessages({ root = webRoot, protocol, modules = [] }) {
  const problems = [];
  const messagesDir = join(root, "messages");
  const locales = protocol.locales;

  // 0. A folder for each locale of the protocol, and none for another language.
  let folders = [];
  try {
    folders = readdirSync(messagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // No messages at all: every locale is reported missing below.
  }
  for (const locale of locales.filter((locale) => !folders.includes(locale))) {
    problems.push(`messages/${locale}: missing (every locale of the protocol's LOCALES needs its messages)`);
  }
  for (const folder of folders.filter((folder) => !locales.includes(folder))) {
    problems.push(`messages/${folder}: not a locale of the protocol's LOCALES`);
  }
  for (const locale of locales.filter((locale) => !(locale in NATIVE_SCRIPT))) {
    problems.push(`${locale}: no entry in NATIVE_SCRIPT (scripts/check-messages.mjs)`);
  }
  const namespaces = [
    ...new Set(
      locales.flatMap((locale) => {
        try {
          return readdirSync(join(messagesDir, locale)).filter((name) => name.endsWith(".json"));
        } catch {
          return [];
        }
      }),
    ),
  ].map((file) => file.replace(/\.json$/, ""));
  if (!namespaces.includes("common")) namespaces.push("common");
  const messages = Object.fromEntries(
    locales.map((locale) => {
      const keys = new Map();
      for (const namespace of namespaces) {
        const file = join(messagesDir, locale, `${namespace}.json`);
        try {
          const prefix = keyPrefix(namespace);
          for (const [key, value] of flatten(JSON.parse(readFileSync(file, "utf8")))) keys.set(prefix + key, value);
        } catch (error) {
          problems.push(`${relative(root, file)}: cannot be read (${error.message})`);
        }
      }
      for (const texts of modules) {
        for (const [key, value] of flatten(texts[locale] ?? {})) {
          if (keys.has(key)) problems.push(`${locale}: "${key}" is in common.json and in a kind's or provider's texts`);
          keys.set(key, value);
        }
      }
      return [locale, keys];
    }),
  );
  const allKeys = [...new Set(locales.flatMap((locale) => [...messages[locale].keys()]))].sort();

  // 1. Every key in every locale, as a non-empty string, with the same placeholders and tags.
  for (const key of allKeys) {
    const reference = messages.en.get(key);
    for (const locale of locales) {
      const value = messages[locale].get(key);
      if (value === undefined) problems.push(`${locale}: missing key "${key}"`);
      else if (typeof value !== "string" || value.trim() === "") problems.push(`${locale}: "${key}" is empty`);
      else if (typeof reference === "string" && syntaxOf(value) !== syntaxOf(reference)) {
        problems.push(`${locale}: "${key}" has ${syntaxOf(value) || "no arguments"}, en has ${syntaxOf(reference)}`);
      }
    }
  }

  // 2. Really translated: not an English copy, and written in the locale's own script.
  for (const key of allKeys) {
    if (SAME_IN_EVERY_LOCALE.some((pattern) => pattern.test(key))) continue;
    const english = messages.en.get(key);
    for (const locale of locales.filter((locale) => locale !== "en")) {
      const value = messages[locale].get(key);
      if (typeof value !== "string") continue;
      const allowed = locale === "fr" && SAME_IN_FRENCH.some((pattern) => pattern.test(key));
      if (value === english && !allowed) problems.push(`${locale}: "${key}" is the English text`);
      const script = NATIVE_SCRIPT[locale];
      if (script && !script.test(value)) problems.push(`${locale}: "${key}" has no ${locale} characters`);
    }
  }

  // 3. Every key used; every key the code names exists.
  const sources = sourceFiles(join(root, "src")).map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const code = sources.map((source) => source.text).join("\n");
  const dynamic = {
    errors: { values: protocol.errorCodes, usedBy: "`errors.${" },
    countries: { values: protocol.countries, usedBy: "`countries.${" },
    languages: { values: protocol.locales, usedBy: "`languages.${" },
  };
  for (const [prefix, { values, usedBy }] of Object.entries(dynamic)) {
    if (!code.includes(usedBy)) problems.push(`no code reads the dynamic keys ${usedBy}…}`);
    for (const value of values) {
      if (!messages.en.has(`${prefix}.${value}`)) problems.push(`en: missing key "${prefix}.${value}" (protocol)`);
    }
  }
  const quoted = (key) => code.includes(`"${key}"`) || code.includes(`'${key}'`) || code.includes(`\`${key}\``);
  for (const namespace of namespaces.filter((name) => name !== "common")) {
    const isTree = namespace in TREE_NAMESPACES;
    const reader = isTree ? TREE_NAMESPACES[namespace] : WHOLE_NAMESPACE_READERS[namespace];
    const readerSource = reader && sources.find((source) => relative(root, source.file) === reader);
    // The request config imports `…/${locale}/<namespace>.json` (a template literal); a reader, a path in quotes.
    if (!readerSource?.text.includes(isTree ? `/${namespace}.json\`` : `/${namespace}.json"`)) {
      problems.push(`namespace "${namespace}" is not read by any file (see WHOLE_NAMESPACE_READERS)`);
    }
  }
  for (const key of allKeys.filter((name) => !name.includes(":"))) {
    const [prefix, ...rest] = key.split(".");
    const suffix = rest.join(".");
    if (prefix in dynamic) {
      if (!dynamic[prefix].values.includes(suffix)) {
        problems.push(`"${key}" is not in the protocol's list for ${prefix}`);
      }
    } else if (!quoted(key)) {
      problems.push(`"${key}" is not used in apps/web/src`);
    }
  }
  const topLevel = new Set(allKeys.filter((name) => !name.includes(":")).map((key) => key.split(".")[0]));
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/["'`]([a-z][A-Za-z]*)\.([A-Za-z0-9_.-]+)["'`]/g)) {
      const key = `${match[1]}.${match[2]}`;
      if (topLevel.has(match[1]) && !messages.en.has(key)) {
        problems.push(`${relative(root, file)}: uses "${key}", which has no message`);
      }
    }
  }
  return problems;
}
