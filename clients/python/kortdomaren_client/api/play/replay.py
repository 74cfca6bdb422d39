from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.femhundra_replay_request import FemhundraReplayRequest
from ...models.femhundra_replay_response import FemhundraReplayResponse
from ...models.femhundra_sealed_chain_request import FemhundraSealedChainRequest
from ...models.femhundra_sealed_chain_response import FemhundraSealedChainResponse
from ...models.femhundra_sealed_replay_request import FemhundraSealedReplayRequest
from ...models.femhundra_sealed_replay_response import FemhundraSealedReplayResponse
from ...models.fishing_replay_request import FishingReplayRequest
from ...models.fishing_replay_response import FishingReplayResponse
from ...models.fishing_sealed_chain_request import FishingSealedChainRequest
from ...models.fishing_sealed_chain_response import FishingSealedChainResponse
from ...models.fishing_sealed_replay_request import FishingSealedReplayRequest
from ...models.fishing_sealed_replay_response import FishingSealedReplayResponse
from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.tarot_replay_request import TarotReplayRequest
from ...models.tarot_replay_response import TarotReplayResponse
from ...models.tarot_sealed_chain_request import TarotSealedChainRequest
from ...models.tarot_sealed_chain_response import TarotSealedChainResponse
from ...models.tarot_sealed_replay_request import TarotSealedReplayRequest
from ...models.tarot_sealed_replay_response import TarotSealedReplayResponse
from ...types import Response


def _get_kwargs(
    game: GameId,
    *,
    body: FemhundraReplayRequest
    | FemhundraSealedChainRequest
    | FemhundraSealedReplayRequest
    | FishingReplayRequest
    | FishingSealedChainRequest
    | FishingSealedReplayRequest
    | TarotReplayRequest
    | TarotSealedChainRequest
    | TarotSealedReplayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/replay".format(
            game=quote(str(game), safe=""),
        ),
    }

    if isinstance(body, FishingReplayRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraReplayRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotReplayRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedReplayRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedReplayRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TarotSealedReplayRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FishingSealedChainRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FemhundraSealedChainRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FemhundraReplayResponse
    | FemhundraSealedChainResponse
    | FemhundraSealedReplayResponse
    | FishingReplayResponse
    | FishingSealedChainResponse
    | FishingSealedReplayResponse
    | TarotReplayResponse
    | TarotSealedChainResponse
    | TarotSealedReplayResponse
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            FemhundraReplayResponse
            | FemhundraSealedChainResponse
            | FemhundraSealedReplayResponse
            | FishingReplayResponse
            | FishingSealedChainResponse
            | FishingSealedReplayResponse
            | TarotReplayResponse
            | TarotSealedChainResponse
            | TarotSealedReplayResponse
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_replay_answer_type_0 = FishingReplayResponse.from_dict(data)

                return componentsschemas_fishing_replay_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_replay_answer_type_1 = FishingSealedReplayResponse.from_dict(data)

                return componentsschemas_fishing_replay_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fishing_replay_answer_type_2 = FishingSealedChainResponse.from_dict(data)

                return componentsschemas_fishing_replay_answer_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_replay_answer_type_0 = FemhundraReplayResponse.from_dict(data)

                return componentsschemas_femhundra_replay_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_replay_answer_type_1 = FemhundraSealedReplayResponse.from_dict(data)

                return componentsschemas_femhundra_replay_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_femhundra_replay_answer_type_2 = FemhundraSealedChainResponse.from_dict(data)

                return componentsschemas_femhundra_replay_answer_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tarot_replay_answer_type_0 = TarotReplayResponse.from_dict(data)

                return componentsschemas_tarot_replay_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tarot_replay_answer_type_1 = TarotSealedReplayResponse.from_dict(data)

                return componentsschemas_tarot_replay_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_tarot_replay_answer_type_2 = TarotSealedChainResponse.from_dict(data)

            return componentsschemas_tarot_replay_answer_type_2

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
    FemhundraReplayResponse
    | FemhundraSealedChainResponse
    | FemhundraSealedReplayResponse
    | FishingReplayResponse
    | FishingSealedChainResponse
    | FishingSealedReplayResponse
    | TarotReplayResponse
    | TarotSealedChainResponse
    | TarotSealedReplayResponse
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
    body: FemhundraReplayRequest
    | FemhundraSealedChainRequest
    | FemhundraSealedReplayRequest
    | FishingReplayRequest
    | FishingSealedChainRequest
    | FishingSealedReplayRequest
    | TarotReplayRequest
    | TarotSealedChainRequest
    | TarotSealedReplayRequest,
) -> Response[
    FemhundraReplayResponse
    | FemhundraSealedChainResponse
    | FemhundraSealedReplayResponse
    | FishingReplayResponse
    | FishingSealedChainResponse
    | FishingSealedReplayResponse
    | TarotReplayResponse
    | TarotSealedChainResponse
    | TarotSealedReplayResponse
    | Problem
]:
    """Replay moves

     Apply moves in order with a verdict for each; stops at the first illegal move (`stopped_at`),
    returning the state reached and, when the deal is over, its score.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraReplayRequest | FemhundraSealedChainRequest | FemhundraSealedReplayRequest
            | FishingReplayRequest | FishingSealedChainRequest | FishingSealedReplayRequest |
            TarotReplayRequest | TarotSealedChainRequest | TarotSealedReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraReplayResponse | FemhundraSealedChainResponse | FemhundraSealedReplayResponse | FishingReplayResponse | FishingSealedChainResponse | FishingSealedReplayResponse | TarotReplayResponse | TarotSealedChainResponse | TarotSealedReplayResponse | Problem]
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
    body: FemhundraReplayRequest
    | FemhundraSealedChainRequest
    | FemhundraSealedReplayRequest
    | FishingReplayRequest
    | FishingSealedChainRequest
    | FishingSealedReplayRequest
    | TarotReplayRequest
    | TarotSealedChainRequest
    | TarotSealedReplayRequest,
) -> (
    FemhundraReplayResponse
    | FemhundraSealedChainResponse
    | FemhundraSealedReplayResponse
    | FishingReplayResponse
    | FishingSealedChainResponse
    | FishingSealedReplayResponse
    | TarotReplayResponse
    | TarotSealedChainResponse
    | TarotSealedReplayResponse
    | Problem
    | None
):
    """Replay moves

     Apply moves in order with a verdict for each; stops at the first illegal move (`stopped_at`),
    returning the state reached and, when the deal is over, its score.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraReplayRequest | FemhundraSealedChainRequest | FemhundraSealedReplayRequest
            | FishingReplayRequest | FishingSealedChainRequest | FishingSealedReplayRequest |
            TarotReplayRequest | TarotSealedChainRequest | TarotSealedReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraReplayResponse | FemhundraSealedChainResponse | FemhundraSealedReplayResponse | FishingReplayResponse | FishingSealedChainResponse | FishingSealedReplayResponse | TarotReplayResponse | TarotSealedChainResponse | TarotSealedReplayResponse | Problem
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
    body: FemhundraReplayRequest
    | FemhundraSealedChainRequest
    | FemhundraSealedReplayRequest
    | FishingReplayRequest
    | FishingSealedChainRequest
    | FishingSealedReplayRequest
    | TarotReplayRequest
    | TarotSealedChainRequest
    | TarotSealedReplayRequest,
) -> Response[
    FemhundraReplayResponse
    | FemhundraSealedChainResponse
    | FemhundraSealedReplayResponse
    | FishingReplayResponse
    | FishingSealedChainResponse
    | FishingSealedReplayResponse
    | TarotReplayResponse
    | TarotSealedChainResponse
    | TarotSealedReplayResponse
    | Problem
]:
    """Replay moves

     Apply moves in order with a verdict for each; stops at the first illegal move (`stopped_at`),
    returning the state reached and, when the deal is over, its score.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraReplayRequest | FemhundraSealedChainRequest | FemhundraSealedReplayRequest
            | FishingReplayRequest | FishingSealedChainRequest | FishingSealedReplayRequest |
            TarotReplayRequest | TarotSealedChainRequest | TarotSealedReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FemhundraReplayResponse | FemhundraSealedChainResponse | FemhundraSealedReplayResponse | FishingReplayResponse | FishingSealedChainResponse | FishingSealedReplayResponse | TarotReplayResponse | TarotSealedChainResponse | TarotSealedReplayResponse | Problem]
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
    body: FemhundraReplayRequest
    | FemhundraSealedChainRequest
    | FemhundraSealedReplayRequest
    | FishingReplayRequest
    | FishingSealedChainRequest
    | FishingSealedReplayRequest
    | TarotReplayRequest
    | TarotSealedChainRequest
    | TarotSealedReplayRequest,
) -> (
    FemhundraReplayResponse
    | FemhundraSealedChainResponse
    | FemhundraSealedReplayResponse
    | FishingReplayResponse
    | FishingSealedChainResponse
    | FishingSealedReplayResponse
    | TarotReplayResponse
    | TarotSealedChainResponse
    | TarotSealedReplayResponse
    | Problem
    | None
):
    """Replay moves

     Apply moves in order with a verdict for each; stops at the first illegal move (`stopped_at`),
    returning the state reached and, when the deal is over, its score.

    Args:
        game (GameId): The id of a game in the catalogue.
        body (FemhundraReplayRequest | FemhundraSealedChainRequest | FemhundraSealedReplayRequest
            | FishingReplayRequest | FishingSealedChainRequest | FishingSealedReplayRequest |
            TarotReplayRequest | TarotSealedChainRequest | TarotSealedReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FemhundraReplayResponse | FemhundraSealedChainResponse | FemhundraSealedReplayResponse | FishingReplayResponse | FishingSealedChainResponse | FishingSealedReplayResponse | TarotReplayResponse | TarotSealedChainResponse | TarotSealedReplayResponse | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            body=body,
        )
    ).parsed
