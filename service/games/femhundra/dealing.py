"""Dealing a hand and starting the next one of a match (R500-DEAL-*, R500-TURN-1, A500-01).

Cards go out one at a time, clockwise from the forehand (the source gives no dealing order;
any fixed order deals a uniformly random hand). The shuffle is ``shuffled(deck, seed)``, so a
seed gives the same hand in every process.
"""

from __future__ import annotations

from dataclasses import replace

from service.core.deal import SEED_LIMIT, derive_seed, shuffled
from service.core.verdict import InvalidInput, NotApplicable, Problem
from service.games.femhundra.cards import deck, sorted_hand
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import GAME_ID, FemhundraState, MatchState, Phase, Turn

PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5, 6)  # R500-SETUP-1

# R500-DEAL-1: cards per hand by player count (seven for everybody with R500-VAR-2).
HAND_SIZE: dict[int, int] = {2: 10, 3: 7, 4: 7, 5: 6, 6: 6}
SEVEN_CARDS = 7


def hand_size(players: int, options: FemhundraOptions) -> int:
    return SEVEN_CARDS if options.seven_cards_always else HAND_SIZE[players]


def _deal_problems(players: int, dealer: int, seed: int) -> list[Problem]:
    problems: list[Problem] = []
    if players not in PLAYER_COUNTS:
        problems.append(
            Problem(
                "/players", "invalid_players", "Femhundra is for 2 to 6 players.", "R500-SETUP-1"
            )
        )
    elif not 0 <= dealer < players:
        problems.append(
            Problem("/dealer", "invalid_seat", f"The dealer is a seat 0…{players - 1}.")
        )
    if not 0 <= seed < SEED_LIMIT:
        problems.append(Problem("/seed", "invalid_seed", "The seed is an integer in [0, 2**53)."))
    return problems


def deal_hand(
    players: int,
    options: FemhundraOptions,
    dealer: int,
    seed: int,
    match: MatchState | None = None,
) -> FemhundraState:
    """A new hand: hands, the stock and the up-card (R500-DEAL-1, R500-DEAL-2, R500-DEAL-3)."""
    problems = _deal_problems(players, dealer, seed)
    if match is not None and len(match.scores) != players:
        problems.append(Problem("/match/scores", "wrong_length", "One score per player."))
    if match is not None and match.over:
        problems.append(Problem("/match/over", "match_over", "The match is already over."))
    if problems:
        raise InvalidInput("invalid_request", problems)
    pack = shuffled(deck(options.use_joker), seed)
    size = hand_size(players, options)
    forehand = (dealer + 1) % players  # A500-01, R500-TURN-1
    hands = [
        sorted_hand(pack[k] for k in range(players * size) if (forehand + k) % players == seat)
        for seat in range(players)
    ]
    dealt = players * size
    return FemhundraState(
        game=GAME_ID,
        options=options,
        players=players,
        dealer=dealer,
        to_move=forehand,
        phase=Phase.DRAW,
        seed=seed,
        hands=tuple(hands),
        exposed=((),) * players,
        stock=tuple(pack[dealt + 1 :]),  # R500-DEAL-2, R500-DEAL-3: the rest face down
        pile=(pack[dealt],),  # the top card turned up: the up-card starts the pile
        table=(),
        turn=Turn(0),
        match=match if match is not None else MatchState(seed=seed, scores=(0,) * players),
        penalties=(0,) * players,
    )


def next_hand(state: FemhundraState) -> FemhundraState:
    """The next hand of the match: the deal passes clockwise (A500-01), scores carry over."""
    if not state.is_over:
        raise NotApplicable("deal_not_over", "Nobody has gone out yet; the hand is not over.")
    if state.match.over:
        raise NotApplicable("match_over", "Somebody has reached 500; the match is over.")
    number = state.match.deal_number + 1
    match = replace(state.match, deal_number=number)
    seed = derive_seed(state.match.seed, "deal", number)
    return deal_hand(state.players, state.options, (state.dealer + 1) % state.players, seed, match)
