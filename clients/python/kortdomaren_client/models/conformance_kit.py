from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.conformance_kit_deals_item import ConformanceKitDealsItem
    from ..models.conformance_kit_perft_item import ConformanceKitPerftItem
    from ..models.conformance_kit_positions_item import ConformanceKitPositionsItem


T = TypeVar("T", bound="ConformanceKit")


@_attrs_define
class ConformanceKit:
    """
    Attributes:
        kit (Literal['kortdomaren-conformance']): Always 'kortdomaren-conformance'. Default: 'kortdomaren-conformance'.
        kit_version (int): The kit format's version (docs/conformance.md).
        game (str): The game id.
        version (int): The file's version.
        positions (list[ConformanceKitPositionsItem]): Positions from seeded deals: the state, its complete legal-move
            list, and checks (legal moves with their successors, near misses with the rule IDs they break).
        deals (list[ConformanceKitDealsItem]): Seeded deals played to their end: the moves, final state and score.
        perft (list[ConformanceKitPerftItem]): Seeded start positions with the number of move sequences of length 1-3.
    """

    kit_version: int
    game: str
    version: int
    positions: list[ConformanceKitPositionsItem]
    deals: list[ConformanceKitDealsItem]
    perft: list[ConformanceKitPerftItem]
    kit: Literal["kortdomaren-conformance"] = "kortdomaren-conformance"

    def to_dict(self) -> dict[str, Any]:
        kit = self.kit

        kit_version = self.kit_version

        game = self.game

        version = self.version

        positions = []
        for positions_item_data in self.positions:
            positions_item = positions_item_data.to_dict()
            positions.append(positions_item)

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        perft = []
        for perft_item_data in self.perft:
            perft_item = perft_item_data.to_dict()
            perft.append(perft_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kit": kit,
                "kit_version": kit_version,
                "game": game,
                "version": version,
                "positions": positions,
                "deals": deals,
                "perft": perft,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conformance_kit_deals_item import ConformanceKitDealsItem  # noqa: PLC0415
        from ..models.conformance_kit_perft_item import ConformanceKitPerftItem  # noqa: PLC0415
        from ..models.conformance_kit_positions_item import ConformanceKitPositionsItem  # noqa: PLC0415

        d = dict(src_dict)
        kit = cast(Literal["kortdomaren-conformance"], d.pop("kit"))
        if kit != "kortdomaren-conformance":
            raise ValueError(f"kit must match const 'kortdomaren-conformance', got '{kit}'")

        kit_version = d.pop("kit_version")

        game = d.pop("game")

        version = d.pop("version")

        positions = []
        _positions = d.pop("positions")
        for positions_item_data in _positions:
            positions_item = ConformanceKitPositionsItem.from_dict(positions_item_data)

            positions.append(positions_item)

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = ConformanceKitDealsItem.from_dict(deals_item_data)

            deals.append(deals_item)

        perft = []
        _perft = d.pop("perft")
        for perft_item_data in _perft:
            perft_item = ConformanceKitPerftItem.from_dict(perft_item_data)

            perft.append(perft_item)

        conformance_kit = cls(
            kit=kit,
            kit_version=kit_version,
            game=game,
            version=version,
            positions=positions,
            deals=deals,
            perft=perft,
        )

        return conformance_kit
