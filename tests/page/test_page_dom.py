"""The page draws each state by patching what it shows (game/net/page/dom.js ``patch``),
in the real browser: the result is what building it afresh gives, an element is kept
only while it names the same card, pick and action (a tap lands on what it showed or on
nothing), and text from the server stays text."""
from __future__ import annotations

import pytest

from tests.page.phones import new_context

#: random trees of the kinds views.js makes (seeded), patched one into the next
RANDOM_TREES = """async ([count, seed]) => {
  const d = await import("/page/dom.js");
  let s = seed;
  const rnd = (n) => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return (s >>> 16) % n; };
  const pick = (xs) => xs[rnd(xs.length)];
  function tree(depth) {
    if (rnd(6) === 0) return pick(["", "words", "<b>bold</b>"]);
    if (rnd(8) === 0) return null;
    const node = { t: pick(["div", "span", "button", "p", undefined]) };
    const c = pick(["", "card", "card glow", "seat", undefined]);
    if (c !== undefined) node.c = c;
    const x = pick([undefined, null, "", "Ann", "<img src=x onerror=alert(1)>", 7]);
    if (x !== undefined) node.x = x;
    if (rnd(3) === 0) node.card = pick(["H7", "S2", "R3!"]);
    if (rnd(4) === 0) node.pick = pick(["c0", "c1", "seat2"]);
    if (rnd(5) === 0) node.act = pick(["play H7", "bid 2", "@clear"]);
    if (rnd(5) === 0) node.label = pick(["seven of hearts", "Bo's stand"]);
    if (rnd(4) === 0) node.attrs = pick([{ "aria-hidden": "true" }, { title: "x", lang: "de" }, {}]);
    if (depth < 3 && rnd(2) === 0) node.kids = Array.from({ length: rnd(5) }, () => tree(depth + 1));
    return node;
  }
  const forest = () => Array.from({ length: rnd(5) }, () => tree(0));
  const wrong = [];
  const host = document.createElement("main");
  for (let i = 0; i < count; i++) {
    const next = forest();
    d.patch(host, next);
    const fresh = document.createElement("main");
    fresh.replaceChildren(...next.filter((k) => k).map((k) => d.build(k)));
    // (isEqualNode: the same elements, attributes in any order, and text nodes)
    if (!host.isEqualNode(fresh)) wrong.push([host.innerHTML, fresh.innerHTML]);
  }
  return { wrong: wrong.slice(0, 3), count: wrong.length };
}"""


def in_page(page, body: str):
    """Run ``body`` in the page with ``d`` (dom.js) and ``host`` (a fresh element) at hand."""
    return page.evaluate('async () => { const d = await import("/page/dom.js"); '
                         'const host = document.createElement("main");\n' + body + "}")


@pytest.fixture(scope="module")
def page(browser, page_server):
    context = new_context(browser)
    page = context.new_page()
    page.goto(page_server.base)
    yield page
    context.close()


def test_patching_any_tree_into_any_other_draws_what_building_it_afresh_draws(page):
    found = page.evaluate(RANDOM_TREES, [400, 12345])
    assert found["count"] == 0, found["wrong"]


def test_a_card_still_shown_keeps_its_element_and_takes_its_new_class(page):
    kept = in_page(page, """
      d.patch(host, [{ c: "card", card: "H7", pick: "c0" }, { c: "card", card: "S2", pick: "c1" }]);
      const first = host.children[0];
      d.patch(host, [{ c: "card glow", card: "H7", pick: "c0" }, { c: "card", card: "D3", pick: "c1" }]);
      return [host.children[0] === first, host.children[0].className];
    """)
    assert kept == [True, "card glow"]


def test_an_element_that_now_names_another_card_is_made_anew_so_a_tap_on_it_lands_nowhere(page):
    detached = in_page(page, """
      d.patch(host, [{ c: "card", card: "H7", pick: "c0" }]);
      const tapped = host.children[0];
      d.patch(host, [{ c: "card", card: "S2", pick: "c0" }]);
      return [tapped.isConnected || host.contains(tapped), host.children[0].dataset.card];
    """)
    assert detached == [False, "S2"]


def test_a_name_patched_in_as_markup_stays_text(page):
    shown = in_page(page, """
      d.patch(host, [{ t: "p", x: "Ann" }]);
      d.patch(host, [{ t: "p", x: "<img src=x onerror=alert(1)>" }]);
      return [host.querySelectorAll("img").length, host.textContent];
    """)
    assert shown == [0, "<img src=x onerror=alert(1)>"]


def test_what_a_person_typed_stays_in_its_field_when_the_page_is_drawn_again(page):
    typed = in_page(page, """
      const form = [{ t: "input", c: "name", attrs: { placeholder: "Your name" } }, { t: "p", x: "Step 1" }];
      d.patch(host, form);
      const field = host.querySelector("input");
      field.value = "Bo";
      d.patch(host, [form[0], { t: "p", x: "Step 2" }]);
      return [host.querySelector("input") === field, field.value, host.querySelector("p").textContent];
    """)
    assert typed == [True, "Bo", "Step 2"]


def test_a_button_still_shown_keeps_its_element_when_new_things_come_above_it(page):
    """(The room's seats arriving above the name field and Join: a finger already on Join
    must not find it remade, which would lose the tap.)"""
    kept = in_page(page, """
      const form = [{ t: "label", x: "Your name", kids: [{ t: "input", c: "name" }] },
                    { t: "div", c: "buttons", kids: [{ t: "button", x: "Join", act: "@join" }] }];
      d.patch(host, [{ t: "h1", x: "Room AB12" }, ...form]);
      const join = host.querySelector("button");
      const field = host.querySelector("input");
      d.patch(host, [{ t: "h1", x: "Room AB12" }, { t: "p", x: "Pups · 4 seats" }, { t: "ul", c: "seats" }, ...form]);
      return [host.querySelector("button") === join, host.querySelector("input") === field, host.children.length];
    """)
    assert kept == [True, True, 5]
