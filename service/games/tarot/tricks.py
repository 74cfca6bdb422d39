"""Trick play: what a player must play (R800-PLAY-3 … 7) and who wins (R800-PLAY-8).

The obligations are a table per led category, tried in order: the first category the player
holds is the one he must play. Nothing else is enforced: no duty to head the trick or to
overtrump (R800-PLAY-10, AMBIGUITY A800-21).
"""

from __future__ import annotations

from collections.abc import Iterable

from service.core.cards import Card
from service.core.text import msg
from service.core.verdict import Violation
from service.games.tarot.deck import CATEGORY, FJONT, POWER, SNAPPHANE, SUITS, TRUMP, distinct
from service.games.tarot.state import Played

# Led category -> (category the player must play if he holds one, rule, code, wording), in order.
OBLIGATIONS: dict[str, tuple[tuple[str, str, str, str], ...]] = {
    **{
        suit: (
            (suit, "R800-PLAY-3", "must_follow_suit", msg("follow suit")),
            (TRUMP, "R800-PLAY-4", "must_trump", msg("play a trump when out of the led suit")),
        )
        for suit in SUITS
    },
    TRUMP: ((TRUMP, "R800-PLAY-6", "must_follow_trump", msg("follow a trump lead with a trump")),),
}


def led_card(trick: Iterable[Played]) -> Card | None:
    """The card that sets the trick's suit: the first one that is not the Fjønt.

    R800-FJ-3 (AMBIGUITY A800-18): after a Fjønt lead the next player's card sets the suit.
    """
    return next((p.card for p in trick if p.card != FJONT), None)


def obligation(
    hand: tuple[Card, ...], trick: tuple[Played, ...]
) -> tuple[str, str, str, str] | None:
    """The category the player must play (with its rule), or None when any card will do."""
    led = led_card(trick)
    if led is None:
        return None  # R800-PLAY-1 (free lead) / R800-FJ-3 (the card after a Fjønt lead)
    held = {CATEGORY[c] for c in hand}
    for duty in OBLIGATIONS[CATEGORY[led]]:
        if duty[0] in held:
            return duty
    return None  # R800-PLAY-5: neither the led suit nor a trump, so any card


def play_violation(
    hand: tuple[Card, ...], trick: tuple[Played, ...], card: Card
) -> Violation | None:
    """Why ``card`` may not be played from ``hand`` to ``trick`` (None when it may)."""
    if card == FJONT:
        return None  # R800-FJ-1 / R800-PLAY-7: the Fjønt may be played at any time
    duty = obligation(hand, trick)
    if duty is None or CATEGORY[card] == duty[0]:
        return None
    _, rule, code, wording = duty
    return Violation(
        rule,
        code,
        msg(
            "The card {card} may not be played: the player must {wording}.",
            card=card,
            wording=wording,
        ),
    )


def legal_plays(hand: tuple[Card, ...], trick: tuple[Played, ...]) -> tuple[Card, ...]:
    """The distinct cards that may be played, in deck order (one ``T1`` for all four)."""
    duty = obligation(hand, trick)
    if duty is None:
        return distinct(hand)
    return tuple(c for c in distinct(hand) if c == FJONT or CATEGORY[c] == duty[0])


def trick_winner(trick: tuple[Played, ...]) -> int:
    """R800-PLAY-8: the highest trump, else the highest card of the led suit wins.

    R800-RANK-4: among equal ``T1`` the one played last wins, hence ``>=``; no other two cards
    share a rank. R800-RANK-5 / R800-FJ-2: the Fjønt and off-suit cards never win.
    """
    led = led_card(trick)
    suit = CATEGORY[led] if led is not None else TRUMP
    best_seat, best = trick[0].seat, -1
    for played in trick:
        category = CATEGORY[played.card]
        if category not in (TRUMP, suit):
            continue
        power = POWER[played.card]
        if power > best or (power == best and played.card == SNAPPHANE):
            best_seat, best = played.seat, power
    return best_seat
