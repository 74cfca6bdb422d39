from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_claimed_event_end_type_0 import FemhundraClaimedEventEndType0

T = TypeVar("T", bound="FemhundraClaimedEvent")


@_attrs_define
class FemhundraClaimedEvent:
    """A discard was claimed onto a combination.

    Attributes:
        type_ (Literal['claimed']): The event's kind.
        player (int): The seat that acted.
        card (str): The card. Example: JK.
        target (str): The combination's id.
        joker_as (None | str): What a joker stands for.
        end (FemhundraClaimedEventEndType0 | None): Which end of a run.
    """

    type_: Literal["claimed"]
    player: int
    card: str
    target: str
    joker_as: None | str
    end: FemhundraClaimedEventEndType0 | None

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        card = self.card

        target = self.target

        joker_as: None | str
        joker_as = self.joker_as

        end: None | str
        if isinstance(self.end, FemhundraClaimedEventEndType0):
            end = self.end.value
        else:
            end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "card": card,
                "target": target,
                "joker_as": joker_as,
                "end": end,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["claimed"], d.pop("type"))
        if type_ != "claimed":
            raise ValueError(f"type must match const 'claimed', got '{type_}'")

        player = d.pop("player")

        card = d.pop("card")

        target = d.pop("target")

        def _parse_joker_as(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        joker_as = _parse_joker_as(d.pop("joker_as"))

        def _parse_end(data: object) -> FemhundraClaimedEventEndType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = FemhundraClaimedEventEndType0(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FemhundraClaimedEventEndType0 | None, data)

        end = _parse_end(d.pop("end"))

        femhundra_claimed_event = cls(
            type_=type_,
            player=player,
            card=card,
            target=target,
            joker_as=joker_as,
            end=end,
        )

        return femhundra_claimed_event
