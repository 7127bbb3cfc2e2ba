// The page's side of the wire (../shared/spec/net.md): where the WebSocket is, the seat
// token kept in the browser, the messages the page sends, reconnect delays and turn words.
// Pure: no DOM and no WebSocket, so node --test can check it.
import { _ } from "./words.js";

/** The WebSocket address beside the page's own (``location``-like object). */
export function wsUrl(loc) {
  return (loc.protocol === "https:" ? "wss://" : "ws://") + loc.host + "/ws";
}

/** The room code in a join link ``/r/CODE``, or "". */
export function roomFromPath(path) {
  const m = /^\/r\/([A-Za-z0-9-]{1,32})\/?$/.exec(path || "");
  return m ? m[1] : "";
}

export function tokenKey(room) {
  return "kennel.seat." + String(room).toUpperCase();
}

/** The seat this browser holds in ``room`` ({token, seat, name}) or null. */
export function loadSeat(store, room) {
  try {
    const got = JSON.parse(store.getItem(tokenKey(room)) || "null");
    return got && typeof got.token === "string" ? got : null;
  } catch (e) {
    return null;
  }
}

export function saveSeat(store, room, seat) {
  store.setItem(tokenKey(room), JSON.stringify(seat));
}

export function forgetSeat(store, room) {
  store.removeItem(tokenKey(room));
}

/** Seconds to wait before the n-th reconnect (0, 0.5, 1, 2, then 3 s). */
export function backoff(attempt) {
  return [0, 0.5, 1, 2][attempt] ?? 3;
}

let nextId = 1;
function msg(type, fields) {
  return { type, id: nextId++, ...fields };
}

export const join = (room, name, seat) => msg("join", seat === null || seat === undefined ? { room, name } : { room, name, seat });
export const rejoin = (room, token) => msg("rejoin", { room, token });
export const watch = (room) => msg("watch", { room });
export const start = (room, token) => msg("start", { room, token });
export const ping = (t) => msg("ping", { t });

/** An ``act``: real-time games add ``reaction_ms`` (from the frame that showed the state). */
export function act(action, step, reactionMs) {
  const m = msg("act", { action, step });
  if (reactionMs !== null && reactionMs !== undefined) m.reaction_ms = Math.max(0, Math.round(reactionMs));
  return m;
}

export const REAL_TIME = new Set(["pooch", "heaveho"]);

/** Whose turn it is, in words, for the person at ``seat`` (null: watching). */
export function turnWords(state, names) {
  if (!state) return "";
  if (state.over) return _("The game is over");
  const toAct = state.to_act || [];
  const name = (s) => (names && names[s] !== undefined ? names[s] : _("seat {number}", { number: s + 1 }));
  if (state.seat !== null && toAct.includes(state.seat) && (state.legal || []).length) {
    return toAct.length > 1 ? _("Your move (everyone plays at once)") : _("Your turn");
  }
  if (!toAct.length) return _("Waiting");
  if (toAct.length > 2) return _("Everyone may act");
  const and = _(" and ");
  return _("Waiting for {names}", { names: toAct.map(name).join(and) });
}

/** The names of the seats from a lobby, or from a state's view. */
export function namesOf(lobby, state) {
  if (state && state.view && Array.isArray(state.view.names)) return state.view.names;
  if (lobby && Array.isArray(lobby.seats)) return lobby.seats.map((s) => s.name || _("open seat"));
  return [];
}
