"""A scene of cards for any card game, as KDE's libkcardgame is for its games.

One card (`card_item`), cards moving over a table (`motion`), the scene that
holds them (`card_scene`) and the queue of animations with its one idle
report a batch (`animator`). Nothing here knows Uno: a card is whatever
value the game gives it, and its face is painted by the game's `Faces`.
"""
