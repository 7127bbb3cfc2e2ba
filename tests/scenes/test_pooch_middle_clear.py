"""You Shady Pooch! with one person among bots, at the two smallest window sizes players
use: the status line, the arrow from the namer to the named player and the call-outs
over the pile each keep clear of what they would hide (the frame trace and the table's
own layout)."""
import pytest

from scenes.pooch.table import PoochTable
from tests import screen_truth
from tools.moments.pooch import deck_with, run, table_at

SIZES = [(1024, 600), (1280, 720)]


@pytest.fixture
def solo(make_app, tmp_path, monkeypatch):
    """One person (Ann, seat 0) among bots that wait for the test's moves."""
    monkeypatch.setattr(PoochTable, "threaded_bots", False)
    path = tmp_path / "trace.jsonl"

    def build(size, players=5, first_dealer=4, hands=()):
        app = make_app(size=size, trace=str(path), animation="normal")
        table = table_at(app, players, 1, deck_with(players, list(hands)), first_dealer=first_dealer)
        run(app, 4.5)   # the deal and the countdown
        return app, table

    build.path = path
    return build


def _cross(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def last_frame(path) -> dict:
    return screen_truth.load(path)[-1]


@pytest.mark.parametrize("players", [5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_your_lead_line_lies_across_no_players_cards_or_panel(solo, size, players):
    app, table = solo(size, players=players, first_dealer=players - 1)   # Ann leads
    frame = last_frame(solo.path)
    lines = [r for t, r in frame["texts"] if t.startswith("Your lead")]
    assert lines, [t for t, _ in frame["texts"]]
    panels = [tuple(spot.panel) for spot in table.geo().seats.values()]
    for x, y, w, h in lines:
        rect = (x - 8, y - 3, w + 16, h + 6)     # with the panel it is written on
        crossed = [c for c, r in frame["cards"] if _cross(rect, r)] + [p for p in panels if _cross(rect, p)]
        assert not crossed, f"{rect} crosses {crossed}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("namer", [1, 2, 3, 4])
def test_the_arrow_to_the_named_person_keeps_clear_of_the_you_are_named_line(solo, size, namer):
    app, table = solo(size, first_dealer=namer - 1)
    lead = next(a for a in table.match.legal_actions(namer) if getattr(a, "name", None) == 0)
    table.act(namer, lead)
    run(app, 1.0)                       # the card has landed: the window is open
    view = table.view()
    g = table.geo()
    status = table.status_box(view, g)
    assert status is not None and table.status(view).startswith("You are named")
    points = table.arrow_points(g.seats[namer].block, g.seats[0].block, g, table.middle_things(view, g))
    assert points
    assert not [p for p in points if status[1].collidepoint(p)]


@pytest.mark.parametrize("size", SIZES)
def test_the_you_shady_pooch_call_lies_clear_of_the_pots_bones(solo, size):
    app, table = solo(size, first_dealer=1, hands=[["H4", "D9", "QS"], [], ["H5", "S9", "C9", "D8"]])
    table.act(2, "lead H5 name 0")
    run(app, 1.0)
    table.act(0, "pickup")
    run(app, 0.8)                       # the call-out is up, fully grown
    frame = last_frame(solo.path)
    calls = [r for t, r in frame["texts"] if t in ("YOU SHADY POOCH!", "Ann picks up 1 card; Cy leads")]
    assert len(calls) == 2
    pot = table.geo().pot
    assert not [r for r in calls if _cross(r, tuple(pot))]
    assert not _cross(*calls)
