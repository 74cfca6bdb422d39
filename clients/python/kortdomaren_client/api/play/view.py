from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.femhundra_sealed_view_request import FemhundraSealedViewRequest
from ...models.femhundra_view_request import FemhundraViewRequest
from ...models.femhundra_view_response import FemhundraViewResponse
from ...models.fishing_sealed_view_request import FishingSealedViewRequest
from ...models.fishing_view_request import FishingViewRequest
from ...models.fishing_view_response import FishingViewResponse
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_sealed_view_request import TarotSealedViewRequest
from ...models.tarot_view_request import TarotViewRequest
from ...models.tarot_view_response import TarotViewResponse
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: FemhundraSealedViewRequest
    | FemhundraViewRequest
    | FishingSealedViewRequest
    | FishingViewRequest
    | TarotSealedViewRequest
    | TarotViewRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/view".format(
            game=quote(str(game), safe=""),
        ),
    }

    if isinstance(body, FishingViewRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraViewRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotViewRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedViewRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedViewRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> FemhundraViewResponse | FishingViewResponse | TarotViewResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = FishingViewResponse.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = FemhundraViewResponse.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = TarotViewResponse.from_dict(data)

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
) -> Response[FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem]:
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
    body: FemhundraSealedViewRequest
    | FemhundraViewRequest
    | FishingSealedViewRequest
    | FishingViewRequest
    | TarotSealedViewRequest
    | TarotViewRequest,
) -> Response[FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem]:
    """Show one player's view

     What one seat may see: its own hand, the other hands and the stock as counts only, and no seed.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedViewRequest | FemhundraViewRequest | FishingSealedViewRequest |
            FishingViewRequest | TarotSealedViewRequest | TarotViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem]
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
    body: FemhundraSealedViewRequest
    | FemhundraViewRequest
    | FishingSealedViewRequest
    | FishingViewRequest
    | TarotSealedViewRequest
    | TarotViewRequest,
) -> FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem | None:
    """Show one player's view

     What one seat may see: its own hand, the other hands and the stock as counts only, and no seed.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedViewRequest | FemhundraViewRequest | FishingSealedViewRequest |
            FishingViewRequest | TarotSealedViewRequest | TarotViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem
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
    body: FemhundraSealedViewRequest
    | FemhundraViewRequest
    | FishingSealedViewRequest
    | FishingViewRequest
    | TarotSealedViewRequest
    | TarotViewRequest,
) -> Response[FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem]:
    """Show one player's view

     What one seat may see: its own hand, the other hands and the stock as counts only, and no seed.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedViewRequest | FemhundraViewRequest | FishingSealedViewRequest |
            FishingViewRequest | TarotSealedViewRequest | TarotViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem]
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
    body: FemhundraSealedViewRequest
    | FemhundraViewRequest
    | FishingSealedViewRequest
    | FishingViewRequest
    | TarotSealedViewRequest
    | TarotViewRequest,
) -> FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem | None:
    """Show one player's view

     What one seat may see: its own hand, the other hands and the stock as counts only, and no seed.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraSealedViewRequest | FemhundraViewRequest | FishingSealedViewRequest |
            FishingViewRequest | TarotSealedViewRequest | TarotViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraViewResponse | FishingViewResponse | TarotViewResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
