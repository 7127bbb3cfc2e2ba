// node --test: the page's side of the wire (game/net/page/protocol.js)
import test from "node:test";
import assert from "node:assert/strict";
import * as P from "../../../game/net/page/protocol.js";

class Memory {
  constructor() { this.items = new Map(); }
  getItem(k) { return this.items.has(k) ? this.items.get(k) : null; }
  setItem(k, v) { this.items.set(k, String(v)); }
  removeItem(k) { this.items.delete(k); }
}

test("the websocket sits beside the page", () => {
  assert.equal(P.wsUrl({ protocol: "http:", host: "192.168.1.5:8765" }), "ws://192.168.1.5:8765/ws");
  assert.equal(P.wsUrl({ protocol: "https:", host: "k.example" }), "wss://k.example/ws");
});

test("a join link names its room", () => {
  assert.equal(P.roomFromPath("/r/KABC12"), "KABC12");
  assert.equal(P.roomFromPath("/r/KABC12/"), "KABC12");
  assert.equal(P.roomFromPath("/"), "");
  assert.equal(P.roomFromPath("/r/<img>"), "");
});

test("the seat token is kept per room and forgotten on demand", () => {
  const s = new Memory();
  P.saveSeat(s, "kabc", { token: "t1", seat: 2, name: "Ann" });
  assert.deepEqual(P.loadSeat(s, "KABC"), { token: "t1", seat: 2, name: "Ann" });
  assert.equal(P.loadSeat(s, "KXYZ"), null);
  P.forgetSeat(s, "KABC");
  assert.equal(P.loadSeat(s, "KABC"), null);
});

test("a damaged stored seat reads as none", () => {
  const s = new Memory();
  s.setItem(P.tokenKey("KABC"), "{not json");
  assert.equal(P.loadSeat(s, "KABC"), null);
  s.setItem(P.tokenKey("KABC"), JSON.stringify({ token: 5 }));
  assert.equal(P.loadSeat(s, "KABC"), null);
});

test("reconnects come quickly, then every 3 s", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 9].map(P.backoff), [0, 0.5, 1, 2, 3, 3]);
});

test("messages have the protocol's shape", () => {
  const j = P.join("KABC", "Ann");
  assert.equal(j.type, "join"); assert.equal(j.room, "KABC"); assert.equal(j.name, "Ann"); assert.ok(!("seat" in j));
  assert.equal(P.join("KABC", "Ann", 2).seat, 2);
  assert.deepEqual(Object.keys(P.rejoin("KABC", "tok")).sort(), ["id", "room", "token", "type"]);
  assert.equal(P.watch("KABC").type, "watch");
  assert.notEqual(P.watch("A").id, P.watch("A").id);
});

test("an act carries its step, and reaction_ms only when given", () => {
  const turn = P.act("play W5", 12, null);
  assert.equal(turn.step, 12); assert.ok(!("reaction_ms" in turn));
  const quick = P.act("dogpile H3 @4", 30, 412.7);
  assert.equal(quick.reaction_ms, 413);
  assert.equal(P.act("pickup", 1, -5).reaction_ms, 0);
});

test("whose turn, in words", () => {
  const names = ["Ann", "Bo"];
  assert.equal(P.turnWords({ seat: 0, to_act: [0], legal: ["play W5"] }, names), "Your turn");
  assert.equal(P.turnWords({ seat: 0, to_act: [1], legal: [] }, names), "Waiting for Bo");
  assert.equal(P.turnWords({ seat: null, to_act: [1], legal: [] }, names), "Waiting for Bo");
  assert.equal(P.turnWords({ seat: 0, over: true }, names), "The game is over");
});
