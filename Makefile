# Tavern: `make play` opens the app, `make test` runs the checks and every test.
# Both create .venv with the project installed the first time; `make test` also installs the
# `cluster` extra (Ray), since the tests run the balance lab on a local Ray instance.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
RAY    := $(VENV)/.installed-cluster

.PHONY: play test lint typecheck test-firmware clean

play: $(STAMP)
	$(BIN)/tavern

# ruff (lint), then mypy (types), then pytest; the first that fails stops the rest.
test: $(RAY) lint typecheck
	$(BIN)/python -m pytest

lint: $(STAMP)
	@echo "== ruff: lint"
	$(BIN)/ruff check .

typecheck: $(STAMP)
	@echo "== mypy: types"
	$(BIN)/mypy

# The dice box firmware's pure modules under real MicroPython 1.27 (WebAssembly, in Node.js).
test-firmware:
	cd device/firmware/wasm && npm ci --no-audit --no-fund && node run_selftests.mjs

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Tavern needs Python 3.11 or newer")'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[web,test]'
	touch $(STAMP)

$(RAY): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[web,test,cluster]'
	touch $(RAY)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis .mypy_cache .ruff_cache
