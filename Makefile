# `make run` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TS := $(wildcard unodesk/i18n/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: run test quick smoke bench translations ts clean

run: $(STAMP) translations
	$(PY) -m unodesk

test: $(STAMP) translations
	$(PY) -m pytest -q

# The edit loop: every test but the few slow ones (make test runs them all).
quick: $(STAMP) translations
	$(PY) -m pytest -q -m "not slow"

smoke: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(PY) -m unodesk --smoke

bench: $(STAMP)
	$(PY) benchmarks/engine.py

translations: $(QM)

# Refresh the .ts sources from the tr() calls in the code (for translators).
LANGS := sv nb nl
ts: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -no-obsolete $$(find unodesk -name '*.py' | sort) \
		$(foreach l,$(LANGS),-ts unodesk/i18n/unodesk_$(l).ts)
	# English reads the source texts; it only needs the plural forms.
	$(VENV)/bin/pyside6-lupdate -no-obsolete -pluralonly $$(find unodesk -name '*.py' | sort) \
		-ts unodesk/i18n/unodesk_en.ts

# The .qm files are build products: always compiled from the .ts sources.
%.qm: %.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) $(QM) .pytest_cache .hypothesis
