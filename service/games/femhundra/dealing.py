"""Dealing a hand and starting the next one of a match (R500-DEAL-*, R500-TURN-1, A500-01).

Cards go out one at a time, clockwise from the forehand (the source gives no dealing order;
any fixed order deals a uniformly random hand). The shuffle is ``shuffled(deck, seed)``, so a
seed gives the same hand in every process.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from service.core.cards import Card
from service.core.deal import SEED_LIMIT, derive_seed, pack_to_deal
from service.core.text import msg
from service.core.verdict import InvalidInput, NotApplicable, Problem
from service.games.femhundra.cards import deck, sorted_hand
from service.games.femhundra.options import TARGET, FemhundraOptions
from service.games.femhundra.scoring import deciding_hand
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
                "/players",
                "invalid_players",
                msg("Femhundra is for 2 to 6 players."),
                "R500-SETUP-1",
            )
        )
    elif not 0 <= dealer < players:
        problems.append(
            Problem(
                "/dealer",
                "invalid_seat",
                msg("The dealer is a seat 0…{players}.", players=players - 1),
            )
        )
    if not 0 <= seed < SEED_LIMIT:
        problems.append(
            Problem("/seed", "invalid_seed", msg("The seed is an integer in [0, 2**53)."))
        )
    return problems


def decided_problem(history: Sequence[Sequence[int]], pointer: str) -> Problem | None:
    """R500-GAME-1: the problem of a hand dealt after ``history`` when a row of it already
    decided the match (:func:`scoring.deciding_hand`), pointing at that row; else None."""
    decided = deciding_hand(history)
    if decided is None:
        return None
    return Problem(
        f"{pointer}/{decided}",
        "match_over",
        msg(
            "After hand {decided} a player had 500 or more: the match was over and no "
            "further hand is dealt.",
            decided=decided + 1,
        ),
        "R500-GAME-1",
    )


def match_problems(match: MatchState, players: int, pointer: str = "/match") -> list[Problem]:
    """Why a hand cannot be dealt in ``match``: a score sheet that is not one row of one score
    per player for every finished hand, or a match some row already decided (R500-GAME-1).

    Whether the match is over is judged row by row by the game's own decision
    (:func:`scoring.deciding_hand`), so a history that reached 500 and later fell back below it
    is over too: the first to reach 500 has won.
    """
    problems: list[Problem] = []
    if not 0 <= match.seed < SEED_LIMIT:
        problems.append(
            Problem(f"{pointer}/seed", "invalid_seed", msg("The seed is an integer in [0, 2**53)."))
        )
    if match.target != TARGET:
        problems.append(
            Problem(
                f"{pointer}/target",
                "wrong_target",
                msg("The match is played to 500."),
                "R500-GAME-1",
            )
        )
    if len(match.scores) != players:
        problems.append(
            Problem(
                f"{pointer}/scores",
                "wrong_length",
                msg("One score per player ({players}).", players=players),
            )
        )
    ragged = [
        Problem(
            f"{pointer}/history/{number}",
            "wrong_length",
            msg("Each row of the history has one score per player ({players}).", players=players),
        )
        for number, row in enumerate(match.history)
        if len(row) != players
    ]
    problems += ragged
    if problems:
        return problems
    if match.deal_number != len(match.history) + 1:
        problems.append(
            Problem(
                f"{pointer}/deal_number",
                "wrong_deal_number",
                msg("The hand dealt follows the finished hands of the history."),
                "R500-DEAL-4",
            )
        )
    sums = tuple(sum(row[seat] for row in match.history) for seat in range(players))
    if match.scores != sums:
        problems.append(
            Problem(
                f"{pointer}/scores",
                "wrong_total",
                msg("Scores are the sums of the hands in the history."),
                "R500-DEAL-4",
            )
        )
    decided = decided_problem(match.history, f"{pointer}/history")
    if decided is not None:
        problems.append(decided)
    elif match.over:
        problems.append(
            Problem(
                f"{pointer}/over", "match_over", msg("The match is already over."), "R500-GAME-1"
            )
        )
    elif match.winners is not None or match.decided_by is not None:
        problems.append(
            Problem(
                f"{pointer}/winners",
                "wrong_result",
                msg("A match that goes on has no winners yet."),
                "R500-GAME-1",
            )
        )
    return problems


def continue_match(players: int, seed: int, history: Sequence[Sequence[int]]) -> MatchState:
    """The match a new hand continues, from the finished hands' points per seat (the deals
    request's ``match.history``); refused like :func:`deal_hand` refuses it."""
    rows = tuple(tuple(row) for row in history)
    scores = (
        tuple(sum(row[seat] for row in rows) for seat in range(players))
        if all(len(row) == players for row in rows)
        else (0,) * players
    )
    match = MatchState(seed=seed, deal_number=len(rows) + 1, scores=scores, history=rows)
    problems = match_problems(match, players)
    if problems:
        raise InvalidInput("invalid_request", problems)
    return match


def deal_hand(
    players: int,
    options: FemhundraOptions,
    dealer: int,
    seed: int,
    match: MatchState | None = None,
    order: Sequence[Card] | None = None,
) -> FemhundraState:
    """A new hand: hands, the stock and the up-card (R500-DEAL-1, R500-DEAL-2, R500-DEAL-3),
    from ``order`` where the shuffle was made outside (a provably fair deal)."""
    problems = _deal_problems(players, dealer, seed)
    if match is not None and players in PLAYER_COUNTS:
        problems += match_problems(match, players)
    if problems:
        raise InvalidInput("invalid_request", problems)
    pack = pack_to_deal(deck(options.use_joker), seed, order)
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


def next_hand(state: FemhundraState, order: Sequence[Card] | None = None) -> FemhundraState:
    """The next hand of the match: the deal passes clockwise (A500-01), scores carry over."""
    if not state.is_over:
        raise NotApplicable("deal_not_over", msg("Nobody has gone out yet; the hand is not over."))
    if state.match.over:
        raise NotApplicable("match_over", msg("Somebody has reached 500; the match is over."))
    number = state.match.deal_number + 1
    match = replace(state.match, deal_number=number)
    seed = derive_seed(state.match.seed, "deal", number)
    dealer = (state.dealer + 1) % state.players
    return deal_hand(state.players, state.options, dealer, seed, match, order)
