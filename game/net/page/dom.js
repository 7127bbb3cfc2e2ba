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
