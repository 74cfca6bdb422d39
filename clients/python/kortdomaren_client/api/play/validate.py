from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.femhundra_move_request import FemhundraMoveRequest
from ...models.femhundra_sealed_move_request import FemhundraSealedMoveRequest
from ...models.femhundra_validate_response import FemhundraValidateResponse
from ...models.fishing_move_request import FishingMoveRequest
from ...models.fishing_sealed_move_request import FishingSealedMoveRequest
from ...models.fishing_validate_response import FishingValidateResponse
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_move_request import TarotMoveRequest
from ...models.tarot_sealed_move_request import TarotSealedMoveRequest
from ...models.tarot_validate_response import TarotValidateResponse
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: FemhundraMoveRequest
    | FemhundraSealedMoveRequest
    | FishingMoveRequest
    | FishingSealedMoveRequest
    | TarotMoveRequest
    | TarotSealedMoveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/validate".format(
            game=quote(str(game), safe=""),
        ),
    }

    if isinstance(body, FishingMoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraMoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotMoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedMoveRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedMoveRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = FishingValidateResponse.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = FemhundraValidateResponse.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = TarotValidateResponse.from_dict(data)

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
) -> Response[FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem]:
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
    body: FemhundraMoveRequest
    | FemhundraSealedMoveRequest
    | FishingMoveRequest
    | FishingSealedMoveRequest
    | TarotMoveRequest
    | TarotSealedMoveRequest,
) -> Response[FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem]:
    """Judge a move

     Whether the move is legal, without applying it: the rules it breaks (each with its rule ID), or how
    a legal move was read.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraMoveRequest | FemhundraSealedMoveRequest | FishingMoveRequest |
            FishingSealedMoveRequest | TarotMoveRequest | TarotSealedMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem]
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
    body: FemhundraMoveRequest
    | FemhundraSealedMoveRequest
    | FishingMoveRequest
    | FishingSealedMoveRequest
    | TarotMoveRequest
    | TarotSealedMoveRequest,
) -> FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem | None:
    """Judge a move

     Whether the move is legal, without applying it: the rules it breaks (each with its rule ID), or how
    a legal move was read.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraMoveRequest | FemhundraSealedMoveRequest | FishingMoveRequest |
            FishingSealedMoveRequest | TarotMoveRequest | TarotSealedMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem
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
    body: FemhundraMoveRequest
    | FemhundraSealedMoveRequest
    | FishingMoveRequest
    | FishingSealedMoveRequest
    | TarotMoveRequest
    | TarotSealedMoveRequest,
) -> Response[FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem]:
    """Judge a move

     Whether the move is legal, without applying it: the rules it breaks (each with its rule ID), or how
    a legal move was read.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraMoveRequest | FemhundraSealedMoveRequest | FishingMoveRequest |
            FishingSealedMoveRequest | TarotMoveRequest | TarotSealedMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem]
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
    body: FemhundraMoveRequest
    | FemhundraSealedMoveRequest
    | FishingMoveRequest
    | FishingSealedMoveRequest
    | TarotMoveRequest
    | TarotSealedMoveRequest,
) -> FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem | None:
    """Judge a move

     Whether the move is legal, without applying it: the rules it breaks (each with its rule ID), or how
    a legal move was read.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraMoveRequest | FemhundraSealedMoveRequest | FishingMoveRequest |
            FishingSealedMoveRequest | TarotMoveRequest | TarotSealedMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraValidateResponse | FishingValidateResponse | TarotValidateResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
