// node --test: what the page draws from a view (game/net/page/views.js, dom.js)
import test from "node:test";
import assert from "node:assert/strict";
import { table, shownCodes } from "../../../game/net/page/views.js";
import { build } from "../../../game/net/page/dom.js";

const PUPS = { game: "pups", names: ["Ann", "<img src=x onerror=alert(1)>"], phase: "showdown", round: 1, alpha: "G3",
  to_act: [0], leader: 1, top_dogs_left: 7, bids: [null, null], piles: [{}, {}], scores: [0, 0], tricks: [0, 0],
  hand: ["F1", "W5", "M2"], hand_sizes: [3, 3],
  showdown: { plays: [{ seat: 1, card: "W9", cards: ["W9"], total: 9 }] }, last_showdown: null };

test("pups draws the alpha, the trick and the hand, each card with its code", () => {
  const { tree } = table("pups", PUPS, 0);
  assert.deepEqual(shownCodes(tree).sort(), ["F1", "G3", "M2", "W5", "W9"]);
});

test("only what some legal action involves may be tapped", () => {
  const { keys } = table("pups", PUPS, 0, new Set(), new Set(["W5"]));
  assert.deepEqual(Object.values(keys), ["W5"]);
});

const stand = (seat, cards) => ({ seat, clues: 0, slots: cards.map((c) => ({ card: c, hidden: c === null, empty: false,
  clue_hound: c === null ? "PG" : null, clue_number: null, mops: false, cerberus: false })) });

test("hounds draws the others' stands face up and its own as backs with clues", () => {
  const view = { game: "hounds", names: ["Ann", "Bo"], phase: "play", round: 1, rounds: 2, leader: 1, to_act: [0],
    stands: [stand(0, [null, null, null, null, null]), stand(1, ["TD1", "EM2", "SU3", "PG1", "DP2"])],
    shift: { number: 1, cards: [] }, promises: [1, 2], worked: [0, 0], scores: [0, 0], badness: [0, 0] };
  const { tree, keys } = table("hounds", view, 0, new Set(), new Set(["slot2", "p1"]));
  assert.deepEqual(shownCodes(tree).sort(), ["DP2", "EM2", "PG1", "SU3", "TD1"]);
  assert.equal(keys.s2, "slot2");
  assert.equal(Object.values(keys).filter((k) => k === "p1").length, 6);  // the name and five slots
  assert.ok(JSON.stringify(tree).includes("Paulgrave"));
});

// a tiny document: enough of the DOM for build()
class El {
  constructor(tag) { this.tag = tag; this.kids = []; this.dataset = {}; this.attrs = {}; this._text = ""; }
  set textContent(v) { this._text = v; this.kids = []; }
  get textContent() { return this._text + this.kids.map((k) => k.textContent).join(""); }
  setAttribute(k, v) { this.attrs[k] = v; }
  appendChild(k) { this.kids.push(k); return k; }
  set innerHTML(v) { throw new Error("innerHTML used"); }
}
const doc = { createElement: (t) => new El(t), createTextNode: (t) => ({ textContent: t }) };

test("a name from the server is text, never markup", () => {
  const el = build(table("pups", PUPS, 0).tree, doc);
  const all = [];
  (function walk(n) { all.push(n); for (const k of n.kids || []) walk(k); })(el);
  assert.ok(all.some((n) => n._text === "<img src=x onerror=alert(1)>"));
  assert.ok(!all.some((n) => n.tag === "img"));
});

test("each card element carries data-card", () => {
  const el = build(table("pups", PUPS, 0).tree, doc);
  const codes = [];
  (function walk(n) { if (n.dataset && n.dataset.card) codes.push(n.dataset.card); for (const k of n.kids || []) walk(k); })(el);
  assert.deepEqual(codes.sort(), ["F1", "G3", "M2", "W5", "W9"]);
});

test("heave ho draws the card taken with Dirty Trick where its taker can tap it", () => {
  const view = { game: "heaveho", names: ["Ann", "Bo"], phase: "tug", round: 1, barrels: [0, 0], barrel: 7, turn: 1,
    stolen: "W4", hand: ["R2", "G2"], hand_sizes: [3, 2], tops: [{}, {}], strength: [6, 6] };
  const { tree, keys } = table("heaveho", view, 1, new Set(), new Set(["W4", "mine blue"]));
  assert.ok(shownCodes(tree).includes("W4"));
  assert.equal(keys.stolen, "W4");
});
