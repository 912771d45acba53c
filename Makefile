# make play: install what is needed and start the game.  make test: install and run every test.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp

.PHONY: play test bench screenshots system-deps firmware firmware-deps clean mutation catalogs

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The languages' compiled catalogs (never in git): game/locale/<lang>/LC_MESSAGES/speed.mo from
# its speed.po, with Babel (tools/i18n.py: extract, merge-parts, check).
CATALOGS := $(patsubst %.po,%.mo,$(wildcard game/locale/*/LC_MESSAGES/speed.po))
catalogs: $(CATALOGS)
game/locale/%.mo: game/locale/%.po $(STAMP)
	$(PY) tools/i18n.py compile $<

play: $(STAMP) catalogs
	$(PY) -m game play $(ARGS)

# The end-to-end test drives a real window under Xvfb with xdotool: install them when missing;
# the catalogs' check runs GNU gettext's `msgfmt -c`.
system-deps:
	@if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null || \
	   ! command -v xwininfo >/dev/null || ! command -v xinit >/dev/null || \
	   ! command -v xset >/dev/null || ! command -v msgfmt >/dev/null || \
	   ! command -v setxkbmap >/dev/null; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq --no-install-recommends \
	    xvfb xdotool x11-utils xinit x11-xserver-utils x11-xkb-utils gettext >/dev/null; \
	fi

# The firmware is compiled, and its 328P build run under simavr, in the test suite: install the
# AVR toolchain and simavr when missing (apt may be busy with another install: retry).
FIRMWARE_PKGS := arduino-builder arduino-core-avr gcc-avr avr-libc simavr libsimavr-dev \
                 libsimavrparts1
firmware-deps:
	@if ! command -v arduino-builder >/dev/null || ! command -v avr-gcc >/dev/null || \
	    ! test -f /usr/include/simavr/sim_avr.h; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  for try in 1 2 3 4 5 6 7 8 9; do \
	    $$SUDO apt-get update -qq && \
	    $$SUDO apt-get install -y -qq $(FIRMWARE_PKGS) >/dev/null && break; \
	    echo "apt is busy; trying again in 10 s"; sleep 10; \
	  done; \
	fi

# make firmware: build/firmware/{leonardo,uno}/speedpad_avr.ino.hex (hardware/README.md)
firmware: $(STAMP) firmware-deps
	$(PY) tools/firmware.py

# Every test, over 5 xdist workers: the real-window tests in lanes of their own, the rest a file at
# a time (tests/lanes.py); docs/TESTING.md says how to run a part, and which tests are slow.
test: $(STAMP) system-deps firmware catalogs
	$(PY) -m pytest -n 5

bench: $(STAMP)
	@for script in bench/*.py; do echo "== $$script"; $(PY) $$script || exit 1; done

# make screenshots LANGUAGE=nl (pt_BR, da, pseudo, or all): the same pictures in that language, in
# screenshots/<lang>/ (only a LANGUAGE given on the command line: the environment's is the locale)
screenshots: $(STAMP) catalogs
ifeq ($(origin LANGUAGE),command line)
	$(PY) tools/shots_in.py $(LANGUAGE)
else
	$(PY) tools/screenshots.py
	$(PY) tools/card_sheet.py
	$(PY) tools/scene_shots.py
	$(PY) tools/touch_shots.py
	$(PY) tools/controls_shots.py
	$(PY) tools/newcomer_shots.py
	$(PY) tools/tutorial_shots.py
	$(PY) tools/look_shots.py
	$(PY) tools/online_shots.py
endif

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis

# Mutation testing of the engine, the replay code and the serial protocol/clock sync (slow: not
# part of `make test`); figures in bench/mutation.json, equivalents in bench/mutation_equivalent.txt.
mutation: $(STAMP)
	$(PY) tools/mutation.py --workers 2 $(ARGS)
