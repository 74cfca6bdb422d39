"""What a legal play does to the state: trail, capture, tabbe, mulle, points at capture.

CORE-TRAIL-1 and CORE-CAP-6 move the cards; a capture that clears the table is a tabbe
(CORE-TABBE-1), recorded unless Finnish Kasino's restrictions say otherwise (FIN-SWEEP-2…4);
a capture of the twin alone is a mulle (MULLE-S-7, also a tabbe if it clears the table,
AKF-42); in Finnish Kasino storan, lillan and aces count the moment they enter a pile
(FIN-SCORE-2) and can end the match there and then (FIN-MATCH-1). Penalties of
``enforcement: penalize`` are recorded here too (MISAR-FORCE-2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.core.cards import Card, remove_cards
from service.core.game import Event
from service.games.fishing.rules import Rules
from service.games.fishing.scoring import card_points
from service.games.fishing.state import FishingState, LastPlay, Phase, Table, evolve

Sides = Sequence[Sequence[int]]


def side_of(sides: Sides, seat: int) -> int:
    return next(i for i, seats in enumerate(sides) if seat in seats)


def credited(state: FishingState, sides: Sides, rules: Rules) -> tuple[int, ...]:
    """Per side, the points of the storan, lillan and aces in its piles (FIN-SCORE-2: credited
    at capture; KAS-VAR-8: what an announcement claims)."""
    lines = rules.scoring.card_points
    return tuple(
        card_points([card for seat in seats for card in state.captured[seat]], lines)
        for seats in sides
    )


def running_scores(state: FishingState, sides: Sides, rules: Rules) -> tuple[int, ...]:
    """Match total plus the points credited at capture this deal (FIN-MATCH-4)."""
    points = credited(state, sides, rules)
    return tuple(state.match.scores[side] + gained for side, gained in enumerate(points))


def trail(
    state: FishingState, player: int, card: Card, hands: tuple[tuple[Card, ...], ...]
) -> FishingState:
    """CORE-TRAIL-1: the card lies face up on the table from now on."""
    return evolve(
        state,
        hands=hands,
        table=Table((*state.table.cards, card), state.table.builds),
        last_play=LastPlay(player, card, (), False),
    )


def capture(
    state: FishingState,
    player: int,
    card: Card,
    interpretation: Mapping[str, Any],
    hands: tuple[tuple[Card, ...], ...],
    rules: Rules,
    sides: Sides,
) -> tuple[FishingState, list[Event]]:
    """CORE-CAP-6 and everything a capture may also be: tabbe, mulle, points at capture."""
    groups = [tuple(group) for group in interpretation["groups"]]
    taken = tuple(c for group in groups for c in group)
    table = Table(remove_cards(state.table.cards, taken), state.table.builds)
    captured = list(state.captured)
    captured[player] = (*captured[player], card, *taken)
    events: list[Event] = [
        {
            "type": "captured",
            "player": player,
            "card": card,
            "cards": list(taken),
            "value": interpretation["value"],
            "groups": [list(group) for group in groups],
            "values": interpretation["values"],
        }
    ]
    tabbe = table.is_empty  # CORE-TABBE-1: only a capture that clears the table
    tabbar = state.tabbar
    if tabbe:
        tabbar, tabbe_events = record_tabbe(state, player, rules, sides)
        events += tabbe_events
    mulles = state.mulles  # MULLE-S-7; one that clears the table is a tabbe too (MULLE-S-12)
    if rules.mulles and taken == (card,) and mulles is not None:
        mulles = tuple(n + (seat == player) for seat, n in enumerate(mulles))
        events.append({"type": "mulle", "player": player, "card": card, "mulles": mulles[player]})
    successor = evolve(
        state,
        hands=hands,
        table=table,
        captured=tuple(captured),
        tabbar=tabbar,
        mulles=mulles,
        last_capturer=player,
        last_play=LastPlay(player, card, taken, tabbe),
    )
    return successor, events


def record_tabbe(
    state: FishingState, player: int, rules: Rules, sides: Sides
) -> tuple[tuple[int, ...], list[Event]]:
    """The tabbar after a sweep by ``player``: recorded, not recorded (FIN-SWEEP-3/4,
    BYGG-VAR-5), or cancelled (FIN-SWEEP-2, BYGG-VAR-6)."""
    sweeps = rules.sweeps
    reason = None
    if sweeps.unmarked_by is not None:
        reason = sweeps.unmarked_by  # BYGG-VAR-5: tabbes are not marked at all
    elif sweeps.none_in_last_round and not state.stock:
        reason = "FIN-SWEEP-3"  # AKF-36: not recorded at all
    elif sweeps.none_at is not None and max(running_scores(state, sides, rules)) >= sweeps.none_at:
        reason = "FIN-SWEEP-4"  # AKF-35: judged on running scores before this capture
    if reason is not None:
        return state.tabbar, [
            {"type": "tabbe", "player": player, "recorded": False, "rule": reason}
        ]
    tabbar = list(state.tabbar)
    tabbar[player] += 1
    events: list[Event] = [{"type": "tabbe", "player": player, "tabbar": tabbar[player]}]
    playing = [seats for seats in sides if seats]
    if sweeps.cancellation and all(sum(tabbar[s] for s in seats) for seats in playing):
        for seats in playing:  # FIN-SWEEP-2 (BYGG-VAR-6): every side loses one
            seat = next(s for s in seats if tabbar[s])
            tabbar[seat] -= 1
        events.append(
            {"type": "sweeps_cancelled", "tabbar": list(tabbar), "rule": sweeps.cancellation_rule}
        )
    return tuple(tabbar), events


def credit(
    before: FishingState, after: FishingState, player: int, rules: Rules, sides: Sides
) -> tuple[FishingState, list[Event]]:
    """FIN-SCORE-2 / FIN-MATCH-1: the capture's storan, lillan and aces count at once; a side
    reaching the target wins during the deal (its credited points are the deal's row)."""
    side = side_of(sides, player)
    gained = running_scores(after, sides, rules)[side] - running_scores(before, sides, rules)[side]
    if not gained:
        return after, []
    running = running_scores(after, sides, rules)
    events: list[Event] = [
        {
            "type": "points_credited",
            "player": player,
            "side": side,
            "points": gained,
            "running": running[side],
            "rule": "FIN-SCORE-2",
        }
    ]
    target = rules.match.target
    if target is None or running[side] < target:
        return after, events
    row = tuple(r - s for r, s in zip(running, after.match.scores, strict=True))
    match = replace(
        after.match,
        scores=running,
        history=(*after.match.history, row),
        over=True,
        winners=(side,),
        decided_by="immediate_win",
    )
    finished = replace(
        after, to_move=None, phase=Phase.DEAL_OVER, match=match, ended_by="immediate_win"
    )
    events.append({"type": "match_over", "winners": [side], "by": "immediate_win"})
    return finished, events


def penalize(
    state: FishingState, player: int, penalty: Mapping[str, Any]
) -> tuple[FishingState, list[Event]]:
    """MISAR-FORCE-2: the play stands and the offender's deal score grows by the penalty."""
    assert state.penalties is not None
    points = int(penalty["points"])
    penalties = tuple(n + points * (seat == player) for seat, n in enumerate(state.penalties))
    event: Event = {"type": "penalty", "player": player, **penalty}
    return replace(state, penalties=penalties), [event]
