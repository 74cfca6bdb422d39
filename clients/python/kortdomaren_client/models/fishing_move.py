from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_build_play import FishingBuildPlay
    from ..models.fishing_move_values import FishingMoveValues


T = TypeVar("T", bound="FishingMove")


@_attrs_define
class FishingMove:
    """
    Attributes:
        player (int): Seat making the move.
        card (str | Unset): The card played from the hand (absent for an announcement). Example: 7S.
        capture (list[str] | Unset): Table items taken: loose card codes, and build ids (pattern ^b[0-9]+$) where builds
            exist — a build is taken whole. Absent, with no build: the card is trailed. The referee finds a valid grouping
            itself. Not with build.
        groups (list[list[str]] | Unset): Optional pinned grouping, e.g. [['7H'], ['3S', '4D'], ['b2']]; must contain
            exactly the captured items (capture may then be omitted). Not with build.
        values (FishingMoveValues | Unset): Optional pinned values of special cards in a capture, e.g. {'AS': 14, 'AC':
            1}, where the valuation lets the player choose. Not with build.
        build (FishingBuildPlay | Unset):
        announce_out (bool | Unset): true: announce reaching the target during the deal (KAS-VAR-8); no card. Default:
            False.
    """

    player: int
    card: str | Unset = UNSET
    capture: list[str] | Unset = UNSET
    groups: list[list[str]] | Unset = UNSET
    values: FishingMoveValues | Unset = UNSET
    build: FishingBuildPlay | Unset = UNSET
    announce_out: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        capture: list[str] | Unset = UNSET
        if not isinstance(self.capture, Unset):
            capture = self.capture

        groups: list[list[str]] | Unset = UNSET
        if not isinstance(self.groups, Unset):
            groups = []
            for groups_item_data in self.groups:
                groups_item = groups_item_data

                groups.append(groups_item)

        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()

        build: dict[str, Any] | Unset = UNSET
        if not isinstance(self.build, Unset):
            build = self.build.to_dict()

        announce_out = self.announce_out

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if capture is not UNSET:
            field_dict["capture"] = capture
        if groups is not UNSET:
            field_dict["groups"] = groups
        if values is not UNSET:
            field_dict["values"] = values
        if build is not UNSET:
            field_dict["build"] = build
        if announce_out is not UNSET:
            field_dict["announce_out"] = announce_out

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_build_play import FishingBuildPlay  # noqa: PLC0415
        from ..models.fishing_move_values import FishingMoveValues  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card", UNSET)

        capture = cast(list[str], d.pop("capture", UNSET))

        _groups = d.pop("groups", UNSET)
        groups: list[list[str]] | Unset = UNSET
        if _groups is not UNSET:
            groups = []
            for groups_item_data in _groups:
                groups_item = cast(list[str], groups_item_data)

                groups.append(groups_item)

        _values = d.pop("values", UNSET)
        values: FishingMoveValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = FishingMoveValues.from_dict(_values)

        _build = d.pop("build", UNSET)
        build: FishingBuildPlay | Unset
        if isinstance(_build, Unset):
            build = UNSET
        else:
            build = FishingBuildPlay.from_dict(_build)

        announce_out = d.pop("announce_out", UNSET)

        fishing_move = cls(
            player=player,
            card=card,
            capture=capture,
            groups=groups,
            values=values,
            build=build,
            announce_out=announce_out,
        )

        return fishing_move
