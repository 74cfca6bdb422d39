"""One seeded deal of every game in the catalogue, played through the generated SDK alone.

What a client developer would write: deal, then legal-moves → apply until the deal is over (the
first move validated too), then the score and the next deal of the match, against the real
service over HTTP. The file is
checked with ``mypy --strict`` (test_client_typing): a call answers a union of the three
families' models, a ``Problem`` or ``None``, narrowed once with ``isinstance``; past that every
field the service always sends is a plain typed attribute, with no cast and no ``Unset`` check.
"""

from __future__ import annotations

import random
from typing import Protocol

import httpx
import pytest
from kortdomaren_client import Client
from kortdomaren_client.api.catalogue import list_games
from kortdomaren_client.api.play import apply, deal, legal_moves, next_deal, validate
from kortdomaren_client.api.scoring import score
from kortdomaren_client.models import (
    Catalogue,
    DealRequest,
    DealRequestOptions,
    FemhundraApplyResponse,
    FemhundraDealOverEvent,
    FemhundraDealResponse,
    FemhundraLegalMovesRequest,
    FemhundraLegalMovesResponse,
    FemhundraMoveRequest,
    FemhundraNextDealRequest,
    FemhundraNextDealResponse,
    FemhundraState,
    FemhundraStateRequest,
    FemhundraValidateResponse,
    FishingApplyResponse,
    FishingDealOverEvent,
    FishingDealResponse,
    FishingLegalMovesRequest,
    FishingLegalMovesResponse,
    FishingMoveRequest,
    FishingNextDealRequest,
    FishingNextDealResponse,
    FishingState,
    FishingStateRequest,
    FishingValidateResponse,
    GameId,
    Score,
    TarotApplyResponse,
    TarotDealOverEvent,
    TarotDealResponse,
    TarotLegalMovesRequest,
    TarotLegalMovesResponse,
    TarotMoveRequest,
    TarotNextDealRequest,
    TarotNextDealResponse,
    TarotState,
    TarotStateRequest,
    TarotValidateResponse,
)

SEED = 2024
LIMIT = 8  # moves listed per turn; the one played is drawn from them with SEED
#: next-deal takes its own request (it may carry new client seeds when sealed)
NEXT_DEAL: dict[type, type] = {
    FishingStateRequest: FishingNextDealRequest,
    FemhundraStateRequest: FemhundraNextDealRequest,
    TarotStateRequest: TarotNextDealRequest,
}
MAX_MOVES = 400  # a Mulle deal, the longest, takes about 100

# Players and options per game, in catalogue order. The options make every match last more
# than one deal, so that next-deal answers a deal (Mulle and misär matches are one deal by
# default).
PLAN: dict[GameId, tuple[int, dict[str, object]]] = {
    GameId.KASINO: (2, {}),
    GameId.KASINO_MISAR: (3, {"match": "elimination"}),
    GameId.DRAGKASINO: (2, {}),
    GameId.KASINO_FI: (4, {}),
    GameId.MULLE_SASSERSSON: (2, {"target": 200}),
    GameId.BYGGKASINO: (2, {}),
    GameId.MULLE_GLIMNE: (2, {"target": 200}),
    GameId.FEMHUNDRA: (3, {}),
    GameId.GAME_800: (4, {}),
    GameId.GAME_1000: (2, {}),
    GameId.GAME_150: (2, {}),
    GameId.FJABBE: (4, {}),
}


class Standing(Protocol):
    """What every family's match standing says (read-only, as the checks use it)."""

    @property
    def deal_number(self) -> int: ...
    @property
    def scores(self) -> list[int]: ...


class Dealt(Protocol):
    """What every family's state says about the deal: seats, dealer, turn, match."""

    @property
    def players(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def match(self) -> Standing: ...


@pytest.fixture(scope="module")
def client(server_url: str) -> Client:
    return Client(base_url=server_url, timeout=httpx.Timeout(30.0), raise_on_unexpected_status=True)


def test_the_plan_covers_the_catalogue(client: Client) -> None:
    catalogue = list_games.sync(client=client)
    assert isinstance(catalogue, Catalogue), catalogue
    assert [entry.id for entry in catalogue.games] == list(PLAN)
    for entry in catalogue.games:
        assert PLAN[entry.id][0] in entry.players


@pytest.mark.timeout(120)
@pytest.mark.parametrize("game", list(PLAN), ids=str)
def test_play_one_deal(client: Client, game: GameId) -> None:
    players, options = PLAN[game]
    request = DealRequest(players=players, seed=SEED, options=DealRequestOptions.from_dict(options))
    dealt = deal.sync(game, client=client, body=request)
    rng = random.Random(SEED)
    if isinstance(dealt, FishingDealResponse):
        play_fishing(client, game, dealt.state, rng)
    elif isinstance(dealt, FemhundraDealResponse):
        play_femhundra(client, game, dealt.state, rng)
    else:
        assert isinstance(dealt, TarotDealResponse), dealt
        play_tarot(client, game, dealt.state, rng)


def play_fishing(client: Client, game: GameId, state: FishingState, rng: random.Random) -> None:
    """The Kasino family, Mulle and Byggkasino."""
    for number in range(MAX_MOVES):
        listed = legal_moves.sync(
            game, client=client, body=FishingLegalMovesRequest(state=state, limit=LIMIT)
        )
        assert isinstance(listed, FishingLegalMovesResponse), listed
        assert listed.player == state.to_move
        move = FishingMoveRequest(state=state, move=rng.choice(listed.moves))
        if number == 0:  # a listed move is legal, as validate says
            judged = validate.sync(game, client=client, body=move)
            assert isinstance(judged, FishingValidateResponse), judged
            assert judged.legal, judged.violations
        applied = apply.sync(game, client=client, body=move)
        assert isinstance(applied, FishingApplyResponse), applied
        assert applied.events
        state = applied.state
        if applied.deal_over:
            over = [event for event in applied.events if isinstance(event, FishingDealOverEvent)]
            assert len(over) == 1
            finish(client, game, FishingStateRequest(state=state), state, over[0].totals)
            return
    raise AssertionError(f"{game}: the deal was not over after {MAX_MOVES} moves")


def play_femhundra(client: Client, game: GameId, state: FemhundraState, rng: random.Random) -> None:
    """Femhundra (500 Rummy): every step of a turn is a move."""
    for number in range(MAX_MOVES):
        listed = legal_moves.sync(
            game, client=client, body=FemhundraLegalMovesRequest(state=state, limit=LIMIT)
        )
        assert isinstance(listed, FemhundraLegalMovesResponse), listed
        assert listed.player == state.to_move
        move = FemhundraMoveRequest(state=state, move=rng.choice(listed.moves))
        if number == 0:  # a listed move is legal, as validate says
            judged = validate.sync(game, client=client, body=move)
            assert isinstance(judged, FemhundraValidateResponse), judged
            assert judged.legal, judged.violations
        applied = apply.sync(game, client=client, body=move)
        assert isinstance(applied, FemhundraApplyResponse), applied
        assert applied.events
        state = applied.state
        if applied.deal_over:
            over = [event for event in applied.events if isinstance(event, FemhundraDealOverEvent)]
            assert len(over) == 1
            finish(client, game, FemhundraStateRequest(state=state), state, over[0].totals)
            return
    raise AssertionError(f"{game}: the deal was not over after {MAX_MOVES} moves")


def play_tarot(client: Client, game: GameId, state: TarotState, rng: random.Random) -> None:
    """The tarot family: 800, 1000, 150 and Fjabbe."""
    for number in range(MAX_MOVES):
        listed = legal_moves.sync(
            game, client=client, body=TarotLegalMovesRequest(state=state, limit=LIMIT)
        )
        assert isinstance(listed, TarotLegalMovesResponse), listed
        assert listed.player == state.to_move
        move = TarotMoveRequest(state=state, move=rng.choice(listed.moves))
        if number == 0:  # a listed move is legal, as validate says
            judged = validate.sync(game, client=client, body=move)
            assert isinstance(judged, TarotValidateResponse), judged
            assert judged.legal, judged.violations
        applied = apply.sync(game, client=client, body=move)
        assert isinstance(applied, TarotApplyResponse), applied
        assert applied.events
        state = applied.state
        if applied.deal_over:
            over = [event for event in applied.events if isinstance(event, TarotDealOverEvent)]
            assert len(over) == 1
            finish(client, game, TarotStateRequest(state=state), state, over[0].totals)
            return
    raise AssertionError(f"{game}: the deal was not over after {MAX_MOVES} moves")


def finish(
    client: Client,
    game: GameId,
    body: FishingStateRequest | FemhundraStateRequest | TarotStateRequest,
    finished: Dealt,
    totals: list[int],
) -> None:
    """The score of the finished deal, then the next deal of the match."""
    assert finished.to_move is None
    scored = score.sync(game, client=client, body=body)
    assert isinstance(scored, Score), scored
    assert scored.totals == totals  # as the deal_over event said
    assert 1 <= len(scored.sides) <= finished.players
    assert len(scored.totals) == len(scored.sides)
    for side, total in enumerate(scored.totals):
        assert total == sum(item.points for item in scored.items if item.side == side)
    assert all(item.rule for item in scored.items)
    assert scored.match.deal_number == 1
    assert not scored.match.over

    following = next_deal.sync(game, client=client, body=NEXT_DEAL[type(body)](state=body.state))
    assert isinstance(
        following, FishingNextDealResponse | FemhundraNextDealResponse | TarotNextDealResponse
    ), following
    assert type(following.state) is type(finished)
    assert following.state.match.deal_number == 2
    assert following.state.dealer == (finished.dealer + 1) % finished.players
    assert following.state.match.scores == scored.match.scores
