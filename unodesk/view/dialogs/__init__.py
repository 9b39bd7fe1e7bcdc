"""The window's dialogs: a new match, the end of a round, rules and help."""
