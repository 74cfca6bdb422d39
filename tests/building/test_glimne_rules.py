"""Mulle (Glimne) rules not covered by the worked examples: the double deck (MULLE-G-2),
builds captured only whole (MULLE-G-5) and the leftovers (MULLE-G-11), on real deals."""

from __future__ import annotations

import random
from collections import Counter

from service.core.cards import STANDARD_DECK
from service.games import find_game
from service.games.fishing.state import FishingMove, Phase

GLIMNE = find_game("mulle-glimne")
assert GLIMNE is not None


def test_mulle_g_2_two_packs_every_code_twice() -> None:
    assert Counter(GLIMNE.deck) == Counter(dict.fromkeys(STANDARD_DECK, 2))
    state = GLIMNE.deal(2, GLIMNE.resolve_options({}, 2), 0, 42)
    zones = (*state.hands, state.table.cards, state.stock)
    assert sum(map(len, zones)) == 104 and len(state.table.cards) == 8


def test_mulle_g_5_builds_are_captured_whole_at_their_value() -> None:
    """Play until a build lies on the table: only cards of its exact value list it."""
    for seed in range(200):
        state = GLIMNE.deal(2, GLIMNE.resolve_options({}, 2), 0, seed)
        rng = random.Random(seed)
        while state.phase is Phase.PLAY and not state.table.builds:
            moves = GLIMNE.legal_moves(state, 500).moves
            builds = [m for m in moves if m.build is not None]
            state = GLIMNE.apply(state, rng.choice(builds or list(moves))).state
        if state.table.builds:
            break
    build = state.table.builds[0]
    taking = [
        move
        for move in GLIMNE.legal_moves(state, 10_000).moves
        if move.capture is not None and build.id in move.capture
    ]
    assert all(GLIMNE.validate(state, m).interpretation["value"] == build.value for m in taking)
    player = state.to_move
    assert player is not None
    loose_part = next(iter(build.cards))
    verdict = GLIMNE.validate(
        state, FishingMove(player, state.hands[player][0], capture=(loose_part,))
    )
    assert not verdict.legal  # a card inside a build is never taken on its own


def test_mulle_g_11_leftovers_to_the_last_capturer_without_a_point() -> None:
    state = GLIMNE.deal(2, GLIMNE.resolve_options({}, 2), 0, 7)
    rng = random.Random(7)
    events = []
    while state.phase is Phase.PLAY:
        outcome = GLIMNE.apply(state, rng.choice(GLIMNE.legal_moves(state, 200).moves))
        events += outcome.events
        state = outcome.state
    leftovers = [e for e in events if e["type"] == "leftovers"]
    assert leftovers and leftovers[0]["player"] == state.last_capturer
    codes = {item.code for item in GLIMNE.score(state).items}
    assert not codes & {"sistan", "most_cards", "most_spades"}
