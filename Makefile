# Tavern: `make play` opens the app, `make test` runs the checks and every test, `make check` is the
# developer's inner loop (the checks and every test not marked slow, web or cluster).
# Both create .venv with the project installed the first time; `make test` also installs the
# `cluster` extra (Ray), since the tests run the balance lab on a local Ray instance, the `research`
# extra (OpenSpiel, PettingZoo), since the tests run those libraries' own checks on every game, and Debian's
# `chromium` when it is missing, since the browser tests (tests/web) drive it headless.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
RAY    := $(VENV)/.installed-cluster
# The app's words in each language (tui/i18n.py): the .po files are the source, the .mo files what gettext reads.
COMPILED := $(patsubst %.po,%.mo,$(wildcard tui/locale/*/LC_MESSAGES/*.po))

.PHONY: play test check lint typecheck chromium test-firmware catalogues clean

play: $(STAMP) $(COMPILED)
	$(BIN)/tavern

# Every test runs in parallel (pytest-xdist, two workers per core: tests/conftest.py); the 25 slowest are listed at the end.
PYTEST := $(BIN)/python -m pytest -n auto --dist worksteal --durations=25

# ruff and lint-imports (lint), then mypy (types), then pytest; the first that fails stops the rest.
test: $(RAY) $(COMPILED) chromium lint typecheck
	$(PYTEST)

# The inner loop: the same venv and checks, the tests not marked slow, web or cluster, hypothesis's dev profile.
check: $(RAY) $(COMPILED) lint typecheck
	HYPOTHESIS_PROFILE=dev $(PYTEST) -m "not slow and not web and not cluster"

# Debian's chromium for tests/web, installed with apt-get (through sudo unless root) when not there.
chromium:
	@command -v chromium >/dev/null || { \
	  command -v apt-get >/dev/null || { echo "make test needs chromium (tests/web): install it, then run make test again"; exit 1; }; \
	  echo "== apt-get: installing chromium for the browser tests"; \
	  sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
	  $$sudo apt-get update && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; }

# ruff, then the import contracts of pyproject.toml ([tool.importlinter]: the arrows of DESIGN.md's Layout).
lint: $(STAMP)
	@echo "== ruff: lint"
	$(BIN)/ruff check .
	@echo "== lint-imports: the layers' import contracts"
	$(BIN)/lint-imports --no-logo

typecheck: $(STAMP)
	@echo "== mypy: types"
	$(BIN)/mypy

# Each language's catalogue compiled for gettext, again whenever its .po changes.
%.mo: %.po | $(STAMP)
	$(BIN)/pybabel compile --domain=$(basename $(notdir $<)) -i $< -o $@

# After changing the words in the code: extract them to tui/locale/<domain>.pot (the app's and one per game,
# tui/catalogues.py) and merge them into each language's .po, where translators fill in what is new
# (tests/tui/test_catalogues.py says what is missing).
catalogues: $(STAMP)
	$(BIN)/python -m tui.catalogues

# The dice box firmware's pure modules under real MicroPython 1.27 (WebAssembly, in Node.js).
test-firmware:
	cd device/firmware/wasm && npm ci --no-audit --no-fund && node run_selftests.mjs

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Tavern needs Python 3.11 or newer")'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[web,test,lab,research]'
	touch $(STAMP)

$(RAY): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[web,test,lab,research,cluster]'
	touch $(RAY)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis .mypy_cache .ruff_cache .import_linter_cache
