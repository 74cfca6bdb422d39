"""Dealing in packets of five and the discard schedule of each variant.

R800-DEAL-1 (and R1000-2/4, R150-2, RFJB-2): packets of five, counter-clockwise from the
forehand (seat numbers follow the direction of play, R800-SEAT-2), then the dealer's extra cards.
The undealt rest is the stock, next card first: 1000 deals it in its second stage, 150 and
Fjabbe leave it out of play (R150-3, RFJB-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from service.core.cards import Card
from service.core.game import Event
from service.games.tarot.deck import sorted_cards
from service.games.tarot.state import Phase, TarotState, evolve
from service.games.tarot.variants import PACKET, Stage, Variant


@dataclass(frozen=True, slots=True)
class ScheduledDiscard:
    """A discard step of a deal: ``seat`` lays ``count`` away and then holds ``total`` away."""

    stage: int
    seat: int
    count: int
    total: int
    rule: str
    forbidden_rule: str


def seats_from_forehand(players: int, dealer: int) -> list[int]:
    """R800-SEAT-3: dealing order, the forehand (dealer + 1) first and the dealer last."""
    return [(dealer + 1 + k) % players for k in range(players)]


def deal_stage(
    pack: tuple[Card, ...], players: int, dealer: int, stage: Stage
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The cards each seat receives in one dealing (in deck order), and the undealt rest."""
    received: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    for _ in range(stage.each // PACKET):
        for seat in seats_from_forehand(players, dealer):
            received[seat] += pack[position : position + PACKET]
            position += PACKET
    received[dealer] += pack[position : position + stage.dealer_extra]
    position += stage.dealer_extra
    return tuple(sorted_cards(cards) for cards in received), pack[position:]


def schedule(variant: Variant, dealer: int) -> tuple[ScheduledDiscard, ...]:
    """Every discard step of a deal in order, with each seat's running total."""
    totals = [0] * variant.players
    steps: list[ScheduledDiscard] = []
    for number, stage in enumerate(variant.stages, start=1):
        for step in stage.discards:
            seat = (dealer + step.offset) % variant.players
            totals[seat] += step.count
            steps.append(
                ScheduledDiscard(
                    number, seat, step.count, totals[seat], step.rule, step.forbidden_rule
                )
            )
    return tuple(steps)


def current_discard(variant: Variant, state: TarotState) -> ScheduledDiscard | None:
    """The discard step due in the state's stage, or None once that stage's discards are made."""
    for step in schedule(variant, state.dealer):
        if step.stage == state.stage and len(state.discards[step.seat]) < step.total:
            return step
    return None


def after_discards(variant: Variant, state: TarotState) -> tuple[TarotState, list[Event]]:
    """Where a deal goes once no discard of its stage is due: next stage, or trick 1."""
    due = current_discard(variant, state)
    if due is not None:
        return evolve(state, phase=Phase.DISCARD, to_move=due.seat), []
    if state.stage < len(variant.stages):
        stage = variant.stages[state.stage]
        received, stock = deal_stage(state.stock, state.players, state.dealer, stage)
        hands = tuple(
            sorted_cards((*hand, *new)) for hand, new in zip(state.hands, received, strict=True)
        )
        dealt = evolve(state, stage=state.stage + 1, hands=hands, stock=stock)
        event: Event = {
            "type": "dealt",
            "stage": dealt.stage,
            "cards": [len(new) for new in received],
            "rule": stage.rule,
        }
        following, events = after_discards(variant, dealt)
        return following, [event, *events]
    # R800-PLAY-1 / R1000-6: the forehand leads to trick 1.
    return evolve(state, phase=Phase.PLAY, to_move=state.forehand), []
