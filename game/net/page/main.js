// The phone page: joins a room, keeps its seat, draws its seat's view and sends taps as
// actions. Every text from the server is put in with textContent (dom.js); the logic lives
// in the pure modules beside this one (protocol.js, actions.js, views.js).
import * as P from "./protocol.js";
import * as A from "./actions.js";
import { table } from "./views.js";
import { patch } from "./dom.js";
import * as W from "./words.js";
import { _, N_ } from "./words.js";

// what the page says for each of the server's error codes, when the server's own words
// are not in the catalogue (the app says the same: game/net/remote.py)
const ERROR_WORDS = {
  no_room: N_("There is no room with that code at that address: check the code your friend gave you."),
  room_full: N_("That room has no free seat: every seat is taken. You can still watch it."),
  seat_taken: N_("That seat is taken."),
  bad_token: N_("That seat is no longer yours."),
  not_started: N_("The game has not started yet."),
  not_your_turn: N_("It is not your move."),
  stale: N_("The table moved on before your move arrived; look again."),
  too_fast: N_("Slow down a little."),
  game_over: N_("The game is over."),
  room_busy: N_("That room has all the spectators it can take."),
  room_paused: N_("The server cannot save this game just now: it waits, and goes on once it can."),
};

const S = {
  room: P.roomFromPath(location.pathname), name: "", seat: null, token: null, watching: false,
  lobby: null, state: null, record: null, chosen: [], keys: {}, error: "", note: "", lang: "en",
  ws: null, attempts: 0, heard: 0, shownAt: 0, shownStep: -1, sent: null, joining: false,
};
// figures the tests read: tap -> drawn (ms) of each answered move
window.kennel = { timings: [], S };

const $app = document.getElementById("app");
const $turn = document.getElementById("turn");
const $conn = document.getElementById("conn");

function store() {
  try { return window.localStorage; } catch (e) { return null; }
}

function remembered() {
  const s = store();
  if (!s || !S.room) return null;
  const held = P.loadSeat(s, S.room);
  if (held) { S.token = held.token; S.seat = held.seat; S.name = held.name || ""; }
  return held;
}

// -- the connection ---------------------------------------------------------------------
function connect() {
  if (S.ws && (S.ws.readyState === 0 || S.ws.readyState === 1)) return;
  const ws = new WebSocket(P.wsUrl(location));
  S.ws = ws;
  setConn(_("connecting…"));
  ws.onopen = () => {
    S.attempts = 0;
    S.heard = performance.now();
    setConn("");
    if (S.token) send(P.rejoin(S.room, S.token));
    else if (S.room && S.joining) send(P.join(S.room, S.name, S.wantSeat));
    else if (S.room) send(P.watch(S.room));
  };
  ws.onmessage = (e) => {
    S.heard = performance.now();
    let m;
    try { m = JSON.parse(e.data); } catch (err) { return; }
    hear(m);
  };
  ws.onclose = () => {
    if (S.ws !== ws) return;
    S.ws = null;
    setConn(_("reconnecting…"));
    const wait = P.backoff(S.attempts++);
    setTimeout(connect, wait * 1000);
  };
}

function send(m) {
  if (S.ws && S.ws.readyState === 1) { S.ws.send(JSON.stringify(m)); return true; }
  return false;
}

function setConn(text) {
  $conn.textContent = text;
  document.body.dataset.online = text ? "no" : "yes";
}

setInterval(() => {  // a dead Wi-Fi is found by silence: close and come back
  if (!S.ws || S.ws.readyState !== 1) return;
  if (performance.now() - S.heard > 9000) { S.ws.close(); S.ws.onclose && S.ws.onclose(); return; }
  send(P.ping(performance.now()));
}, 3000);
window.addEventListener("online", () => connect());
document.addEventListener("visibilitychange", () => { if (!document.hidden && S.room) connect(); });

// -- what the server says ------------------------------------------------------------------
function hear(m) {
  if (m.type === "joined") {
    S.seat = m.seat; S.token = m.token; S.room = m.room; S.watching = false; S.joining = false;
    const s = store();
    if (s) P.saveSeat(s, m.room, { token: m.token, seat: m.seat, name: S.name });
    if (location.pathname !== "/r/" + m.room) history.replaceState(null, "", "/r/" + m.room);
  } else if (m.type === "watching") {
    S.watching = true; S.room = m.room;
  } else if (m.type === "lobby") {
    S.lobby = m;
  } else if (m.type === "state") {
    if (S.state && S.state.step !== m.step) S.chosen = [];
    S.state = m;
    if (m.ref !== undefined && m.ref !== null && S.error && S.sent && m.ref === S.sent.id) S.error = "";
  } else if (m.type === "record") {
    S.record = m.record;
  } else if (m.type === "error") {
    if (m.code === "bad_token") {
      const s = store();
      if (s) P.forgetSeat(s, S.room);
      S.token = null; S.seat = null;
      send(P.watch(S.room));
    }
    if (m.code === "no_room") { S.room = ""; S.joining = false; }
    if (m.code === "seat_taken" || m.code === "room_full") S.joining = false;
    S.error = errorWords(m);
  } else {
    return;  // pong, emote: nothing to draw
  }
  render();
}

/** A refusal in the reader's words: the server's sentence when the catalogue knows it
 * (an engine's reason), else the page's own words for its code. */
function errorWords(m) {
  const message = typeof m.message === "string" ? m.message : "";
  const shown = W.fromServer(message);
  if (shown && shown !== message) return shown;
  if (S.lang !== "en" && ERROR_WORDS[m.code]) return _(ERROR_WORDS[m.code]);
  return message || String(m.code || "");
}

// -- drawing ---------------------------------------------------------------------------------
function render() {
  const st = S.state;
  document.body.dataset.step = st ? String(st.step) : "";
  document.body.dataset.seat = S.seat === null ? "" : String(S.seat);
  document.body.dataset.phase = st && st.view ? String(st.view.phase || "") : "";
  let kids;
  if (!S.room) kids = entry();
  else if (!st) kids = lobby();
  else kids = game(st);
  const typed = {};
  for (const el of $app.querySelectorAll("input")) typed[el.className] = el.value;
  const focused = document.activeElement && document.activeElement.tagName === "INPUT" ? document.activeElement.className : null;
  patch($app, kids);  // only what changed is touched (dom.js)
  for (const el of $app.querySelectorAll("input")) {
    if (typed[el.className] !== undefined) el.value = typed[el.className];
    else if (el.className === "name" && S.name) el.value = S.name;
    else if (el.className === "code" && S.room) el.value = S.room;
    if (el.className === focused) el.focus();
  }
  if (st) {
    const step = st.step;
    requestAnimationFrame(() => {
      S.shownAt = performance.now(); S.shownStep = step;
      if (S.sent && step > S.sent.step) {
        window.kennel.timings.push(S.shownAt - S.sent.at);
        S.sent = null;
      }
    });
  }
}

function refusal() {
  return S.error ? { t: "p", c: "refusal", x: S.error, attrs: {} } : null;
}

const NAME_ATTRS = { maxlength: "24", autocomplete: "nickname", enterkeyhint: "go" };
const CODE_ATTRS = { maxlength: "32", autocapitalize: "characters", autocomplete: "off", spellcheck: "false" };

function entry() {
  $turn.textContent = "Kennel";
  return [
    { t: "h1", x: _("Join a Kennel table") },
    refusal(),
    { t: "label", x: _("Room code"), kids: [{ t: "input", c: "code", attrs: CODE_ATTRS }] },
    { t: "label", x: _("Your name"), kids: [{ t: "input", c: "name", attrs: NAME_ATTRS }] },
    { t: "div", c: "buttons", kids: [{ t: "button", c: "big go", x: _("Join"), act: "@join" },
      { t: "button", x: _("Watch"), act: "@watch" }] },
  ];
}

function lobby() {
  const lb = S.lobby;
  const out = [{ t: "h1", x: _("Room {code}", { code: S.room }) }];
  $turn.textContent = S.seat === null ? _("Join the table") : _("Waiting for the game to start");
  out.push(refusal());
  if (lb) {
    out.push({ t: "p", x: _("{game} · {count} seats", { game: gameTitle(lb.game), count: lb.players }) });
    out.push({ t: "ul", c: "seats", kids: lb.seats.map((s) => ({ t: "li", c: "seat " + s.kind + (s.seat === S.seat ? " me" : ""), kids: [
      { t: "b", x: _("Seat {number}:", { number: s.seat + 1 }) + " " },
      { t: "span", c: "who", x: seatWords(s) },
      s.kind === "open" && S.seat === null ? { t: "button", x: _("Sit here"), act: "@sit" + s.seat } : null,
    ] })) });
  }
  if (S.seat === null) {
    out.push({ t: "label", x: _("Your name"), kids: [{ t: "input", c: "name", attrs: NAME_ATTRS }] });
    out.push({ t: "div", c: "buttons", kids: [{ t: "button", c: "big go", x: _("Join"), act: "@join" },
      S.watching ? null : { t: "button", x: _("Watch"), act: "@watch" }] });
  } else {
    out.push({ t: "div", c: "buttons", kids: [{ t: "button", c: "big go", x: _("Start the game"), act: "@start" }] });
    out.push({ t: "p", c: "quiet", x: _("Open seats left at the start are played by bots.") });
  }
  return out;
}

function seatWords(s) {
  if (s.kind === "open") return _("open");
  let words = s.kind === "bot" ? _("{name} (bot)", { name: s.name }) : s.name;
  if (s.seat === S.seat) words = _("{name} (you)", { name: words });
  if (s.kind === "person" && !s.connected) words = _("{name} — away", { name: words });
  return words;
}

function gameTitle(id) {
  return { pups: "Pups", hounds: "Heckin Hounds", pooch: "You Shady Pooch!", heaveho: "Heave Ho!" }[id] || id;
}

function game(st) {
  const names = P.namesOf(S.lobby, st);
  const gid = (S.lobby && S.lobby.game) || (st.view && st.view.game) || guessGame(st.view);
  $turn.textContent = P.turnWords(st, names);
  document.body.dataset.turn = st.seat !== null && (st.to_act || []).includes(st.seat) && (st.legal || []).length ? "yes" : "no";
  const legal = st.legal || [];
  const glow = A.pickable(gid, legal);
  const chosen = new Set(S.chosen.map((c) => c[0]));
  const { tree, keys } = table(gid, st.view || {}, st.seat, chosen, glow);
  S.keys = keys;
  const out = [refusal(), tree];
  if (st.over) out.push(results(st, names));
  else if (legal.length) out.push(choices(gid, legal, names));
  return out;
}

function guessGame(view) {
  if (!view) return "";
  if (view.game) return view.game;
  if ("stands" in view) return "hounds";
  if ("pile" in view) return "pooch";
  if ("barrels" in view) return "heaveho";
  return "pups";
}

function choices(gid, legal, names) {
  const keys = S.chosen.map((c) => c[1]);
  const exact = A.exact(gid, legal, keys);
  const list = A.candidates(gid, legal, keys).slice(0, 40);
  const kids = list.map((a) => ({ t: "button", c: a === exact ? "go" : "", x: A.label(gid, a, names), act: a }));
  if (S.chosen.length) kids.push({ t: "button", c: "quiet", x: _("Clear"), act: "@clear" });
  const hint = S.chosen.length ? (exact ? _("Tap it again or press Play") : _("Choose one")) : (list.length ? "" : _("Tap a glowing card"));
  return { t: "section", c: "actions", kids: [
    hint ? { t: "p", c: "quiet", x: hint } : null,
    exact ? { t: "button", c: "big go play", x: _("Play"), act: exact } : null,
    { t: "div", c: "buttons", kids },
  ] };
}

function results(st, names) {
  const r = st.result || {};
  const scores = r.scores || [];
  const winners = new Set(r.winners || []);
  return { t: "section", c: "results", kids: [
    { t: "h2", x: _("Game over") },
    { t: "ol", kids: (r.ranking || scores.map((x, i) => i)).map((s) => {
      const name = names[s] ?? _("seat {number}", { number: s + 1 });
      return { t: "li", x: winners.has(s) ? _("{name}: {score} — wins!", { name, score: scores[s] }) : _("{name}: {score}", { name, score: scores[s] }) };
    }) },
  ] };
}

// -- taps ----------------------------------------------------------------------------------------
function play(action, ev) {
  const st = S.state;
  if (!st) return;
  const gid = (S.lobby && S.lobby.game) || guessGame(st.view);
  const realTime = P.REAL_TIME.has(gid);
  const at = ev && ev.timeStamp ? ev.timeStamp : performance.now();
  const reaction = realTime && S.shownStep === st.step ? at - S.shownAt : null;
  const m = P.act(action, st.step, realTime ? (reaction ?? 0) : null);
  S.sent = { id: m.id, step: st.step, at };
  S.chosen = [];
  S.error = "";
  if (!send(m)) S.error = _("Not connected: the move was not sent");
  render();
}

function field(cls) {
  const el = $app.querySelector("input." + cls);
  return el ? el.value.trim() : "";
}

function command(act, ev) {
  if (act === "@join" || act.startsWith("@sit")) {
    const name = field("name");
    const code = field("code") || S.room;
    if (!code) { S.error = _("Type the room code"); render(); return; }
    if (!name) { S.error = _("Type your name"); render(); return; }
    S.room = code.toUpperCase(); S.name = name; S.joining = true; S.error = "";
    S.wantSeat = act.startsWith("@sit") ? Number(act.slice(4)) : null;
    if (S.ws && S.ws.readyState === 1) send(P.join(S.room, S.name, S.wantSeat)); else connect();
  } else if (act === "@watch") {
    const code = field("code") || S.room;
    if (!code) { S.error = _("Type the room code"); render(); return; }
    S.room = code.toUpperCase(); S.error = "";
    if (S.ws && S.ws.readyState === 1) send(P.watch(S.room)); else connect();
  } else if (act === "@start") {
    send(P.start(S.room, S.token));
  } else if (act === "@clear") {
    S.chosen = []; render();
  } else {
    play(act, ev);
  }
}

$app.addEventListener("click", (ev) => {
  const btn = ev.target.closest("[data-act]");
  if (btn) { command(btn.dataset.act, ev); return; }
  const thing = ev.target.closest("[data-pick]");
  if (!thing || !S.state) return;
  const id = thing.dataset.pick;
  const key = S.keys[id];
  if (key === undefined) return;
  const gid = (S.lobby && S.lobby.game) || guessGame(S.state.view);
  const got = A.tap(gid, S.state.legal || [], S.chosen, id, key);
  S.chosen = got.selected;
  S.error = "";
  if (got.play) play(got.play, ev); else render();
});

// -- start -----------------------------------------------------------------------------------------
/** The words in the browser's language (the server makes them from its catalogues);
 * English when there are none or they do not come. */
async function learnWords() {
  try {
    const got = await fetch("/page/words.json?lang=" + encodeURIComponent(W.asked(navigator)), { cache: "no-cache" });
    if (got.ok) S.lang = W.use(await got.json());
  } catch (e) {
    S.lang = "en";
  }
  document.documentElement.lang = S.lang;
}

remembered();
learnWords().then(() => {
  render();
  if (S.room) connect();
});
