# Kennel: `make play` opens the window, `make test` runs every test headless.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
ARGS   ?=
PYTEST_ARGS ?=
# the suite runs in five pytest-xdist workers on a 2-core machine: over half of a
# worker's time is spent waiting (live servers, real windows, phones' browsers,
# real-time races, the tools it starts), which more workers fill (make test 8:13 with
# three, 7:44 with four, 7:05 with five, one run each on a quiet machine; earlier,
# 306 s with two and 255 s with three; docs/memory.md); tests/conftest.py decides
# which tests go together and in what order; JOBS=0 runs it in one process
JOBS ?= 5

# Installing runs only when pyproject.toml changed since the last install (a stamp
# file per kind), so `make play` opens the window at once the second time.
STAMP      := $(VENV)/.installed
STAMP_TEST := $(VENV)/.installed-test
PIP        := $(BIN)/python -m pip install -q --disable-pip-version-check

.PHONY: play test install install-test check-pygame sounds words clean

$(BIN)/python:
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true

$(STAMP): pyproject.toml | $(BIN)/python
	@echo "Installing Kennel into $(VENV) (once)..."
	@$(PIP) -e . > $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@$(MAKE) --no-print-directory check-pygame
	@touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	@echo "Installing Kennel and its test tools into $(VENV) (once)..."
	@$(PIP) -e '.[test]' > $(VENV)/install-test.log 2>&1 || { cat $(VENV)/install-test.log; exit 1; }
	@$(MAKE) --no-print-directory check-pygame
	@touch $@ $(STAMP)

install: $(STAMP)

install-test: $(STAMP_TEST)

# pygame-ce and upstream pygame share the `pygame` package name: one overwrites the
# other. Refuse to go on when upstream pygame is present.
check-pygame:
	@if $(BIN)/python -m pip show pygame >/dev/null 2>&1; then \
		echo "ERROR: upstream 'pygame' is installed in $(VENV) beside pygame-ce."; \
		echo "       Kennel needs pygame-ce only: run '$(BIN)/pip uninstall -y pygame pygame-ce && make install'."; \
		exit 1; \
	fi
	@PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/python -c "import pygame, sys; sys.exit(0 if getattr(pygame, 'IS_CE', False) else 'ERROR: the installed pygame is not pygame-ce')"

play: install
	@PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/kennel $(ARGS)

# PYTHONDONTWRITEBYTECODE= : compiled code is kept (in __pycache__, not committed) even
# where the environment says not to, so the workers and the ~100 programs the tests
# start do not each compile Kennel again (collection 5.3 -> 2.4 s a worker).
# TMPDIR: the tests' scratch files (each test's folder, frame traces, saves, the phone
# browsers' profiles) go to the RAM disk /dev/shm where it has 1 GB free (a run writes
# ~90 MB; pytest keeps the last three runs' folders): on this machine's disk every
# autosave's rename costs ~6 ms, and the real-time phone game took 4 minutes instead of
# one in the suite; make test 10:00 -> 8:38, 1,021 -> 931 CPU-s (one run each)
SCRATCH := $(shell [ -d /dev/shm ] && [ -w /dev/shm ] && df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 > 1048576 {print "/dev/shm"}')
test: install-test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 PYTHONDONTWRITEBYTECODE= \
		$(if $(SCRATCH),TMPDIR=$(SCRATCH)) \
		$(BIN)/python -m pytest -q $(if $(filter 0,$(JOBS)),,-n $(JOBS)) $(PYTEST_ARGS)

sounds: $(BIN)/python
	$(BIN)/python -m tools.sounds

# The words in every language (game/locale/, see CONTRIBUTING.md): extract every
# wrapped word of game/ and scenes/ (the phone page's script too: babel.cfg) into kennel.pot, bring each language's .po up to
# date with it (new words come in empty, changed ones marked fuzzy for a translator to
# check), then compile the .po files into the .mo files the program reads (they are
# committed, so a clean clone and a plain install have them without Babel)
LOCALE := game/locale
LANGUAGES := de es
words: install-test
	@$(BIN)/pybabel -q extract -F $(LOCALE)/babel.cfg --project=Kennel --version=0.1 --copyright-holder="Kennel's authors" \
		--add-location=file --sort-output --width=100 -o $(LOCALE)/kennel.pot game scenes
	@for code in $(LANGUAGES); do \
		if [ -f $(LOCALE)/$$code/LC_MESSAGES/kennel.po ]; then \
			$(BIN)/pybabel -q update -i $(LOCALE)/kennel.pot -d $(LOCALE) -D kennel -l $$code --width=100 --ignore-obsolete; \
		else \
			$(BIN)/pybabel -q init -i $(LOCALE)/kennel.pot -d $(LOCALE) -D kennel -l $$code --width=100; \
		fi; \
	done
	@$(BIN)/pybabel compile -d $(LOCALE) -D kennel --statistics

clean:
	rm -rf $(VENV) build *.egg-info
