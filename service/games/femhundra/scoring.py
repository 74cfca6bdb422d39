"""Scoring a finished hand (R500-SCORE-*, R500-BONUS-1, R500-VAR-4) and the match (R500-GAME-*).

Scores are recomputed from the final table and hands, so a hand-written finished state is
scored exactly like one the service played. Every line of the sheet is an item with its rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from service.core.game import ScoreItem, ScoreReport, Standing
from service.core.text import msg
from service.core.verdict import NotApplicable
from service.games.femhundra.cards import (
    ACE_HIGH_VALUE,
    ACE_LOW_VALUE,
    JOKER,
    TABLE_VALUE,
    collect_value,
    hand_value,
)
from service.games.femhundra.options import TARGET, Scoring
from service.games.femhundra.state import (
    Combination,
    FemhundraState,
    Kind,
    MatchState,
    TableCard,
)

BONUS = 50  # R500-BONUS-1
PENALTY = -50  # R500-PILE-4

#: How a match was decided, and the rule that decided it (R500-GAME-2, R500-GAME-3 / A500-19).
DECIDED_RULE: dict[str, str] = {
    "target": "R500-GAME-2",
    "total": "R500-GAME-2",
    "went_out": "R500-GAME-2",
    "hand_score": "R500-GAME-3",
    "shared": "R500-GAME-3",
}


def table_value(combo: Combination, position: int) -> int:
    """R500-SCORE-3, R500-SCORE-4, R500-SCORE-5: what the card at ``position`` scores.

    An ace scores 15 in a set of aces or at the top of a run (next to the K only), and 5 next
    to a 2 (low, or round the corner); a joker scores as the card it stands for, where it lies.
    """
    card = combo.cards[position].stands_for
    if card[:-1] != "A":
        return TABLE_VALUE[card[:-1]]
    if combo.kind is Kind.SET:
        return ACE_HIGH_VALUE  # R500-SCORE-4 (a)
    is_top = position == len(combo.cards) - 1  # (b): after the K; else (c)/(d): next to a 2
    return ACE_HIGH_VALUE if is_top else ACE_LOW_VALUE


def built_on_others(state: FemhundraState, seat: int) -> bool:
    """A500-18: has ``seat`` a card credited to him on a combination someone else melded?"""
    return any(
        entry.seat == seat and combo.owner != seat for combo in state.table for entry in combo.cards
    )


def bonus_earned(state: FemhundraState) -> bool:
    """R500-BONUS-1: out with a meld in the last turn, never having built on another's meld."""
    seat = state.went_out
    return seat is not None and state.turn.melded and not built_on_others(state, seat)


# Table cards go to the first matching line (R500-SCORE-3, R500-SCORE-4, R500-SCORE-5).
_TABLE_LINES: tuple[tuple[str, str, str, Callable[[TableCard], bool]], ...] = (
    ("table_joker", "R500-SCORE-5", msg("the joker on the table"), lambda e: e.card == JOKER),
    ("table_aces", "R500-SCORE-4", msg("aces on the table"), lambda e: e.card[0] == "A"),
    ("table_cards", "R500-SCORE-3", msg("cards on the table"), lambda e: True),
)


def _table_items(state: FemhundraState) -> list[ScoreItem]:
    points: dict[tuple[int, str], list[int]] = {}
    for combo in state.table:
        for position, entry in enumerate(combo.cards):
            code = next(line[0] for line in _TABLE_LINES if line[3](entry))
            points.setdefault((entry.seat, code), []).append(table_value(combo, position))
    return [
        ScoreItem(seat, rule, code, label, sum(values), len(values), seat)
        for seat in range(state.players)
        for code, rule, label, _ in _TABLE_LINES
        if (values := points.get((seat, code)))
    ]


def _hand_items(state: FemhundraState) -> list[ScoreItem]:
    """R500-SCORE-2: every card left in hand costs its hand value."""
    return [
        ScoreItem(
            seat,
            "R500-SCORE-2",
            "hand_cards",
            msg("cards left in hand"),
            -sum(hand_value(card) for card in hand),
            len(hand),
            seat,
        )
        for seat, hand in enumerate(state.hands)
        if hand
    ]


def _collect_items(state: FemhundraState) -> list[ScoreItem]:
    """R500-VAR-4: the player who went out scores the opponents' hands; nothing else counts."""
    seat = state.went_out
    if seat is None:
        return []
    cards = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    return [
        ScoreItem(
            seat,
            "R500-VAR-4",
            "collected",
            msg("opponents' cards collected"),
            sum(collect_value(card) for card in cards),
            len(cards),
            seat,
        )
    ]


def _common_items(state: FemhundraState) -> list[ScoreItem]:
    """The bonus (R500-BONUS-1) and pile penalties (R500-PILE-4, R500-SCORE-6; A500-20)."""
    items: list[ScoreItem] = []
    if bonus_earned(state) and state.went_out is not None:
        items.append(
            ScoreItem(
                state.went_out,
                "R500-BONUS-1",
                "went_out_bonus",
                msg("went out by melding, without building on others"),
                BONUS,
                None,
                state.went_out,
            )
        )
    for seat, points in enumerate(state.penalties):
        if points:
            items.append(
                ScoreItem(
                    seat,
                    "R500-PILE-4",
                    "pile_penalty",
                    msg("took the pile without melding"),
                    points,
                    points // PENALTY,
                    seat,
                )
            )
    return items


_SHEETS: dict[Scoring, Callable[[FemhundraState], list[ScoreItem]]] = {
    Scoring.TABLE: lambda state: _table_items(state) + _hand_items(state),
    Scoring.COLLECT: _collect_items,
}


@dataclass(frozen=True, slots=True)
class HandScore:
    """A finished hand's score sheet: the items and each seat's total (R500-SCORE-1)."""

    items: tuple[ScoreItem, ...]
    totals: tuple[int, ...]


def hand_score(state: FemhundraState) -> HandScore:
    items = _SHEETS[state.options.scoring](state) + _common_items(state)
    totals = [0] * state.players
    for item in items:
        totals[item.side] += item.points
    return HandScore(tuple(items), tuple(totals))


def decide(
    scores: tuple[int, ...], hand: tuple[int, ...], went_out: int | None
) -> tuple[bool, tuple[int, ...] | None, str | None]:
    """R500-GAME-1, R500-GAME-2, R500-GAME-3: is the match over, who won, by what rule?"""
    reached = [seat for seat, score in enumerate(scores) if score >= TARGET]
    if not reached:
        return False, None, None
    best = max(scores[seat] for seat in reached)
    leaders = [seat for seat in reached if scores[seat] == best]
    if len(leaders) == 1:
        return True, (leaders[0],), "target" if len(reached) == 1 else "total"
    if went_out in leaders:
        return True, (went_out,), "went_out"
    # A500-19: the higher score for this hand; still equal, a shared win.
    best_hand = max(hand[seat] for seat in leaders)
    winners = tuple(seat for seat in leaders if hand[seat] == best_hand)
    return True, winners, "hand_score" if len(winners) == 1 else "shared"


def deciding_hand(history: Sequence[Sequence[int]]) -> int | None:
    """R500-GAME-1: the index of the first row of ``history`` after which the match was over.

    Each row (a finished hand's points per seat, all rows of one length) is entered in turn and
    the running totals are judged by :func:`decide`, as :func:`settle` judges them when a hand
    ends; None while the match goes on. Who went out is not on the sheet, and whether the match
    is over does not depend on it (only who won does).

    >>> deciding_hand([[300, 200], [250, 100]]), deciding_hand([[520, 0], [-100, 0]])
    (1, 0)
    >>> deciding_hand([[300, 200], [199, 299]]) is None
    True
    """
    totals: tuple[int, ...] | None = None
    for number, row in enumerate(history):
        hand = tuple(row)
        totals = hand if totals is None else tuple(a + b for a, b in zip(totals, hand, strict=True))
        if decide(totals, hand, None)[0]:
            return number
    return None


def settle(state: FemhundraState) -> MatchState:
    """Enter a finished hand on the score sheet (R500-SCORE-1, R500-DEAL-4)."""
    totals = hand_score(state).totals
    scores = tuple(a + b for a, b in zip(state.match.scores, totals, strict=True))
    over, winners, decided_by = decide(scores, totals, state.went_out)
    return replace(
        state.match,
        scores=scores,
        history=(*state.match.history, totals),
        over=over,
        winners=winners,
        decided_by=decided_by,
    )


def standing(match: MatchState) -> Standing:
    return Standing(
        scores=match.scores,
        target=match.target,
        deal_number=match.deal_number,
        over=match.over,
        winners=match.winners,
        decided_by=match.decided_by,
        rule=DECIDED_RULE.get(match.decided_by or ""),
    )


def score_report(state: FemhundraState) -> ScoreReport:
    """The itemised sheet of a finished hand and the match standing after it."""
    if not state.is_over:
        raise NotApplicable("deal_not_over", msg("Nobody has gone out yet; the hand is not over."))
    sheet = hand_score(state)
    details = {
        "went_out": state.went_out,
        "bonus": bonus_earned(state),
        "scoring": state.options.scoring.value,
        "penalties": list(state.penalties),
    }
    return ScoreReport(
        sides=tuple((seat,) for seat in range(state.players)),
        items=sheet.items,
        totals=sheet.totals,
        standing=standing(state.match),
        details=details,
    )
