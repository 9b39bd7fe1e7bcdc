import os

# Tests never need a screen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
