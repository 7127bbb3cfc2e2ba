# Kennel: `make play` opens the window, `make test` runs every test headless.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
ARGS   ?=
PYTEST_ARGS ?=

.PHONY: play test install install-test check-pygame sounds clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

install: $(BIN)/python
	$(BIN)/python -m pip install -q -e .
	@$(MAKE) --no-print-directory check-pygame

install-test: $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[test]'
	@$(MAKE) --no-print-directory check-pygame

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
	$(BIN)/kennel $(ARGS)

test: install-test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(BIN)/python -m pytest -q $(PYTEST_ARGS)

sounds: $(BIN)/python
	$(BIN)/python -m tools.sounds

clean:
	rm -rf $(VENV) build *.egg-info
