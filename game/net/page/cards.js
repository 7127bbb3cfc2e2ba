// What a card code looks like on the page: a short label, a line under it and a colour.
// Pure: no DOM, so node --test can check it.

const PUPS = { F: ["Family", "green"], G: ["Guard", "red"], L: ["Lap", "yellow"], W: ["Working", "blue"], M: ["Mutt", "white"] };
const HOUNDS = { MO: ["Mops", "white"], EM: ["Evil Molly", "purple"], TD: ["Tom Dire", "green"], SU: ["Sudachi", "yellow"],
  PG: ["Paulgrave", "blue"], DP: ["Deathpaw", "red"], CE: ["Cerberus", "black"] };
const POOCH = { H: ["♥", "red"], D: ["♦", "red"], C: ["♣", "black"], S: ["♠", "black"] };
const QUEENS = { QG: "Greedy Queen", QS: "Shady Queen", QF: "Fierce Queen" };
const HEAVE = { R: ["Red", "red"], B: ["Blue", "blue"], G: ["Green", "green"], W: ["Lady", "white"], N: ["Nessie", "purple"] };

export const HOUND_NAMES = Object.fromEntries(Object.entries(HOUNDS).map(([k, v]) => [k, v[0]]));
export const PUPS_SUITS = Object.fromEntries(Object.entries(PUPS).map(([k, v]) => [k, v[0]]));

/** {label, sub, colour} for a card code of a game. */
export function face(game, code) {
  if (game === "pups") {
    const [name, colour] = PUPS[code[0]] || ["?", "grey"];
    return { label: code[0] === "M" ? "+" + code.slice(1) : code.slice(1), sub: name, colour };
  }
  if (game === "hounds") {
    if (code === "CE") return { label: "CE", sub: "Cerberus", colour: "black" };
    const [name, colour] = HOUNDS[code.slice(0, 2)] || ["?", "grey"];
    return { label: code.slice(2), sub: name, colour };
  }
  if (game === "pooch") {
    if (QUEENS[code]) return { label: "Q", sub: QUEENS[code].split(" ")[0], colour: "purple" };
    if (code === "X1") return { label: "1", sub: "Wild", colour: "gold" };
    const [sign, colour] = POOCH[code[0]] || ["?", "grey"];
    return { label: code.slice(1) + sign, sub: "", colour };
  }
  if (game === "heaveho") {
    if (code.startsWith("A-")) return { label: "!", sub: code.slice(2).replace(/-/g, " "), colour: "grey" };
    const [name, colour] = HEAVE[code[0]] || ["?", "grey"];
    const ruck = code.endsWith("!");
    return { label: code.slice(1, 2) + (ruck ? "!" : ""), sub: name, colour };
  }
  return { label: code, sub: "", colour: "grey" };
}
