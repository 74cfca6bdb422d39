from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.femhundra_legal_moves_request import FemhundraLegalMovesRequest
from ...models.femhundra_legal_moves_response import FemhundraLegalMovesResponse
from ...models.femhundra_sealed_legal_moves_request import FemhundraSealedLegalMovesRequest
from ...models.fishing_legal_moves_request import FishingLegalMovesRequest
from ...models.fishing_legal_moves_response import FishingLegalMovesResponse
from ...models.fishing_sealed_legal_moves_request import FishingSealedLegalMovesRequest
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_legal_moves_request import TarotLegalMovesRequest
from ...models.tarot_legal_moves_response import TarotLegalMovesResponse
from ...models.tarot_sealed_legal_moves_request import TarotSealedLegalMovesRequest
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: FemhundraLegalMovesRequest
    | FemhundraSealedLegalMovesRequest
    | FishingLegalMovesRequest
    | FishingSealedLegalMovesRequest
    | TarotLegalMovesRequest
    | TarotSealedLegalMovesRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/legal-moves".format(
            game=quote(str(game), safe=""),
        ),
    }

    if isinstance(body, FishingLegalMovesRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraLegalMovesRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotLegalMovesRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedLegalMovesRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedLegalMovesRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = FishingLegalMovesResponse.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = FemhundraLegalMovesResponse.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = TarotLegalMovesResponse.from_dict(data)

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem]:
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
    body: FemhundraLegalMovesRequest
    | FemhundraSealedLegalMovesRequest
    | FishingLegalMovesRequest
    | FishingSealedLegalMovesRequest
    | TarotLegalMovesRequest
    | TarotSealedLegalMovesRequest,
) -> Response[FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem]:
    """List the legal moves

     Every legal move of the player to move, in a deterministic order and cut at `limit`; each is
    directly usable with apply. `count` is the total (a lower bound, with `count_exact` false, where
    counting stops at its work budget).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraLegalMovesRequest | FemhundraSealedLegalMovesRequest |
            FishingLegalMovesRequest | FishingSealedLegalMovesRequest | TarotLegalMovesRequest |
            TarotSealedLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem]
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
    body: FemhundraLegalMovesRequest
    | FemhundraSealedLegalMovesRequest
    | FishingLegalMovesRequest
    | FishingSealedLegalMovesRequest
    | TarotLegalMovesRequest
    | TarotSealedLegalMovesRequest,
) -> FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem | None:
    """List the legal moves

     Every legal move of the player to move, in a deterministic order and cut at `limit`; each is
    directly usable with apply. `count` is the total (a lower bound, with `count_exact` false, where
    counting stops at its work budget).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraLegalMovesRequest | FemhundraSealedLegalMovesRequest |
            FishingLegalMovesRequest | FishingSealedLegalMovesRequest | TarotLegalMovesRequest |
            TarotSealedLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem
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
    body: FemhundraLegalMovesRequest
    | FemhundraSealedLegalMovesRequest
    | FishingLegalMovesRequest
    | FishingSealedLegalMovesRequest
    | TarotLegalMovesRequest
    | TarotSealedLegalMovesRequest,
) -> Response[FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem]:
    """List the legal moves

     Every legal move of the player to move, in a deterministic order and cut at `limit`; each is
    directly usable with apply. `count` is the total (a lower bound, with `count_exact` false, where
    counting stops at its work budget).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraLegalMovesRequest | FemhundraSealedLegalMovesRequest |
            FishingLegalMovesRequest | FishingSealedLegalMovesRequest | TarotLegalMovesRequest |
            TarotSealedLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem]
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
    body: FemhundraLegalMovesRequest
    | FemhundraSealedLegalMovesRequest
    | FishingLegalMovesRequest
    | FishingSealedLegalMovesRequest
    | TarotLegalMovesRequest
    | TarotSealedLegalMovesRequest,
) -> FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem | None:
    """List the legal moves

     Every legal move of the player to move, in a deterministic order and cut at `limit`; each is
    directly usable with apply. `count` is the total (a lower bound, with `count_exact` false, where
    counting stops at its work budget).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraLegalMovesRequest | FemhundraSealedLegalMovesRequest |
            FishingLegalMovesRequest | FishingSealedLegalMovesRequest | TarotLegalMovesRequest |
            TarotSealedLegalMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraLegalMovesResponse | FishingLegalMovesResponse | TarotLegalMovesResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
