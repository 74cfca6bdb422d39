"""The one clock a bot looks at: a deadline, checked between small steps of work.

A search must answer within its budget on any position, so the clock is read inside every
simulation (between candidates, between rollout plies, between the moves a greedy ply judges),
never only after a whole simulated deal: the longest step between two looks is one apply and
score sheet, or one bounded listing (:mod:`service.bots.sampling`).
"""

from __future__ import annotations

import math
import time


class OutOfTime(Exception):
    """The deadline passed in the middle of a piece of work that is then thrown away."""


class Deadline:
    """A point on the monotonic clock ``seconds`` from now (never, for ``math.inf``)."""

    def __init__(self, seconds: float) -> None:
        self.at = time.monotonic() + seconds if math.isfinite(seconds) else math.inf

    def passed(self) -> bool:
        return self.at != math.inf and time.monotonic() >= self.at

    def check(self) -> None:
        """Raise :class:`OutOfTime` once the deadline has passed."""
        if self.passed():
            raise OutOfTime


#: A deadline that never passes (greedy and random levels, which are bounded by their work).
NEVER = Deadline(math.inf)
