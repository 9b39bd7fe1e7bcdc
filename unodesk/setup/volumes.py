"""The sound volumes the View menu offers, in per cent: one list for the
menu, the settings file and the sounds."""
from __future__ import annotations

VOLUMES = (25, 50, 75, 100)
DEFAULT_VOLUME = 50  # moderate: a card game is not the loudest thing in the room
