"""Missing pieces of the install degrade gracefully: no font file, no sound files, no
sound device."""
from pathlib import Path

import pygame

from scenes.frame import audio, fonts
from scenes.screens.title import Title
from tests.scenes.conftest import press, run


def test_a_missing_font_file_falls_back_with_a_notice(make_app, monkeypatch):
    monkeypatch.setattr(fonts, "REGULAR", Path("/nowhere/DejaVuSans.ttf"))
    monkeypatch.setattr(fonts, "BOLD", Path("/nowhere/DejaVuSans-Bold.ttf"))
    monkeypatch.setattr(fonts, "missing", [])
    fonts.clear()
    app = make_app()
    app.stack.push(Title(app))
    run(app, 3)
    assert fonts.missing and any("font" in n for n in app.notices)
    press(app, pygame.K_RETURN)
    assert type(app.stack.top).__name__ == "Seating"
    fonts.clear()


def test_missing_sound_files_play_nothing_and_say_so(make_app, monkeypatch):
    monkeypatch.setattr(audio, "asset", lambda *parts: Path("/nowhere").joinpath(*parts))
    app = make_app()
    assert not app.audio.sounds and "missing" in (app.audio.problem or "")
    app.audio.play("deal")  # silently nothing


def test_no_sound_device_runs_silent(make_app, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = make_app()
    assert not app.audio.enabled and "No sound" in app.audio.problem
    app.stack.push(Title(app))
    run(app, 2)
    app.audio.play("win")


def test_a_bug_in_a_frame_goes_back_to_the_title_with_a_report(make_app, data_dir):
    from scenes.frame.stack import Scene

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    app = make_app(frames=5)
    app.run(Broken(app))
    reports = list(data_dir.glob("crash-*.txt"))
    assert reports and "boom" in reports[0].read_text()
    assert any("went back to the title" in n for n in app.notices)
