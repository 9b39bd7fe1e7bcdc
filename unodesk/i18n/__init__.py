"""Translations: the languages (`languages`, no Qt: the settings read it
too), loading them (`translations`), the names of the cards (`names`) and
the sentences of refusals (`messages`)."""
