from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.commitment_request import CommitmentRequest
from ...models.commitment_response import CommitmentResponse
from ...models.game_id import GameId
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: CommitmentRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/commitments".format(
            game=quote(str(game), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommitmentResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CommitmentResponse.from_dict(response.json())

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
) -> Response[CommitmentResponse | Problem]:
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
    body: CommitmentRequest,
) -> Response[CommitmentResponse | Problem]:
    """Commit to a server seed

     The server's commitment to the seed of a sealed deal, fixed before any client seed is known, and a
    sealed ticket to deal from it (docs/fair-deals.md): note the commitment, choose the client seeds,
    then deal with `commitment` set to the ticket.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (CommitmentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommitmentResponse | Problem]
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
    body: CommitmentRequest,
) -> CommitmentResponse | Problem | None:
    """Commit to a server seed

     The server's commitment to the seed of a sealed deal, fixed before any client seed is known, and a
    sealed ticket to deal from it (docs/fair-deals.md): note the commitment, choose the client seeds,
    then deal with `commitment` set to the ticket.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (CommitmentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommitmentResponse | Problem
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
    body: CommitmentRequest,
) -> Response[CommitmentResponse | Problem]:
    """Commit to a server seed

     The server's commitment to the seed of a sealed deal, fixed before any client seed is known, and a
    sealed ticket to deal from it (docs/fair-deals.md): note the commitment, choose the client seeds,
    then deal with `commitment` set to the ticket.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (CommitmentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommitmentResponse | Problem]
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
    body: CommitmentRequest,
) -> CommitmentResponse | Problem | None:
    """Commit to a server seed

     The server's commitment to the seed of a sealed deal, fixed before any client seed is known, and a
    sealed ticket to deal from it (docs/fair-deals.md): note the commitment, choose the client seeds,
    then deal with `commitment` set to the ticket.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (CommitmentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommitmentResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
