from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.conformance_kit import ConformanceKit
from ...models.game_id import GameId
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game: GameId,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/conformance/{game}".format(
            game=quote(str(game), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ConformanceKit | Problem | None:
    if response.status_code == 200:
        response_200 = ConformanceKit.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | ConformanceKit | Problem]:
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
) -> Response[Any | ConformanceKit | Problem]:
    """Download a game's conformance file

     The game's golden records exactly as the kit holds them (conformance/kit.schema.json describes them
    in full): positions with their complete legal-move lists, checked moves with successors or the rule
    IDs they break, finished deals with their scores, and perft counts. The ETag is the file's sha256.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ConformanceKit | Problem]
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
) -> Any | ConformanceKit | Problem | None:
    """Download a game's conformance file

     The game's golden records exactly as the kit holds them (conformance/kit.schema.json describes them
    in full): positions with their complete legal-move lists, checked moves with successors or the rule
    IDs they break, finished deals with their scores, and perft counts. The ETag is the file's sha256.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ConformanceKit | Problem
    """

    return sync_detailed(
        game=game,
        client=client,
    ).parsed


async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | ConformanceKit | Problem]:
    """Download a game's conformance file

     The game's golden records exactly as the kit holds them (conformance/kit.schema.json describes them
    in full): positions with their complete legal-move lists, checked moves with successors or the rule
    IDs they break, finished deals with their scores, and perft counts. The ETag is the file's sha256.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ConformanceKit | Problem]
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
) -> Any | ConformanceKit | Problem | None:
    """Download a game's conformance file

     The game's golden records exactly as the kit holds them (conformance/kit.schema.json describes them
    in full): positions with their complete legal-move lists, checked moves with successors or the rule
    IDs they break, finished deals with their scores, and perft counts. The ETag is the file's sha256.

    Args:
        game (GameId): The id of a game in the catalogue.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ConformanceKit | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
        )
    ).parsed
