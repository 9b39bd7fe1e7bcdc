"""Translations: the languages (`languages`, no Qt: the settings read it
too), loading them (`translations`), the names of the cards (`names`), and
every sentence that is a pure function of what it tells: refusals
(`messages`), the status line (`status`), the log of events (`events`), the
table in words and the words drawn on it (`table_words`), the hint
(`hints`)."""
