from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.femhundra_next_deal_request import FemhundraNextDealRequest
from ...models.femhundra_next_deal_response import FemhundraNextDealResponse
from ...models.femhundra_sealed_deal_response import FemhundraSealedDealResponse
from ...models.femhundra_sealed_next_deal_request import FemhundraSealedNextDealRequest
from ...models.fishing_next_deal_request import FishingNextDealRequest
from ...models.fishing_next_deal_response import FishingNextDealResponse
from ...models.fishing_sealed_deal_response import FishingSealedDealResponse
from ...models.fishing_sealed_next_deal_request import FishingSealedNextDealRequest
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_next_deal_request import TarotNextDealRequest
from ...models.tarot_next_deal_response import TarotNextDealResponse
from ...models.tarot_sealed_deal_response import TarotSealedDealResponse
from ...models.tarot_sealed_next_deal_request import TarotSealedNextDealRequest
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: FemhundraNextDealRequest
    | FemhundraSealedNextDealRequest
    | FishingNextDealRequest
    | FishingSealedNextDealRequest
    | TarotNextDealRequest
    | TarotSealedNextDealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/next-deal".format(
            game=quote(str(game), safe=""),
        ),
    }

    if isinstance(body, FishingNextDealRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraNextDealRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotNextDealRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedNextDealRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedNextDealRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FemhundraNextDealResponse
    | FemhundraSealedDealResponse
    | FishingNextDealResponse
    | FishingSealedDealResponse
    | TarotNextDealResponse
    | TarotSealedDealResponse
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            FemhundraNextDealResponse
            | FemhundraSealedDealResponse
            | FishingNextDealResponse
            | FishingSealedDealResponse
            | TarotNextDealResponse
            | TarotSealedDealResponse
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_next_deal_answer_type_0 = FishingNextDealResponse.from_dict(data)

                return componentsschemas_fishing_next_deal_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_next_deal_answer_type_1 = FishingSealedDealResponse.from_dict(data)

                return componentsschemas_fishing_next_deal_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_next_deal_answer_type_0 = FemhundraNextDealResponse.from_dict(data)

                return componentsschemas_femhundra_next_deal_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_next_deal_answer_type_1 = FemhundraSealedDealResponse.from_dict(data)

                return componentsschemas_femhundra_next_deal_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tarot_next_deal_answer_type_0 = TarotNextDealResponse.from_dict(data)

                return componentsschemas_tarot_next_deal_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_tarot_next_deal_answer_type_1 = TarotSealedDealResponse.from_dict(data)

            return componentsschemas_tarot_next_deal_answer_type_1

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
) -> Response[
    FemhundraNextDealResponse
    | FemhundraSealedDealResponse
    | FishingNextDealResponse
    | FishingSealedDealResponse
    | TarotNextDealResponse
    | TarotSealedDealResponse
    | Problem
]:
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
    body: FemhundraNextDealRequest
    | FemhundraSealedNextDealRequest
    | FishingNextDealRequest
    | FishingSealedNextDealRequest
    | TarotNextDealRequest
    | TarotSealedNextDealRequest,
) -> Response[
    FemhundraNextDealResponse
    | FemhundraSealedDealResponse
    | FishingNextDealResponse
    | FishingSealedDealResponse
    | TarotNextDealResponse
    | TarotSealedDealResponse
    | Problem
]:
    """Deal the next deal of the match

     The next deal of the match of a finished deal (dealer rotated, match scores carried), or a problem
    if the deal is not over (`deal_not_over`) or the match is (`match_over`). Sealed: shuffled from the
    seed the finished deal committed to (`next_commitment`); a seat-bound token deals its next deal once
    (409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraNextDealRequest | FemhundraSealedNextDealRequest | FishingNextDealRequest |
            FishingSealedNextDealRequest | TarotNextDealRequest | TarotSealedNextDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraNextDealResponse | FemhundraSealedDealResponse | FishingNextDealResponse | FishingSealedDealResponse | TarotNextDealResponse | TarotSealedDealResponse | Problem]
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
    body: FemhundraNextDealRequest
    | FemhundraSealedNextDealRequest
    | FishingNextDealRequest
    | FishingSealedNextDealRequest
    | TarotNextDealRequest
    | TarotSealedNextDealRequest,
) -> (
    FemhundraNextDealResponse
    | FemhundraSealedDealResponse
    | FishingNextDealResponse
    | FishingSealedDealResponse
    | TarotNextDealResponse
    | TarotSealedDealResponse
    | Problem
    | None
):
    """Deal the next deal of the match

     The next deal of the match of a finished deal (dealer rotated, match scores carried), or a problem
    if the deal is not over (`deal_not_over`) or the match is (`match_over`). Sealed: shuffled from the
    seed the finished deal committed to (`next_commitment`); a seat-bound token deals its next deal once
    (409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraNextDealRequest | FemhundraSealedNextDealRequest | FishingNextDealRequest |
            FishingSealedNextDealRequest | TarotNextDealRequest | TarotSealedNextDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraNextDealResponse | FemhundraSealedDealResponse | FishingNextDealResponse | FishingSealedDealResponse | TarotNextDealResponse | TarotSealedDealResponse | Problem
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
    body: FemhundraNextDealRequest
    | FemhundraSealedNextDealRequest
    | FishingNextDealRequest
    | FishingSealedNextDealRequest
    | TarotNextDealRequest
    | TarotSealedNextDealRequest,
) -> Response[
    FemhundraNextDealResponse
    | FemhundraSealedDealResponse
    | FishingNextDealResponse
    | FishingSealedDealResponse
    | TarotNextDealResponse
    | TarotSealedDealResponse
    | Problem
]:
    """Deal the next deal of the match

     The next deal of the match of a finished deal (dealer rotated, match scores carried), or a problem
    if the deal is not over (`deal_not_over`) or the match is (`match_over`). Sealed: shuffled from the
    seed the finished deal committed to (`next_commitment`); a seat-bound token deals its next deal once
    (409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraNextDealRequest | FemhundraSealedNextDealRequest | FishingNextDealRequest |
            FishingSealedNextDealRequest | TarotNextDealRequest | TarotSealedNextDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraNextDealResponse | FemhundraSealedDealResponse | FishingNextDealResponse | FishingSealedDealResponse | TarotNextDealResponse | TarotSealedDealResponse | Problem]
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
    body: FemhundraNextDealRequest
    | FemhundraSealedNextDealRequest
    | FishingNextDealRequest
    | FishingSealedNextDealRequest
    | TarotNextDealRequest
    | TarotSealedNextDealRequest,
) -> (
    FemhundraNextDealResponse
    | FemhundraSealedDealResponse
    | FishingNextDealResponse
    | FishingSealedDealResponse
    | TarotNextDealResponse
    | TarotSealedDealResponse
    | Problem
    | None
):
    """Deal the next deal of the match

     The next deal of the match of a finished deal (dealer rotated, match scores carried), or a problem
    if the deal is not over (`deal_not_over`) or the match is (`match_over`). Sealed: shuffled from the
    seed the finished deal committed to (`next_commitment`); a seat-bound token deals its next deal once
    (409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraNextDealRequest | FemhundraSealedNextDealRequest | FishingNextDealRequest |
            FishingSealedNextDealRequest | TarotNextDealRequest | TarotSealedNextDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraNextDealResponse | FemhundraSealedDealResponse | FishingNextDealResponse | FishingSealedDealResponse | TarotNextDealResponse | TarotSealedDealResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
