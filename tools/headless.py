"""Imported first by the tools that run the program without a screen (bench, shots):
the dummy video and audio drivers, and a throwaway data folder so that measuring never
touches a player's settings, saves or autosave (KENNEL_DATA_DIR, when set, is kept)."""
import atexit
import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "KENNEL_DATA_DIR" not in os.environ:
    os.environ["KENNEL_DATA_DIR"] = tempfile.mkdtemp(prefix="kennel-tool-")
    atexit.register(shutil.rmtree, os.environ["KENNEL_DATA_DIR"], True)
