from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_laid_off_event_end_type_0 import FemhundraLaidOffEventEndType0

T = TypeVar("T", bound="FemhundraLaidOffEvent")


@_attrs_define
class FemhundraLaidOffEvent:
    """Cards were added to a combination.

    Attributes:
        type_ (Literal['laid_off']): The event's kind.
        player (int): The seat that acted.
        target (str): The combination's id.
        cards (list[str]): The cards.
        joker_as (None | str): What a joker stands for.
        end (FemhundraLaidOffEventEndType0 | None): Which end of a run.
    """

    type_: Literal["laid_off"]
    player: int
    target: str
    cards: list[str]
    joker_as: None | str
    end: FemhundraLaidOffEventEndType0 | None

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        player = self.player

        target = self.target

        cards = self.cards

        joker_as: None | str
        joker_as = self.joker_as

        end: None | str
        if isinstance(self.end, FemhundraLaidOffEventEndType0):
            end = self.end.value
        else:
            end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
                "target": target,
                "cards": cards,
                "joker_as": joker_as,
                "end": end,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["laid_off"], d.pop("type"))
        if type_ != "laid_off":
            raise ValueError(f"type must match const 'laid_off', got '{type_}'")

        player = d.pop("player")

        target = d.pop("target")

        cards = cast(list[str], d.pop("cards"))

        def _parse_joker_as(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        joker_as = _parse_joker_as(d.pop("joker_as"))

        def _parse_end(data: object) -> FemhundraLaidOffEventEndType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = FemhundraLaidOffEventEndType0(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FemhundraLaidOffEventEndType0 | None, data)

        end = _parse_end(d.pop("end"))

        femhundra_laid_off_event = cls(
            type_=type_,
            player=player,
            target=target,
            cards=cards,
            joker_as=joker_as,
            end=end,
        )

        return femhundra_laid_off_event
