from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deal_match import DealMatch
    from ..models.deal_request_options import DealRequestOptions


T = TypeVar("T", bound="DealRequest")


@_attrs_define
class DealRequest:
    """
    Attributes:
        players (int): Number of players.
        dealer (int | Unset): The dealer's seat. Absent: drawn from the seed, highest card deals (A high, ties redraw;
            CORE-DEAL-1, AKF-01).
        seed (int | Unset): 0 … 2^53−1. The same seed gives the same deal on every machine; absent: a secure random seed
            is used and reported.
        options (DealRequestOptions | Unset): Game options (see the catalogue).
        match (DealMatch | Unset):
        sealed (bool | Unset): Deal sealed: the answer carries a token and one view per seat instead of the state, and
            the shuffle is provably fair (docs/fair-deals.md). No 'seed' then. Default: False.
        client_seeds (list[str] | Unset): Sealed deals: the players' own seeds mixed into the shuffle, one for the table
            or one per seat; only with a commitment ticket ('commitment'), so that the server committed to its seed before
            they were chosen.
        seat (int | Unset): Sealed deals: bind the token to this seat. Every answer from it, and from the tokens that
            follow it, carries this seat's view only (docs/sealed-play.md).
        views (list[int] | Unset): The seats whose views the answer carries (default: every seat; a token bound to a
            seat shows that seat only). Ask only for what you hand out.
        commitment (str | Unset): A commitment ticket from POST /v1/games/{game}/commitments: the deal is shuffled from
            the server seed it seals, committed to before the client seeds were chosen. One deal per ticket. Required with
            client_seeds.
    """

    players: int
    dealer: int | Unset = UNSET
    seed: int | Unset = UNSET
    options: DealRequestOptions | Unset = UNSET
    match: DealMatch | Unset = UNSET
    sealed: bool | Unset = False
    client_seeds: list[str] | Unset = UNSET
    seat: int | Unset = UNSET
    views: list[int] | Unset = UNSET
    commitment: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        dealer = self.dealer

        seed = self.seed

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()

        sealed = self.sealed

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        seat = self.seat

        views: list[int] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views

        commitment = self.commitment

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if seed is not UNSET:
            field_dict["seed"] = seed
        if options is not UNSET:
            field_dict["options"] = options
        if match is not UNSET:
            field_dict["match"] = match
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if seat is not UNSET:
            field_dict["seat"] = seat
        if views is not UNSET:
            field_dict["views"] = views
        if commitment is not UNSET:
            field_dict["commitment"] = commitment

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_match import DealMatch  # noqa: PLC0415
        from ..models.deal_request_options import DealRequestOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        dealer = d.pop("dealer", UNSET)

        seed = d.pop("seed", UNSET)

        _options = d.pop("options", UNSET)
        options: DealRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DealRequestOptions.from_dict(_options)

        _match = d.pop("match", UNSET)
        match: DealMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = DealMatch.from_dict(_match)

        sealed = d.pop("sealed", UNSET)

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        seat = d.pop("seat", UNSET)

        views = cast(list[int], d.pop("views", UNSET))

        commitment = d.pop("commitment", UNSET)

        deal_request = cls(
            players=players,
            dealer=dealer,
            seed=seed,
            options=options,
            match=match,
            sealed=sealed,
            client_seeds=client_seeds,
            seat=seat,
            views=views,
            commitment=commitment,
        )

        return deal_request
