"""Every game deals from an order made outside it (a provably fair shuffle) exactly as it
deals from its own seeded shuffle of the same order."""

from __future__ import annotations

import pytest

from service.core.deal import shuffled
from service.games import GAMES
from service.seal import fair


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_an_order_deals_like_the_seed_that_made_it(game) -> None:  # type: ignore[no-untyped-def]
    players = game.player_counts[0]
    options = game.resolve_options({}, players)
    seeded = game.deal(players, options, 0, 1234)
    ordered = game.deal(players, options, 0, 1234, None, shuffled(game.pack(options), 1234))
    assert ordered == seeded


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_a_fair_order_is_what_gets_dealt(game) -> None:  # type: ignore[no-untyped-def]
    players = game.player_counts[-1]
    options = game.resolve_options({}, players)
    pack = game.pack(options)
    first = fair.shuffle(pack, bytes(32), 1, ["a"])
    second = fair.shuffle(pack, bytes(32), 1, ["b"])
    one = game.deal(players, options, 0, 0, None, first)
    two = game.deal(players, options, 0, 0, None, second)
    assert one != two
    assert one == game.deal(players, options, 0, 0, None, first)
    assert not game.check_state(one)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_an_order_that_is_not_the_deck_is_refused(game) -> None:  # type: ignore[no-untyped-def]
    players = game.player_counts[0]
    options = game.resolve_options({}, players)
    pack = list(game.pack(options))
    with pytest.raises(ValueError, match="permutation"):
        game.deal(players, options, 0, 0, None, pack[:-1] + pack[:1])
