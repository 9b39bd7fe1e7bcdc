import os

# Tests never need a screen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_configure(config) -> None:
    # Builds a wheel or a bundle: part of `make test`, left out of quick runs with -m "not slow".
    config.addinivalue_line("markers", "slow: a test that takes many seconds (builds a wheel)")
