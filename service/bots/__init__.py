"""Computer players: suggest a move for one seat from what that seat may see.

Pure like the rules core: no web, no JSON. :func:`suggest` is the one entry point; the levels
are ``random`` (uniform among the legal moves), ``greedy`` (the best immediate gain by the
game's own scoring) and ``search`` (determinized look-ahead to the end of the deal).
"""

from service.bots.suggest import LEVELS, Suggestion, suggest

__all__ = ["LEVELS", "Suggestion", "suggest"]
