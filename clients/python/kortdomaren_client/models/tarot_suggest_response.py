from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tarot_suggest_response_level import TarotSuggestResponseLevel

if TYPE_CHECKING:
    from ..models.tarot_move import TarotMove


T = TypeVar("T", bound="TarotSuggestResponse")


@_attrs_define
class TarotSuggestResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        seat (int): The seat the move is for.
        level (TarotSuggestResponseLevel): The level.
        move (TarotMove):
        reason (str): Why, in one short sentence.
        considered (int): Moves (random, greedy) or simulations (search) looked at.
    """

    seat: int
    level: TarotSuggestResponseLevel
    move: TarotMove
    reason: str
    considered: int
    family: Literal["tarot"] = "tarot"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        seat = self.seat

        level = self.level.value

        move = self.move.to_dict()

        reason = self.reason

        considered = self.considered

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "seat": seat,
                "level": level,
                "move": move,
                "reason": reason,
                "considered": considered,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_move import TarotMove  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        seat = d.pop("seat")

        level = TarotSuggestResponseLevel(d.pop("level"))

        move = TarotMove.from_dict(d.pop("move"))

        reason = d.pop("reason")

        considered = d.pop("considered")

        tarot_suggest_response = cls(
            family=family,
            seat=seat,
            level=level,
            move=move,
            reason=reason,
            considered=considered,
        )

        return tarot_suggest_response
