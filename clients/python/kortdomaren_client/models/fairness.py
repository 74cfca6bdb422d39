from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fairness_dealer_chosen import FairnessDealerChosen
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dealer_draw import DealerDraw
    from ..models.fairness_options import FairnessOptions
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
        committed_first (bool): Whether the commitment was published before the client seeds were chosen (a commitment
            ticket, or the deal before's next_commitment): only then do the client seeds keep the server from choosing the
            shuffle.
        revealed (bool): Whether the deal is over and its secrets are shown.
        next_commitment (str | Unset): SHA-256 of the next deal's server seed, fixed now: next-deal shuffles from it,
            with client seeds that may be chosen after seeing it.
        server_seed (str | Unset): The server seed (hex); present once the deal is over.
        dealer (DealerDraw | None | Unset): How the dealer was drawn (null when the request named one); once over.
        shuffles (list[Shuffle] | Unset): Every shuffle of the deal, for `kortdomaren verify`; once over.
        game (str | Unset): The game dealt (its catalogue id): whose deck and deal verify; once over.
        options (FairnessOptions | Unset): The deal's options, with every default filled in; once over.
        dealer_chosen (FairnessDealerChosen | Unset): How the dealer was chosen: drawn (the draw is in dealer), named by
            the deal request, or passed on by the rules to the match's next deal; once over.
    """

    algorithm: str
    version: int
    commitment: str
    deal_number: int
    client_seeds: list[str]
    committed_first: bool
    revealed: bool
    next_commitment: str | Unset = UNSET
    server_seed: str | Unset = UNSET
    dealer: DealerDraw | None | Unset = UNSET
    shuffles: list[Shuffle] | Unset = UNSET
    game: str | Unset = UNSET
    options: FairnessOptions | Unset = UNSET
    dealer_chosen: FairnessDealerChosen | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dealer_draw import DealerDraw  # noqa: PLC0415

        algorithm = self.algorithm

        version = self.version

        commitment = self.commitment

        deal_number = self.deal_number

        client_seeds = self.client_seeds

        committed_first = self.committed_first

        revealed = self.revealed

        next_commitment = self.next_commitment

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

        game = self.game

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        dealer_chosen: str | Unset = UNSET
        if not isinstance(self.dealer_chosen, Unset):
            dealer_chosen = self.dealer_chosen.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "version": version,
                "commitment": commitment,
                "deal_number": deal_number,
                "client_seeds": client_seeds,
                "committed_first": committed_first,
                "revealed": revealed,
            }
        )
        if next_commitment is not UNSET:
            field_dict["next_commitment"] = next_commitment
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if shuffles is not UNSET:
            field_dict["shuffles"] = shuffles
        if game is not UNSET:
            field_dict["game"] = game
        if options is not UNSET:
            field_dict["options"] = options
        if dealer_chosen is not UNSET:
            field_dict["dealer_chosen"] = dealer_chosen

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dealer_draw import DealerDraw  # noqa: PLC0415
        from ..models.fairness_options import FairnessOptions  # noqa: PLC0415
        from ..models.shuffle import Shuffle  # noqa: PLC0415

        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        version = d.pop("version")

        commitment = d.pop("commitment")

        deal_number = d.pop("deal_number")

        client_seeds = cast(list[str], d.pop("client_seeds"))

        committed_first = d.pop("committed_first")

        revealed = d.pop("revealed")

        next_commitment = d.pop("next_commitment", UNSET)

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

        game = d.pop("game", UNSET)

        _options = d.pop("options", UNSET)
        options: FairnessOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = FairnessOptions.from_dict(_options)

        _dealer_chosen = d.pop("dealer_chosen", UNSET)
        dealer_chosen: FairnessDealerChosen | Unset
        if isinstance(_dealer_chosen, Unset):
            dealer_chosen = UNSET
        else:
            dealer_chosen = FairnessDealerChosen(_dealer_chosen)

        fairness = cls(
            algorithm=algorithm,
            version=version,
            commitment=commitment,
            deal_number=deal_number,
            client_seeds=client_seeds,
            committed_first=committed_first,
            revealed=revealed,
            next_commitment=next_commitment,
            server_seed=server_seed,
            dealer=dealer,
            shuffles=shuffles,
            game=game,
            options=options,
            dealer_chosen=dealer_chosen,
        )

        return fairness
