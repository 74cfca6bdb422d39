from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.femhundra_sealed_suggest_request import FemhundraSealedSuggestRequest
from ...models.femhundra_suggest_request import FemhundraSuggestRequest
from ...models.femhundra_suggest_response import FemhundraSuggestResponse
from ...models.fishing_sealed_suggest_request import FishingSealedSuggestRequest
from ...models.fishing_suggest_request import FishingSuggestRequest
from ...models.fishing_suggest_response import FishingSuggestResponse
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_sealed_suggest_request import TarotSealedSuggestRequest
from ...models.tarot_suggest_request import TarotSuggestRequest
from ...models.tarot_suggest_response import TarotSuggestResponse
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: FemhundraSealedSuggestRequest
    | FemhundraSuggestRequest
    | FishingSealedSuggestRequest
    | FishingSuggestRequest
    | TarotSealedSuggestRequest
    | TarotSuggestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/suggest".format(
            game=quote(str(game), safe=""),
        ),
    }

    if isinstance(body, FishingSuggestRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSuggestRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotSuggestRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedSuggestRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedSuggestRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = FishingSuggestResponse.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = FemhundraSuggestResponse.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = TarotSuggestResponse.from_dict(data)

            return response_200_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: FemhundraSealedSuggestRequest
    | FemhundraSuggestRequest
    | FishingSealedSuggestRequest
    | FishingSuggestRequest
    | TarotSealedSuggestRequest
    | TarotSuggestRequest,
) -> Response[FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem]:
    """Suggest a move

     A computer player's move for the seat to move, chosen from what that seat may see (the hidden cards
    are dealt anew before it looks): `random`, `greedy` (the best immediate gain by the game's scoring)
    or `search` (the best average margin at the end of the deal over sampled deals, within `budget_ms`).
    The same view and `seed` give the same move, for `search` when it finishes before its deadline
    (docs/bots.md).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedSuggestRequest | FemhundraSuggestRequest |
            FishingSealedSuggestRequest | FishingSuggestRequest | TarotSealedSuggestRequest |
            TarotSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: FemhundraSealedSuggestRequest
    | FemhundraSuggestRequest
    | FishingSealedSuggestRequest
    | FishingSuggestRequest
    | TarotSealedSuggestRequest
    | TarotSuggestRequest,
) -> FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem | None:
    """Suggest a move

     A computer player's move for the seat to move, chosen from what that seat may see (the hidden cards
    are dealt anew before it looks): `random`, `greedy` (the best immediate gain by the game's scoring)
    or `search` (the best average margin at the end of the deal over sampled deals, within `budget_ms`).
    The same view and `seed` give the same move, for `search` when it finishes before its deadline
    (docs/bots.md).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedSuggestRequest | FemhundraSuggestRequest |
            FishingSealedSuggestRequest | FishingSuggestRequest | TarotSealedSuggestRequest |
            TarotSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem
    """

    return sync_detailed(
        game=game,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: FemhundraSealedSuggestRequest
    | FemhundraSuggestRequest
    | FishingSealedSuggestRequest
    | FishingSuggestRequest
    | TarotSealedSuggestRequest
    | TarotSuggestRequest,
) -> Response[FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem]:
    """Suggest a move

     A computer player's move for the seat to move, chosen from what that seat may see (the hidden cards
    are dealt anew before it looks): `random`, `greedy` (the best immediate gain by the game's scoring)
    or `search` (the best average margin at the end of the deal over sampled deals, within `budget_ms`).
    The same view and `seed` give the same move, for `search` when it finishes before its deadline
    (docs/bots.md).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedSuggestRequest | FemhundraSuggestRequest |
            FishingSealedSuggestRequest | FishingSuggestRequest | TarotSealedSuggestRequest |
            TarotSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
    body: FemhundraSealedSuggestRequest
    | FemhundraSuggestRequest
    | FishingSealedSuggestRequest
    | FishingSuggestRequest
    | TarotSealedSuggestRequest
    | TarotSuggestRequest,
) -> FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem | None:
    """Suggest a move

     A computer player's move for the seat to move, chosen from what that seat may see (the hidden cards
    are dealt anew before it looks): `random`, `greedy` (the best immediate gain by the game's scoring)
    or `search` (the best average margin at the end of the deal over sampled deals, within `budget_ms`).
    The same view and `seed` give the same move, for `search` when it finishes before its deadline
    (docs/bots.md).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedSuggestRequest | FemhundraSuggestRequest |
            FishingSealedSuggestRequest | FishingSuggestRequest | TarotSealedSuggestRequest |
            TarotSuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraSuggestResponse | FishingSuggestResponse | TarotSuggestResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
