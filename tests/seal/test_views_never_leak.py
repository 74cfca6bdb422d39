"""A seat's view never depends on what that seat may not see.

For every game: random mid-deal states; for each seat, everything hidden from it is
reshuffled (other hands among themselves with counts kept, the stock's order and content, the
seeds) and its view must not change. Runs 1,000 states per game.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from service.api.families import FAMILIES
from service.core.verdict import IllegalMove
from service.games import GAMES
from service.games.femhundra.wire import events_view as femhundra_events
from service.games.femhundra.wire import move_to_plain as femhundra_move
from service.games.fishing.wire import events_view as fishing_events
from service.games.fishing.wire import move_to_plain as fishing_move
from service.games.tarot.wire import events_view as tarot_events
from service.games.tarot.wire import move_to_plain as tarot_move
from service.seal.keys import new_key_entry, parse_keys
from service.seal.token import Claims, seal
from tests.seal.playout import mid_deal_states
from tests.seal.reshuffle import reshuffle_hidden

#: The views as the API sends them (the engine's view plus fields derived from the state).
VIEWS = {name: family.view_plain for name, family in FAMILIES.items()}
STATES_PER_GAME = 1000
KEYS = parse_keys(new_key_entry("test"))


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_reshuffling_the_hidden_cards_leaves_every_view_unchanged(game: Any) -> None:
    view = VIEWS[game.family]
    rng = random.Random(game.id)
    checked = 0
    for state in mid_deal_states(game, seed=len(game.id), count=STATES_PER_GAME):
        for seat in range(state.players):
            shuffled = reshuffle_hidden(state, seat, rng)
            assert view(shuffled, seat) == view(state, seat), (game.id, seat)
        checked += 1
    assert checked == STATES_PER_GAME


def test_the_reshuffle_really_moves_hidden_cards() -> None:
    """Guard against a reshuffler that changes nothing (the property would then be empty)."""
    game = next(game for game in GAMES if game.id == "kasino")
    state = next(iter(mid_deal_states(game, seed=1, count=1)))
    moved = reshuffle_hidden(state, 0, random.Random(2))
    assert moved.hands[0] == state.hands[0]
    assert (moved.hands[1:], moved.stock) != (state.hands[1:], state.stock)
    assert sorted(c for h in moved.hands for c in h) + sorted(moved.stock) != []
    assert sorted([*sum(moved.hands, ()), *moved.stock]) == sorted(
        [*sum(state.hands, ()), *state.stock]
    )


EVENTS = {"fishing": fishing_events, "femhundra": femhundra_events, "tarot": tarot_events}
MOVES = {"fishing": fishing_move, "femhundra": femhundra_move, "tarot": tarot_move}
MOVES_PER_GAME = 300
#: Events after which a seat rightly learns hidden cards: a new round dealt from the stock (its
#: own new hand), a pile reshuffled into a new stock (its up-card), the deal's end (every hand
#: and the stock counted openly), a player found in default on a build, which the service
#: announces from the hands it sees (AKF-28, BYGG-PEN-1/4). Moves that cause them are left out
#: of the comparison.
REVEALING = frozenset(
    {"dealt", "reshuffled", "deal_over", "leftovers", "match_over", "default", "penalty"}
)


def cards_named(plain: Any) -> list[str]:
    """Every string in a move's plain form (card codes among them)."""
    if isinstance(plain, str):
        return [plain]
    if isinstance(plain, dict):
        return [card for value in plain.values() for card in cards_named(value)]
    if isinstance(plain, list):
        return [card for value in plain for card in cards_named(value)]
    return []


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_another_seats_move_shows_the_same_events_whatever_is_hidden(game: Any) -> None:
    """A move by seat m, seen by seat s: reshuffle what s may not see (keeping in m's hand the
    cards the move uses); the events as s sees them and s's view of the result are the same."""
    view, events_view, move_plain = VIEWS[game.family], EVENTS[game.family], MOVES[game.family]
    rng = random.Random(game.id)
    compared = 0
    for state in mid_deal_states(game, seed=len(game.id) + 1, count=MOVES_PER_GAME):
        mover = state.to_move
        move = rng.choice(game.legal_moves(state, 24).moves)
        hand = Counter(state.hands[mover])
        pins = {mover: list((Counter(cards_named(move_plain(move))) & hand).elements())}
        outcome = game.apply(state, move)
        for seat in range(state.players):
            if seat == mover:
                continue
            other = reshuffle_hidden(state, seat, rng, pins)
            try:
                shadow = game.apply(other, move)
            except IllegalMove:  # the rest of the mover's hand decided legality
                continue
            happened = {event["type"] for event in (*outcome.events, *shadow.events)}
            if happened & REVEALING:
                continue
            assert events_view(shadow.events, seat) == events_view(outcome.events, seat)
            assert view(shadow.state, seat) == view(outcome.state, seat)
            compared += 1
    assert compared >= MOVES_PER_GAME // 2


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_a_tokens_length_does_not_tell_the_hidden_cards(game: Any) -> None:
    """Every card of the deck is in some zone of a state, so reshuffling what a seat may not
    see keeps the token's length (docs/sealed-play.md)."""
    family = FAMILIES[game.family]

    def token_length(state: Any) -> int:
        plain = family.seal_state(state)
        plain["match"]["seed"] = 0  # a sealed deal's seeds are 0: the server seed shuffled it
        if "seed" in plain:
            plain["seed"] = 0
        return len(seal(KEYS, Claims(game.id, "d", 1, None, plain, {})))

    rng = random.Random(game.id)
    for state in mid_deal_states(game, seed=3, count=60):
        for seat in range(state.players):
            shuffled = reshuffle_hidden(state, seat, rng)
            assert token_length(shuffled) == token_length(state), (game.id, seat)
