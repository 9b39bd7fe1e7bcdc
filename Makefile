# `make run` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The translation sources: one .ts a language (English holds only plural
# forms), plus qtbase_nb.ts for Qt's own words where Qt ships none.
TS_DIR := resources/i18n
DATA := unodesk/data
BUILD_RESOURCES := $(PY) packaging/build_resources.py

.PHONY: run test quick smoke bench lint translations icons bytecode ts dist dist-smoke clean

# Python keeps each module's compiled form beside it (__pycache__) and pytest
# its rewritten test modules, even where the environment asks it not to
# (PYTHONDONTWRITEBYTECODE): else every start of the game, every test worker
# and every game a test starts compiles the whole program again (a second
# or two of processor time each, and a fifth of the game's start).
unexport PYTHONDONTWRITEBYTECODE

run: $(STAMP) translations icons bytecode
	@echo "unodesk: starting the game"
	$(PY) -m unodesk

# On every core and two workers more (pytest-xdist): the tests that wait on
# a real window or a build in another process leave their core to the
# others; an idle worker takes tests from a busy one (worksteal). `-n 0` in
# PYTEST_ARGS runs them in one process.
WORKERS = $(shell python3 -c 'import os; print((os.cpu_count() or 1) + 2)')
PYTEST_ARGS ?= -n $(WORKERS) --dist worksteal
test: $(STAMP) translations icons bytecode
	$(PY) -m pytest -q $(PYTEST_ARGS)

# The edit loop: every test but the few slow ones (make test runs them all),
# the property tests over a quarter of their random cases (tests/examples.py).
quick: $(STAMP) translations icons bytecode
	UNODESK_QUICK=1 $(PY) -m pytest -q $(PYTEST_ARGS) -m "not slow"

smoke: $(STAMP) translations icons bytecode
	QT_QPA_PLATFORM=offscreen $(PY) -m unodesk --smoke

bench: $(STAMP)
	$(PY) benchmarks/engine.py

# The linter and the type checker (their rules in pyproject.toml) on the
# whole package: mypy's strict flags in the engine, the computer players,
# setup and the session, its default flags elsewhere (pyproject.toml says
# which).
LINTED := unodesk
LINT_STAMP := $(VENV)/.lint-installed
lint: $(LINT_STAMP)
	$(VENV)/bin/ruff check $(LINTED)
	$(VENV)/bin/mypy $(LINTED)

$(LINT_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[test,lint]'
	touch $@

# The same build step as a wheel's (setup.py), into the source tree: the
# .qm files, the icons and the desktop entry; it redoes only what is older
# than its source.
translations: $(STAMP)
	@echo "unodesk: the translations and icons (only what changed)"
	@$(BUILD_RESOURCES) $(DATA)
icons: translations

# The game's modules compiled once, up front and on both cores, rather than
# by each test worker on its own (it redoes only what changed).
bytecode: $(STAMP)
	@$(PY) -m compileall -q -j 0 unodesk tests

# Refresh the .ts sources from the tr() calls in the code (for translators).
# Every unodesk_<code>.ts but English's: adding a language is one .ts file
# (and one line in unodesk/i18n/languages.py).
TRANSLATED := $(filter-out $(TS_DIR)/unodesk_en.ts,$(wildcard $(TS_DIR)/unodesk_*.ts))
ts: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -no-obsolete -locations none $$(find unodesk -name '*.py' | sort) \
		$(foreach t,$(TRANSLATED),-ts $(t))
	# English reads the source texts; it only needs the plural forms.
	$(VENV)/bin/pyside6-lupdate -no-obsolete -locations none -pluralonly $$(find unodesk -name '*.py' | sort) \
		-ts $(TS_DIR)/unodesk_en.ts

# The bundle for this system, packed (packaging/dist.py; packaging/README.md);
# on Linux the tarball and, where dpkg-deb is, the .deb (packaging/deb.py).
DIST_STAMP := $(VENV)/.dist-installed
dist: $(DIST_STAMP) translations icons
	$(PY) packaging/dist.py

# Play one round in the built bundle in Swedish and in bokmål, headless.
dist-smoke: $(DIST_STAMP)
	$(PY) packaging/dist.py smoke sv nb

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[test,dist]'
	touch $@

# Made once (a minute or two on a fresh machine), and again when
# pyproject.toml changes: one line a step, so that a first `make run` says
# what it is doing while it is quiet.
$(STAMP): pyproject.toml
	@echo "unodesk: making the Python environment in $(VENV) (once; a minute or two)"
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@echo "unodesk: bringing pip up to date"
	@$(PY) -m pip install -q --upgrade pip
	@echo "unodesk: installing Qt (PySide6), platformdirs and the test tools, then the game itself"
	@$(PY) -m pip install -q -e '.[test]'
	@touch $(STAMP)
	@echo "unodesk: the environment is ready"

clean:
	rm -rf $(VENV) $(DATA) build dist .pytest_cache .hypothesis .mypy_cache .ruff_cache
