"""Where the program finds what the build made from resources/ and packaging/
(packaging/build_resources.py): compiled translations, icons, the desktop entry.

They sit beside the code in every form the game is installed in: the source
tree after `make`, an installed wheel, and a PyInstaller bundle (which keeps
the package's folder layout).
"""
from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
TRANSLATIONS = DATA / "i18n"
ICONS = DATA / "icons"
DESKTOP = DATA / "desktop"

# The reverse-DNS name the desktop entry, the AppStream file and the icons
# are installed under.
APP_ID = "io.github.unodesk.unodesk"
