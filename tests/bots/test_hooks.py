"""Every game's bot hooks (``game.bot_hooks``, service/core/insight.py) as the bots rely on them.

- ``world`` keeps what the seat sees (its hand, who is to move, every hand's size), deals the
  others' cards anew and depends only on the seat's view: two states the seat cannot tell
  apart give the same world for the same generator (a world need not pass ``check_state``:
  what play has shown of a hand, a void or a build's holding duty, is not kept);
- ``describe`` says the same through the game's hooks as through the states alone (the path
  that has no game at hand, as the API's redaction of another seat's move).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.bots.describe import describe
from service.core.insight import described
from service.games import GAMES
from tests.seal.playout import mid_deal_states
from tests.seal.reshuffle import reshuffle_hidden

STATES = 16


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_a_world_keeps_the_seats_view_and_depends_on_it_alone(game: Any) -> None:
    hooks = game.bot_hooks
    redealt = 0
    for index, state in enumerate(mid_deal_states(game, seed=23, count=STATES)):
        seat = state.to_move
        sample = hooks.world(state, seat, random.Random(index))
        assert sample.to_move == seat and sample.hands[seat] == state.hands[seat]
        assert [len(hand) for hand in sample.hands] == [len(hand) for hand in state.hands]
        redealt += sample.hands != state.hands
        shuffled = reshuffle_hidden(state, seat, random.Random(f"other:{index}"))
        assert hooks.world(shuffled, seat, random.Random(index)) == sample, (game.id, index)
    assert redealt, f"{game.id}: no world dealt another seat's cards anew"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_a_move_reads_the_same_with_or_without_the_game(game: Any) -> None:
    seen = set()
    for state in mid_deal_states(game, seed=29, count=STATES):
        for move in game.legal_moves(state, 6).moves:
            after = game.apply(state, move).state
            words = describe(move, state, after, game)
            alone = describe(move, state, after)
            assert (words, words.template) == (alone, alone.template), (game.id, move)
            assert words != "Plays", (game.id, move)  # the family's words, not the fallback
            seen.add(words.template)
    assert len(seen) >= 2, (game.id, seen)


def test_a_state_of_no_known_family_is_described_as_a_play() -> None:
    assert described(object(), object(), object()) == "Plays"
