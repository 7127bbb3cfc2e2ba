// What to draw from a seat's view: plain trees of {t, c, x, card, pick, kids} that dom.js
// turns into elements. Every card shown carries its code in data-card; anything a tap
// may choose carries data-pick (an id; ctx.keys maps it to the key actions.js knows).
// Pure: no DOM, so node --test can check what a view draws.
import { face, HOUND_NAMES } from "./cards.js";
import { _, N_ } from "./words.js";

export function card(game, code, extra = "") {
  const f = face(game, code);
  return { t: "div", c: "card c-" + f.colour + (extra ? " " + extra : ""), card: code, label: code,
    kids: [{ t: "b", x: f.label }, { t: "small", x: f.sub }] };
}

export function back(extra = "") {
  return { t: "div", c: "card back" + (extra ? " " + extra : ""), kids: [{ t: "b", x: "?" }] };
}

/** Make ``node`` choosable by a tap when some legal action involves ``key``. */
function choosable(ctx, id, key, node) {
  if (!ctx.glow.has(key)) return node;
  ctx.keys[id] = key;
  node.pick = id;
  node.c += " can" + (ctx.chosen.has(id) ? " chosen" : "");
  return node;
}

function name(view, seat) {
  const names = view.names || [];
  return names[seat] !== undefined ? names[seat] : _("seat {number}", { number: seat + 1 });
}

function row(c, kids) {
  return { t: "div", c: "row " + c, kids };
}

function heading(x) {
  return { t: "h2", x };
}

function chip(view, seat, ctx, lines, extra = "") {
  const turn = (view.to_act || []).includes(seat);
  const node = { t: "div", c: "chip" + (turn ? " turn" : "") + (seat === ctx.seat ? " me" : "") + (extra ? " " + extra : ""),
    kids: [{ t: "b", x: seat === ctx.seat ? _("{name} (you)", { name: name(view, seat) }) : name(view, seat) }, ...lines.filter((l) => l).map((l) => ({ t: "span", x: l }))] };
  return choosable(ctx, "p" + seat, "p" + seat, node);
}

function seats(view) {
  return (view.names || []).map((x, i) => i);
}

// -- Pups -----------------------------------------------------------------------------------
function pups(view, ctx) {
  const g = "pups";
  const out = [];
  out.push(row("info", [
    { t: "span", x: view.last_round ? _("Round {number} (last)", { number: view.round }) : _("Round {number}", { number: view.round }) },
    { t: "span", x: _("Alpha:") }, view.alpha ? card(g, view.alpha, "small") : null,
    { t: "span", x: _("Top Dogs left {count}", { count: view.top_dogs_left }) },
  ]));
  out.push(row("chips", seats(view).map((s) => {
    const bid = view.bids && view.bids[s];
    const pile = (view.piles || [])[s] || {};
    return chip(view, s, ctx, [
      bid ? _("bid {bid}", { bid: bid.label }) : _("no bid yet"),
      _("tricks {tricks} · cards {cards}", { tricks: (view.tricks || [])[s], cards: (view.hand_sizes || [])[s] }),
      _("score {score}", { score: (view.scores || [])[s] }) + (pile.saved ? " · " + _("saved {count}", { count: pile.saved }) : "")
        + (pile.top_dogs ? " · " + _("Top Dogs {count}", { count: pile.top_dogs }) : ""),
    ], s === view.leader ? "leader" : "");
  })));
  const sd = view.showdown || { plays: [] };
  const last = view.last_showdown;
  let plays = sd.plays || [];
  let title = _("The showdown");
  if (!plays.length && last) {
    plays = last.plays || [];
    title = last.winner === null || last.winner === undefined ? _("Last showdown: a tie, nobody took it")
      : _("Last showdown: {name} took it", { name: name(view, last.winner) });
  }
  out.push(heading(title));
  out.push(row("trick", plays.length ? plays.map((p) => ({ t: "div", c: "play", kids: [
    { t: "span", x: name(view, p.seat) + " · " + p.total },
    row("pair", (p.cards || [p.card]).map((c) => card(g, c, "small"))),
  ] })) : [{ t: "span", c: "quiet", x: _("no cards yet") }]));
  if (view.round_summary) out.push({ t: "p", c: "quiet", x: summary(view) });
  out.push(heading(_("Your hand")));
  out.push(row("hand", (view.hand || []).map((c, i) => choosable(ctx, "h" + i, c, card(g, c)))));
  return out;
}

function summary(view) {
  const s = view.round_summary;
  if (!s || !Array.isArray(s.treats)) return "";
  return _("Last round: {scores}", { scores: seats(view).map((i) => name(view, i) + " +" + (s.treats[i] || 0) + " −" + ((s.poos || [])[i] || 0)).join(", ") });
}

// -- Heckin Hounds ---------------------------------------------------------------------------
function clueText(slot) {
  const bits = [];
  if (slot.clue_hound) bits.push(HOUND_NAMES[slot.clue_hound] || slot.clue_hound);
  if (slot.clue_number !== null && slot.clue_number !== undefined) bits.push(String(slot.clue_number));
  return bits.join(" ");
}

function stand(view, st, ctx) {
  const g = "hounds";
  const mine = st.seat === ctx.seat;
  const promise = (view.promises || [])[st.seat];
  const lines = [
    promise === null || promise === undefined ? "" : _("promised {promised} · worked {worked}", { promised: promise, worked: (view.worked || [])[st.seat] }),
    _("score {score} · badness {badness}", { score: (view.scores || [])[st.seat], badness: (view.badness || [])[st.seat] }),
    view.phase === "clue" && st.seat !== view.leader ? _("clue sets {count}/3", { count: st.clues }) : "",
  ];
  const slots = (st.slots || []).map((slot, i) => {
    let node;
    if (slot.empty) node = { t: "div", c: "card gone", kids: [{ t: "b", x: "–" }] };
    else if (slot.cerberus && !slot.card) node = card(g, "CE");
    else if (slot.card) node = card(g, slot.card);
    else node = back();
    const clue = clueText(slot);
    const marks = [clue ? { t: "span", c: "clue", x: clue } : null,
      slot.mops ? { t: "span", c: "mark", x: _("traded") } : null];
    const box = { t: "div", c: "slot", kids: [node, ...marks] };
    if (mine) return choosable(ctx, "s" + i, "slot" + i, box);
    return choosable(ctx, "q" + st.seat + "-" + i, "p" + st.seat, box);
  });
  return { t: "section", c: "stand" + (mine ? " own" : ""), kids: [
    chip(view, st.seat, ctx, lines, st.seat === view.leader ? "leader" : ""),
    row("slots", slots),
  ] };
}

function hounds(view, ctx) {
  const g = "hounds";
  const out = [];
  out.push(row("info", [
    { t: "span", x: _("Round {number}/{rounds}", { number: view.round, rounds: view.rounds }) },
    view.leader !== null && view.leader !== undefined ? { t: "span", x: _("Leader {name}", { name: name(view, view.leader) }) } : null,
    view.baddog ? { t: "span", x: _("Extra bad dog: {hound}", { hound: HOUND_NAMES[view.baddog] || view.baddog }) } : null,
    { t: "span", x: phaseWords(view.phase) },
  ]));
  const shift = view.shift || { cards: [] };
  let cards = shift.cards || [];
  let title = _("Shift {number}", { number: shift.number || 1 });
  const last = view.last_shift;
  if (!cards.length && last && view.phase === "play") {
    cards = last.cards || [];
    title = _("Shift {number} worked by {name}", { number: last.number, name: name(view, last.worker) });
  }
  if (view.phase === "play" || cards.length) {
    out.push(heading(title));
    out.push(row("trick", cards.length ? cards.map(([s, c]) => ({ t: "div", c: "play", kids: [
      { t: "span", x: name(view, s) }, c ? card(g, c, "small") : back("small")] }))
      : [{ t: "span", c: "quiet", x: _("no dogs yet") }]));
  }
  const stands = view.stands || [];
  const others = stands.filter((st) => st.seat !== ctx.seat);
  const own = stands.filter((st) => st.seat === ctx.seat);
  out.push(heading(ctx.seat === null ? _("The stands") : _("The others' stands")));
  for (const st of others) out.push(stand(view, st, ctx));
  if (own.length) {
    out.push(heading(_("Your stand")));
    out.push(stand(view, own[0], ctx));
  }
  return out;
}

function phaseWords(phase) {
  const words = { baddog: N_("choosing the extra bad dog"), clue: N_("clues"), cerberus: "Cerberus", discard: "Cerberus",
    trade: N_("dead-hand trades"), promise: N_("promises"), play: N_("shifts"), over: N_("game over") }[phase];
  return words ? _(words) : phase || "";
}

// -- You Shady Pooch! -------------------------------------------------------------------------
function pooch(view, ctx) {
  const g = "pooch";
  const out = [];
  out.push(row("info", [
    { t: "span", x: _("Round {number}", { number: view.round }) },
    { t: "span", x: _("Pot {count}", { count: view.pot }) },
    view.named !== null && view.named !== undefined
      ? { t: "span", c: "alert", x: view.namer !== null ? _("{name} must answer {other}", { name: name(view, view.named), other: name(view, view.namer) })
        : _("{name} must answer", { name: name(view, view.named) }) }
      : { t: "span", x: view.leader !== null && view.leader !== undefined ? _("{name} leads", { name: name(view, view.leader) }) : "" },
  ]));
  out.push(row("chips", seats(view).map((s) => chip(view, s, ctx, [
    _("bones {bones} · cards {cards}", { bones: (view.bones || [])[s], cards: (view.hand_counts || [])[s] }),
  ], s === view.named ? "named" : ""))));
  out.push(heading(_("The pile")));
  const pile = view.pile || [];
  out.push(row("trick", pile.length ? pile.slice(-5).map((c) => card(g, c, "small"))
    : [{ t: "span", c: "quiet", x: _("empty") }]));
  out.push(heading(_("Your hand")));
  out.push(row("hand", (view.hand || []).map((c, i) => choosable(ctx, "h" + i, c, card(g, c)))));
  return out;
}

// -- Heave Ho! ----------------------------------------------------------------------------------
const SPACES = ["red", "blue", "green"];
const SPACE_WORDS = { red: N_("red"), blue: N_("blue"), green: N_("green") };

function side(view, s, ctx, word) {
  const g = "heaveho";
  const tops = (view.tops || [])[s] || {};
  return { t: "section", c: "side", kids: [
    { t: "b", x: _("{name} · strength {strength}", { name: name(view, s), strength: (view.strength || [])[s] }) },
    row("slots", SPACES.map((sp) => {
      const code = tops[sp];
      const node = code ? card(g, code, "small") : { t: "div", c: "card small printed c-" + sp, kids: [{ t: "b", x: "2" }, { t: "small", x: _(SPACE_WORDS[sp]) }] };
      return choosable(ctx, word + "-" + sp, word + " " + sp, { t: "div", c: "slot", kids: [node] });
    })),
  ] };
}

function heaveho(view, ctx) {
  const g = "heaveho";
  const out = [];
  const me = ctx.seat === null ? 0 : ctx.seat;
  const them = 1 - me;
  out.push(row("info", [
    { t: "span", x: _("Round {number}", { number: view.round }) },
    { t: "span", x: _("Barrels {name} {count} – {other_count} {other}", { name: name(view, 0), count: (view.barrels || [])[0],
      other_count: (view.barrels || [])[1], other: name(view, 1) }) },
  ]));
  if (view.barrel) {
    const track = [];
    for (let i = 1; i <= 12; i++) track.push({ t: "span", c: "space" + (i === view.barrel ? " barrel" : ""), x: i === view.barrel ? "◆" : String(i) });
    out.push(row("track", track));
  }
  const sort = view.sort;
  if (["sort", "last_pair", "distribute"].includes(view.phase) && sort && (sort.pair || []).length) {
    const what = { sort: N_("Speed sort: keep one, give one"), last_pair: N_("Place the last pair: keep one, give one"),
      distribute: N_("Hand out their stack: keep one, give one") }[view.phase];
    out.push(heading(_(what)));
    out.push({ t: "p", c: "quiet", x: _("kept {count}/10", { count: (sort.kept || [])[me] }) });
    out.push(row("hand", (sort.pair || []).map((c, i) => choosable(ctx, i ? "second" : "first", i ? "second" : "first", card(g, c)))));
  } else {
    out.push(side(view, them, ctx, "theirs"));
    out.push(side(view, me, ctx, "mine"));
  }
  if (view.stolen) {  // (public) the card taken with Dirty Trick: its taker plays it before anything else
    out.push(heading(view.turn === me ? _("Taken with Dirty Trick: play it first")
      : _("{name} took this with Dirty Trick", { name: name(view, view.turn) })));
    out.push(row("hand", [choosable(ctx, "stolen", view.stolen, card(g, view.stolen))]));
  }
  out.push(heading(_("Your hand")));
  out.push(row("hand", (view.hand || []).map((c, i) => choosable(ctx, "h" + i, c, card(g, c)))));
  return out;
}

const GAMES = { pups, hounds, pooch, heaveho };

/** The table for ``game`` from ``view``: {tree, keys}. ctx: {seat, chosen (Set of ids),
 * glow (Set of keys some legal action involves)}. */
export function table(game, view, seat, chosen = new Set(), glow = new Set()) {
  const ctx = { seat, chosen, glow, keys: {} };
  const draw = GAMES[game];
  const kids = draw ? draw(view, ctx) : [{ t: "p", x: _("This page cannot show {game} yet.", { game }) }];
  return { tree: { t: "div", c: "table " + game, kids }, keys: ctx.keys };
}

/** Every card code a tree shows (what tests and the privacy check read). */
export function shownCodes(tree) {
  const out = [];
  (function walk(n) {
    if (!n || typeof n === "string") return;
    if (n.card) out.push(n.card);
    for (const k of n.kids || []) walk(k);
  })(tree);
  return out;
}
