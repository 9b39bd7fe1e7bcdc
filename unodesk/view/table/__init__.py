"""The Uno table on the card scene: the widget, the scene's picture, the
motions each engine event becomes, what the shown person may do and how
they choose it, the tray and the panels, the log."""
