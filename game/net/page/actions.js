// From the legal notations the server sends to taps: which things on the page an action
// involves (its "picks": card codes, a player "p2", a slot "slot3", a board space), which
// actions are still possible after what has been chosen, and what a button says.
// Pure: no DOM, so node --test can check it.
import { face, HOUND_NAMES, PUPS_SUITS } from "./cards.js";
import { _, N_ } from "./words.js";

// a Heave Ho! space as a button says it
const SPACE_WORDS = { red: N_("red"), blue: N_("blue"), green: N_("green") };

/** The things on the page an action involves, as keys (a multiset, in an array). */
export function picks(game, notation) {
  const w = notation.trim().split(/\s+/);
  if (game === "pups") {
    if (w[0] === "play") return w[1].split("+");
    return [];
  }
  if (game === "hounds") {
    if (["play", "trade", "discard"].includes(w[0])) return ["slot" + w[1]];
    if (w[0] === "clue" || w[0] === "cerberus") return ["p" + w[1]];
    return [];
  }
  if (game === "pooch") {
    if (w[0] === "lead" || w[0] === "respond") return w[2] === "name" ? [w[1], "p" + w[3]] : [w[1]];
    if (w[0] === "dogpile") return [w[1]];
    return [];
  }
  if (game === "heaveho") {
    if (w[0] === "keep") return [w[1]];
    if (w[0] === "place") return [w[1], w[2] + " " + w[3]];
    if (w[0] === "action" || w[0] === "decline") return [w[1]];
    return [];
  }
  return [];
}

function covers(have, want) {
  const left = [...have];
  for (const key of want) {
    const i = left.indexOf(key);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function same(a, b) {
  return a.length === b.length && covers(a, b);
}

/** Keys of everything that some legal action involves (what glows and may be tapped). */
export function pickable(game, legal) {
  const keys = new Set();
  for (const a of legal) for (const k of picks(game, a)) keys.add(k);
  return keys;
}

/** The legal actions still possible with ``chosen`` (keys) picked; with nothing picked,
 * the actions that involve nothing on the page (bids, promises, pick up). */
export function candidates(game, legal, chosen) {
  if (!chosen.length) return legal.filter((a) => picks(game, a).length === 0);
  return legal.filter((a) => covers(picks(game, a), chosen));
}

/** The one action that is exactly what is chosen, or null. */
export function exact(game, legal, chosen) {
  if (!chosen.length) return null;
  const found = legal.filter((a) => same(picks(game, a), chosen));
  return found.length === 1 ? found[0] : null;
}

/**
 * A tap on a thing with element id ``id`` and key ``key``, with ``selected`` (a list of
 * [id, key]) chosen so far. Returns {selected, play}: play is the action to send (a
 * second tap on a chosen thing that completes exactly one action), else null.
 */
export function tap(game, legal, selected, id, key) {
  const keys = selected.map((s) => s[1]);
  if (selected.some((s) => s[0] === id)) {
    const action = exact(game, legal, keys);
    if (action) return { selected: [], play: action };
    return { selected: selected.filter((s) => s[0] !== id), play: null };
  }
  const more = [...selected, [id, key]];
  if (candidates(game, legal, more.map((s) => s[1])).length) return { selected: more, play: null };
  if (candidates(game, legal, [key]).length) return { selected: [[id, key]], play: null };
  return { selected, play: null };
}

function who(names, seat) {
  return names && names[seat] !== undefined ? names[seat] : _("seat {number}", { number: Number(seat) + 1 });
}

function cardName(game, code) {
  const f = face(game, code);
  if (game === "pups") return (code[0] === "M" ? "Mutt " + code.slice(1) : PUPS_SUITS[code[0]] + " " + code.slice(1));
  if (game === "hounds") return f.sub + (code === "CE" ? "" : " " + f.label);
  if (game === "pooch") return f.sub ? f.sub + (code === "X1" ? " One" : " Queen") : f.label;
  if (game === "heaveho") return code.startsWith("A-") ? f.sub : f.sub + " " + f.label;
  return code;
}

/** What a button for ``notation`` says, in words a player uses. */
export function label(game, notation, names) {
  const w = notation.trim().split(/\s+/);
  if (game === "pups") {
    if (w[0] === "bid" || w[0] === "rebid") {
      const words = w[0] === "bid"
        ? (w[1] === "atleast" ? _("Bid at least {number}", { number: w[2] }) : _("Bid exactly {number}", { number: w[2] }))
        : (w[1] === "atleast" ? _("Rebid at least {number}", { number: w[2] }) : _("Rebid exactly {number}", { number: w[2] }));
      return words;
    }
    if (w[0] === "play") return _("Play {card}", { card: w[1].split("+").map((c) => cardName(game, c)).join(" + ") });
    if (w[0] === "rescue") return w[1] === "0" ? _("No rescue") : _("Rescue with {count} saved", { count: w[1] });
  }
  if (game === "hounds") {
    if (w[0] === "baddog") return _("Extra bad dog: {hound}", { hound: HOUND_NAMES[w[1]] || w[1] });
    if (w[0] === "clue") {
      const name = who(names, w[1]);
      if (w[2] === "hound") return _("Clue {name}: every {hound}", { name, hound: HOUND_NAMES[w[3]] || w[3] });
      if (w[2] === "value") return _("Clue {name}: every {number}", { name, number: w[3] });
      return _("Clue {name}: slot {slot}", { name, slot: Number(w[3]) + 1 });
    }
    if (w[0] === "cerberus") return _("Cerberus goes to {name}", { name: who(names, w[1]) });
    if (w[0] === "discard") return _("Cerberus takes slot {slot}", { slot: Number(w[1]) + 1 });
    if (w[0] === "trade") return _("Trade slot {slot}", { slot: Number(w[1]) + 1 });
    if (w[0] === "notrade") return _("No trade");
    if (w[0] === "promise") return _("Promise {count}", { count: w[1] });
    if (w[0] === "play") return _("Play slot {slot}", { slot: Number(w[1]) + 1 });
  }
  if (game === "pooch") {
    if (w[0] === "pickup") return _("Pick up the pile");
    if (w[0] === "lead" || w[0] === "respond") {
      const card = cardName(game, w[1]);
      if (w[2] === "name") {
        const name = who(names, w[3]);
        return w[0] === "lead" ? _("Lead {card} → {name}", { card, name }) : _("Play {card} → {name}", { card, name });
      }
      return w[0] === "lead" ? _("Lead {card}", { card }) : _("Play {card}", { card });
    }
    if (w[0] === "dogpile") return _("Dogpile {card}", { card: cardName(game, w[1]) });
  }
  if (game === "heaveho") {
    if (w[0] === "keep") return w[1] === "first" ? _("Keep the first") : _("Keep the second");
    if (w[0] === "place") {
      const space = SPACE_WORDS[w[3]] ? _(SPACE_WORDS[w[3]]) : w[3];
      const card = cardName(game, w[1]);
      return w[2] === "mine" ? _("{card} on my {space}", { card, space }) : _("{card} on their {space}", { card, space });
    }
    if (w[0] === "action") return cardName(game, w[1]) + (w.length > 2 ? ": " + w.slice(2).join(" ") : "");
    if (w[0] === "decline") return _("Decline {card}", { card: cardName(game, w[1]) });
  }
  return notation;
}
