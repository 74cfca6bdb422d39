from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dealer_draw import DealerDraw
    from ..models.shuffle import Shuffle


T = TypeVar("T", bound="Fairness")


@_attrs_define
class Fairness:
    """
    Attributes:
        algorithm (str): The shuffle's name.
        version (int): The shuffle's version.
        commitment (str): SHA-256 of the server seed (lower-case hex), fixed before any card was seen.
        deal_number (int): The deal's number in the match.
        client_seeds (list[str]): The client seeds mixed into the shuffle.
        revealed (bool): Whether the deal is over and its secrets are shown.
        server_seed (str | Unset): The server seed (hex); present once the deal is over.
        dealer (DealerDraw | None | Unset): How the dealer was drawn (null when the request named one); once over.
        shuffles (list[Shuffle] | Unset): Every shuffle of the deal, for `kortdomaren verify`; once over.
    """

    algorithm: str
    version: int
    commitment: str
    deal_number: int
    client_seeds: list[str]
    revealed: bool
    server_seed: str | Unset = UNSET
    dealer: DealerDraw | None | Unset = UNSET
    shuffles: list[Shuffle] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dealer_draw import DealerDraw  # noqa: PLC0415

        algorithm = self.algorithm

        version = self.version

        commitment = self.commitment

        deal_number = self.deal_number

        client_seeds = self.client_seeds

        revealed = self.revealed

        server_seed = self.server_seed

        dealer: dict[str, Any] | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        elif isinstance(self.dealer, DealerDraw):
            dealer = self.dealer.to_dict()
        else:
            dealer = self.dealer

        shuffles: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.shuffles, Unset):
            shuffles = []
            for shuffles_item_data in self.shuffles:
                shuffles_item = shuffles_item_data.to_dict()
                shuffles.append(shuffles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "version": version,
                "commitment": commitment,
                "deal_number": deal_number,
                "client_seeds": client_seeds,
                "revealed": revealed,
            }
        )
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if shuffles is not UNSET:
            field_dict["shuffles"] = shuffles

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dealer_draw import DealerDraw  # noqa: PLC0415
        from ..models.shuffle import Shuffle  # noqa: PLC0415

        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        version = d.pop("version")

        commitment = d.pop("commitment")

        deal_number = d.pop("deal_number")

        client_seeds = cast(list[str], d.pop("client_seeds"))

        revealed = d.pop("revealed")

        server_seed = d.pop("server_seed", UNSET)

        def _parse_dealer(data: object) -> DealerDraw | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dealer_type_0 = DealerDraw.from_dict(data)

                return dealer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealerDraw | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        _shuffles = d.pop("shuffles", UNSET)
        shuffles: list[Shuffle] | Unset = UNSET
        if _shuffles is not UNSET:
            shuffles = []
            for shuffles_item_data in _shuffles:
                shuffles_item = Shuffle.from_dict(shuffles_item_data)

                shuffles.append(shuffles_item)

        fairness = cls(
            algorithm=algorithm,
            version=version,
            commitment=commitment,
            deal_number=deal_number,
            client_seeds=client_seeds,
            revealed=revealed,
            server_seed=server_seed,
            dealer=dealer,
            shuffles=shuffles,
        )

        return fairness
