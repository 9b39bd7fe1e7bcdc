"""The scores in words: dates, durations, rules, states, levels and the
store's notices, in the interface's language.

Every window of the scores says these things the same way; they are
translated in the "ScoreWords" context.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

from unodesk.persistence.scores import (
    Damage,
    MatchState,
    MatchSummary,
    NoticeCode,
    SeatEntry,
    StoreNotice,
    WriteProblem,
)

# Longer names are cut (and shown whole in a tooltip) where the game cuts them.
from unodesk.setup import LEVEL_NAMES, Preset, SeatKind, matching_preset, short_name

# Written out at each call with its context, so that lupdate finds the texts.
translate = QCoreApplication.translate


def fill(template: str, *values: object) -> str:
    """`template` with %1, %2, ... replaced by `values`, all at once (a name
    holding "%2" stays as written)."""
    return re.sub(r"%(\d)", lambda m: str(values[int(m.group(1)) - 1]) if 0 < int(m.group(1)) <= len(values)
                  else m.group(0), template)


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _qtime(when: datetime) -> QTime:
    return QTime(when.hour, when.minute)


def clock_text(when: datetime, locale: QLocale | None = None) -> str:
    return (locale or QLocale()).toString(_qtime(when), QLocale.FormatType.ShortFormat)


def day_text(day: date, locale: QLocale | None = None) -> str:
    """A date with its weekday, short: "Sun 9 Mar 2025"."""
    return (locale or QLocale()).toString(_qdate(day), "ddd d MMM yyyy")


def date_time_text(when: datetime, locale: QLocale | None = None) -> str:
    """A history line's date and time: "Sun 9 Mar 2025, 14:05"."""
    return fill(
        translate("ScoreWords", "%1, %2", "a date, then a time"),
        day_text(when.date(), locale),
        clock_text(when, locale),
    )


def when_text(when: datetime, now: datetime | None = None, locale: QLocale | None = None) -> str:
    """When a match began, as one says it: "today, 14:05", "Sunday, 14:05"
    within the last week, else the date."""
    locale = locale or QLocale()
    now = now or datetime.now().astimezone()
    # The time on the clock where the match was played, as it was written down.
    days = (now.date() - when.date()).days
    clock = clock_text(when, locale)
    if days == 0:
        return fill(translate("ScoreWords", "today, %1"), clock)
    if days == 1:
        return fill(translate("ScoreWords", "yesterday, %1"), clock)
    if 1 < days < 7:
        weekday = locale.dayName(when.isoweekday(), QLocale.FormatType.LongFormat)
        return fill(translate("ScoreWords", "%1, %2", "a weekday, then a time"), weekday, clock)
    return date_time_text(when, locale)


def duration_text(seconds: float) -> str:
    minutes = round(seconds / 60)
    if seconds <= 0:
        return "–"
    if minutes < 1:
        return translate("ScoreWords", "under a minute")
    if minutes < 60:
        return fill(translate("ScoreWords", "%1 min", "minutes of play"), minutes)
    return fill(
        translate("ScoreWords", "%1 h %2 min", "hours and minutes of play"), minutes // 60, f"{minutes % 60:02d}"
    )


def level_text(level: str | None) -> str:
    name = LEVEL_NAMES.get(level or "")
    return name.translated() if name is not None else (level or "")


def kind_text(entry: SeatEntry) -> str:
    """ "Computer, Hard" for a computer player; empty for a person."""
    if entry.kind is SeatKind.PERSON:
        return ""
    return fill(translate("ScoreWords", "Computer, %1"), level_text(entry.level))


def rules_name(summary: MatchSummary) -> str:
    """The preset the match was played by, or "House rules"."""
    preset = _preset(summary)
    return preset.label.translated() if preset is not None else translate("ScoreWords", "House rules")


def rules_text(summary: MatchSummary) -> str:
    """The rules in a few words: the preset (or house rules) and the target."""
    name = rules_name(summary)
    if summary.scoring == "lowest":
        target = fill(translate("ScoreWords", "to %1, lowest wins"), summary.target)
    else:
        target = fill(translate("ScoreWords", "to %1"), summary.target)
    return fill(translate("ScoreWords", "%1, %2", "the rules' name, then the target"), name, target)


def target_text(target: int, scoring: str) -> str:
    if scoring == "lowest":
        return fill(
            translate("ScoreWords", "The match ends when someone reaches %1 points; the lowest total wins."), target
        )
    return fill(translate("ScoreWords", "Playing to %1 points."), target)


def _preset(summary: MatchSummary) -> Preset | None:
    if summary.preset:
        try:
            return Preset.named(summary.preset)
        except ValueError:
            pass
    return matching_preset(summary.rules) if summary.rules is not None else None


def state_text(summary: MatchSummary) -> str:
    """What became of a match: its winner, or why it has none."""
    state = summary.state
    if state is MatchState.FINISHED:
        if summary.winner_name is not None:
            return summary.winner_name
        if summary.winning_team is not None:
            return fill(translate("ScoreWords", "Team %1"), summary.winning_team + 1)
        return translate("ScoreWords", "No winner")
    if state is MatchState.IN_PROGRESS:
        return translate("ScoreWords", "Still being played")
    if state is MatchState.ABANDONED:
        return translate("ScoreWords", "Not finished")
    return translate("ScoreWords", "Cannot be continued")


def totals_text(summary: MatchSummary, shown: int = 4) -> str:
    """ "Anna 320, Nils 250, …": the players with their totals, the first few."""
    parts = [
        fill(translate("ScoreWords", "%1 %2", "a name, then a total"), short_name(s.name), s.total)
        for s in summary.seats[:shown]
    ]
    text = translate("ScoreWords", ", ", "between the players of a list").join(parts)
    return text + translate("ScoreWords", ", …") if len(summary.seats) > shown else text


def names_text(names: Sequence[str]) -> str:
    return translate("ScoreWords", ", ", "between the players of a list").join(short_name(n) for n in names)


# -- what the store tells the person --------------------------------------------------


def notice_text(notice: StoreNotice) -> str:
    """One or two sentences for a notice of the scores database."""
    if notice.code is NoticeCode.WAITING:
        return fill(translate("ScoreWords", "The scores could not be saved just now (%1). Nothing is lost: they "
                              "are saved at the end of the next round, or at once with Game \u25b8 Scores \u25b8 "
                              "Save now."), problem_text(notice.problem))
    if notice.code is NoticeCode.STILL_WAITING:
        return fill(translate("ScoreWords", "The scores still cannot be saved (%1). They are kept, and saved at the "
                              "end of the next round."), problem_text(notice.problem))
    if notice.code is NoticeCode.SAVED:
        return translate("ScoreWords", "The scores are saved again.")
    if notice.code is NoticeCode.SKIPPED:
        return translate("ScoreWords", "Part of the scores could not be read. What could be read is shown; the "
                         "scores file keeps the rest as it is.")
    if notice.code is NoticeCode.UNREADABLE_MATCH:
        return translate("ScoreWords", "The match left unfinished could not be read. It stays in the history, "
                         "marked, and a new match begins.")
    if notice.code is NoticeCode.MATCH_NOT_KEPT:
        return translate("ScoreWords", "This match cannot be saved: the scores file holds rows that another "
                         "program left there. Play on; this match is not kept.")
    if notice.code is NoticeCode.NEWER_VERSION:
        return translate(
            "ScoreWords",
            "The scores were saved by a newer version of unodesk and are left untouched. "
            "This time, scores are kept only until the game closes.",
        )
    if notice.code is NoticeCode.SET_ASIDE:
        kept = str(notice.kept_as) if notice.kept_as else ""
        return fill(
            translate(
                "ScoreWords", "The scores file was damaged (%1) and has been kept as %2. A new scores file was started."
            ),
            _damage_text(notice.damage),
            kept,
        )
    return fill(
        translate("ScoreWords", "Scores cannot be saved (%1): they are kept only until the game closes."),
        problem_text(notice.problem),
    )


def _damage_text(damage: Damage | None) -> str:
    if damage is Damage.NOT_SQLITE:
        return translate("ScoreWords", "not a scores file")
    if damage is Damage.TRUNCATED:
        return translate("ScoreWords", "cut short")
    return translate("ScoreWords", "it failed its check")


def problem_text(problem: WriteProblem | None) -> str:
    return {
        WriteProblem.READ_ONLY: translate("ScoreWords", "the folder is read-only"),
        WriteProblem.FULL: translate("ScoreWords", "the disk is full"),
        WriteProblem.IO_ERROR: translate("ScoreWords", "the disk reported an error"),
        WriteProblem.CANNOT_OPEN: translate("ScoreWords", "the file cannot be opened"),
        WriteProblem.BUSY: translate("ScoreWords", "another program is using the file"),
    }.get(problem, translate("ScoreWords", "the file cannot be written"))  # type: ignore[arg-type]
