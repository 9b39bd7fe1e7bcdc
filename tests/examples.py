"""How many examples each property test tries, in one place.

`make test` tries the numbers written in the tests. `make quick`, the edit
loop, sets UNODESK_QUICK=1 and tries a quarter of each (at least 10): the
same properties, over fewer random cases. UNODESK_FUZZ=N gives the fuzzers
N examples (a release's figures, README: "What the files hold up to").
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

QUICK = os.environ.get("UNODESK_QUICK") == "1"


def examples(written: int) -> int:
    """The examples a test written for `written` tries in this run."""
    return max(written // 4, 10) if QUICK else written


def fuzz_examples(written: int) -> int:
    """A fuzzer's examples: UNODESK_FUZZ when it is set, else `examples(written)`."""
    asked = os.environ.get("UNODESK_FUZZ")
    return int(asked) if asked else examples(written)


# The tests that name no number: hypothesis's 100 (a stateful test: 50 steps
# each), a quarter in the edit loop; `HYPOTHESIS_PROFILE=thorough` tries more.
_SUPPRESSED = [HealthCheck.too_slow, HealthCheck.data_too_large]
settings.register_profile("default", max_examples=100, stateful_step_count=50, deadline=None,
                          suppress_health_check=_SUPPRESSED)
settings.register_profile("quick", max_examples=25, stateful_step_count=50, deadline=None,
                          suppress_health_check=_SUPPRESSED)
settings.register_profile("thorough", max_examples=500, stateful_step_count=100, deadline=None,
                          suppress_health_check=_SUPPRESSED)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "quick" if QUICK else "default"))
