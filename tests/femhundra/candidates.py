"""Random move candidates, legal or not, to cross-check ``validate`` against ``legal_moves``.

They are biased towards near misses (cards of the hand, fitting ranks and suits, real
combination ids) so that both legal and illegal candidates occur often. ``key`` normalises a
move so that a candidate and a listed move compare equal exactly when they are the same move.
"""

from __future__ import annotations

import random
from typing import Any

from service.core.cards import STANDARD_DECK
from service.games.femhundra.cards import JOKER, Card, card_key, make_card, rank_number
from service.games.femhundra.melds import extension
from service.games.femhundra.state import End, FemhundraState, Kind, Move, MoveType, Source


def _near(card: Card, rng: random.Random) -> Card:
    """A card of the same rank or a nearby card of the same suit."""
    if rng.random() < 0.5:
        return make_card(rank_number(card), rng.choice("SHDC"))
    return make_card(rank_number(card) + rng.choice((-2, -1, 1, 2, 3)), card[-1])


def _declare(cards: list[Card], rng: random.Random) -> Card | None:
    naturals = [card for card in cards if card != JOKER]
    if JOKER not in cards:
        return rng.choice(STANDARD_DECK) if rng.random() < 0.05 else None
    if not naturals or rng.random() < 0.05:
        return None if rng.random() < 0.5 else rng.choice(STANDARD_DECK)
    return _near(rng.choice(naturals), rng)


def _lay_off_cards(
    state: FemhundraState, hand: list[Card], rng: random.Random
) -> tuple[str, list[Card], End | None]:
    if not state.table or rng.random() < 0.1:
        return "m99", rng.sample(hand, 1), None
    combo = rng.choice(state.table)
    end = rng.choice((End.LOW, End.HIGH)) if combo.kind is Kind.RUN else None
    if combo.kind is Kind.RUN and rng.random() < 0.8:
        assert end is not None
        wanted = list(extension(combo.effective, end, rng.randint(1, 3)))
        cards = [card if card in hand else JOKER for card in wanted]
    else:
        cards = rng.sample(hand, min(len(hand), rng.randint(1, 2)))
    return combo.id, list(dict.fromkeys(cards)), end


def candidate(state: FemhundraState, rng: random.Random) -> Move:
    seat = state.to_move if state.to_move is not None else 0
    player = seat if rng.random() < 0.8 else rng.randrange(state.players)
    hand = list(state.hands[seat]) or ["2S"]
    kind = rng.choice(list(MoveType))
    fields: dict[str, Any] = {}
    if kind is MoveType.DRAW:
        fields["source"] = rng.choice(list(Source))
    elif kind is MoveType.MELD:
        base = rng.choice([card for card in hand if card != JOKER] or ["2S"])
        pool = [*hand, _near(base, rng), _near(base, rng)]
        cards = list(dict.fromkeys([base, *rng.sample(pool, min(len(pool), rng.randint(1, 4)))]))
        fields["cards"] = tuple(cards)
        fields["joker_as"] = _declare(cards, rng)
    elif kind is MoveType.LAY_OFF:
        target, cards, end = _lay_off_cards(state, hand, rng)
        fields.update(target=target, cards=tuple(cards), end=end, joker_as=_declare(cards, rng))
    elif kind in (MoveType.SWAP_JOKER, MoveType.DISCARD):
        fields["card"] = rng.choice([*hand, rng.choice(STANDARD_DECK)])
    elif kind is MoveType.CLAIM:
        card = state.pile[-1] if state.pile and rng.random() < 0.9 else rng.choice(STANDARD_DECK)
        target, _, end = _lay_off_cards(state, hand, rng)
        joker_as = _declare([card], rng) if card == JOKER else None
        fields.update(card=card, target=target, end=end, joker_as=joker_as)
    return Move(kind, player, **fields)


def key(state: FemhundraState, move: Move) -> tuple[Any, ...]:
    kind, source = move.type, move.source
    if kind is MoveType.TAKE_PILE and state.pile and (len(state.pile) == 1 or not state.stock):
        kind, source = MoveType.DRAW, Source.PILE  # R500-PILE-6: the same move as a top draw
    return (
        kind,
        move.player,
        source,
        tuple(sorted(move.cards, key=card_key)),
        move.card,
        move.joker_as,
        move.target,
        move.end,
        move.ace,
        move.reshuffle,
    )
