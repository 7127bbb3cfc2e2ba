// node --test: the page's tap logic (game/net/page/actions.js)
import test from "node:test";
import assert from "node:assert/strict";
import { picks, candidates, exact, tap, label, pickable } from "../../../game/net/page/actions.js";

const PUPS = ["play W5", "play W5+M2", "play M2", "play M2+M1", "play M1"];

test("a pups play involves each of its cards", () => {
  assert.deepEqual(picks("pups", "play W5+M2"), ["W5", "M2"]);
  assert.deepEqual(picks("pups", "bid atleast 2"), []);
});

test("with nothing chosen only the actions that involve nothing are buttons", () => {
  assert.deepEqual(candidates("pups", ["bid exactly 0", "play W5"], []), ["bid exactly 0"]);
});

test("choosing a card narrows to the plays with it", () => {
  assert.deepEqual(candidates("pups", PUPS, ["W5"]), ["play W5", "play W5+M2"]);
});

test("the exact action is the one whose cards are just those chosen", () => {
  assert.equal(exact("pups", PUPS, ["W5"]), "play W5");
  assert.equal(exact("pups", PUPS, ["M2", "W5"]), "play W5+M2");
  assert.equal(exact("pups", PUPS, []), null);
});

test("tap once chooses, tap again plays", () => {
  const first = tap("pups", PUPS, [], "h0", "W5");
  assert.deepEqual(first, { selected: [["h0", "W5"]], play: null });
  const second = tap("pups", PUPS, first.selected, "h0", "W5");
  assert.deepEqual(second, { selected: [], play: "play W5" });
});

test("a second card joins the first when a play has both", () => {
  const got = tap("pups", PUPS, [["h0", "W5"]], "h3", "M2");
  assert.deepEqual(got.selected, [["h0", "W5"], ["h3", "M2"]]);
  assert.equal(tap("pups", PUPS, got.selected, "h3", "M2").play, "play W5+M2");
});

test("a card that cannot join the choice starts a new one", () => {
  assert.deepEqual(tap("pups", ["play W5", "play L2"], [["h0", "W5"]], "h1", "L2").selected, [["h1", "L2"]]);
});

test("two copies of a mutt are two picks", () => {
  const legal = ["play M1", "play M1+M1"];
  let got = tap("pups", legal, [], "h0", "M1");
  got = tap("pups", legal, got.selected, "h1", "M1");
  assert.equal(tap("pups", legal, got.selected, "h1", "M1").play, "play M1+M1");
});

test("hounds: own slots and other players", () => {
  assert.deepEqual(picks("hounds", "play 3"), ["slot3"]);
  assert.deepEqual(picks("hounds", "trade 0"), ["slot0"]);
  assert.deepEqual(picks("hounds", "clue 2 hound PG"), ["p2"]);
  assert.deepEqual(picks("hounds", "promise 2"), []);
  const legal = ["clue 2 hound PG", "clue 2 value 4", "clue 1 card 0"];
  assert.deepEqual(candidates("hounds", legal, ["p2"]), ["clue 2 hound PG", "clue 2 value 4"]);
  assert.equal(exact("hounds", legal, ["p2"]), null);
});

test("pooch: a lead names a player, a dogpile is one card", () => {
  assert.deepEqual(picks("pooch", "lead H7 name 2"), ["H7", "p2"]);
  assert.deepEqual(picks("pooch", "lead QG"), ["QG"]);
  assert.deepEqual(picks("pooch", "dogpile H3 @7"), ["H3"]);
  assert.deepEqual(picks("pooch", "pickup"), []);
});

test("heave ho: keep, place and action cards", () => {
  assert.deepEqual(picks("heaveho", "keep first"), ["first"]);
  assert.deepEqual(picks("heaveho", "place R2! mine red"), ["R2!", "mine red"]);
  assert.deepEqual(picks("heaveho", "action A-bye-bye 3"), ["A-bye-bye"]);
  assert.ok(pickable("heaveho", ["place W4 theirs blue"]).has("theirs blue"));
});

test("buttons speak a player's words", () => {
  const names = ["Ann", "Bo", "Cy"];
  assert.equal(label("pups", "bid atleast 2", names), "Bid at least 2");
  assert.equal(label("pups", "play W5+M2", names), "Play Working 5 + Mutt 2");
  assert.equal(label("hounds", "clue 2 hound PG", names), "Clue Cy: every Paulgrave");
  assert.equal(label("hounds", "play 0", names), "Play slot 1");
  assert.equal(label("pooch", "lead H7 name 1", names), "Lead 7♥ → Bo");
  assert.equal(label("heaveho", "keep second", names), "Keep the second");
});
