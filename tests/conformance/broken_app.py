"""The service with one Kasino rule switched off, for gunicorn: ``…broken_app:app``.

CORE-CAP-2 (one capture may take several cards at once: equal cards and sum groups) is gone:
this Kasino lists only captures of a single card and refuses the rest, as a client that
forgot the rule would. Everything else is the real service, so the runner must find exactly
this and ``divide`` must name a position where a several-card capture is missing.
"""

from __future__ import annotations

from typing import Any

from service import create_app
from service.core.game import MoveList, Verdict
from service.core.verdict import Violation
from service.games.fishing.kasino import KASINO


def several(move: Any) -> bool:
    """A capture of more than one card: what the switched-off rule allows."""
    return len(move.capture or ()) > 1


_legal_moves, _validate = KASINO.legal_moves, KASINO.validate


def legal_moves(state: Any, limit: int) -> MoveList[Any]:
    listing = _legal_moves(state, 1000)
    kept = tuple(move for move in listing.moves if not several(move))
    return MoveList(listing.player, kept[:limit], len(kept), listing.count_exact)


def validate(state: Any, move: Any) -> Verdict:
    verdict = _validate(state, move)
    if verdict.legal and several(move):
        off = Violation("CORE-CAP-2", "one_card_only", "This server captures one card at a time.")
        return Verdict((off,))
    return verdict


# instance attributes shadow the class's methods for Kasino alone (misär etc. keep theirs)
object.__setattr__(KASINO, "legal_moves", legal_moves)
object.__setattr__(KASINO, "validate", validate)
app = create_app()
