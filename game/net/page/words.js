// The page's words in the reader's language. The server sends them (/page/words.json,
// made from the same catalogues as the app's words) for the language the browser asks
// for: "words" maps each English message the page shows to its translation, "said"
// each English sentence the server's engine may say (a template with {named} parts)
// to its translation. Without them (English, or no answer) the page speaks English.
// Pure: no DOM, so node --test can check it.

let words = {};
let said = {};
let templates = null;

function table(x) {
  return x && typeof x === "object" && !Array.isArray(x) ? x : {};
}

/** Speak the language of ``got`` ({lang, words, said}) from now on. */
export function use(got) {
  const g = table(got);
  words = table(g.words);
  said = table(g.said);
  templates = null;
  return typeof g.lang === "string" ? g.lang : "en";
}

function own(t, key) {
  return Object.prototype.hasOwnProperty.call(t, key) && typeof t[key] === "string" ? t[key] : null;
}

function fill(template, parts) {
  return template.replace(/\{([a-z_]+)(?::[^{}]*)?\}/g, (whole, key) =>
    Object.prototype.hasOwnProperty.call(parts, key) ? String(parts[key]) : whole);
}

/** ``message`` (English, with {named} parts) in the reader's language, its parts filled in. */
export function _(message, parts = {}) {
  return fill(own(words, message) ?? message, parts);
}

/** Marks an English message kept in a table: it is translated with _ where it is shown. */
export function N_(message) {
  return message;
}

/** The language the browser asks for, as the server's ?lang= reads it ("de-DE,de,en"). */
export function asked(nav) {
  const list = nav && Array.isArray(nav.languages) && nav.languages.length ? nav.languages : [nav && nav.language];
  return list.filter((l) => typeof l === "string" && /^[A-Za-z0-9-]{1,35}$/.test(l)).slice(0, 8).join(",");
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A template's regex that reads a sentence back into its named parts (null: a
 * template with too few words of its own to tell a sentence by). */
export function pattern(template) {
  let source = "";
  let own = "";
  const seen = new Set();
  let last = 0;
  const re = /\{([a-z_]+)(?::[^{}]*)?\}/g;
  let m;
  while ((m = re.exec(template)) !== null) {
    const literal = template.slice(last, m.index);
    source += escape(literal);
    own += literal;
    source += seen.has(m[1]) ? "\\k<" + m[1] + ">" : "(?<" + m[1] + ">.+?)";
    seen.add(m[1]);
    last = re.lastIndex;
  }
  source += escape(template.slice(last));
  own += template.slice(last);
  if (!seen.size || !/[A-Za-z]{3}/.test(own)) return null;
  return { re: new RegExp("^" + source + "$", "s"), length: own.length };
}

function compiled() {
  if (templates === null) {
    templates = [];
    for (const key of Object.keys(said)) {
      const p = pattern(key);
      if (p) templates.push({ key, ...p });
    }
    templates.sort((a, b) => b.length - a.length);
  }
  return templates;
}

/** An English sentence from the server (an engine's reason) in the reader's language:
 * found whole, or read back into the parts of the template it was made from (each
 * part in the reader's language too, but for notation: {typed...}). A sentence the
 * catalogue does not know stays as it is. */
export function fromServer(text, depth = 0) {
  if (typeof text !== "string" || !text) return text;
  const whole = own(said, text) ?? own(words, text);
  if (whole !== null) return whole;
  for (const t of compiled()) {
    const m = t.re.exec(text);
    if (!m) continue;
    const parts = {};
    for (const [k, v] of Object.entries(m.groups || {})) {
      // a part for notation ({typed}, {typed_verb}: what is typed) stays as it is
      const typed = k === "typed" || k.startsWith("typed_");
      parts[k] = depth < 2 && !typed ? fromServer(v, depth + 1) : v;
    }
    return fill(said[t.key], parts);
  }
  return text;
}
