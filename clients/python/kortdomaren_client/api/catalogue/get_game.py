from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_entry import GameEntry
from ...models.game_id import GameId
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game: GameId,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(
            game=quote(str(game), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameEntry | Problem | None:
    if response.status_code == 200:
        response_200 = GameEntry.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameEntry | Problem]:
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
) -> Response[GameEntry | Problem]:
    """Get one game

     One entry of the catalogue, its name and descriptions in the language of Accept-Language.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameEntry | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
) -> GameEntry | Problem | None:
    """Get one game

     One entry of the catalogue, its name and descriptions in the language of Accept-Language.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameEntry | Problem
    """

    return sync_detailed(
        game=game,
        client=client,
    ).parsed


async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
) -> Response[GameEntry | Problem]:
    """Get one game

     One entry of the catalogue, its name and descriptions in the language of Accept-Language.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameEntry | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
) -> GameEntry | Problem | None:
    """Get one game

     One entry of the catalogue, its name and descriptions in the language of Accept-Language.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameEntry | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
        )
    ).parsed
