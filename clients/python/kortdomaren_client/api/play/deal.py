from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.deal_request import DealRequest
from ...models.femhundra_deal_response import FemhundraDealResponse
from ...models.femhundra_sealed_deal_response import FemhundraSealedDealResponse
from ...models.fishing_deal_response import FishingDealResponse
from ...models.fishing_sealed_deal_response import FishingSealedDealResponse
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_deal_response import TarotDealResponse
from ...models.tarot_sealed_deal_response import TarotSealedDealResponse
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: DealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/deals".format(
            game=quote(str(game), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FemhundraDealResponse
    | FemhundraSealedDealResponse
    | FishingDealResponse
    | FishingSealedDealResponse
    | TarotDealResponse
    | TarotSealedDealResponse
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            FemhundraDealResponse
            | FemhundraSealedDealResponse
            | FishingDealResponse
            | FishingSealedDealResponse
            | TarotDealResponse
            | TarotSealedDealResponse
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_deal_answer_type_0 = FishingDealResponse.from_dict(data)

                return componentsschemas_fishing_deal_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_deal_answer_type_1 = FishingSealedDealResponse.from_dict(data)

                return componentsschemas_fishing_deal_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_deal_answer_type_0 = FemhundraDealResponse.from_dict(data)

                return componentsschemas_femhundra_deal_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_deal_answer_type_1 = FemhundraSealedDealResponse.from_dict(data)

                return componentsschemas_femhundra_deal_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tarot_deal_answer_type_0 = TarotDealResponse.from_dict(data)

                return componentsschemas_tarot_deal_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_tarot_deal_answer_type_1 = TarotSealedDealResponse.from_dict(data)

            return componentsschemas_tarot_deal_answer_type_1

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
    FemhundraDealResponse
    | FemhundraSealedDealResponse
    | FishingDealResponse
    | FishingSealedDealResponse
    | TarotDealResponse
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
    body: DealRequest,
) -> Response[
    FemhundraDealResponse
    | FemhundraSealedDealResponse
    | FishingDealResponse
    | FishingSealedDealResponse
    | TarotDealResponse
    | TarotSealedDealResponse
    | Problem
]:
    """Deal a new deal

     A new deal of the game. With a seed the deal is the same on every machine; without one the service
    draws a seed from a secure source and reports it. `match` continues a match from the points of the
    deals already played. Sealed with client seeds: send the ticket of POST /v1/games/{game}/commitments
    as `commitment` (one deal per ticket, else 409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraDealResponse | FemhundraSealedDealResponse | FishingDealResponse | FishingSealedDealResponse | TarotDealResponse | TarotSealedDealResponse | Problem]
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
    body: DealRequest,
) -> (
    FemhundraDealResponse
    | FemhundraSealedDealResponse
    | FishingDealResponse
    | FishingSealedDealResponse
    | TarotDealResponse
    | TarotSealedDealResponse
    | Problem
    | None
):
    """Deal a new deal

     A new deal of the game. With a seed the deal is the same on every machine; without one the service
    draws a seed from a secure source and reports it. `match` continues a match from the points of the
    deals already played. Sealed with client seeds: send the ticket of POST /v1/games/{game}/commitments
    as `commitment` (one deal per ticket, else 409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraDealResponse | FemhundraSealedDealResponse | FishingDealResponse | FishingSealedDealResponse | TarotDealResponse | TarotSealedDealResponse | Problem
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
    body: DealRequest,
) -> Response[
    FemhundraDealResponse
    | FemhundraSealedDealResponse
    | FishingDealResponse
    | FishingSealedDealResponse
    | TarotDealResponse
    | TarotSealedDealResponse
    | Problem
]:
    """Deal a new deal

     A new deal of the game. With a seed the deal is the same on every machine; without one the service
    draws a seed from a secure source and reports it. `match` continues a match from the points of the
    deals already played. Sealed with client seeds: send the ticket of POST /v1/games/{game}/commitments
    as `commitment` (one deal per ticket, else 409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraDealResponse | FemhundraSealedDealResponse | FishingDealResponse | FishingSealedDealResponse | TarotDealResponse | TarotSealedDealResponse | Problem]
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
    body: DealRequest,
) -> (
    FemhundraDealResponse
    | FemhundraSealedDealResponse
    | FishingDealResponse
    | FishingSealedDealResponse
    | TarotDealResponse
    | TarotSealedDealResponse
    | Problem
    | None
):
    """Deal a new deal

     A new deal of the game. With a seed the deal is the same on every machine; without one the service
    draws a seed from a secure source and reports it. `match` continues a match from the points of the
    deals already played. Sealed with client seeds: send the ticket of POST /v1/games/{game}/commitments
    as `commitment` (one deal per ticket, else 409 `token_spent`).

    Args:
        game (GameId): The id of a game in the catalogue.
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraDealResponse | FemhundraSealedDealResponse | FishingDealResponse | FishingSealedDealResponse | TarotDealResponse | TarotSealedDealResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
