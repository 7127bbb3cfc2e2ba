// Builds DOM elements from the plain trees views.js describes. Text goes in with
// textContent only: nothing from the server is ever parsed as markup.

/** One element from a node {t, c, x, card, pick, on, kids, attrs}. */
export function build(node, doc = document) {
  if (typeof node === "string") return doc.createTextNode(node);
  const el = doc.createElement(node.t || "div");
  if (node.c) el.className = node.c;
  if (node.x !== undefined && node.x !== null) el.textContent = String(node.x);
  if (node.card) el.dataset.card = node.card;
  if (node.pick) { el.dataset.pick = node.pick; el.tabIndex = 0; el.setAttribute("role", "button"); }
  if (node.act) { el.dataset.act = node.act; }
  if (node.label) el.setAttribute("aria-label", node.label);
  for (const [k, v] of Object.entries(node.attrs || {})) el.setAttribute(k, v);
  for (const kid of node.kids || []) if (kid) el.appendChild(build(kid, doc));
  return el;
}

/** Replace what ``parent`` holds with ``node`` drawn. */
export function show(parent, node) {
  parent.replaceChildren(build(node, parent.ownerDocument));
}

/** Make ``parent``'s children what ``build`` would make of ``nodes``, touching only what
 * differs: the browser restyles and repaints the changed parts alone, and what a person
 * typed or focused stays. An element is kept only for a node of the same tag naming the
 * same card, pick and action: a tap always lands on what it showed, or on nothing. */
export function patch(parent, nodes, doc = parent.ownerDocument) {
  const kids = parent.childNodes;
  let i = 0;
  for (const node of nodes) {
    if (!node) continue;
    // the element for it: the one in its place, else a later one moved up (something new
    // shown above a button must not remake the button under a finger), else a new one
    let have = null;
    for (let j = i; j < kids.length && have === null; j++) if (same(kids[j], node)) have = kids[j];
    if (have !== null) {
      if (have !== kids[i]) parent.insertBefore(have, kids[i]);
      update(have, node, doc);
    } else {
      parent.insertBefore(build(node, doc), kids[i] || null);
    }
    i++;
  }
  while (kids.length > i) parent.removeChild(parent.lastChild);
}

function same(el, node) {
  if (typeof node === "string") return el.nodeType === 3;
  return el.nodeType === 1 && el.localName === (node.t || "div") &&
    (el.getAttribute("data-card") || "") === (node.card || "") &&
    (el.getAttribute("data-pick") || "") === (node.pick || "") &&
    (el.getAttribute("data-act") || "") === (node.act || "");
}

/** The attributes ``build`` gives a node, besides its class. */
function attributes(node) {
  const out = {};
  if (node.card) out["data-card"] = node.card;
  if (node.pick) { out["data-pick"] = node.pick; out.tabindex = "0"; out.role = "button"; }
  if (node.act) out["data-act"] = node.act;
  if (node.label) out["aria-label"] = node.label;
  for (const [k, v] of Object.entries(node.attrs || {})) out[k] = String(v);
  return out;
}

function update(el, node, doc) {
  if (typeof node === "string") {
    if (el.data !== node) el.data = node;
    return;
  }
  const c = node.c || "";
  if ((el.getAttribute("class") || "") !== c) {
    if (c) el.className = c; else el.removeAttribute("class");
  }
  const want = attributes(node);
  for (const name of [...el.getAttributeNames()]) {
    if (name !== "class" && !(name in want)) el.removeAttribute(name);
  }
  for (const [k, v] of Object.entries(want)) if (el.getAttribute(k) !== v) el.setAttribute(k, v);
  const kids = (node.kids || []).filter((k) => k);
  const text = node.x === undefined || node.x === null ? "" : String(node.x);
  patch(el, text ? [text, ...kids] : kids, doc);
}
