"""Game pads through SDL's controller events (virtual pads: see tests/virtual_pads.py):
a pad plugged in is named, its presses are the keys the keyboard makes, in the queue's
order, and a held direction repeats only as a held key does."""
import pygame

from scenes.frame.pads import KEY_FOR
from tests.scenes.conftest import key, run
from tests.virtual_pads import virtual_pads  # noqa: F401 (a fixture)


class Recorder:
    """The top scene's handle, with every key event it is given written down."""

    def __init__(self, app):
        self.seen = []
        scene = app.stack.top
        handle = scene.handle

        def recording(event):
            if event.type == pygame.KEYDOWN:
                self.seen.append((event.key, getattr(event, "pad", None), getattr(event, "pad_action", None)))
            return handle(event)

        scene.handle = recording


def tap(app, pad, button, frames=1):
    pad.press(button)
    run(app, 1)
    pad.release(button)
    run(app, frames)


def title_app(make_app):
    app = make_app()
    app.stack.push(app.scene("title"))
    run(app, 2)
    return app


def test_a_pad_plugged_in_during_play_is_named_in_words(make_app, virtual_pads):
    app = title_app(make_app)
    (pad,) = virtual_pads.plug(1)
    run(app, 2)
    assert "Pad 1 connected" in app.notices
    assert app.pads.numbers() == [1]
    pad.unplug()
    run(app, 2)
    assert "Pad 1 disconnected" in app.notices
    assert app.pads.numbers() == []


def test_a_pad_plugged_in_before_the_start_is_found_and_named(make_app, virtual_pads):
    virtual_pads.plug(2)
    app = title_app(make_app)
    assert app.pads.numbers() == [1, 2]
    assert "Pad 1 connected" in app.notices and "Pad 2 connected" in app.notices


def test_a_freed_number_goes_to_the_next_pad(make_app, virtual_pads):
    app = title_app(make_app)
    first, second = virtual_pads.plug(2)
    run(app, 2)
    first.unplug()
    run(app, 2)
    virtual_pads.plug(1)
    run(app, 2)
    assert app.pads.numbers() == [1, 2]


def test_each_button_is_the_key_the_keyboard_makes_for_it(make_app, virtual_pads):
    app = title_app(make_app)
    (pad,) = virtual_pads.plug(1)
    run(app, 2)
    app.stack.push(app.scene("key test"))  # a screen that only writes keys down
    run(app, 1)
    seen = Recorder(app).seen
    for button in ("down", "up", "left", "right", "a", "x", "y", "leftshoulder"):
        tap(app, pad, button)
    assert seen == [(KEY_FOR[a][0], 1, a) for a in ("down", "up", "left", "right", "act", "hint", "target", "target")]


def test_the_left_stick_moves_as_the_d_pad_does(make_app, virtual_pads):
    app = title_app(make_app)
    (pad,) = virtual_pads.plug(1)
    run(app, 2)
    app.stack.push(app.scene("key test"))
    run(app, 1)
    seen = Recorder(app).seen
    pad.stick(x=0.9)
    run(app, 1)
    pad.stick(x=0.2)   # back near the middle: let go
    run(app, 1)
    pad.stick(y=-0.8)
    run(app, 1)
    pad.stick()
    run(app, 1)
    assert seen == [(pygame.K_RIGHT, 1, "right"), (pygame.K_UP, 1, "up")]


def test_a_pads_press_keeps_its_place_among_the_keys_in_the_queue(make_app, virtual_pads):
    app = title_app(make_app)
    (pad,) = virtual_pads.plug(1)
    run(app, 2)
    app.stack.push(app.scene("key test"))
    run(app, 1)
    seen = Recorder(app).seen
    pygame.event.post(key(pygame.K_q))
    pad.press("a")
    pygame.event.pump()      # SDL puts the pad's press in the queue now: after Q
    pygame.event.post(key(pygame.K_w))
    run(app, 1)
    assert [k for k, *_ in seen] == [pygame.K_q, pygame.K_RETURN, pygame.K_w]
    assert seen[1][1] == 1


def test_a_held_direction_presses_again_only_as_a_held_key_would(make_app, virtual_pads):
    app = title_app(make_app)
    (pad,) = virtual_pads.plug(1)
    run(app, 2)
    app.stack.push(app.scene("key test"))
    run(app, 1)
    seen = Recorder(app).seen
    pad.press("right")
    run(app, 30, dt=0.02)     # held 0.6 s: the keyboard repeats no key (Kennel leaves repeat off)
    pad.release("right")
    run(app, 1)
    assert len(seen) == 1
    pygame.key.set_repeat(300, 100)
    try:
        pad.press("right")
        run(app, 30, dt=0.02)  # held 0.6 s: once, then at 0.3, 0.4, 0.5 and 0.6 s
        pad.release("right")
        run(app, 1)
    finally:
        pygame.key.set_repeat(0, 0)
    assert len(seen) == 1 + 1 + 4
    assert {k for k, *_ in seen} == {pygame.K_RIGHT}
