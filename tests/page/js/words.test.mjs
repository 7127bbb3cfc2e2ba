// node --test: the page's words in the reader's language (game/net/page/words.js)
import test from "node:test";
import assert from "node:assert/strict";
import * as W from "../../../game/net/page/words.js";
import * as A from "../../../game/net/page/actions.js";
import * as P from "../../../game/net/page/protocol.js";
import { table } from "../../../game/net/page/views.js";

const GERMAN = {
  lang: "de",
  words: { "Your turn": "Du bist dran", "Round {number}": "Runde {number}", "Bid at least {number}": "Biete mindestens {number}",
    "seat {number}": "Platz {number}", "Waiting for {names}": "Warten auf {names}", " and ": " und " },
  said: { "You do not hold {card}": "Du hast {card} nicht auf der Hand", "The game is over": "Das Spiel ist vorbei",
    "Too late: {reason}": "Zu spät: {reason}", "{name} already responded": "{name} hat schon geantwortet",
    "{action} is not allowed now": "{action} ist jetzt nicht erlaubt" },
};

test.afterEach(() => W.use(null));

test("without words the page speaks English, its parts filled in", () => {
  W.use(null);
  assert.equal(W._("Round {number}", { number: 3 }), "Round 3");
  assert.equal(P.turnWords({ seat: 0, to_act: [0], legal: ["bid exactly 0"] }, ["Ann"]), "Your turn");
});

test("with the words of a language a message is given in it", () => {
  assert.equal(W.use(GERMAN), "de");
  assert.equal(W._("Round {number}", { number: 3 }), "Runde 3");
  assert.equal(A.label("pups", "bid atleast 2", []), "Biete mindestens 2");
  assert.equal(P.turnWords({ seat: 0, to_act: [0], legal: ["bid exactly 0"] }, ["Ann"]), "Du bist dran");
  assert.equal(P.turnWords({ seat: 0, to_act: [1, 2], legal: [] }, ["Ann", "Bo", "Cy"]), "Warten auf Bo und Cy");
});

test("a message the words do not hold stays English", () => {
  W.use(GERMAN);
  assert.equal(W._("Sit here"), "Sit here");
});

test("a part is put in as text, never read again as a placeholder", () => {
  W.use(GERMAN);
  assert.equal(W._("Round {number}", { number: "{number}<b>" }), "Runde {number}<b>");
});

test("a view draws its words in the language", () => {
  W.use(GERMAN);
  const { tree } = table("pooch", { round: 2, names: ["Ann", "Bo"], bones: [4, 4], hand_counts: [3, 3], pile: [], hand: [] }, 0);
  assert.ok(JSON.stringify(tree).includes("Runde 2"));
});

test("an engine's reason from the server is read back into its parts and translated", () => {
  W.use(GERMAN);
  assert.equal(W.fromServer("You do not hold W7"), "Du hast W7 nicht auf der Hand");
  assert.equal(W.fromServer("The game is over"), "Das Spiel ist vorbei");
  assert.equal(W.fromServer("Too late: Bo already responded"), "Zu spät: Bo hat schon geantwortet");
});

test("a notation part ({typed...}) stays as it is typed, even where it is a word of the catalogue", () => {
  W.use({ lang: "de", words: { "keep": "behalten", "lead": "ausspielen" },
    said: { "Cannot read '{typed}': write keep first or keep second": "'{typed}' ist nicht lesbar: schreib keep first oder keep second",
      "Cannot read '{typed}': write {typed_verb} H7 name 2, or {typed_verb} QG": "'{typed}' ist nicht lesbar: schreib {typed_verb} H7 name 2 oder {typed_verb} QG",
      "Too late: {reason}": "Zu spät: {reason}" } });
  assert.equal(W.fromServer("Cannot read 'keep': write keep first or keep second"),
    "'keep' ist nicht lesbar: schreib keep first oder keep second");
  assert.equal(W.fromServer("Cannot read 'lead H7 x': write lead H7 name 2, or lead QG"),
    "'lead H7 x' ist nicht lesbar: schreib lead H7 name 2 oder lead QG");
  assert.equal(W.fromServer("Too late: keep"), "Zu spät: behalten");  // (any other part is translated)
});

test("a sentence the catalogue does not know, or no words at all, stays as the server said it", () => {
  W.use(GERMAN);
  assert.equal(W.fromServer("the server could not handle that message"), "the server could not handle that message");
  W.use(null);
  assert.equal(W.fromServer("You do not hold W7"), "You do not hold W7");
});

test("a template with no words of its own reads nothing back", () => {
  assert.equal(W.pattern("{name}: {score}"), null);
  assert.ok(W.pattern("You do not hold {card}").re.test("You do not hold W7"));
});

test("words that are not a table are no words", () => {
  assert.equal(W.use({ lang: "de", words: ["x"], said: "y" }), "de");
  assert.equal(W._("Your turn"), "Your turn");
  assert.equal(W.use("nonsense"), "en");
});

test("the languages asked for come from the browser, plain tags only", () => {
  assert.equal(W.asked({ languages: ["de-DE", "de", "en"] }), "de-DE,de,en");
  assert.equal(W.asked({ language: "es-ES" }), "es-ES");
  assert.equal(W.asked({ languages: ["de;<x>", "es"] }), "es");
});
